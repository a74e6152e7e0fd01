import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import { AiService } from '../ai/ai.service';
import type { CustomSectionTarget, MappedSection, ModelChoice, SummaryHint } from '../ai/ai.types';
import type {
  ApplyCustomSectionDto,
  CustomSectionsDto,
  FeedbackRequestDto,
  FeedbackResultDto,
  MapContentDto,
  MapContentResultDto,
  MappedDataDto,
  ResumeAiSummaryDto,
  ResumeDto,
  SectionSuggestionDto,
  SuggestSkillsResultDto,
} from './dto/resume.dto';
import { type ElidedItem, Resume } from './entities/resume.entity';
import { renderResumeText } from './render/text';
import { certificateOf, educationOf, experienceOf, ResumesService } from './resumes.service';

/** Words in an elided section's name that say where its content belongs. */
const TARGET_HINTS: [RegExp, CustomSectionTarget, number][] = [
  [/\b(volunteer|volunteering|internships?|employment|work|experience|projects?|leadership|positions?|roles?|service)\b/i, 'experience', 0.8],
  [/\b(education|courses?|coursework|training|academic|studies|school)\b/i, 'education', 0.8],
  [/\b(certifications?|certificates?|licen[cs]es?|accreditations?|awards?|honou?rs?)\b/i, 'certificates', 0.75],
  [/\b(skills?|languages?|tools|technologies|competencies|expertise|interests?)\b/i, 'skills', 0.75],
  [/\b(contact|profile|about|summary|objective|personal)\b/i, 'personalinfo', 0.7],
];

/** The target an elided section's name suggests; experience (the spec's default) when nothing does. */
export function suggestTarget(sectionName: string, content = ''): { targetSection: CustomSectionTarget; confidence: number } {
  for (const [re, targetSection, confidence] of TARGET_HINTS) if (re.test(sectionName)) return { targetSection, confidence };
  for (const [re, targetSection] of TARGET_HINTS) if (re.test(content.slice(0, 200))) return { targetSection, confidence: 0.4 };
  return { targetSection: 'experience', confidence: 0.3 };
}

/** A mapped section in the API's shape: the part named by its target. */
function toMappedData(mapped: MappedSection): MappedDataDto {
  switch (mapped.target) {
    case 'experience':
      return { experience: mapped.items.map((e) => experienceOf({ ...e, location: '', duration: '' })) };
    case 'education':
      return { education: mapped.items.map((e) => educationOf({ ...e, duration: '', gpa: '' })) };
    case 'certificates':
      return { certificates: mapped.items.map((c) => certificateOf({ ...c, url: '' })) };
    case 'skills':
      return { skills: mapped.items };
    case 'personalinfo': {
      const { links = [], ...fields } = mapped.fields;
      return {
        personalInfo: {
          ...fields,
          ...(links.find((l) => /linkedin\.com/i.test(l)) ? { linkedin: links.find((l) => /linkedin\.com/i.test(l)) } : {}),
          ...(links.find((l) => /github\.com/i.test(l)) ? { github: links.find((l) => /github\.com/i.test(l)) } : {}),
        },
      };
    }
  }
}

const isEmpty = (d: MappedDataDto) =>
  !d.experience?.length && !d.education?.length && !d.certificates?.length && !d.skills?.length && !Object.values(d.personalInfo ?? {}).some(Boolean);

/**
 * The resume builder's AI features (part 2 §4): summary, feedback (the flight check), skill
 * suggestions and restoring elided sections. Each model call runs on the `ai` queue (AiService).
 */
