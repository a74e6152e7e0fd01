import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDateString, IsInt, IsOptional, IsString, IsUrl, IsUUID, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { OptionalNotNull } from '../../../core/validation/validation.decorators';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../application-status';

const JOB_ID = /^\d{1,18}$/;

export class InitiateApplicationDto {
  /** The job's id (from the job list). */
  @IsString({ message: 'jobId must be a job id' })
  @Matches(JOB_ID, { message: 'jobId must be a job id' })
  jobId: string;

  /** Company and title text, at most 300 characters. */
  @OptionalNotNull()
  @IsString({ message: 'details must be text' })
  @MaxLength(300, { message: 'details must be at most 300 characters' })
  details?: string;
}

export class ApplicationStartedDto {
  applicationId: string;
  jobId: string;
  @ApiProperty({ enum: APPLICATION_STATUSES })
  status: ApplicationStatus;
  /** false when the member had already started an application for this job. */
  created: boolean;
}

export class SavePacketDto {
  @IsString({ message: 'jobId must be a job id' })
  @Matches(JOB_ID, { message: 'jobId must be a job id' })
  jobId: string;

  /** The resume to render as PDF; leave out for a packet without a resume. */
  @OptionalNotNull()
  @IsUUID('all', { message: 'resumeId must be a resume id (a UUID)' })
  resumeId?: string;

  /** The cover letter as sent; leave out for a packet without one. */
  @OptionalNotNull()
  @IsString({ message: 'coverLetterText must be text' })
  @MaxLength(20_000, { message: 'coverLetterText must be at most 20000 characters' })
  coverLetterText?: string;

  /** The member's own site, http or https. */
  @OptionalNotNull()
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: false }, { message: 'personalWebsite must be a valid http(s) URL' })
  @MaxLength(500, { message: 'personalWebsite must be at most 500 characters' })
  personalWebsite?: string;

  /** Company and title text for the application, at most 300 characters (when this packet starts it). */
  @OptionalNotNull()
  @IsString({ message: 'details must be text' })
  @MaxLength(300, { message: 'details must be at most 300 characters' })
  details?: string;
}

export const EMAIL_STATES = ['held', 'queued', 'sending', 'sent', 'failed'] as const;

/** The last e-mail sent with a packet. */
export class PacketEmailDto {
  id: string;
  @ApiProperty({ enum: EMAIL_STATES })
  status: (typeof EMAIL_STATES)[number];
  createdAt: string;
  sentAt: string | null;
  /** Why it failed (or why it is held). */
  error: string | null;
}

/** An application packet (part 3 §3). */
export class PacketDto {
  id: string;
  /** The same as id (the spec's other name for it). */
  packetId: string;
  applicationId: string;
  jobId: string;
  jobTitle: string;
  companyName: string;
  companyWebsite: string | null;
  jobLocation: string;
  /** The posting's own page. */
  jobUrl: string;
  personalWebsite: string | null;
  createdAt: string;
  @ApiProperty({ enum: APPLICATION_STATUSES })
  applicationStatus: ApplicationStatus;
  statusChangedAt: string;
  hasResumePdf: boolean;
  resumeId: string | null;
  resumeName: string | null;
  resumePdfBytes: number | null;
  coverLetterText: string | null;
  lastEmail: PacketEmailDto | null;
  /** Whether the posting gives an address to e-mail the application to. */
  canEmail: boolean;
}

export class PacketDetailDto extends PacketDto {
  jobDescription: string;
  pdfPageSize: string | null;
  pdfMargin: number | null;
  /** The resume PDF as it was saved, base64; null when the packet has none. */
  @ApiProperty({ type: String, nullable: true, format: 'byte' })
  resume_pdf_data: string | null;
}

export class ListPacketsQueryDto {
  /** Packets per page (default 100). */
  @ApiPropertyOptional({ type: Number })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number from 1 to 200' })
  @Min(1, { message: 'limit must be a whole number from 1 to 200' })
  @Max(200, { message: 'limit must be a whole number from 1 to 200' })
  limit?: number;

