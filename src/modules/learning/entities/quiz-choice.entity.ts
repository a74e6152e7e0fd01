import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { QuizQuestion } from './quiz-question.entity';

@Entity('quiz_choices')
@Index('idx_quiz_choices_question', ['questionId', 'position'])
export class QuizChoice {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'question_id', type: 'int' })
  questionId: number;

  @ManyToOne('QuizQuestion', 'choices', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'question_id' })
  question?: QuizQuestion;

  @Column({ type: 'smallint' })
  position: number;

  @Column({ name: 'label_md', type: 'text' })
  labelMd: string;

  @Column({ name: 'is_correct', type: 'boolean' })
  isCorrect: boolean;
}
