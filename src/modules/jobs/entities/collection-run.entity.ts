import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type RunStatus = 'running' | 'ok' | 'degraded' | 'failed' | 'skipped';

/** One source's part of a collection run, with its figures; the latest per source is its health. */
@Entity('collection_runs')
@Index('idx_collection_runs_started', ['startedAt'])
@Index('idx_collection_runs_source_started', ['source', 'startedAt'])
export class CollectionRun {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'task_id', type: 'int', nullable: true })
  taskId: number | null;

  @Column({ type: 'varchar', length: 40 })
  source: string;

  /** schedule, run-now or refresh. */
  @Column({ type: 'varchar', length: 20 })
  trigger: string;

  @Column({ type: 'varchar', length: 20, default: 'running' })
  status: RunStatus;

  /** Why the source is degraded, failed or skipped. */
  @Column({ type: 'text', default: '' })
  reason: string;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @Column({ type: 'int', default: 0 })
  fetched: number;

  @Column({ name: 'new_jobs', type: 'int', default: 0 })
  newJobs: number;

  @Column({ type: 'int', default: 0 })
  duplicates: number;

  @Column({ type: 'int', default: 0 })
  errors: number;

  @Column({ name: 'duration_ms', type: 'int', nullable: true })
  durationMs: number | null;
}
