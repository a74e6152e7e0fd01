import { hostname } from 'node:os';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import { LessThan, Repository } from 'typeorm';
import type { EnvironmentVariables } from '../../config/env.validation';
import { JobResultsService, timedOut } from '../../core/queue/job-results.service';
import { QueueName } from '../../core/queue/queue-names';
import { withTimeout } from '../../core/util/with-timeout';
import { type HeartbeatPageDto, type RunHeartbeatResponseDto, toHeartbeatResponse } from './dto/heartbeat.dto';
import { SystemHeartbeat } from './entities/system-heartbeat.entity';
import { HEARTBEAT_SCHEDULER_ID, type HeartbeatPayload, SystemJob } from './system.jobs';

const HEARTBEAT_RETENTION_DAYS = 7;
const HEARTBEAT_WAIT_MS = 10_000;

@Injectable()
export class SystemService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SystemService.name);
  private readonly workerName = `${hostname()}:${process.pid}`;

  constructor(
    @InjectRepository(SystemHeartbeat) private readonly heartbeats: Repository<SystemHeartbeat>,
    @InjectQueue(QueueName.System) private readonly queue: Queue<HeartbeatPayload>,
    private readonly config: ConfigService<EnvironmentVariables, true>,
    private readonly jobs: JobResultsService,
  ) {}

  onApplicationBootstrap(): void {
    // Not awaited: while Redis is away BullMQ waits for it, and the app must still start and say so on /api/health.
    void this.scheduleHeartbeat().catch((err: Error) =>
      this.logger.warn({ err: err.message }, 'Could not schedule the heartbeat job'),
    );
  }

  /** Idempotent: every replica upserts the same repeatable scheduler. */
  async scheduleHeartbeat(): Promise<void> {
    const every = this.config.get('HEARTBEAT_INTERVAL_MS', { infer: true });
    await this.queue.upsertJobScheduler(
      HEARTBEAT_SCHEDULER_ID,
      { every },
      { name: SystemJob.Heartbeat, data: { source: 'scheduler' }, opts: { removeOnComplete: 100, removeOnFail: 100 } },
    );
  }

  /** Queues a heartbeat now; with `wait`, answers once a worker has recorded it. */
  async runHeartbeat(wait: boolean): Promise<RunHeartbeatResponseDto> {
    let jobId = '';
    const enqueue = async () => {
      const job = await this.queue.add(SystemJob.Heartbeat, { source: 'manual' });
      jobId = job.id ?? '';
      return job;
    };
    if (!wait) {
      await withTimeout(enqueue(), HEARTBEAT_WAIT_MS, () => timedOut('Queueing the heartbeat job', HEARTBEAT_WAIT_MS));
      return { jobId };
    }
    const result = await this.jobs.run<{ heartbeatId: string }>(QueueName.System, enqueue, HEARTBEAT_WAIT_MS, 'The heartbeat job');
    const beat = await this.heartbeats.findOneByOrFail({ id: result.heartbeatId });
    return { jobId, heartbeat: toHeartbeatResponse(beat) };
  }

  /** Newest first, by keyset on the identity column. */
  async listHeartbeats(limit: number, cursor?: string): Promise<HeartbeatPageDto> {
    const rows = await this.heartbeats.find({
      where: cursor ? { id: LessThan(cursor) } : {},
      order: { id: 'DESC' },
      take: limit + 1,
    });
    const page = rows.slice(0, limit);
    return {
      items: page.map(toHeartbeatResponse),
      nextCursor: rows.length > limit ? page[page.length - 1].id : null,
    };
  }

  async recordHeartbeat(jobId: string, source: HeartbeatPayload['source'], queuedAt: Date): Promise<SystemHeartbeat> {
    const latencyMs = Math.max(0, Date.now() - queuedAt.getTime());
    return this.heartbeats.save(this.heartbeats.create({ jobId, source, queuedAt, latencyMs, worker: this.workerName }));
  }

  async lastHeartbeat(): Promise<SystemHeartbeat | null> {
    return this.heartbeats.findOne({ where: {}, order: { ranAt: 'DESC' } });
  }

  /** Keeps a week of heartbeats; the rest is noise. */
  @Cron(CronExpression.EVERY_DAY_AT_3AM, { name: 'prune-heartbeats' })
  async pruneHeartbeats(): Promise<number> {
    const cutoff = new Date(Date.now() - HEARTBEAT_RETENTION_DAYS * 24 * 3600 * 1000);
    const result = await this.heartbeats.delete({ ranAt: LessThan(cutoff) });
    const removed = result.affected ?? 0;
    this.logger.log({ removed }, 'Pruned old heartbeats');
    return removed;
  }
}
