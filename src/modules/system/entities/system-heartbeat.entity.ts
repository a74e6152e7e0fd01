import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One run of the system queue's heartbeat job. */
@Entity('system_heartbeats')
export class SystemHeartbeat {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'job_id', type: 'varchar', length: 100 })
  jobId: string;

  @Column({ type: 'varchar', length: 20 })
  source: string;

  /** When the job was put on the queue. */
  @Column({ name: 'queued_at', type: 'timestamptz' })
  queuedAt: Date;

  @Index('idx_system_heartbeats_ran_at')
  @CreateDateColumn({ name: 'ran_at', type: 'timestamptz' })
  ranAt: Date;

  /** Time between queueing and running, in milliseconds. */
  @Column({ name: 'latency_ms', type: 'integer' })
  latencyMs: number;

  /** host:pid of the worker that ran it. */
  @Column({ type: 'varchar', length: 200 })
  worker: string;
}
