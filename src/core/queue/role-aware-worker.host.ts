import { WorkerHost } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AppRole, type EnvironmentVariables } from '../../config/env.validation';
import { RedisService } from './redis.service';

/**
 * Base of every processor. Declare processors with `{ autorun: false }`: the worker then starts
 * only in processes whose ROLE runs workers (`all`, `worker`), never in an `api`-only replica.
 */
export abstract class RoleAwareWorkerHost extends WorkerHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected readonly logger = new Logger(this.constructor.name);

  @Inject(ConfigService)
  private readonly config: ConfigService<EnvironmentVariables, true>;

  @Inject(RedisService)
  private readonly redis: RedisService;

  onApplicationBootstrap(): void {
    const worker = this.worker;
    // Redis outages surface here; log them rather than crash on an unhandled 'error' event.
    worker.on('error', (err) => this.logger.warn({ err: err.message, queue: worker.name }, 'Queue worker error'));
    worker.on('failed', (job, err) =>
      this.logger.warn({ queue: worker.name, jobId: job?.id, job: job?.name, err: err.message }, 'Job failed'),
    );
    if (this.config.get('ROLE', { infer: true }) === AppRole.Api) return;
    worker.run().catch((err: Error) => this.logger.error({ err, queue: worker.name }, 'Queue worker stopped'));
  }

  /**
   * A graceful close waits for the running job, and for Redis, for ever. When Redis is away there
   * is nothing to hand back, so close at once; BullMQ retries a job interrupted that way as stalled.
   */
  async beforeApplicationShutdown(): Promise<void> {
    const reachable = await this.redis.ping(500).then(
      () => true,
      () => false,
    );
    await this.worker.close(!reachable);
  }
}
