import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import type { SystemHeartbeat } from '../entities/system-heartbeat.entity';

export class RunHeartbeatDto {
  /** Wait for the job to run and answer with the recorded heartbeat (up to 10 s). */
  @IsOptional()
  @IsBoolean()
  wait?: boolean;
}

export class ListHeartbeatsQueryDto {
  /** How many heartbeats to return (1-100, default 20). */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;

  /** `nextCursor` from the previous page. */
  @IsOptional()
  @Matches(/^\d{1,18}$/, { message: 'cursor must be a cursor returned by a previous page' })
  cursor?: string;
}

export class HeartbeatResponseDto {
  id: string;
  jobId: string;
  /** `scheduler` or `manual`. */
  source: string;
  queuedAt: string;
  ranAt: string;
  /** Milliseconds between queueing and running. */
  latencyMs: number;
  /** host:pid of the worker that ran it. */
  worker: string;
}

export class HeartbeatPageDto {
  items: HeartbeatResponseDto[];
  /** Pass as `cursor` to get the next page; null on the last page. */
  @ApiPropertyOptional({ type: String, nullable: true })
  nextCursor: string | null;
}

export class RunHeartbeatResponseDto {
  jobId: string;
  /** Present when `wait` was true. */
  heartbeat?: HeartbeatResponseDto;
}

export function toHeartbeatResponse(beat: SystemHeartbeat): HeartbeatResponseDto {
  return {
    id: beat.id,
    jobId: beat.jobId,
    source: beat.source,
    queuedAt: beat.queuedAt.toISOString(),
    ranAt: beat.ranAt.toISOString(),
    latencyMs: beat.latencyMs,
    worker: beat.worker,
  };
}
