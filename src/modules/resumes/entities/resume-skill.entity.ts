import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ProficiencyLevel } from '../resume.model';
import { Resume } from './resume.entity';

/** One skill of a resume, in the member's order; a name appears once per resume whatever its case. */
@Entity('resume_skills')
@Index('uq_resume_skills_resume_name', { synchronize: false })
export class ResumeSkillRow {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'resume_id', type: 'uuid' })
  resumeId: string;

  @ManyToOne(() => Resume, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'resume_id' })
  resume?: Resume;

  @Column({ name: 'skill_name', type: 'varchar', length: 100 })
  skillName: string;

  @Column({ name: 'proficiency_level', type: 'varchar', length: 20, default: 'intermediate' })
  proficiencyLevel: ProficiencyLevel;

  @Column({ name: 'years_experience', type: 'numeric', precision: 4, scale: 1, nullable: true })
  yearsExperience: string | null;

  @Column({ type: 'int', default: 0 })
  position: number;
}
