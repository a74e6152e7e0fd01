import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Redis } from 'ioredis';
import type { EnvironmentVariables } from '../../config/env.validation';
import { withTimeout } from '../util/with-timeout';
import { redisOptionsFromUrl } from './redis-options';

/**
 * A small Redis client for checks that must answer quickly (health), separate from
 * BullMQ's blocking connections: it fails fast instead of queueing commands while Redis is away.
 */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  private readonly client: Redis;
  private closed = false;

  constructor(config: ConfigService<EnvironmentVariables, true>) {
    this.client = new Redis({
      ...redisOptionsFromUrl(config.get('REDIS_URL', { infer: true })),
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2_000,
      retryStrategy: (times) => Math.min(times * 500, 5_000),
    });
    // Connection errors are reported through ping(); without a listener ioredis would print each one.
    this.client.on('error', () => undefined);
  }

  /** Resolves when Redis answers PONG within the timeout; rejects otherwise. */
  async ping(timeoutMs = 1_500): Promise<void> {
    if (this.closed) throw new Error('the app is shutting down');
    if (this.client.status === 'wait' || this.client.status === 'end') {
      await this.client.connect().catch(() => undefined);
    }
    const answer = await withTimeout(this.client.ping(), timeoutMs, () => new Error(`no answer within ${timeoutMs} ms`));
    if (answer !== 'PONG') throw new Error(`unexpected answer ${answer}`);
  }

  /** The last shutdown phase: workers still ping Redis in beforeApplicationShutdown. */
  onApplicationShutdown(): void {
    this.closed = true;
    this.client.disconnect();
  }
}
