import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** A course of the training catalogue (part 2 §2.3, §3 Training course), seeded by migration. */
@Entity('courses')
export class Course {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 80, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 120 })
  provider: string;

  /** As shown, e.g. '6 weeks'. */
  @Column({ type: 'varchar', length: 40 })
  duration: string;

  /** Study time, for the hours-learned figure. */
  @Column({ type: 'numeric', precision: 6, scale: 1, transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  hours: number;

  @Column({ type: 'varchar', length: 20 })
  level: string;

  @Column({ type: 'varchar', length: 60 })
  category: string;

  @Column({ type: 'numeric', precision: 2, scale: 1, transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  rating: number;

  @Column({ type: 'numeric', precision: 8, scale: 2, transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  price: number;

  @Column({ type: 'text' })
  description: string;

  /** What it teaches: links it to the member's skill gaps. */
  @Column({ type: 'text', array: true, default: () => `'{}'` })
  skills: string[];
}

/** A fixed learning path: an ordered set of catalogue courses started together. */
@Entity('learning_paths')
export class LearningPath {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 80, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'course_slugs', type: 'text', array: true })
  courseSlugs: string[];

  @Column({ type: 'smallint', default: 0 })
  position: number;
}

/** A member's enrolment in a catalogue course; `completedAt` once they mark it complete. */
@Entity('course_enrollments')
@Index('idx_course_enrollments_user', ['userId', 'enrolledAt'])
export class CourseEnrollment {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @PrimaryColumn({ name: 'course_id', type: 'int' })
  courseId: number;

  @ManyToOne(() => Course, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'course_id' })
  course?: Course;

  @CreateDateColumn({ name: 'enrolled_at', type: 'timestamptz' })
  enrolledAt: Date;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;
}
