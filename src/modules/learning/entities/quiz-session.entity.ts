import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { Quiz } from './quiz.entity';
import { QuizQuestion } from './quiz-question.entity';

/**
 * A member taking a quiz: the questions they were given, fixed at the start, and the score the
 * server keeps from their answers (the client's own count is never trusted).
 */
@Entity('quiz_sessions')
@Index('idx_quiz_sessions_user_started', ['userId', 'startedAt'])
export class QuizSession {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'quiz_id', type: 'int' })
  quizId: number;

  @ManyToOne(() => Quiz, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quiz_id' })
  quiz?: Quiz;

  @Column({ name: 'question_ids', type: 'int', array: true })
  questionIds: number[];

  @Column({ name: 'score_total', type: 'int' })
  scoreTotal: number;

  @Column({ name: 'score_correct', type: 'int', default: 0 })
  scoreCorrect: number;

  /** Questions whose answer the member revealed before answering: they score nothing. */
  @Column({ name: 'revealed_question_ids', type: 'int', array: true, default: () => `'{}'` })
  revealedQuestionIds: number[];

  @CreateDateColumn({ name: 'started_at', type: 'timestamptz' })
  startedAt: Date;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @Column({ name: 'duration_ms', type: 'int', nullable: true })
  durationMs: number | null;
}

/** One answer: at most one per question and session (answering again is refused). */
@Entity('quiz_answers')
export class QuizAnswer {
  @PrimaryColumn({ name: 'session_id', type: 'uuid' })
  sessionId: string;

  @ManyToOne(() => QuizSession, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_id' })
  session?: QuizSession;

  @PrimaryColumn({ name: 'question_id', type: 'int' })
  questionId: number;

  @ManyToOne(() => QuizQuestion, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'question_id' })
  question?: QuizQuestion;

  @Column({ name: 'selected_choice_ids', type: 'int', array: true })
  selectedChoiceIds: number[];

  @Column({ name: 'is_correct', type: 'boolean' })
  isCorrect: boolean;

  @CreateDateColumn({ name: 'answered_at', type: 'timestamptz' })
  answeredAt: Date;
}
