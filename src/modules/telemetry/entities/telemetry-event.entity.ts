import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** One use of the API (an event type such as `profile_update`), read by the admin telemetry analytics. */
@Entity('telemetry_events')
// Covering indexes (INCLUDE user_id, event_type), hand-written in migration AdminOperations.
@Index('idx_telemetry_events_created_cover', { synchronize: false })
@Index('idx_telemetry_events_type_created_cover', { synchronize: false })
@Index('idx_telemetry_events_user_created', ['userId', 'createdAt'])
export class TelemetryEvent {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'event_type', type: 'varchar', length: 80 })
  eventType: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
