import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, Repository } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import type { ResumeSkillsSource } from '../skills/resume-skills.source';
import type {
  AddResumeSkillDto,
  CertificateDto,
  EducationDto,
  ExperienceDto,
  ResumeDto,
  ResumeListItemDto,
  UpdatePersonalInfoDto,
  UpdateResumeDto,
  UpdateResumeSkillDto,
} from './dto/resume.dto';
import { ResumeFile } from './entities/resume-file.entity';
import { ResumeSkillRow } from './entities/resume-skill.entity';
import { Resume } from './entities/resume.entity';
import type { PersonalInfo, ResumeCertificate, ResumeContent, ResumeEducation, ResumeExperience } from './resume.model';

/** A member keeps at most this many resumes; uploads beyond it are refused with a clear message. */
export const MAX_RESUMES = 50;

const PERSONAL_FIELDS = ['name', 'email', 'phone', 'location', 'website', 'linkedin', 'github', 'summary'] as const;
const s = (v: unknown) => (typeof v === 'string' ? v : '');

/** Every field present, as strings (and is_current a boolean): what the API answers and the renderers draw. */
export const personalInfoOf = (p: Partial<PersonalInfo> = {}): PersonalInfo =>
  Object.fromEntries(PERSONAL_FIELDS.map((k) => [k, s(p[k])])) as unknown as PersonalInfo;

export const experienceOf = (e: Partial<ExperienceDto>): ResumeExperience => {
  const current = e.is_current === true;
  return {
    company: s(e.company),
    position: s(e.position),
    location: s(e.location),
    duration: s(e.duration),
    start_date: s(e.start_date),
    // Current means no end date (part 2 §2.1).
    end_date: current ? '' : s(e.end_date),
    is_current: current,
    description: s(e.description),
  };
};

export const educationOf = (e: Partial<EducationDto>): ResumeEducation => ({
  institution: s(e.institution),
  degree: s(e.degree),
  fieldOfStudy: s(e.fieldOfStudy),
  duration: s(e.duration),
  start_date: s(e.start_date),
  end_date: s(e.end_date),
  gpa: s(e.gpa),
  description: s(e.description),
});

export const certificateOf = (c: Partial<CertificateDto>): ResumeCertificate => ({ name: s(c.name), issuer: s(c.issuer), date: s(c.date), url: s(c.url) });

