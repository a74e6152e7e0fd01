import { useId } from 'react';
import { errorMessage } from '../../../api/errors';
import { type CourseDto, useCompleteCourseMutation, useEnrollCourseMutation } from '../../../api/training';
import { Badge, Button, useToast } from '../../../components';
import { formatPrice, formatRating } from '../lib';
import styles from './CourseCard.module.css';

type ApiError = Parameters<typeof errorMessage>[0];

/** One catalogue course: its facts, and Enroll, then Mark complete, then a Completed badge. */
export function CourseCard({ course }: { course: CourseDto }) {
  const titleId = useId();
  const { toast } = useToast();
  const [enroll, enrolling] = useEnrollCourseMutation();
  const [complete, completing] = useCompleteCourseMutation();

  const enrollCourse = async () => {
    try {
      await enroll({ id: course.id }).unwrap();
      toast({ title: `Enrolled in ${course.title}`, tone: 'success' });
    } catch (err) {
      toast({ title: `Could not enroll in ${course.title}`, description: errorMessage(err as ApiError), tone: 'error' });
    }
  };

  const completeCourse = async () => {
    try {
      await complete({ id: course.id }).unwrap();
      toast({ title: `Completed ${course.title}`, tone: 'success' });
    } catch (err) {
      toast({ title: `Could not mark ${course.title} complete`, description: errorMessage(err as ApiError), tone: 'error' });
    }
  };

  return (
    <article className={styles.course} aria-labelledby={titleId}>
      <div className={styles.badges}>
        <Badge>{course.category}</Badge>
        {course.completed ? <Badge tone="success">Completed</Badge> : course.enrolled ? <Badge tone="info">Enrolled</Badge> : null}
      </div>
      <h3 id={titleId} className={styles.title}>
        {course.title}
      </h3>
      <p className={styles.provider}>{course.provider}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Duration</dt>
          <dd>{course.duration}</dd>
        </div>
        <div>
          <dt>Level</dt>
          <dd>{course.level}</dd>
        </div>
        <div>
          <dt>Rating</dt>
          <dd>{formatRating(course.rating)}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd className={styles.price}>{formatPrice(course.price)}</dd>
        </div>
      </dl>
      <p className={styles.description}>{course.description}</p>
      {!course.enrolled ? (
        <Button variant="primary" className={styles.action} loading={enrolling.isLoading} aria-describedby={titleId} onClick={() => void enrollCourse()}>
          Enroll
        </Button>
      ) : !course.completed ? (
        <Button className={styles.action} loading={completing.isLoading} aria-describedby={titleId} onClick={() => void completeCourse()}>
          Mark complete
        </Button>
      ) : null}
    </article>
  );
}
