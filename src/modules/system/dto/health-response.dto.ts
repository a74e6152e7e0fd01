import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import type { QueueCounts } from '../../../core/queue/queue-monitor.service';

export enum CheckStatus {
  Up = 'up',
  Down = 'down',
}

export class HealthCheckDto {
  @ApiProperty({ enum: CheckStatus, enumName: 'CheckStatus' })
  status: CheckStatus;

  /** Why the check failed, or how long it took when it passed. */
  detail: string;
}

export class HealthChecksDto {
  database: HealthCheckDto;
  redis: HealthCheckDto;
}

export class QueueCountsDto implements QueueCounts {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completed: number;
}

@ApiExtraModels(QueueCountsDto)
export class HealthResponseDto {
  @ApiProperty({ enum: ['ok'] })
  status: 'ok';

  checks: HealthChecksDto;

  /** Jobs per state in each queue. */
  @ApiProperty({ type: 'object', additionalProperties: { $ref: getSchemaPath(QueueCountsDto) } })
  queues: Record<string, QueueCountsDto>;

  /** When the system queue's heartbeat job last ran (null before its first run). */
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  lastHeartbeatAt: string | null;
}
