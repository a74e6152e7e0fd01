import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { SkillsSyncDto, UpsertUserSkillDto, UserSkillDto } from './dto/skills.dto';
import { RESUME_SKILLS_SOURCE, type ResumeSkillsSource } from './resume-skills.source';

interface SkillRow {
  id: string;
  skill_name: string;
  proficiency_level: string;
  years_experience: string | null;
  source: string;
}

const toDto = (r: SkillRow): UserSkillDto => ({ ...r, years_experience: r.years_experience === null ? null : Number(r.years_experience) });

/** The skills on a member's profile: one row per name whatever its case (a unique index on lower(name)). */
@Injectable()
export class SkillsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Optional() @Inject(RESUME_SKILLS_SOURCE) private readonly resumes?: ResumeSkillsSource,
  ) {}

  async list(userId: string): Promise<UserSkillDto[]> {
    const rows = await this.db.query<SkillRow[]>(
      `SELECT id::text, skill_name, proficiency_level, years_experience::text, source FROM user_skills WHERE user_id = $1 ORDER BY lower(skill_name)`,
      [userId],
    );
    return rows.map(toDto);
  }

  /** Adds or updates one skill; fields not sent keep their value. */
  async upsert(userId: string, body: UpsertUserSkillDto): Promise<UserSkillDto> {
    const [row] = await this.db.query<SkillRow[]>(
      `INSERT INTO user_skills (user_id, skill_name, proficiency_level, years_experience, source)
       VALUES ($1, $2, coalesce($3, 'intermediate'), $4, 'manual')
       ON CONFLICT (user_id, lower(skill_name)) DO UPDATE SET
         skill_name = excluded.skill_name,
         proficiency_level = coalesce($3, user_skills.proficiency_level),
         years_experience = CASE WHEN $5 THEN excluded.years_experience ELSE user_skills.years_experience END,
         updated_at = now()
       RETURNING id::text, skill_name, proficiency_level, years_experience::text, source`,
      [userId, body.skillName, body.proficiencyLevel ?? null, body.yearsExperience ?? null, body.yearsExperience !== undefined],
    );
    return toDto(row);
  }

  /** Adds the skills of the member's resumes that the profile lacks; running it again adds nothing. */
  async sync(userId: string): Promise<SkillsSyncDto> {
    const perResume = (await this.resumes?.skillsOf(userId)) ?? [];
    const names = [...new Map(perResume.flat().map((n) => n.trim()).filter((n) => n && n.length <= 100).map((n) => [n.toLowerCase(), n])).values()];
    if (!names.length) return { added: 0, resumes: perResume.length };
    const inserted = await this.db.query<{ id: string }[]>(
      `INSERT INTO user_skills (user_id, skill_name, source) SELECT $1, name, 'resume' FROM unnest($2::text[]) AS name
       ON CONFLICT (user_id, lower(skill_name)) DO NOTHING RETURNING id`,
      [userId, names],
    );
    return { added: inserted.length, resumes: perResume.length };
  }
}
