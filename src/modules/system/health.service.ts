import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { QueueMonitorService } from '../../core/queue/queue-monitor.service';
import { RedisService } from '../../core/queue/redis.service';
import { withTimeout } from '../../core/util/with-timeout';
import { CheckStatus, type HealthCheckDto, type HealthResponseDto } from './dto/health-response.dto';
import { SystemService } from './system.service';

const CHECK_TIMEOUT_MS = 2_000;

async function timed(check: () => Promise<unknown>): Promise<HealthCheckDto> {
  const started = Date.now();
  try {
    await withTimeout(check(), CHECK_TIMEOUT_MS, () => new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`));
    return { status: CheckStatus.Up, detail: `answered in ${Date.now() - started} ms` };
  } catch (err) {
    return { status: CheckStatus.Down, detail: (err as Error).message || 'unreachable' };
  }
}

const LABELS = { database: 'Database (Postgres)', redis: 'Redis' } as const;

@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly redis: RedisService,
    private readonly queues: QueueMonitorService,
    private readonly system: SystemService,
  ) {}

  /** Resolves when every dependency answers; otherwise throws a 503 naming each one that is down. */
  async check(): Promise<HealthResponseDto> {
    const [database, redis] = await Promise.all([
      timed(() => this.dataSource.query('SELECT 1')),
      timed(() => this.redis.ping(CHECK_TIMEOUT_MS)),
    ]);
    const checks = { database, redis };
    const down = (Object.keys(checks) as (keyof typeof checks)[]).filter((k) => checks[k].status === CheckStatus.Down);
    if (down.length > 0) {
      const message = down.map((k) => `${LABELS[k]} is down: ${checks[k].detail}`);
      throw new ServiceUnavailableException({
        message,
        detail: `Waypoint is unhealthy: ${down.map((k) => LABELS[k]).join(' and ')} ${down.length > 1 ? 'are' : 'is'} down.`,
      });
    }
    const [queues, last] = await Promise.all([this.queues.counts(), this.system.lastHeartbeat()]);
    return { status: 'ok', checks, queues, lastHeartbeatAt: last ? last.ranAt.toISOString() : null };
  }
}