@Injectable()
export class ResumeAiService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly ai: AiService,
    private readonly resumes: ResumesService,
    private readonly activity: ActivityService,
  ) {}

  private async text(userId: string, id: string) {
    const { resume, content } = await this.resumes.content(userId, id);
    const text = renderResumeText(content);
    if (!text.trim()) throw new BadRequestException('This resume is empty: add some content first.');
    return { resume, content, text };
  }

  // --- AI summary -----------------------------------------------------------------------------

  async generateSummary(userId: string, id: string, hint?: SummaryHint): Promise<ResumeAiSummaryDto> {
    const { resume, text } = await this.text(userId, id);
    const { output } = await this.ai.resumeSummary(text, hint);
    const at = new Date();
    await this.db.getRepository(Resume).update({ id: resume.id, userId }, { aiSummary: output.text, aiSummaryHint: hint ?? '', aiSummaryAt: at, updatedAt: () => 'updated_at' });
    return { ai_summary: output.text, hint: hint ?? '', created_at: at.toISOString() };
  }

  async latestSummary(userId: string, id: string): Promise<ResumeAiSummaryDto> {
    const resume = await this.resumes.owned(userId, id);
    return { ai_summary: resume.aiSummary, hint: resume.aiSummaryHint, created_at: resume.aiSummaryAt?.toISOString() ?? null };
  }

  /** Applies the latest generated summary (generating one when there is none, or when the hint differs). */
  async acceptSummary(userId: string, id: string, hint?: SummaryHint): Promise<ResumeDto> {
    let resume = await this.resumes.owned(userId, id);
    if (!resume.aiSummary.trim() || (hint !== undefined && hint !== resume.aiSummaryHint)) {
      await this.generateSummary(userId, id, hint);
      resume = await this.resumes.owned(userId, id);
    }
    return this.resumes.update(userId, id, { personalInfo: { summary: resume.aiSummary.trim() } });
  }

  // --- feedback ------------------------------------------------------------------------------

  async feedback(userId: string, id: string, body: FeedbackRequestDto): Promise<FeedbackResultDto> {
    const { text } = await this.text(userId, id);
    const model: ModelChoice = body.model ?? 'primary';
    const result = await this.ai.feedback(text, body.feedbackType, model);
    const out = result.output;
    return {
      success: true,
      feedback: out.type === 'brief' ? JSON.stringify(out.brief, null, 2) : out.text,
      feedbackType: body.feedbackType,
      model,
      modelName: result.model,
      responseTime: result.responseTimeMs,
    };
  }

  // --- skills --------------------------------------------------------------------------------

  async suggestSkills(userId: string, resumeId: string, max = 20): Promise<SuggestSkillsResultDto> {
    const { content, text } = await this.text(userId, resumeId);
    const { output } = await this.ai.suggestSkills(
      text,
      content.skills.map((k) => k.skill_name),
      max,
    );
    return { skills: output.skills.slice(0, max).map((k) => ({ name: k.name, reason: k.reason })) };
  }

  // --- elided custom sections ----------------------------------------------------------------

  async customSections(userId: string, id: string): Promise<CustomSectionsDto> {
    const resume = await this.resumes.owned(userId, id);
    return { available: await this.ai.available(), sections: resume.customSections };
  }

  private item(resume: Resume, sectionId: number, subIndex: number): ElidedItem {
    const item = resume.customSections.find((s) => s.sectionId === sectionId && s.subIndex === subIndex);
    if (!item) throw new NotFoundException(`No elided section ${sectionId}.${subIndex} on this resume (it may have been restored already).`);
    return item;
  }

  async mapContent(userId: string, id: string, body: MapContentDto): Promise<MapContentResultDto> {
    const resume = await this.resumes.owned(userId, id);
    const item = this.item(resume, body.sectionId, body.subIndex);
    const { output } = await this.ai.mapCustomSection(item.section_name, item.section_content, body.targetSection);
    const mappedData = toMappedData(output);
    return { targetSection: body.targetSection, mappedData, empty: isEmpty(mappedData) };
  }

  /** Adds the mapped content to its target section and takes the item off the elided list, together. */
  async apply(userId: string, id: string, body: ApplyCustomSectionDto): Promise<ResumeDto> {
    const data = body.mappedData;
    if (isEmpty(data)) throw new BadRequestException(`mappedData: nothing to add to ${body.targetSection}.`);
    await this.db.transaction(async (tx) => {
      const resume = await tx.findOne(Resume, { where: { id, userId }, lock: { mode: 'pessimistic_write' } });
      if (!resume) throw new NotFoundException('Resume not found.');
      this.item(resume, body.sectionId, body.subIndex);
      switch (body.targetSection) {
        case 'experience':
          resume.experience = [...resume.experience, ...(data.experience ?? []).map(experienceOf)];
          break;
        case 'education':
          resume.education = [...resume.education, ...(data.education ?? []).map(educationOf)];
          break;
        case 'certificates':
          resume.certificates = [...resume.certificates, ...(data.certificates ?? []).map(certificateOf)];
          break;
        case 'personalinfo':
          resume.personalInfo = this.resumes.mergePersonal(resume.personalInfo, data.personalInfo ?? {});
          break;
        case 'skills':
          await this.resumes.insertSkills(
            tx,
            resume.id,
            (data.skills ?? []).filter((n) => n.trim()).map((skill_name) => ({ skill_name, proficiency_level: 'intermediate', years_experience: null })),
          );
          break;
      }
      resume.customSections = resume.customSections.filter((s) => !(s.sectionId === body.sectionId && s.subIndex === body.subIndex));
      resume.updatedAt = new Date();
      await tx.save(resume);
    });
    await this.activity.record(userId, 'resume_edited', { resume_id: id, restored: body.targetSection });
    return this.resumes.get(userId, id);
  }

  /** Runs `then` once the resume is known to be the member's (404 otherwise). */
  async ownedThen<T>(userId: string, id: string, then: () => T): Promise<T> {
    await this.resumes.owned(userId, id);
    return then();
  }

  /** The suggested target for each elided item, or for one when sectionId (and subIndex) are given. */
  async suggest(userId: string, id: string, sectionId?: number, subIndex?: number): Promise<SectionSuggestionDto[]> {
    const resume = await this.resumes.owned(userId, id);
    const items =
      sectionId === undefined
        ? resume.customSections
        : subIndex === undefined
          ? resume.customSections.filter((s) => s.sectionId === sectionId)
          : [this.item(resume, sectionId, subIndex)];
    if (sectionId !== undefined && !items.length) throw new NotFoundException(`No elided section ${sectionId} on this resume.`);
    return items.map((s) => ({ ...suggestTarget(s.section_name, s.section_content), sectionId: s.sectionId, subIndex: s.subIndex }));
  }
}
