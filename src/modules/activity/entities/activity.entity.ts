import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** Something a member did; feeds the dashboard and the activity page. */
@Entity('activities')
@Index('idx_activities_user_created', ['userId', 'createdAt'])
export class Activity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'activity_type', type: 'varchar', length: 50 })
  activityType: string;

  /** Text or JSON (jobId, applicationId, status…). */
  @Column({ name: 'activity_details', type: 'text', default: '' })
  activityDetails: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
