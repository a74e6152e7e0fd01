import type { CourseDto } from '../../../api/training';
import { CourseCard } from './CourseCard';
import styles from './CourseList.module.css';

/** The courses as a card grid: as many columns as fit, one on phones. */
export function CourseList({ courses }: { courses: CourseDto[] }) {
  return (
    <ul className={styles.list} aria-label="Courses">
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}
