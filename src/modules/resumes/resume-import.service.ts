import { ConflictException, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import type { ParsedResume } from '../ai/ai.types';
import { AiService } from '../ai/ai.service';
import { unplacedSections } from '../ai/builtin/resume-sections';
import { DocumentReader } from '../documents/document-reader.service';
import type { UploadedResume } from '../documents/resume-file';
import type { UploadResumeDto, UploadResumeResultDto } from './dto/resume.dto';
import { ResumeFile } from './entities/resume-file.entity';
import { type ElidedItem, Resume } from './entities/resume.entity';
import { fromJsonResume, isJsonResume, isWaypointResume } from './json-resume';
import type { ProficiencyLevel, ResumeContent, ResumeTemplate } from './resume.model';
import { PROFICIENCY_LEVELS, RESUME_TEMPLATES } from './resume.model';
import { certificateOf, educationOf, experienceOf, MAX_RESUMES, personalInfoOf, ResumesService } from './resumes.service';

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
};

type Elided = Omit<ElidedItem, 'sectionId' | 'subIndex'>[][];

/** Numbers the elided sections (1, 2, …) and their entries (0, 1, …) as the restore dialog addresses them. */
const numbered = (sections: Elided): ElidedItem[] => sections.flatMap((items, i) => items.map((item, subIndex) => ({ sectionId: i + 1, subIndex, ...item })));

/** The parser's six sections as resume content. */
function fromParsed(parsed: ParsedResume, fallbackName: string): ResumeContent {
  const links = parsed.header.links;
  const pick = (re: RegExp) => links.find((l) => re.test(l)) ?? '';
  const website = links.find((l) => !/linkedin\.com|github\.com/i.test(l)) ?? '';
  return {
    name: parsed.header.name || fallbackName,
    personalInfo: personalInfoOf({
      name: parsed.header.name,
      email: parsed.header.email,
      phone: parsed.header.phone,
      location: parsed.header.location,
      website,
      linkedin: pick(/linkedin\.com/i),
      github: pick(/github\.com/i),
      summary: parsed.summary,
    }),
    experience: parsed.experience.map((e) => experienceOf({ ...e, location: '', duration: '' })),
    education: parsed.education.map((e) => educationOf({ ...e, duration: '', gpa: '' })),
    certificates: parsed.certifications.map((c) => certificateOf({ ...c, url: '' })),
    skills: parsed.skills.map((skill_name) => ({ skill_name, proficiency_level: 'intermediate', years_experience: null })),
  };
}

/** Our own `json` export read back. */
function fromWaypointJson(json: Record<string, unknown>, fallbackName: string): ResumeContent {
  const arr = (v: unknown) => (Array.isArray(v) ? (v as Record<string, unknown>[]).filter((x) => typeof x === 'object' && x !== null) : []);
  const personalInfo = personalInfoOf(json.personalInfo as Record<string, string>);
  return {
    name: typeof json.name === 'string' && json.name.trim() ? json.name.trim().slice(0, 200) : personalInfo.name || fallbackName,
    personalInfo,
    experience: arr(json.experience).map((e) => experienceOf({ ...e, is_current: e.is_current === true || e.is_current === 1 } as never)),
    education: arr(json.education).map((e) => educationOf(e as never)),
    certificates: arr(json.certificates).map((c) => certificateOf(c as never)),
    skills: arr(json.skills)
      .map((k) => ({
        skill_name: typeof k.skill_name === 'string' ? k.skill_name : '',
        proficiency_level: (PROFICIENCY_LEVELS as readonly unknown[]).includes(k.proficiency_level) ? (k.proficiency_level as ProficiencyLevel) : 'intermediate',
        years_experience: typeof k.years_experience === 'number' && k.years_experience >= 0 ? k.years_experience : null,
      }))
      .filter((k) => k.skill_name.trim()),
  };
}

/**
 * Uploading a resume (part 2 §4 Upload, DESIGN.md §8): the file is checked and read (DocumentReader);
 * a JSON Resume or our own JSON export is mapped field by field; any other text goes through the AI
 * resume parser on the `ai` queue. Sections no field takes become elided custom sections. The
 * resume, its skills and the original file are written in one transaction after parsing succeeded,
 * so a refused or failed upload leaves nothing behind.
 */
@Injectable()
export class ResumeImportService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly documents: DocumentReader,
    private readonly ai: AiService,
    private readonly resumes: ResumesService,
    private readonly activity: ActivityService,
  ) {}

  async upload(userId: string, file: UploadedResume | undefined, body: UploadResumeDto): Promise<UploadResumeResultDto> {
    await this.checkRoom(userId);
    const doc = await this.documents.read(file);
    const upload = file as UploadedResume;
    const fallbackName = upload.originalname.replace(/\.[^.]+$/, '').slice(0, 200) || 'Uploaded resume';
    let content: ResumeContent;
    let extras: Record<string, unknown> = {};
    let elided: Elided;
    if (doc.kind === 'json' && isWaypointResume(doc.json)) {
      content = fromWaypointJson(doc.json as Record<string, unknown>, fallbackName);
      elided = [];
    } else if (doc.kind === 'json' && isJsonResume(doc.json)) {
      ({ content, extras, elided } = fromJsonResume(doc.json));
    } else {
      const { output } = await this.ai.parseResume(doc.text, body.model ?? 'primary');
      content = fromParsed(output, fallbackName);
      elided = unplacedSections(doc.text).map((s) => s.entries.map((entry) => ({ section_name: s.name, section_content: entry })));
    }
    if (!this.hasContent(content)) {
      throw new UnprocessableEntityException('No resume content could be read from this file: no name, contact details or sections were found.');
    }
    const template: ResumeTemplate = body.template && (RESUME_TEMPLATES as readonly string[]).includes(body.template) ? body.template : 'modern';
    const customSections = numbered(elided);
    const id = await this.db.transaction(async (tx) => {
      const saved = await tx.save(
        tx.create(Resume, {
          userId,
          name: content.name.slice(0, 200),
          template,
          personalInfo: content.personalInfo,
          experience: content.experience,
          education: content.education,
          certificates: content.certificates,
          customSections,
          extras,
          sourceFormat: doc.kind,
        }),
      );
      await this.resumes.insertSkills(tx, saved.id, content.skills);
      await tx.insert(ResumeFile, {
        resumeId: saved.id,
        fileName: upload.originalname.slice(0, 255),
        contentType: CONTENT_TYPES[doc.kind],
        size: upload.size,
        data: upload.buffer,
      });
      return saved.id;
    });
    await this.activity.record(userId, 'resume_created', { resume_id: id, name: content.name, source: doc.kind });
    return {
      success: true,
      message: 'Resume uploaded',
      resumeId: id,
      experienceCount: content.experience.length,
      educationCount: content.education.length,
      skillsCount: content.skills.length,
      certificatesCount: content.certificates.length,
      customSectionsCount: customSections.length,
    };
  }

  private async checkRoom(userId: string): Promise<void> {
    const [{ count }] = await this.db.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM resumes WHERE user_id = $1`, [userId]);
    if (count >= MAX_RESUMES) throw new ConflictException(`You have ${MAX_RESUMES} resumes, the most one member can keep. Delete one before uploading another.`);
  }

  private hasContent(c: ResumeContent): boolean {
    const p = c.personalInfo;
    return Boolean(p.name || p.email || p.phone || p.summary || c.experience.length || c.education.length || c.skills.length || c.certificates.length);
  }
}
