import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { Resume } from './resume.entity';

/** The file a resume was uploaded from, kept as the member sent it. */
@Entity('resume_files')
export class ResumeFile {
  @PrimaryColumn({ name: 'resume_id', type: 'uuid' })
  resumeId: string;

  @OneToOne(() => Resume, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'resume_id' })
  resume?: Resume;

  @Column({ name: 'file_name', type: 'varchar', length: 255 })
  fileName: string;

  @Column({ name: 'content_type', type: 'varchar', length: 100 })
  contentType: string;

  @Column({ type: 'int' })
  size: number;

  @Column({ type: 'bytea' })
  data: Buffer;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
