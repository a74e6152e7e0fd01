import { Column, Entity, Index, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import type { QuizQuestion } from './quiz-question.entity';

/** What a quiz is for: the technical repository (QUIZ_REPO_ROOT) or the industry interview banks. */
export type QuizKind = 'technical' | 'industry';

/**
 * One imported version of a topic's markdown quiz (part 2 §3 Quiz). The slug carries the content
 * hash, so importing the same file again changes nothing and an edited file becomes a new version
 * ("latest" is the newest) while sessions keep the questions they were asked.
 */
@Entity('quizzes')
@Index('uq_quizzes_topic_hash', ['topicSlug', 'contentHash'], { unique: true })
@Index('idx_quizzes_topic_imported', ['topicSlug', 'importedAt'])
export class Quiz {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 120, unique: true })
  slug: string;

  @Column({ name: 'topic_slug', type: 'varchar', length: 80 })
  topicSlug: string;

  @Column({ name: 'topic_name', type: 'varchar', length: 120 })
  topicName: string;

  @Column({ type: 'varchar', length: 12, default: 'technical' })
  kind: QuizKind;

  /** The file relative to its repository root. */
  @Column({ name: 'source_file', type: 'varchar', length: 300 })
  sourceFile: string;

  @Column({ name: 'content_hash', type: 'char', length: 64 })
  contentHash: string;

  @Column({ name: 'question_count', type: 'int' })
  questionCount: number;

  @Column({ name: 'imported_at', type: 'timestamptz', default: () => 'now()' })
  importedAt: Date;

  @OneToMany('QuizQuestion', 'quiz')
  questions?: QuizQuestion[];
}
