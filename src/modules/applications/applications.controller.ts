import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post, Put, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Public, type SessionUser, SignedIn } from '../../core/auth/auth.decorators';
import { download } from '../../core/http/download';
import { RateLimit } from '../../core/rate-limit/rate-limit.guard';
import { RateLimitPolicy } from '../../core/rate-limit/rate-limit.service';
import { Telemetry } from '../telemetry/telemetry.decorator';
import { ApplicationsService } from './applications.service';
import { CalendarService } from './calendar.service';
import { CoverLettersService } from './cover-letters.service';
import {
  ApplicationStartedDto,
  CalendarFeedDto,
  CoverLetterDraftResponseDto,
  DraftCoverLetterDto,
  FollowUpsDto,
  InitiateApplicationDto,
  ListPacketsQueryDto,
  PacketDetailDto,
  PacketDto,
  PacketPageDto,
  SavePacketDto,
  StatusChangeDto,
  StatusUpdatedDto,
  TrackerSummaryDto,
  UpdateStatusDto,
} from './dto/application.dto';
import { PacketsService } from './packets.service';

/** A packet id in the path: anything but a UUID is simply not one of the member's packets. */
const PacketIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Packet not found.') });

/** Applications, packets, cover letters and the tracker (part 3 §2.2–2.4, §7 Jobs and packets). */
@ApiTags('applications')
@SignedIn()
@Controller()
export class ApplicationsController {
  constructor(
    private readonly applications: ApplicationsService,
    private readonly packets: PacketsService,
    private readonly letters: CoverLettersService,
    private readonly calendar: CalendarService,
  ) {}

  /** Drafts a cover letter from the job and the resume (the latest when none is given), on the skills they share. */
  @Post('coverletters/draft')
  @HttpCode(200)
  @RateLimit(RateLimitPolicy.Ai)
  @Telemetry('cover_letter_draft')
  draftCoverLetter(@CurrentUser() user: SessionUser, @Body() body: DraftCoverLetterDto): Promise<CoverLetterDraftResponseDto> {
    return this.letters.draft(user.id, user.username, body);
  }

  /** Starts the member's application for a job (status pending); starting it again changes nothing. */
  @Post('applications/initiate')
  @HttpCode(200)
  @Telemetry('application_initiate')
  initiateApplication(@CurrentUser() user: SessionUser, @Body() body: InitiateApplicationDto): Promise<ApplicationStartedDto> {
    return this.applications.initiate(user.id, body);
  }

  /** Saves a packet: the chosen resume rendered to PDF now, the cover letter and the website. */
  @Post('applications/packets')
  @Telemetry('application_packet_save')
  savePacket(@CurrentUser() user: SessionUser, @Body() body: SavePacketDto): Promise<PacketDto> {
    return this.packets.save(user.id, body);
  }

  /** The member's packets, newest first, with each application's status and last e-mail. */
  @Get('applications/packets')
  listPackets(@CurrentUser() user: SessionUser, @Query() query: ListPacketsQueryDto): Promise<PacketPageDto> {
    return this.packets.list(user.id, query);
  }

  /** One packet with its resume PDF (resume_pdf_data, base64). */
  @Get('applications/packets/:id')
  getPacket(@CurrentUser() user: SessionUser, @Param('id', PacketIdPipe) id: string): Promise<PacketDetailDto> {
    return this.packets.detail(user.id, id);
  }

  /** The packet's resume PDF as saved, named resume_{title}.pdf. */
  @Get('applications/packets/:id/resume.pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  async downloadPacketPdf(@CurrentUser() user: SessionUser, @Param('id', PacketIdPipe) id: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const file = await this.packets.pdf(user.id, id);
    return download(res, { data: file.data, contentType: 'application/pdf', fileName: file.fileName });
  }

  /** The tracker's cards and pipeline counts over all of the member's applications. */
  @Get('applications/summary')
  getTrackerSummary(@CurrentUser() user: SessionUser): Promise<TrackerSummaryDto> {
    return this.applications.summary(user.id);
  }

  /** Applications with no response for FOLLOW_UP_DAYS or more (the dashboard's nudge). */
  @Get('applications/follow-ups')
  getFollowUps(@CurrentUser() user: SessionUser): Promise<FollowUpsDto> {
    return this.applications.followUps(user.id);
  }

  /**
   * Moves an application forward (part 3 §4): any later status; a backward, repeated or unknown move
   * and any move of an archived application answer 409. A date makes a calendar event.
   */
  @Put('applications/:jobId/status')
  @Telemetry('application_status_update')
  updateApplicationStatus(@CurrentUser() user: SessionUser, @Param('jobId') jobId: string, @Body() body: UpdateStatusDto): Promise<StatusUpdatedDto> {
    return this.applications.updateStatus(user.id, jobId, body);
  }

  /** The application's moves, oldest first. */
  @Get('applications/:jobId/history')
  getApplicationHistory(@CurrentUser() user: SessionUser, @Param('jobId') jobId: string): Promise<StatusChangeDto[]> {
    return this.applications.history(user.id, jobId);
  }

  /** The application's dated events (interviews, deadlines) as an iCalendar file. */
  @Get('applications/:jobId/calendar.ics')
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'iCalendar', content: { 'text/calendar': { schema: { type: 'string' } } } })
  async downloadApplicationCalendar(@CurrentUser() user: SessionUser, @Param('jobId') jobId: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const { ics, fileName } = await this.calendar.forApplication(user.id, jobId);
    return download(res, { data: Buffer.from(ics), contentType: 'text/calendar; charset=utf-8', fileName });
  }

  /** Whether the member has a private calendar feed (its address is shown only when made). */
  @Get('applications/calendar-feed')
  getCalendarFeed(@CurrentUser() user: SessionUser): Promise<CalendarFeedDto> {
    return this.calendar.feedStatus(user.id);
  }

  /** Makes a new private feed address (the old one stops working) and answers it, once. */
  @Post('applications/calendar-feed')
  @HttpCode(200)
  resetCalendarFeed(@CurrentUser() user: SessionUser): Promise<CalendarFeedDto> {
    return this.calendar.resetFeed(user.id);
  }

  /** Turns the private feed off. */
  @Delete('applications/calendar-feed')
  @HttpCode(204)
  async removeCalendarFeed(@CurrentUser() user: SessionUser): Promise<void> {
    await this.calendar.removeFeed(user.id);
  }
}

/** The private feed calendar apps subscribe to: the secret in the address is the only key. */
@ApiTags('applications')
@Controller()
export class CalendarFeedController {
  constructor(private readonly calendar: CalendarService) {}

  @Get('calendar/:token.ics')
  @Public()
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'iCalendar feed', content: { 'text/calendar': { schema: { type: 'string' } } } })
  async readCalendarFeed(@Param('token') token: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    const ics = await this.calendar.feed(token);
    if (ics === null) throw new NotFoundException('No such calendar.');
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Cache-Control', 'private, max-age=300');
    return ics;
  }
}
