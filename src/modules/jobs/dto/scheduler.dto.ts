import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { toBoolean } from '../../../core/validation/validation.decorators';

export const SITE_NAMES = ['indeed', 'linkedin', 'rss', 'greenhouse', 'lever', 'bundled'] as const;

const toList = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : value);

/** Part 3 §7 Run Now, with the defaults of §9. */
export class RunNowQueryDto {
  /** Comma-separated: indeed, linkedin, rss, greenhouse, lever, bundled. Default indeed,linkedin. */
  @ApiPropertyOptional({ type: String, example: 'indeed,linkedin' })
  @IsOptional()
  @Transform(toList)
  @IsArray()
  @ArrayMaxSize(6)
  @IsIn(SITE_NAMES, { each: true, message: `sites must be among: ${SITE_NAMES.join(', ')}` })
  sites?: string[];

  @IsOptional() @IsString() @MaxLength(200)
  searchTerm?: string;

  @IsOptional() @IsString() @MaxLength(200)
  location?: string;

  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: 'isRemote must be true or false' })
  isRemote?: boolean;

  @ApiPropertyOptional({ type: Number })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'resultsWanted must be a whole number' }) @Min(1) @Max(500)
  resultsWanted?: number;

  @ApiPropertyOptional({ type: Number })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'hoursOld must be a whole number' }) @Min(1) @Max(8760)
  hoursOld?: number;
}

export class MetricsQueryDto {
  @ApiPropertyOptional({ type: Number, default: 7 })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'days must be a whole number' }) @Min(1) @Max(90)
  days?: number;
}

export class SchedulerStateDto {
  running: boolean;
}

export class SeedTasksResultDto {
  added: number;
  tasks: number;
}

export class SourceHealthDto {
  source: string;
  configured: boolean;
  /** ok, degraded, failed, skipped, or never (no run yet). */
  status: string;
  reason: string;
  @ApiPropertyOptional({ type: String, nullable: true })
  lastRunAt: string | null;
}

export class CollectProgressDto {
  done: number;
  total: number;
  source: string;
}

export class ActiveCollectionDto {
  id: string;
  trigger: string;
  @ApiPropertyOptional({ type: CollectProgressDto, nullable: true })
  progress: CollectProgressDto | null;
}

export class ScheduleDto {
  id: string;
  pattern: string;
  @ApiPropertyOptional({ type: String, nullable: true })
  next: string | null;
}

export class SchedulerStatusDto {
  running: boolean;
  schedules: ScheduleDto[];
  active: ActiveCollectionDto[];
  waiting: number;
  sources: SourceHealthDto[];
}

export class RunDto {
  id: string;
  source: string;
  trigger: string;
  status: string;
  reason: string;
  started_at: string;
  @ApiPropertyOptional({ type: String, nullable: true })
  finished_at: string | null;
  fetched: number;
  new_jobs: number;
  duplicates: number;
  errors: number;
  @ApiPropertyOptional({ type: Number, nullable: true })
  duration_ms: number | null;
}

export class SourceCountDto {
  source: string;
  count: number;
}

export class JobsMetricsDto {
  total: number;
  new_in_window: number;
  by_source: SourceCountDto[];
}

export class RunsMetricsDto {
  runs: number;
  fetched: number;
  new_jobs: number;
  duplicates: number;
  errors: number;
  recent: RunDto[];
}

export class MetricsBodyDto {
  jobs: JobsMetricsDto;
  runs: RunsMetricsDto;
  sources: SourceHealthDto[];
}

export class SchedulerMetricsDto {
  days: number;
  metrics: MetricsBodyDto;
}
