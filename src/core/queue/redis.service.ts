import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Redis } from 'ioredis';
import type { EnvironmentVariables } from '../../config/env.validation';
import { withTimeout } from '../util/with-timeout';
import { redisOptionsFromUrl } from './redis-options';

/**
 * A small Redis client for checks that must answer quickly (health, rate limits), separate from
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
    const work = async () => {
      await this.connected();
      const answer = await this.client.ping();
      if (answer !== 'PONG') throw new Error(`unexpected answer ${answer}`);
    };
    await withTimeout(work(), timeoutMs, () => new Error(`no answer within ${timeoutMs} ms`));
  }

  /** The shared fail-fast client once connected, for short commands (rate limits). */
  async connection(timeoutMs = 1_500): Promise<Redis> {
    if (this.closed) throw new Error('the app is shutting down');
    await withTimeout(this.connected(), timeoutMs, () => new Error(`Redis not reachable within ${timeoutMs} ms`));
    return this.client;
  }

  /**
   * Waits for the connection. Without an offline queue a command sent while connecting fails at
   * once, so concurrent first checks (or checks during a reconnect) would report Redis down.
   */
  private async connected(): Promise<void> {
    const status = this.client.status;
    if (status === 'ready') return;
    if (status === 'wait' || status === 'end') {
      this.client.connect().catch(() => undefined); // errors surface as 'error' events and the timeout
    }
    await new Promise<void>((resolve, reject) => {
      const onReady = () => {
        cleanup();
        resolve();
      };
      const onEnd = () => {
        cleanup();
        reject(new Error('connection closed'));
      };
      const onError = (err: Error) => {
        cleanup();
        reject(err);
      };
      const cleanup = () => {
        this.client.off('ready', onReady);
        this.client.off('end', onEnd);
        this.client.off('error', onError);
      };
      this.client.once('ready', onReady);
      this.client.once('end', onEnd);
      this.client.once('error', onError);
    });
  }

  /** The last shutdown phase: workers still ping Redis in beforeApplicationShutdown. */
  onApplicationShutdown(): void {
    this.closed = true;
    this.client.disconnect();
  }
}
