import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A scheduled collection (part 3 §2.1 scheduler): which source, what to ask it, and when (cron). */
@Entity('collection_tasks')
export class CollectionTask {
  @PrimaryGeneratedColumn('identity', { type: 'int', generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ type: 'varchar', length: 40 })
  source: string;

  @Column({ name: 'search_term', type: 'varchar', length: 200, default: '' })
  searchTerm: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  location: string;

  @Column({ name: 'is_remote', type: 'boolean', default: false })
  isRemote: boolean;

  @Column({ name: 'results_wanted', type: 'int', default: 20 })
  resultsWanted: number;

  @Column({ name: 'hours_old', type: 'int', default: 72 })
  hoursOld: number;

  /** Five-field cron, in the server's time zone. */
  @Column({ type: 'varchar', length: 100 })
  cron: string;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
