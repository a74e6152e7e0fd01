import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccountService } from '../account/account.service';
import { AiService } from '../ai/ai.service';
import { draftCoverLetter } from '../ai/builtin/cover-letter';
import { skillGap, skillsNamedIn } from '../ai/builtin/extract';
import { AiProviderName, type JobInput } from '../ai/ai.types';
import { renderResumeText } from '../resumes/render/text';
import { ResumesService } from '../resumes/resumes.service';
import { ApplicationsService } from './applications.service';
import type { CoverLetterDraftResponseDto, DraftCoverLetterDto } from './dto/application.dto';

/**
 * Cover-letter drafts (part 3 §2.2, §7): the AI task runs on the `ai` queue; the overlap it rests on
 * is computed here from the job and the resume, and a draft from a language model that names a
 * skill the resume lacks is replaced by the built-in grounded draft, so no letter claims one.
 */
@Injectable()
export class CoverLettersService {
  private readonly logger = new Logger(CoverLettersService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly applications: ApplicationsService,
    private readonly resumes: ResumesService,
    private readonly account: AccountService,
    private readonly ai: AiService,
  ) {}

  async draft(userId: string, username: string, body: DraftCoverLetterDto): Promise<CoverLetterDraftResponseDto> {
    const job = await this.applications.visibleJob(userId, body.jobId);
    const resumeId = body.resumeId ?? (await this.resumes.list(userId))[0]?.id;
    if (!resumeId) throw new BadRequestException('resumeId: you have no resume yet. Create or upload one under Resume, then draft the letter.');
    const { content } = await this.resumes.content(userId, resumeId);
    const resumeText = renderResumeText(content);

    const [user] = await this.db.query<{ first_name: string; last_name: string }[]>(`SELECT first_name, last_name FROM users WHERE id = $1`, [userId]);
    const applicantName = [user?.first_name, user?.last_name].filter(Boolean).join(' ') || content.personalInfo.name || username;
    const { signature } = await this.account.forUser(userId, username);
    const jobInput: JobInput = { title: job.title, company: job.company, description: job.description, requirements: job.requirements_summary };

    const gap = skillGap(`${job.title}\n${job.description}\n${job.requirements_summary}`, resumeText);
    const { output, provider } = await this.ai.coverLetter(jobInput, resumeText, applicantName, signature || undefined);
    let draftText = output.draftText;
    // The built-in draft cites only the member's own lines; a model's free text is checked.
    const claimed = provider === AiProviderName.Builtin ? [] : skillsNamedIn(draftText, gap.missing);
    if (claimed.length) {
      this.logger.warn({ jobId: job.id, claimed }, 'Cover letter draft named skills the resume lacks; using the grounded draft');
      draftText = draftCoverLetter(jobInput, resumeText, applicantName, signature || undefined).draftText;
    }
    return { draftText, overlapFound: gap.matched.length > 0, matched: gap.matched, missing: gap.missing, resumeId };
  }
}
