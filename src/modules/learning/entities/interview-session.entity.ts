import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { QuizSession } from './quiz-session.entity';

/** Part 2 §3 Mock interview: behavioural (open questions) or a quiz (technical or industry). */
export const INTERVIEW_TYPES = ['behavioral', 'technical', 'industry-specific'] as const;
export type InterviewType = (typeof INTERVIEW_TYPES)[number];

/**
 * A mock interview a member ran or is running. Quiz-type interviews carry their quiz session (the
 * questions and the score live there); behavioural ones carry the bank's question ids. `position`
 * and `elapsedSeconds` are saved as the member goes, so Continue resumes where they left.
 */
@Entity('interview_sessions')
@Index('idx_interview_sessions_user_started', ['userId', 'startedAt'])
export class InterviewSession {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 20 })
  type: InterviewType;

  @Column({ name: 'topic_slug', type: 'varchar', length: 80, nullable: true })
  topicSlug: string | null;

  @Column({ name: 'topic_name', type: 'varchar', length: 120, nullable: true })
  topicName: string | null;

  @Column({ name: 'quiz_session_id', type: 'uuid', nullable: true })
  quizSessionId: string | null;

  @ManyToOne(() => QuizSession, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'quiz_session_id' })
  quizSession?: QuizSession | null;

  /** Behavioural bank ids ('b01'…), in the order asked. */
  @Column({ name: 'question_ids', type: 'text', array: true, default: () => `'{}'` })
  questionIds: string[];

  @Column({ name: 'question_count', type: 'int' })
  questionCount: number;

  @Column({ name: 'duration_minutes', type: 'int' })
  durationMinutes: number;

  /** Questions the member has moved past. */
  @Column({ type: 'int', default: 0 })
  position: number;

  @Column({ name: 'elapsed_seconds', type: 'int', default: 0 })
  elapsedSeconds: number;

  /** 0–100 once complete: the quiz score, or for behavioural the share of questions worked through. */
  @Column({ type: 'int', nullable: true })
  score: number | null;

  @CreateDateColumn({ name: 'started_at', type: 'timestamptz' })
  startedAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;
}
