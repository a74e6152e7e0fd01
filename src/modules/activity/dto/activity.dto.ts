import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { ACTIVITY_LIMITS, ACTIVITY_TYPES, type ActivityTypeName } from '../activity-types';

export class LogActivityDto {
  @ApiProperty({ enum: ACTIVITY_TYPES })
  @IsIn(ACTIVITY_TYPES, { message: `activity_type must be one of: ${ACTIVITY_TYPES.join(', ')}` })
  activity_type: ActivityTypeName;

  /** Text, or an object (jobId, applicationId, status…) stored as JSON; at most 2,000 characters. */
  @ApiPropertyOptional({ oneOf: [{ type: 'string' }, { type: 'object', additionalProperties: true }] })
  @IsOptional()
  @ValidateIf((_o, v) => typeof v !== 'object' || v === null)
  @IsString({ message: 'activity_details must be text or an object' })
  @MaxLength(2000)
  activity_details?: string | Record<string, unknown>;
}

export class ActivityQueryDto {
  /** How many of the newest activities to list: 3, 10, 25 (default) or 100. */
  @ApiPropertyOptional({ enum: ACTIVITY_LIMITS, default: 25 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `limit must be one of ${ACTIVITY_LIMITS.join(', ')}` })
  @IsIn(ACTIVITY_LIMITS, { message: `limit must be one of ${ACTIVITY_LIMITS.join(', ')}` })
  limit?: number;

  /** The browser's IANA time zone (`Europe/Paris`): days are counted in it. */
  @ApiPropertyOptional({ example: 'Europe/Paris' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  tz?: string;
}

export class ActivityRowDto {
  id: string;
  activity_type: string;
  /** Text or JSON. */
  activity_details: string;
  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

export class ActivityStatDto {
  activity_type: string;
  count: number;
}

export class WeekDeltaDto {
  /** This week to date minus the same days of last week. */
  change: number;
  /** True only for a rise: a zero change is neutral (part 1 §2.5). */
  positive: boolean;
}

export class ActivityTotalsDto {
  total_activities: number;
  active_days: number;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  first_activity: string | null;
}

export class DailyCountDto {
  /** YYYY-MM-DD in the member's time zone. */
  date: string;
  count: number;
}

export class ActivitySummaryDto {
  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' } })
  all_time_totals_by_type: Record<string, number>;
  /** Sun..Sat of this week, each a map of type to count. */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'object', additionalProperties: { type: 'number' } } })
  week_to_date_daily_by_type: Record<string, Record<string, number>>;
  @ApiProperty({ type: 'object', additionalProperties: { $ref: '#/components/schemas/WeekDeltaDto' } })
  week_deltas: Record<string, WeekDeltaDto>;
  @ApiProperty({ type: [ActivityStatDto] })
  stats: ActivityStatDto[];
  summary: ActivityTotalsDto;
  /** Today's activities (at most 100), newest first. */
  @ApiProperty({ type: [ActivityRowDto] })
  recentActivity: ActivityRowDto[];
  /** The last 30 days, oldest first, zero days included. */
  @ApiProperty({ type: [DailyCountDto] })
  dailyCounts: DailyCountDto[];
  /** The newest `limit` activities. */
  @ApiProperty({ type: [ActivityRowDto] })
  activities: ActivityRowDto[];
}

export class LoggedDto {
  success: boolean;
}