  /** From the previous page's nextCursor. */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'cursor is not one this server gave out' })
  cursor?: string;
}

export class PacketPageDto {
  items: PacketDto[];
  /** Pass as cursor for the next page; null on the last. */
  nextCursor: string | null;
}

export class UpdateStatusDto {
  /** The next status: any status after the current one (part 3 §4). */
  @IsString({ message: 'newStatus must be a status' })
  @MinLength(1, { message: 'newStatus must be a status' })
  @MaxLength(40, { message: 'newStatus must be a status' })
  newStatus: string;

  /** The interview, call or deadline this move is about (ISO 8601): it becomes a calendar event. */
  @OptionalNotNull()
  @IsDateString({ strict: true }, { message: 'eventAt must be an ISO 8601 date and time' })
  eventAt?: string;

  /** What the event is ("Interview with Ada"); a title from the status when left out. */
  @OptionalNotNull()
  @IsString({ message: 'eventTitle must be text' })
  @MaxLength(200, { message: 'eventTitle must be at most 200 characters' })
  eventTitle?: string;
}

export class StatusChangeDto {
  id: string;
  @ApiProperty({ enum: APPLICATION_STATUSES, nullable: true })
  fromStatus: ApplicationStatus | null;
  @ApiProperty({ enum: APPLICATION_STATUSES })
  toStatus: ApplicationStatus;
  changedAt: string;
  eventAt: string | null;
  eventTitle: string | null;
}

export class StatusUpdatedDto {
  jobId: string;
  @ApiProperty({ enum: APPLICATION_STATUSES })
  status: ApplicationStatus;
  history: StatusChangeDto[];
}

export class StatusCountDto {
  @ApiProperty({ enum: APPLICATION_STATUSES })
  status: ApplicationStatus;
  count: number;
}

/** The tracker's cards and pipeline (part 3 §2.4), over all of the member's applications. */
export class TrackerSummaryDto {
  applications: number;
  packets: number;
  counts: StatusCountDto[];
  /** (screening + interview + offer) / applications, rounded percent. */
  responseRate: number;
  /** (interview + offer) / applications, rounded percent. */
  interviewRate: number;
  /** Mean days from applying (or preparing, when never marked applied) to the first response; null with no response yet. */
  avgDaysToResponse: number | null;
  /** How many applications have had a response (the average's sample). */
  responses: number;
}

/** An application with no response for FOLLOW_UP_DAYS or more: applied, or pending with its packet e-mailed. */
export class FollowUpDto {
  applicationId: string;
  jobId: string;
  jobTitle: string;
  companyName: string;
  @ApiProperty({ enum: APPLICATION_STATUSES })
  status: ApplicationStatus;
  /** When it was marked applied; for a pending one, when its packet was first e-mailed. */
  since: string;
  days: number;
}

export class FollowUpsDto {
  /** The threshold in days (FOLLOW_UP_DAYS). */
  afterDays: number;
  items: FollowUpDto[];
}

export class CalendarFeedDto {
  /** Whether the member has a feed address (it is shown once, when made). */
  active: boolean;
  createdAt: string | null;
  /** The secret address; only in the answer that makes it. */
  url: string | null;
}

export class DraftCoverLetterDto {
  @IsString({ message: 'jobId must be a job id' })
  @Matches(JOB_ID, { message: 'jobId must be a job id' })
  jobId: string;

  /** The resume to draft from; the member's most recently edited resume when left out. */
  @OptionalNotNull()
  @IsUUID('all', { message: 'resumeId must be a resume id (a UUID)' })
  resumeId?: string;
}

export class CoverLetterDraftResponseDto {
  draftText: string;
  /** Whether the job and the resume share any skill; false shows "nothing in common - retry". */
  overlapFound: boolean;
  /** Skills the job names that the resume shows: the only skills the letter claims. */
  matched: string[];
  /** Skills the job names that the resume does not show: never claimed. */
  missing: string[];
  resumeId: string;
}
