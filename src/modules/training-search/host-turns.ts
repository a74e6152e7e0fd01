import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { OutboundError } from '../../core/outbound/outbound-http';

/**
 * Hands out turns to send a request to a host (an origin): `take` resolves once the caller may
 * send its next request there, at least `delayMs` after the previous one to that host.
 */
export interface HostTurns {
  take(origin: string, delayMs: number): Promise<void>;
}

/** A wait for a host's turn gives up after this long (other crawls keep the host busy). */
export const HOST_TURN_MAX_WAIT_MS = 120_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Turns kept in this process: they space one crawler's own requests only. */
export class LocalHostTurns implements HostTurns {
  private readonly nextAt = new Map<string, number>();

  async take(origin: string, delayMs: number): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, this.nextAt.get(origin) ?? 0);
    this.nextAt.set(origin, at + delayMs);
    if (at > now) await sleep(at - now);
  }
}

/**
 * Turns kept in Redis, so they hold across crawl jobs, workers and replicas: a turn is the key
 * `<prefix>:crawl:host:<origin>` set with NX and a PX of the delay, so while it lives no crawler
 * sends to that host. A caller that finds it taken sleeps for its remaining TTL and tries again,
 * for at most `maxWaitMs`, then gives up on that page. When Redis cannot be reached, this process's
 * own turns are used instead (logged): one crawl stays polite even then.
 */
export class RedisHostTurns implements HostTurns {
  private readonly logger = new Logger(RedisHostTurns.name);
  private readonly local = new LocalHostTurns();
  private degraded = false;

  constructor(
    private readonly connection: () => Promise<Redis>,
    private readonly prefix: string,
    private readonly maxWaitMs = HOST_TURN_MAX_WAIT_MS,
  ) {}

  async take(origin: string, delayMs: number): Promise<void> {
    if (delayMs <= 0) return;
    const key = `${this.prefix}:crawl:host:${origin}`;
    const giveUpAt = Date.now() + this.maxWaitMs;
    for (;;) {
      let ttl: number;
      try {
        const redis = await this.connection();
        if ((await redis.set(key, '1', 'PX', delayMs, 'NX')) === 'OK') {
          this.degraded = false;
          return;
        }
        ttl = await redis.pttl(key);
      } catch (err) {
        if (!this.degraded) this.logger.warn({ err: (err as Error).message }, 'Crawl host turns kept per process: Redis unavailable');
        this.degraded = true;
        return this.local.take(origin, delayMs);
      }
      const left = giveUpAt - Date.now();
      if (left <= 0) throw new OutboundError('timeout', `no turn to read this host within ${Math.round(this.maxWaitMs / 1000)} s: other crawls keep it busy`);
      // -2: the turn ended between SET and PTTL. A little jitter keeps waiting crawlers from racing in step.
      await sleep(Math.min(left, Math.max(ttl, 1) + Math.floor(Math.random() * 10)));
    }
  }
}
