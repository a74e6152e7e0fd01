import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/**
 * Activities per member, day (in the member's time zone) and type, kept in the same transaction as
 * each activity: the activity summary reads these thousands of rows, not the raw hundreds of thousands.
 */
@Entity('activity_daily')
// (user_id, activity_type) INCLUDE (count): totals by type from the index alone; TypeORM cannot declare INCLUDE.
@Index('idx_activity_daily_user_type', { synchronize: false })
export class ActivityDaily {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ name: 'activity_type', type: 'varchar', length: 50 })
  activityType: string;

  @Column({ type: 'integer' })
  count: number;
}
