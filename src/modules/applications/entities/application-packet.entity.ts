import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Resume } from '../../resumes/entities/resume.entity';
import { User } from '../../users/entities/user.entity';
import { Application } from './application.entity';

/**
 * An application packet (part 3 §3): the resume PDF as rendered when it was saved, the cover letter
 * and the personal website. Packets never change after saving, so a packet shows exactly what was
 * sent; a member who revises one saves a new packet. The PDF stays out of every list (select: false).
 */
@Entity('application_packets')
@Index('idx_packets_user_created', ['userId', 'createdAt', 'id'])
@Index('idx_packets_application', ['applicationId'])
export class ApplicationPacket {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId: string;

  @ManyToOne(() => Application, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'application_id' })
  application?: Application;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** The resume it was rendered from; null when none was chosen or that resume was deleted since. */
  @Column({ name: 'resume_id', type: 'uuid', nullable: true })
  resumeId: string | null;

  @ManyToOne(() => Resume, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'resume_id' })
  resume?: Resume;

  @Column({ name: 'resume_name', type: 'varchar', length: 200, nullable: true })
  resumeName: string | null;

  @Column({ name: 'resume_pdf', type: 'bytea', nullable: true, select: false })
  resumePdf?: Buffer | null;

  @Column({ name: 'resume_pdf_bytes', type: 'int', nullable: true })
  resumePdfBytes: number | null;

  /** The page size and margin the PDF was rendered with (the member's preferences then). */
  @Column({ name: 'pdf_page_size', type: 'varchar', length: 20, nullable: true })
  pdfPageSize: string | null;

  @Column({ name: 'pdf_margin', type: 'int', nullable: true })
  pdfMargin: number | null;

  @Column({ name: 'cover_letter_text', type: 'text', nullable: true })
  coverLetterText: string | null;

  @Column({ name: 'personal_website', type: 'varchar', length: 500, nullable: true })
  personalWebsite: string | null;

  /** The posting's description when the packet was saved. */
  @Column({ name: 'job_description', type: 'text', default: '' })
  jobDescription: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
