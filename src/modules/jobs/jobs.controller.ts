import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser, type SessionUser, SignedIn } from '../../core/auth/auth.decorators';
import { RateLimit } from '../../core/rate-limit/rate-limit.guard';
import { RateLimitPolicy } from '../../core/rate-limit/rate-limit.service';
import { FileUploadInterceptor } from '../documents/file-upload.interceptor';
import { RESUME_MAX_BYTES } from '../documents/resume-file';
import { SuccessDto } from '../resumes/dto/resume.dto';
import { Telemetry } from '../telemetry/telemetry.decorator';
import { RUN_NOW_DEFAULTS } from './collect/collection.service';
import { JobSourceRegistry } from './collect/job-source.registry';
import { SchedulerService } from './collect/scheduler.service';
import {
  ImportedJobDto,
  ImportTextDto,
  ImportUrlDto,
  JobDetailDto,
  JobDraftDto,
  JobPageDto,
  QueuedDto,
  SavedJobDto,
  SavedSearchDto,
  SaveSearchDto,
  SearchJobsQueryDto,
} from './dto/job.dto';
import { JobImportService } from './job-import.service';
import { JobSearchService } from './job-search.service';
import { SavedSearchesService } from './saved-searches.service';

@ApiTags('jobs')
@SignedIn()
@Controller()
export class JobsController {
  constructor(
    private readonly search: JobSearchService,
    private readonly imports: JobImportService,
    private readonly saved: SavedSearchesService,
    private readonly scheduler: SchedulerService,
    private readonly registry: JobSourceRegistry,
  ) {}

  /** Jobs, 20 a page: title and company matches first, newest first; each with the member's match score. */
  // No telemetry event here: this is the hottest read, and a write per page would cost more than the
  // search itself (bench:jobs). Opening a job records job_viewed.
  @Get('jobs')
  searchJobs(@CurrentUser() user: SessionUser, @Query() query: SearchJobsQueryDto): Promise<JobPageDto> {
    return this.search.search(user.id, query);
  }

  /** One job with the skills the member has and lacks; records a job_viewed activity. */
  @Get('job/:id')
  getJob(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<JobDetailDto> {
    return this.search.detail(user.id, id);
  }

  /** Queues a collection from every configured source (administrators). */
  @Post('jobs/refresh')
  @HttpCode(200)
  @AdminOnly()
  refreshJobs(): Promise<QueuedDto> {
    const sources = this.registry.names().filter((n) => n !== 'bundled' && this.registry.get(n)?.configured());
    if (!sources.length) throw new BadRequestException('No job source is configured: set RSS_FEEDS, GREENHOUSE_BOARDS, LEVER_COMPANIES or JOBSPY_URL.');
    const { sites: _sites, ...query } = RUN_NOW_DEFAULTS;
    return this.scheduler.enqueue('refresh', sources, query);
  }

  /** Reads a job posting from a web page for the member to review (nothing is saved). */
  @Post('jobs/import/url')
  @HttpCode(200)
  @RateLimit(RateLimitPolicy.Ai)
  importJobFromUrl(@Body() body: ImportUrlDto): Promise<ImportedJobDto> {
    return this.imports.fromUrl(body.url);
  }

  /** Reads a pasted job posting for the member to review (nothing is saved). */
  @Post('jobs/import/text')
  @HttpCode(200)
  importJobFromText(@Body() body: ImportTextDto): ImportedJobDto {
    return this.imports.fromText(body.text);
  }

  /** Reads a job posting from a PDF, DOCX or text file (`file` field, at most 5 MB) for review. */
  @Post('jobs/import/file')
  @HttpCode(200)
  // Each file is read in a worker thread (PDF, DOCX): the AI limit bounds how many a member starts.
  @RateLimit(RateLimitPolicy.Ai)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @UseInterceptors(FileUploadInterceptor('file', RESUME_MAX_BYTES, 'File too large. Maximum size is 5MB.', 'job posting'))
  importJobFromFile(@UploadedFile() file: Express.Multer.File | undefined): Promise<ImportedJobDto> {
    return this.imports.fromFile(file);
  }

  /** Saves a reviewed job; the same posting saved again answers the stored one. */
  @Post('jobs')
  @Telemetry('job_added')
  addJob(@CurrentUser() user: SessionUser, @Body() body: JobDraftDto): Promise<SavedJobDto> {
    return this.imports.save(user.id, body);
  }

  /** The member's saved searches, each with the number of new matching jobs since it was last opened. */
  @Get('jobs/saved-searches')
  listSavedSearches(@CurrentUser() user: SessionUser): Promise<SavedSearchDto[]> {
    return this.saved.list(user.id);
  }

  @Post('jobs/saved-searches')
  saveSearch(@CurrentUser() user: SessionUser, @Body() body: SaveSearchDto): Promise<SavedSearchDto> {
    return this.saved.save(user.id, body);
  }

  /** The member opened the saved search: its new-jobs count starts again from now. */
  @Post('jobs/saved-searches/:id/seen')
  @HttpCode(200)
  async markSavedSearchSeen(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<SuccessDto> {
    await this.saved.markSeen(user.id, id);
    return { success: true };
  }

  @Delete('jobs/saved-searches/:id')
  async deleteSavedSearch(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<SuccessDto> {
    await this.saved.remove(user.id, id);
    return { success: true };
  }
}
