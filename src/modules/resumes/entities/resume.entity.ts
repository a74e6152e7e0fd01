import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import type { PersonalInfo, ResumeCertificate, ResumeEducation, ResumeExperience, ResumeTemplate } from '../resume.model';

/** An elided (unplaced) custom section item of an uploaded resume (part 2 §3), waiting to be restored. */
export interface ElidedItem {
  sectionId: number;
  subIndex: number;
  section_name: string;
  section_content: string;
}

/**
 * A member's resume. The ordered parts (experience, education, certificates) are JSON arrays on the
 * row: they are always read and written whole with their resume, in the member's order. Skills have
 * ids of their own (resume_skills); the uploaded original is apart (resume_files) so lists never load it.
 */
@Entity('resumes')
@Index('idx_resumes_user_updated', ['userId', 'updatedAt'])
export class Resume {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 20, default: 'modern' })
  template: ResumeTemplate;

  @Column({ name: 'personal_info', type: 'jsonb', default: () => `'{}'` })
  personalInfo: Partial<PersonalInfo>;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  experience: ResumeExperience[];

  @Column({ type: 'jsonb', default: () => `'[]'` })
  education: ResumeEducation[];

  @Column({ type: 'jsonb', default: () => `'[]'` })
  certificates: ResumeCertificate[];

  /** Elided custom sections of the upload, until restored. */
  @Column({ name: 'custom_sections', type: 'jsonb', default: () => `'[]'` })
  customSections: ElidedItem[];

  /** JSON Resume fields we do not model, kept so an export gives them back (DESIGN.md §8). */
  @Column({ type: 'jsonb', default: () => `'{}'` })
  extras: Record<string, unknown>;

  /** What it was made from: pdf, docx, json, txt. */
  @Column({ name: 'source_format', type: 'varchar', length: 10, default: '' })
  sourceFormat: string;

  /** The latest generated AI summary, waiting to be accepted. */
  @Column({ name: 'ai_summary', type: 'text', default: '' })
  aiSummary: string;

  @Column({ name: 'ai_summary_hint', type: 'varchar', length: 60, default: '' })
  aiSummaryHint: string;

  @Column({ name: 'ai_summary_at', type: 'timestamptz', nullable: true })
  aiSummaryAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
