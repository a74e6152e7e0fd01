import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Application } from './application.entity';

/**
 * One move in an application's history, the first being its start (from null to pending). A move
 * may carry a date (an interview, a screening call, a deadline): that is a calendar event.
 */
@Entity('application_status_changes')
@Index('idx_status_changes_application', ['applicationId', 'changedAt'])
@Index('idx_status_changes_user_event', ['userId', 'eventAt'])
export class ApplicationStatusChange {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId: string;

  @ManyToOne(() => Application, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'application_id' })
  application?: Application;

  /** The owner, copied from the application so a member's events are read by index. */
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'from_status', type: 'varchar', length: 20, nullable: true })
  fromStatus: string | null;

  @Column({ name: 'to_status', type: 'varchar', length: 20 })
  toStatus: string;

  @Column({ name: 'changed_at', type: 'timestamptz', default: () => 'now()' })
  changedAt: Date;

  @Column({ name: 'event_at', type: 'timestamptz', nullable: true })
  eventAt: Date | null;

  @Column({ name: 'event_title', type: 'varchar', length: 200, nullable: true })
  eventTitle: string | null;
}
