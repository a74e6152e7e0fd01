import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsTimeZone, Matches, MaxLength } from 'class-validator';

export const TELEMETRY_PERIODS = ['1h', '24h', '7d', '30d'] as const;
export type TelemetryPeriod = (typeof TELEMETRY_PERIODS)[number];
export const TELEMETRY_GROUPINGS = ['hour', 'day', 'week'] as const;
export type TelemetryGrouping = (typeof TELEMETRY_GROUPINGS)[number];

/** Hours in each period. */
export const PERIOD_HOURS: Record<TelemetryPeriod, number> = { '1h': 1, '24h': 24, '7d': 168, '30d': 720 };

export class TelemetryAnalyticsQueryDto {
  @ApiPropertyOptional({ enum: TELEMETRY_PERIODS, default: '24h' })
  @IsOptional()
  @IsIn(TELEMETRY_PERIODS, { message: `period must be one of ${TELEMETRY_PERIODS.join(', ')}` })
  period?: TelemetryPeriod;

  /** One event type, or `all` (default). */
  @ApiPropertyOptional({ default: 'all', example: 'resume_upload' })
  @IsOptional()
  @IsString()
  @MaxLength(80)
  @Matches(/^[a-z0-9_.:-]+$/i, { message: 'eventType must be an event type name or all' })
  eventType?: string;

  @ApiPropertyOptional({ enum: TELEMETRY_GROUPINGS, default: 'hour' })
  @IsOptional()
  @IsIn(TELEMETRY_GROUPINGS, { message: `groupBy must be one of ${TELEMETRY_GROUPINGS.join(', ')}` })
  groupBy?: TelemetryGrouping;

  /** The browser's IANA time zone: buckets, days and hours of day are counted in it (default UTC). */
  @ApiPropertyOptional({ example: 'Europe/Paris' })
  @IsOptional()
  @IsTimeZone({ message: 'tz must be an IANA time zone such as Europe/Paris' })
  tz?: string;
}

export class TelemetryRetentionDto {
  /** Events in the period. */
  total_events: number;
  /** Events per day over the period (a period under a day counts as one day). */
  avg_daily_events: number;
  /** How many days events are kept before they are pruned. */
  retention_days: number;
}

export class TelemetryUserActivityDto {
  user_id: string;
  username: string;
  event_count: number;
  last_active: string;
}

export class TelemetryEventCountDto {
  /** Start of the bucket (hour, day or week in the requested time zone). */
  timestamp: string;
  count: number;
}

export class TelemetryEventTypeDto {
  event_type: string;
  count: number;
  /** Share of the period's events, one decimal. */
  percentage: number;
}

export class TelemetryTemporalPatternDto {
  /** Day of week, 0 = Sunday … 6 = Saturday. */
  day: number;
  /** Hour of day, 0-23. */
  hour: number;
  /** Average events in that hour of that weekday over the period (hours without events count as 0). */
  avg_events: number;
}

export class TelemetryAnalyticsDto {
  @ApiProperty({ enum: TELEMETRY_PERIODS })
  period: TelemetryPeriod;
  @ApiProperty({ enum: TELEMETRY_GROUPINGS })
  groupBy: TelemetryGrouping;
  eventType: string;
  /** Start of the period. */
  since: string;
  retention_metrics: TelemetryRetentionDto;
  /** The 20 most active members in the period. */
  user_activity: TelemetryUserActivityDto[];
  /** Every bucket of the period, empty ones as 0, oldest first. */
  event_counts: TelemetryEventCountDto[];
  /** The 10 most frequent event types. */
  event_types: TelemetryEventTypeDto[];
  temporal_patterns: TelemetryTemporalPatternDto[];
  /** Every event type recorded within the retention window, for the filter. */
  available_event_types: string[];
}
