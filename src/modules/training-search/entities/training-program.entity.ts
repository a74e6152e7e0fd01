import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A training program found by the crawler (part 2 §3 Crawled program), one per URL: crawling the
 * page again updates it. `search` is generated (title above description; array_to_string is not immutable, so skills are matched on the array) for the text
 * filter and the skill-gap plan.
 */
@Entity('training_programs')
@Index('idx_training_programs_category', ['aiCategory', 'scrapedAt'])
@Index('idx_training_programs_platform', ['platform', 'scrapedAt'])
@Index('idx_training_programs_scraped', ['scrapedAt', 'id'])
/** GIN over the generated `search` column, written by hand in the migration. */
@Index('idx_training_programs_search', { synchronize: false })
export class TrainingProgram {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text', unique: true })
  url: string;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  /** The platform's name when the host is a known platform, else the host. */
  @Column({ type: 'varchar', length: 120 })
  platform: string;

  /** The domain searched when it was found, if any. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  domain: string | null;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ name: 'provider', type: 'varchar', length: 200, nullable: true })
  provider: string | null;

  /** The category the page declares, if any. */
  @Column({ type: 'varchar', length: 120, nullable: true })
  category: string | null;

  @Column({ name: 'ai_category', type: 'varchar', length: 60 })
  aiCategory: string;

  @Column({ name: 'ai_confidence_score', type: 'real' })
  aiConfidenceScore: number;

  @Column({ name: 'ai_provider', type: 'varchar', length: 20 })
  aiProvider: string;

  @Column({ name: 'is_free', type: 'boolean', nullable: true })
  isFree: boolean | null;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: { to: (v: number | null) => v, from: (v: string | null) => (v == null ? null : Number(v)) } })
  price: number | null;

  @Column({ type: 'varchar', length: 3, nullable: true })
  currency: string | null;

  @Column({ name: 'difficulty_level', type: 'varchar', length: 20, nullable: true })
  difficultyLevel: string | null;

  @Column({ name: 'duration_text', type: 'varchar', length: 80, nullable: true })
  durationText: string | null;

  @Column({ name: 'ai_summary', type: 'text', default: '' })
  aiSummary: string;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  skills: string[];

  /** How it was read: json-ld, microdata or html. */
  @Column({ name: 'extracted_from', type: 'varchar', length: 12 })
  extractedFrom: string;

  @Column({ name: 'scraped_at', type: 'timestamptz', default: () => 'now()' })
  scrapedAt: Date;

  @Column({
    type: 'tsvector',
    generatedType: 'STORED',
    asExpression: `setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', left(description, 4000)), 'C')`,
    select: false,
    insert: false,
    update: false,
  })
  search?: string;
}
