import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { EnvironmentVariables } from '../../config/env.validation';
import { RedisService } from '../queue/redis.service';

/** What is limited, and per what. */
export enum RateLimitPolicy {
  /** Failed sign-ins per account (or per unknown login name: the answer must not tell them apart). */
  SignInAccount = 'signin-account',
  /** Failed sign-ins per client address. */
  SignInAddress = 'signin-address',
  /** Registration attempts per client address. */
  Register = 'register',
  /** Language-model work per member (or per address when signed out). */
  Ai = 'ai',
  /** E-mails a member sends through Waypoint's mail server. */
  Mail = 'mail',
  /** The public training-program search service: reads per member or address. */
  TrainingSearch = 'training-search',
  /** Searches and crawls it starts: each fetches other sites' pages. */
  Crawl = 'crawl',
}

interface PolicyLimits {
  /** Attempts allowed per window. */
  points: number;
  windowSeconds: number;
  /** Once over the limit, refused for this long. */
  blockSeconds: number;
}

export const POLICY_LIMITS: Record<RateLimitPolicy, PolicyLimits> = {
  [RateLimitPolicy.SignInAccount]: { points: 10, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  // Higher: many members can share one address (an office, a library).
  [RateLimitPolicy.SignInAddress]: { points: 50, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  [RateLimitPolicy.Register]: { points: 10, windowSeconds: 3600, blockSeconds: 3600 },
  [RateLimitPolicy.Ai]: { points: 30, windowSeconds: 60, blockSeconds: 60 },
  // Applications go one by one; a burst beyond this is a script, and our server's reputation is shared.
  [RateLimitPolicy.Mail]: { points: 40, windowSeconds: 3600, blockSeconds: 3600 },
  [RateLimitPolicy.TrainingSearch]: { points: 120, windowSeconds: 60, blockSeconds: 60 },
  [RateLimitPolicy.Crawl]: { points: 30, windowSeconds: 3600, blockSeconds: 600 },
};

/**
 * Attempt counters in Redis (rate-limiter-flexible), so every replica sees the same counts. Keys
 * are hashed: no login names or addresses in Redis key names. When Redis cannot be reached the
 * limit is not enforced (logged): without Redis there are no sessions either, so nothing is gained
 * by refusing.
 */
@Injectable()
export class RateLimitService {
  private readonly logger = new Logger(RateLimitService.name);
  private readonly limiters = new Map<RateLimitPolicy, Promise<RateLimiterRedis>>();

  constructor(
    private readonly redis: RedisService,
    private readonly config: ConfigService<EnvironmentVariables, true>,
  ) {}

  /** Seconds until `key` may try again under `policy`; 0 when it may now. Uses no attempt. */
  async retryAfter(policy: RateLimitPolicy, key: string): Promise<number> {
    return this.guarded(policy, 0, async (limiter) => {
      const res = await limiter.get(this.hash(key));
      if (!res || res.consumedPoints < POLICY_LIMITS[policy].points) return 0;
      return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    });
  }

  /** Counts one attempt; answers the seconds to wait when this attempt went over the limit, else 0. */
  async hit(policy: RateLimitPolicy, key: string): Promise<number> {
    return this.guarded(policy, 0, async (limiter) => {
      try {
        await limiter.consume(this.hash(key));
        return 0;
      } catch (res) {
        if (res instanceof RateLimiterRes) return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
        throw res;
      }
    });
  }

  /** Forgets the attempts of `key` (a successful sign-in clears its account's counter). */
  async reset(policy: RateLimitPolicy, key: string): Promise<void> {
    await this.guarded(policy, undefined, (limiter) => limiter.delete(this.hash(key)).then(() => undefined));
  }

  private async guarded<T>(policy: RateLimitPolicy, fallback: T, work: (limiter: RateLimiterRedis) => Promise<T>): Promise<T> {
    try {
      return await work(await this.limiter(policy));
    } catch (err) {
      this.logger.warn({ err: (err as Error).message, policy }, 'Rate limit not checked: Redis unavailable');
      return fallback;
    }
  }

  private limiter(policy: RateLimitPolicy): Promise<RateLimiterRedis> {
    let limiter = this.limiters.get(policy);
    if (!limiter) {
      const limits = POLICY_LIMITS[policy];
      limiter = this.redis.connection().then(
        (storeClient) =>
          new RateLimiterRedis({
            storeClient,
            keyPrefix: `${this.config.get('QUEUE_PREFIX', { infer: true })}:rl:${policy}`,
            points: limits.points,
            duration: limits.windowSeconds,
            blockDuration: limits.blockSeconds,
          }),
      );
      // A failed connection is retried on the next call.
      limiter.catch(() => this.limiters.delete(policy));
      this.limiters.set(policy, limiter);
    }
    return limiter;
  }

  private hash(key: string): string {
    return createHash('sha256').update(key.trim().toLowerCase(), 'utf8').digest('base64url').slice(0, 32);
  }
}
