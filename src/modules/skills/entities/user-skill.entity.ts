import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** A skill on the member's profile: typed by them (`manual`) or synced from their resumes (`resume`). */
@Entity('user_skills')
// One row per skill name whatever its case: a functional index TypeORM cannot declare, made by the migration.
@Index('uq_user_skills_user_name', { synchronize: false })
export class UserSkill {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'skill_name', type: 'varchar', length: 100 })
  skillName: string;

  @Column({ name: 'proficiency_level', type: 'varchar', length: 20, default: 'intermediate' })
  proficiencyLevel: string;

  @Column({ name: 'years_experience', type: 'numeric', precision: 4, scale: 1, nullable: true })
  yearsExperience: string | null;

  @Column({ type: 'varchar', length: 20, default: 'manual' })
  source: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
