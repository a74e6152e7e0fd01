import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, IsUrl, MaxLength, ValidateIf } from 'class-validator';
import { OptionalNotNull } from '../../../core/validation/validation.decorators';
import { SUMMARY_HINTS, type SummaryHint } from '../../ai/ai.types';

/**
 * The counts behind the three achievements (part 1 §2.6, §9: Interview Ace 10, Skill Builder 5, Job
 * Hunter 25), read from the records themselves, never from the member-writable activity log.
 */
export class ProfileAchievementsDto {
  /** Mock interviews the member finished. */
  interviews_completed: number;
  /** Training courses the member marked complete. */
  courses_completed: number;
  /** Applications that reached 'applied' or a later answer from the employer. */
  applications_sent: number;
}

export class ProfileDto {
  first_name: string;
  last_name: string;
  /** First and last name joined, else the username (read-only). */
  name: string;
  email: string;
  title: string;
  location: string;
  phone: string;
  summary: string;
  /** Where the avatar image is served (`/api/profile/avatar?v=…`), or empty. */
  avatar: string;
  /** 1 when the summary is locked against AI replacement. */
  summary_is_locked: number;
  /** Years of experience, when known. */
  @ApiPropertyOptional({ type: Number, nullable: true })
  experience: number | null;
  achievements: ProfileAchievementsDto;
}

/** Only the fields present are changed; name and email come from the identity provider. */
export class UpdateProfileDto {
  @OptionalNotNull() @IsString() @MaxLength(200)
  title?: string;

  @OptionalNotNull() @IsString() @MaxLength(200)
  location?: string;

  @OptionalNotNull() @IsString() @MaxLength(50)
  phone?: string;

  @OptionalNotNull() @IsString() @MaxLength(5000)
  summary?: string;

  /** An image data URL to replace the avatar, or '' to remove it; a served avatar path is left as is. */
  @ApiPropertyOptional()
  @OptionalNotNull() @IsString() @MaxLength(3_000_000)
  avatar?: string;

  /** true/false or 1/0. */
  @ApiPropertyOptional({ oneOf: [{ type: 'boolean' }, { type: 'number', enum: [0, 1] }] })
  @OptionalNotNull()
  @Transform(({ value }) => (value === 1 ? true : value === 0 ? false : value))
  @IsBoolean({ message: 'summary_is_locked must be true, false, 1 or 0' })
  summary_is_locked?: boolean;
}

const url = (field: string) =>
  IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: false }, { message: `${field} must be an http(s) URL or blank` });

export class ProfileLinksDto {
  website: string;
  linkedin: string;
  github: string;
}

/** Each link a full http(s) URL, or blank to remove it. */
export class UpdateProfileLinksDto {
  @OptionalNotNull() @IsString() @MaxLength(500) @ValidateIf((_o, v) => v !== '') @url('website')
  website?: string;

  @OptionalNotNull() @IsString() @MaxLength(500) @ValidateIf((_o, v) => v !== '') @url('linkedin')
  linkedin?: string;

  @OptionalNotNull() @IsString() @MaxLength(500) @ValidateIf((_o, v) => v !== '') @url('github')
  github?: string;
}

export class SummaryHintDto {
  @ApiPropertyOptional({ enum: SUMMARY_HINTS })
  @IsOptional()
  @IsIn(SUMMARY_HINTS, { message: `hint must be one of: ${SUMMARY_HINTS.join(', ')}` })
  hint?: SummaryHint;
}

export class AiSummaryDto {
  /** The generated summary; empty when none was generated yet. */
  ai_summary: string;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  created_at: string | null;
}

export class AcceptSummaryDto {
  success: boolean;
  /** The profile's summary after accepting. */
  summary: string;
}
