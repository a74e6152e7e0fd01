import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** One generated AI profile summary: the history the modal's "latest" reads. */
@Entity('profile_summaries')
@Index('idx_profile_summaries_user_created', ['userId', 'createdAt'])
export class ProfileSummary {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'text' })
  summary: string;

  @Column({ type: 'varchar', length: 60, default: '' })
  hint: string;

  @Column({ type: 'boolean', default: false })
  accepted: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
