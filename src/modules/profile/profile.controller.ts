import { BadRequestException, Body, Controller, Get, Header, HttpCode, Post, Put, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConflictResponse, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, type SessionUser, SignedIn } from '../../core/auth/auth.decorators';
import { ApiErrorDto } from '../../core/http/api-error.dto';
import { RateLimit } from '../../core/rate-limit/rate-limit.guard';
import { RateLimitPolicy } from '../../core/rate-limit/rate-limit.service';
import { FileUploadInterceptor } from '../documents/file-upload.interceptor';
import { Telemetry } from '../telemetry/telemetry.decorator';
import { AVATAR_MAX_BYTES } from './avatar-image';
import {
  AcceptSummaryDto,
  AiSummaryDto,
  ProfileDto,
  ProfileLinksDto,
  SummaryHintDto,
  UpdateProfileDto,
  UpdateProfileLinksDto,
} from './dto/profile.dto';
import { ProfileService } from './profile.service';

@ApiTags('profile')
@SignedIn()
@Controller('profile')
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  /** The member's profile. */
  @Get()
  @Telemetry('profile_view')
  getProfile(@CurrentUser() user: SessionUser): Promise<ProfileDto> {
    return this.profile.get(user.id);
  }

  /** Changes the fields present: title, location, phone, summary, avatar (image data URL, or '' to remove), summary_is_locked. */
  @Put()
  @Telemetry('profile_update')
  updateProfile(@CurrentUser() user: SessionUser, @Body() body: UpdateProfileDto): Promise<ProfileDto> {
    return this.profile.update(user.id, body);
  }

  /** Uploads an avatar image (PNG, JPEG, GIF or WebP, at most 2 MB) in the `avatar` field. */
  @Post('avatar')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['avatar'], properties: { avatar: { type: 'string', format: 'binary' } } } })
  @UseInterceptors(FileUploadInterceptor('avatar', AVATAR_MAX_BYTES, 'avatar must be at most 2 MB', 'image'))
  @Telemetry('profile_avatar_upload')
  async uploadAvatar(@CurrentUser() user: SessionUser, @UploadedFile() file: Express.Multer.File | undefined): Promise<ProfileDto> {
    if (!file) throw new BadRequestException('avatar: choose an image file to upload');
    await this.profile.storeAvatar(user.id, file.buffer, file.originalname);
    return this.profile.get(user.id);
  }

  /** The member's avatar image. */
  @Get('avatar')
  @Header('Cache-Control', 'private, max-age=86400')
  @ApiOkResponse({ description: 'The image', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } })
  async getAvatar(@CurrentUser() user: SessionUser, @Res() res: Response): Promise<void> {
    const avatar = await this.profile.avatar(user.id);
    res.setHeader('Content-Type', avatar.contentType);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'");
    res.end(avatar.data);
  }

  /** Website, LinkedIn and GitHub links. */
  @Get('links')
  @Telemetry('profile_links_view')
  getProfileLinks(@CurrentUser() user: SessionUser): Promise<ProfileLinksDto> {
    return this.profile.links(user.id);
  }

  /** Each link a full http(s) URL, or blank to remove it. */
  @Put('links')
  @Telemetry('profile_links_update')
  updateProfileLinks(@CurrentUser() user: SessionUser, @Body() body: UpdateProfileLinksDto): Promise<ProfileLinksDto> {
    return this.profile.updateLinks(user.id, body);
  }

  /** Generates a new AI summary from the profile (optionally with a hint) and keeps it in the history. */
  @Post('ai-summary')
  @HttpCode(200)
  @RateLimit(RateLimitPolicy.Ai)
  @Telemetry('profile_ai_summary')
  generateProfileSummary(@CurrentUser() user: SessionUser, @Body() body: SummaryHintDto): Promise<AiSummaryDto> {
    return this.profile.generateSummary(user.id, body.hint);
  }

  /** The latest generated summary ('' when none yet). */
  @Get('ai-summary/latest')
  @Telemetry('profile_ai_summary_view')
  getLatestProfileSummary(@CurrentUser() user: SessionUser): Promise<AiSummaryDto> {
    return this.profile.latestSummary(user.id);
  }

  /** Applies the latest generated summary to the profile; 409 while the summary is locked. */
  @Post('ai-summary/accept')
  @HttpCode(200)
  @ApiConflictResponse({ description: 'The profile summary is locked', type: ApiErrorDto })
  @Telemetry('profile_ai_summary_accept')
  async acceptProfileSummary(@CurrentUser() user: SessionUser, @Body() body: SummaryHintDto): Promise<AcceptSummaryDto> {
    return { success: true, summary: await this.profile.acceptSummary(user.id, body.hint) };
  }
}