/** A member's resumes: every read and write is scoped to the member, and another member's resume is 404. */
@Injectable()
export class ResumesService implements ResumeSkillsSource {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(Resume) private readonly resumes: Repository<Resume>,
    @InjectRepository(ResumeSkillRow) private readonly skills: Repository<ResumeSkillRow>,
    @InjectRepository(ResumeFile) private readonly files: Repository<ResumeFile>,
    private readonly activity: ActivityService,
  ) {}

  async list(userId: string): Promise<ResumeListItemDto[]> {
    const rows = await this.resumes.find({
      where: { userId },
      select: { id: true, name: true, template: true, updatedAt: true, createdAt: true },
      order: { updatedAt: 'DESC' },
      take: MAX_RESUMES,
    });
    return rows.map((r) => ({ id: r.id, name: r.name, template: r.template, last_modified: r.updatedAt.toISOString(), created_at: r.createdAt.toISOString() }));
  }

  /** The member's resume row, or 404 whether it does not exist or is someone else's. */
  async owned(userId: string, id: string, manager: EntityManager = this.db.manager): Promise<Resume> {
    const resume = await manager.findOneBy(Resume, { id, userId });
    if (!resume) throw new NotFoundException('Resume not found.');
    return resume;
  }

  async get(userId: string, id: string): Promise<ResumeDto> {
    return this.toDto(await this.owned(userId, id));
  }

  /** The resume's content as the renderers and AI tasks read it. */
  async content(userId: string, id: string): Promise<{ resume: Resume; content: ResumeContent }> {
    const resume = await this.owned(userId, id);
    const skills = await this.skillRows(resume.id);
    return {
      resume,
      content: {
        name: resume.name,
        personalInfo: personalInfoOf(resume.personalInfo),
        experience: resume.experience.map(experienceOf),
        education: resume.education.map(educationOf),
        certificates: resume.certificates.map(certificateOf),
        skills: skills.map((k) => ({ skill_name: k.skillName, proficiency_level: k.proficiencyLevel, years_experience: k.yearsExperience === null ? null : Number(k.yearsExperience) })),
      },
    };
  }

  /** Changes the parts present: the template, the name, personal fields one by one, or whole arrays. */
  async update(userId: string, id: string, body: UpdateResumeDto): Promise<ResumeDto> {
    const resume = await this.owned(userId, id);
    if (body.name !== undefined) resume.name = body.name.trim() || resume.name;
    if (body.template !== undefined) resume.template = body.template;
    if (body.personalInfo) resume.personalInfo = this.mergePersonal(resume.personalInfo, body.personalInfo);
    if (body.experience) resume.experience = body.experience.map(experienceOf);
    if (body.education) resume.education = body.education.map(educationOf);
    if (body.certificates) resume.certificates = body.certificates.map(certificateOf);
    resume.updatedAt = new Date();
    await this.resumes.save(resume);
    await this.activity.record(userId, 'resume_edited', { resume_id: id, name: resume.name, parts: Object.keys(body) });
    return this.toDto(resume);
  }

  mergePersonal(current: Partial<PersonalInfo>, patch: UpdatePersonalInfoDto): PersonalInfo {
    const merged = personalInfoOf(current);
    for (const key of PERSONAL_FIELDS) if (typeof patch[key] === 'string') merged[key] = patch[key].trim();
    return merged;
  }

  async remove(userId: string, id: string): Promise<void> {
    const resume = await this.owned(userId, id);
    await this.resumes.delete({ id: resume.id, userId });
  }

  async original(userId: string, id: string): Promise<ResumeFile> {
    await this.owned(userId, id);
    const file = await this.files.findOneBy({ resumeId: id });
    if (!file) throw new NotFoundException('This resume was not uploaded from a file.');
    return file;
  }

  // --- skills -------------------------------------------------------------------------------

  skillRows(resumeId: string, manager: EntityManager = this.db.manager) {
    return manager.find(ResumeSkillRow, { where: { resumeId }, order: { position: 'ASC', id: 'ASC' } });
  }

  /** Adds a skill (a name already there, in any case, is updated instead). */
  async addSkill(userId: string, id: string, body: AddResumeSkillDto): Promise<ResumeDto> {
    const resume = await this.owned(userId, id);
    await this.insertSkills(this.db.manager, resume.id, [
      { skill_name: body.skillName, proficiency_level: body.proficiencyLevel ?? 'intermediate', years_experience: body.yearsExperience ?? null },
    ]);
    await this.touch(resume.id);
    await this.activity.record(userId, 'skill_added', { resume_id: id, skill: body.skillName });
    return this.get(userId, id);
  }

  async insertSkills(manager: EntityManager, resumeId: string, skills: ResumeContent['skills']): Promise<void> {
    if (!skills.length) return;
    await manager.query(
      `INSERT INTO resume_skills (resume_id, skill_name, proficiency_level, years_experience, position)
       SELECT $1, k.name, k.level, k.years, coalesce((SELECT max(position) FROM resume_skills WHERE resume_id = $1), 0) + k.n
       FROM unnest($2::text[], $3::text[], $4::numeric[]) WITH ORDINALITY AS k(name, level, years, n)
       ON CONFLICT (resume_id, lower(skill_name)) DO UPDATE SET
         proficiency_level = excluded.proficiency_level,
         years_experience = coalesce(excluded.years_experience, resume_skills.years_experience)`,
      [resumeId, skills.map((k) => k.skill_name.trim().slice(0, 100)), skills.map((k) => k.proficiency_level), skills.map((k) => k.years_experience)],
    );
  }

  async updateSkill(userId: string, id: string, skillId: string, body: UpdateResumeSkillDto): Promise<ResumeDto> {
    const resume = await this.owned(userId, id);
    const skill = await this.ownedSkill(resume.id, skillId);
    if (body.skillName !== undefined) skill.skillName = body.skillName;
    if (body.proficiencyLevel !== undefined) skill.proficiencyLevel = body.proficiencyLevel;
    if (body.yearsExperience !== undefined) skill.yearsExperience = body.yearsExperience === null ? null : String(body.yearsExperience);
    await this.skills.save(skill).catch((err: { code?: string }) => {
      if (err.code === '23505') throw new ConflictException(`skillName: this resume already has "${body.skillName}".`);
      throw err;
    });
    await this.touch(resume.id);
    await this.activity.record(userId, 'skill_updated', { resume_id: id, skill: skill.skillName });
    return this.get(userId, id);
  }

  async deleteSkill(userId: string, id: string, skillId: string): Promise<ResumeDto> {
    const resume = await this.owned(userId, id);
    const skill = await this.ownedSkill(resume.id, skillId);
    await this.skills.delete({ id: skill.id, resumeId: resume.id });
    await this.touch(resume.id);
    return this.get(userId, id);
  }

  private async ownedSkill(resumeId: string, skillId: string): Promise<ResumeSkillRow> {
    const skill = /^\d{1,18}$/.test(skillId) ? await this.skills.findOneBy({ id: skillId, resumeId }) : null;
    if (!skill) throw new NotFoundException('Skill not found.');
    return skill;
  }

  /** Every resume's skill names, for the profile's skills sync. */
  async skillsOf(userId: string): Promise<string[][]> {
    const rows = await this.db.query<{ names: string[] }[]>(
      `SELECT array_agg(k.skill_name ORDER BY k.position, k.id) AS names
       FROM resumes r JOIN resume_skills k ON k.resume_id = r.id WHERE r.user_id = $1 GROUP BY r.id`,
      [userId],
    );
    return rows.map((r) => r.names);
  }

  async touch(id: string, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.update(Resume, { id }, { updatedAt: new Date() });
  }

  async toDto(resume: Resume): Promise<ResumeDto> {
    const [skills, hasOriginal] = await Promise.all([this.skillRows(resume.id), this.files.existsBy({ resumeId: resume.id })]);
    return {
      id: resume.id,
      name: resume.name,
      template: resume.template,
      last_modified: resume.updatedAt.toISOString(),
      created_at: resume.createdAt.toISOString(),
      personalInfo: personalInfoOf(resume.personalInfo),
      experience: resume.experience.map(experienceOf),
      education: resume.education.map(educationOf),
      certificates: resume.certificates.map(certificateOf),
      skills: skills.map((k) => ({
        id: k.id,
        skill_name: k.skillName,
        proficiency_level: k.proficiencyLevel,
        years_experience: k.yearsExperience === null ? null : Number(k.yearsExperience),
      })),
      source_format: resume.sourceFormat,
      has_original: hasOriginal,
      custom_sections_count: resume.customSections.length,
    };
  }
}
