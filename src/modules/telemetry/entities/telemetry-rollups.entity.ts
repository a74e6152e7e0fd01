import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/**
 * Events per UTC hour and type, maintained by a statement-level trigger on `telemetry_events`
 * (migration TelemetryAnalytics) in the inserting transaction: the analytics read hundreds of rows
 * for a month, not millions of events.
 */
@Entity('telemetry_hourly')
export class TelemetryHourly {
  @PrimaryColumn({ type: 'timestamptz' })
  bucket: Date;

  @PrimaryColumn({ name: 'event_type', type: 'varchar', length: 80 })
  eventType: string;

  @Column({ type: 'bigint' })
  events: string;
}

/** Events per member per UTC day, maintained by the same trigger: the top-users table for long periods. */
@Entity('telemetry_daily_users')
export class TelemetryDailyUser {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'bigint' })
  events: string;

  @Column({ name: 'last_active', type: 'timestamptz' })
  lastActive: Date;
}
