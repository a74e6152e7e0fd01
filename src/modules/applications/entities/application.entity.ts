import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Job } from '../../jobs/entities/job.entity';
import { User } from '../../users/entities/user.entity';
import type { ApplicationStatus } from '../application-status';

/**
 * A member's application to one job (part 3 §2.2–2.4): one per member and job, with its status in
 * the pipeline. The job's title, company and links are copied in when it starts, so the tracker
 * keeps showing what the member applied to whatever later happens to the posting. A job that has
 * applications cannot be deleted (RESTRICT): any future clean-up of old postings must skip them.
 */
@Entity('applications')
@Index('uq_applications_user_job', ['userId', 'jobId'], { unique: true })
@Index('idx_applications_user_created', ['userId', 'createdAt'])
export class Application {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'job_id', type: 'bigint' })
  jobId: string;

  @ManyToOne(() => Job, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'job_id' })
  job?: Job;

  /** What the member wrote when starting (company and title text, at most 300 characters). */
  @Column({ type: 'varchar', length: 300, default: '' })
  details: string;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: ApplicationStatus;

  @Column({ name: 'status_changed_at', type: 'timestamptz', default: () => 'now()' })
  statusChangedAt: Date;

  @Column({ name: 'job_title', type: 'varchar', length: 300 })
  jobTitle: string;

  @Column({ name: 'company_name', type: 'varchar', length: 200, default: '' })
  companyName: string;

  @Column({ name: 'job_location', type: 'varchar', length: 200, default: '' })
  jobLocation: string;

  @Column({ name: 'company_website', type: 'varchar', length: 500, nullable: true })
  companyWebsite: string | null;

  @Column({ name: 'job_url', type: 'text', default: '' })
  jobUrl: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
