import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, type SessionUser, SignedIn } from '../../core/auth/auth.decorators';
import { RateLimit } from '../../core/rate-limit/rate-limit.guard';
import { RateLimitPolicy } from '../../core/rate-limit/rate-limit.service';
import { Telemetry } from '../telemetry/telemetry.decorator';
import {
  ApplyCustomSectionDto,
  CustomSectionsDto,
  FeedbackRequestDto,
  FeedbackResultDto,
  MapContentDto,
  MapContentResultDto,
  ResumeAiSummaryDto,
  ResumeDto,
  ResumeSummaryHintDto,
  SectionSuggestionDto,
  SuggestCustomSectionDto,
  SuggestSectionDto,
  SuggestSkillsDto,
  SuggestSkillsResultDto,
} from './dto/resume.dto';
import { ResumeAiService, suggestTarget } from './resume-ai.service';
import { ResumeIdPipe } from './resume-id.pipe';

/** The resume builder's AI features (part 2 §4), each through the `ai` queue. */
@ApiTags('resumes')
@SignedIn()
@Controller()
export class ResumeAiController {
  constructor(private readonly ai: ResumeAiService) {}

  /** Generates an AI summary of the resume, optionally with a hint; it waits to be accepted. */
  @Post('resumes/:id/ai-summary')
  @HttpCode(200)
  @RateLimit(RateLimitPolicy.Ai)
  @Telemetry('resume_ai_summary')
  generateResumeSummary(@CurrentUser() user: SessionUser, @Param('id', ResumeIdPipe) id: string, @Body() body: ResumeSummaryHintDto): Promise<ResumeAiSummaryDto> {
    return this.ai.generateSummary(user.id, id, body.hint);
  }

  /** The latest generated summary ('' when none yet). */
  @Get('resumes/:id/ai-summary/latest')
  getLatestResumeSummary(@CurrentUser() user: SessionUser, @Param('id', ResumeIdPipe) id: string): Promise<ResumeAiSummaryDto> {
    return this.ai.latestSummary(user.id, id);
  }

  /** Makes the latest generated summary the resume's summary. */
  @Post('resumes/:id/ai-summary/accept')
  @HttpCode(200)
  @RateLimit(RateLimitPolicy.Ai)
  @Telemetry('resume_ai_summary_accept')
  acceptResumeSummary(@CurrentUser() user: SessionUser, @Param('id', ResumeIdPipe) id: string, @Body() body: ResumeSummaryHintDto): Promise<ResumeDto> {
    return this.ai.acceptSummary(user.id, id, body.hint);
  }

  /** The flight check: brief (a JSON object as text) or full (markdown) feedback from the primary or secondary model. */
  @Post('resumes/:id/ai-feedback')
  @HttpCode(200)
  @RateLimit(RateLimitPolicy.Ai)
  @Telemetry('resume_feedback')
  getResumeFeedback(@CurrentUser() user: SessionUser, @Param('id', ResumeIdPipe) id: string, @Body() body: FeedbackRequestDto): Promise<FeedbackResultDto> {
    return this.ai.feedback(user.id, id, body);
  }

  /** Skills the resume shows but does not list, at most `max` (20). */
  @Post('skills/ai-suggest')
  @HttpCode(200)
  @RateLimit(RateLimitPolicy.Ai)
  suggestResumeSkills(@CurrentUser() user: SessionUser, @Body() body: SuggestSkillsDto): Promise<SuggestSkillsResultDto> {
    return this.ai.suggestSkills(user.id, body.resumeId, body.max ?? 20);
  }

  /** The elided sections of the upload, and whether restoring is available. */
  @Get('resumes/:id/custom-sections')
  listCustomSections(@CurrentUser() user: SessionUser, @Param('id', ResumeIdPipe) id: string): Promise<CustomSectionsDto> {
    return this.ai.customSections(user.id, id);
  }

  /** Maps one elided item onto a target section with the AI; nothing is saved. */
  @Post('resumes/:id/custom-sections/map-content')
  @HttpCode(200)
  @RateLimit(RateLimitPolicy.Ai)
  mapCustomSectionContent(@CurrentUser() user: SessionUser, @Param('id', ResumeIdPipe) id: string, @Body() body: MapContentDto): Promise<MapContentResultDto> {
    return this.ai.mapContent(user.id, id, body);
  }

  /** Adds mapped content to its target section and removes the item from the elided list. */
  @Post('resumes/:id/custom-sections/apply')
  @HttpCode(200)
  @Telemetry('resume_section_restore')
  applyCustomSection(@CurrentUser() user: SessionUser, @Param('id', ResumeIdPipe) id: string, @Body() body: ApplyCustomSectionDto): Promise<ResumeDto> {
    return this.ai.apply(user.id, id, body);
  }

  /** The suggested target section of each elided item (or of one, by sectionId and subIndex). */
  @Post('resumes/:id/custom-sections/suggest')
  @HttpCode(200)
  suggestCustomSections(@CurrentUser() user: SessionUser, @Param('id', ResumeIdPipe) id: string, @Body() body: SuggestCustomSectionDto): Promise<SectionSuggestionDto[]> {
    return this.ai.suggest(user.id, id, body.sectionId, body.subIndex);
  }

  /** The suggested target section for a section name (and content). */
  @Post('resumes/:id/custom-sections/suggest-section')
  @HttpCode(200)
  suggestCustomSectionTarget(@CurrentUser() user: SessionUser, @Param('id', ResumeIdPipe) id: string, @Body() body: SuggestSectionDto): Promise<SectionSuggestionDto> {
    return this.ai.ownedThen(user.id, id, () => suggestTarget(body.sectionName, body.content));
  }
}
