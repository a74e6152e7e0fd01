import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, type SessionUser, SignedIn } from '../../core/auth/auth.decorators';
import { RateLimit } from '../../core/rate-limit/rate-limit.guard';
import { RateLimitPolicy } from '../../core/rate-limit/rate-limit.service';
import { ResumeUploadInterceptor } from '../documents/resume-upload.interceptor';
import { Telemetry } from '../telemetry/telemetry.decorator';
import {
  AddResumeSkillDto,
  AtsCheckDto,
  AtsCheckResultDto,
  ExportQueryDto,
  ResumeDto,
  ResumeListItemDto,
  ResumeThumbnailDto,
  SuccessDto,
  UpdateResumeDto,
  UpdateResumeSkillDto,
  UploadResumeDto,
  UploadResumeResultDto,
} from './dto/resume.dto';
import { ResumeExportService } from './resume-export.service';
import { ResumeIdPipe } from './resume-id.pipe';
import { download } from '../../core/http/download';
import { ResumeImportService } from './resume-import.service';
import { RESUME_TEMPLATES } from './resume.model';
import { ResumesService } from './resumes.service';


@ApiTags('resumes')
@SignedIn()
@Controller()
export class ResumesController {
  constructor(
    private readonly resumes: ResumesService,
    private readonly imports: ResumeImportService,
    private readonly exports: ResumeExportService,
  ) {}

  /** The member's resumes, most recently changed first. */
  @Get('resumes')
  listResumes(@CurrentUser() user: SessionUser): Promise<ResumeListItemDto[]> {
    return this.resumes.list(user.id);
  }

  /** One resume with every section. */
  @Get('resumes/:id')
  getResume(@CurrentUser() user: SessionUser, @Param('id', ResumeIdPipe) id: string): Promise<ResumeDto> {
    return this.resumes.get(user.id, id);
  }

  /** Changes the template, the name, the personal fields present, or whole experience/education/certificates lists. */
  @Put('resumes/:id')
  @Telemetry('resume_update')
  updateResume(@CurrentUser() user: SessionUser, @Param('id', ResumeIdPipe) id: string, @Body() body: UpdateResumeDto): Promise<ResumeDto> {
    return this.resumes.update(user.id, id, body);
  }

  /** The same as PUT (part 2 §7 allows either). */
  @Patch('resumes/:id')
  @Telemetry('resume_update')
  patchResume(@CurrentUser() user: SessionUser, @Param('id', ResumeIdPipe) id: string, @Body() body: UpdateResumeDto): Promise<ResumeDto> {
    return this.resumes.update(user.id, id, body);
  }

  @Delete('resumes/:id')
  @Telemetry('resume_delete')
  async deleteResume(@CurrentUser() user: SessionUser, @Param('id', ResumeIdPipe) id: string): Promise<SuccessDto> {
    await this.resumes.remove(user.id, id);
    return { success: true };
  }

  /** A small preview with the counts the list shows. */
  @Get('resumes/:id/thumbnail')
  getResumeThumbnail(@CurrentUser() user: SessionUser, @Param('id', ResumeIdPipe) id: string): Promise<ResumeThumbnailDto> {
    return this.exports.thumbnail(user.id, id);
  }

  /** The file the resume was uploaded from, as it was sent. */
  @Get('resumes/:id/original')
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'The original file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } })
  async downloadResumeOriginal(@CurrentUser() user: SessionUser, @Param('id', ResumeIdPipe) id: string, @Res({ passthrough: true }) res: Response) {
    const file = await this.resumes.original(user.id, id);
    res.setHeader('Content-Security-Policy', "default-src 'none'");
    return download(res, { data: file.data, contentType: file.contentType, fileName: file.fileName });
  }

  /** The resume as json (raw), jsonresume (JSON Resume v1.2), pdf, docx or txt, as a download. */
  @Get('resumes/:id/export')
  @Telemetry('resume_export')
  @ApiProduces('application/pdf', 'application/json', 'text/plain', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
  @ApiOkResponse({ description: 'The file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } })
  async exportResume(
    @CurrentUser() user: SessionUser,
    @Param('id', ResumeIdPipe) id: string,
    @Query() query: ExportQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return download(res, await this.exports.export(user.id, id, query.format, query.template));
  }

  /** Renders the PDF export, reads its text back as a tracking system would, and reports what it keeps and loses. */
  @Post('resumes/:id/ats-check')
  @HttpCode(200)
  @Telemetry('resume_ats_check')
  checkResumeAts(@CurrentUser() user: SessionUser, @Param('id', ResumeIdPipe) id: string, @Body() body: AtsCheckDto): Promise<AtsCheckResultDto> {
    return this.exports.atsCheck(user.id, id, body.template);
  }

  /**
   * Uploads a resume (PDF, DOCX, JSON or TXT; at most 5 MB) in the `resume` field and parses it into
   * a new resume. Nothing is kept when the file is refused or cannot be read.
   */
  @Post('upload-resume')
  @HttpCode(200)
  @RateLimit(RateLimitPolicy.Ai)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['resume'],
      properties: {
        resume: { type: 'string', format: 'binary' },
        reason: { type: 'string', example: 'resumebuilder_upload' },
        model: { type: 'string', enum: ['primary', 'secondary'] },
        template: { type: 'string', enum: [...RESUME_TEMPLATES, ''] },
      },
    },
  })
  @UseInterceptors(ResumeUploadInterceptor)
  @Telemetry('resume_upload')
  uploadResume(@CurrentUser() user: SessionUser, @UploadedFile() file: Express.Multer.File | undefined, @Body() body: UploadResumeDto): Promise<UploadResumeResultDto> {
    return this.imports.upload(user.id, file, body);
  }

  /** The template names. */
  @Get('templates')
  listTemplates(): string[] {
    return [...RESUME_TEMPLATES];
  }

  /** Adds a skill to the resume (a name already there is updated). */
  @Post('resumes/:id/skills')
  @Telemetry('resume_skill_add')
  addResumeSkill(@CurrentUser() user: SessionUser, @Param('id', ResumeIdPipe) id: string, @Body() body: AddResumeSkillDto): Promise<ResumeDto> {
    return this.resumes.addSkill(user.id, id, body);
  }

  @Put('resumes/:id/skills/:skillId')
  updateResumeSkill(
    @CurrentUser() user: SessionUser,
    @Param('id', ResumeIdPipe) id: string,
    @Param('skillId') skillId: string,
    @Body() body: UpdateResumeSkillDto,
  ): Promise<ResumeDto> {
    if (body.skillName === undefined && body.proficiencyLevel === undefined && body.yearsExperience === undefined) {
      throw new BadRequestException('Send skillName, proficiencyLevel or yearsExperience.');
    }
    return this.resumes.updateSkill(user.id, id, skillId, body);
  }

  @Delete('resumes/:id/skills/:skillId')
  deleteResumeSkill(@CurrentUser() user: SessionUser, @Param('id', ResumeIdPipe) id: string, @Param('skillId') skillId: string): Promise<ResumeDto> {
    return this.resumes.deleteSkill(user.id, id, skillId);
  }
}
