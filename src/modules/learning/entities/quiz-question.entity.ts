import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import type { Quiz } from './quiz.entity';
import type { QuizChoice } from './quiz-choice.entity';

/** One question of an imported quiz, markdown kept as written (part 2 §3 Question). */
@Entity('quiz_questions')
@Index('uq_quiz_questions_number', ['quizId', 'numberInSource'], { unique: true })
export class QuizQuestion {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'quiz_id', type: 'int' })
  quizId: number;

  @ManyToOne('Quiz', 'questions', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quiz_id' })
  quiz?: Quiz;

  @Column({ name: 'number_in_source', type: 'int' })
  numberInSource: number;

  @Column({ name: 'prompt_md', type: 'text' })
  promptMd: string;

  @Column({ name: 'code_md', type: 'text', nullable: true })
  codeMd: string | null;

  @Column({ name: 'explanation_md', type: 'text', nullable: true })
  explanationMd: string | null;

  @Column({ name: 'reference_url', type: 'text', nullable: true })
  referenceUrl: string | null;

  /** More than one correct choice: the member may select several. */
  @Column({ type: 'boolean', default: false })
  multi: boolean;

  @OneToMany('QuizChoice', 'question')
  choices?: QuizChoice[];
}
