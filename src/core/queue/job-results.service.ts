import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { type Job, QueueEvents } from 'bullmq';
import type { EnvironmentVariables } from '../../config/env.validation';
import { DomainError, DomainErrorCode } from '../http/domain.error';
import { QueueName } from './queue-names';
import { redisOptionsFromUrl } from './redis-options';
import { withTimeout } from '../util/with-timeout';

export const timedOut = (what: string, ms: number) =>
  new DomainError(
    DomainErrorCode.ServiceUnavailable,
    `${what} did not finish within ${Math.round(ms / 1000)} s. Check that the queue workers and Redis are running.`,
  );

/**
 * Lets an endpoint that answers synchronously await a queued job (DESIGN.md §6): the queue still
 * bounds concurrency, the caller gets the result or a clear error when it takes too long.
 */
@Injectable()
export class JobResultsService implements OnModuleDestroy {
  private readonly events = new Map<QueueName, Promise<QueueEvents>>();

  constructor(private readonly config: ConfigService<EnvironmentVariables, true>) {}

  private queueEvents(name: QueueName): Promise<QueueEvents> {
    let events = this.events.get(name);
    if (!events) {
      const qe = new QueueEvents(name, {
        connection: { ...redisOptionsFromUrl(this.config.get('REDIS_URL', { infer: true })), maxRetriesPerRequest: null },
        prefix: this.config.get('QUEUE_PREFIX', { infer: true }),
        // Read events from a little before now, not from '$': the first blocking read starts some time
        // after the connection is ready, and a job finishing in that window would otherwise never be
        // heard of (its waiter hung until the timeout; seen with ten jobs enqueued at once).
        lastEventId: `${Date.now() - 5_000}-0`,
      });
      qe.on('error', () => undefined); // surfaced through waitUntilFinished
      events = qe.waitUntilReady().then(() => qe);
      this.events.set(name, events);
    }
    return events;
  }

  /**
   * Enqueues a job and resolves with its return value. One deadline covers enqueueing (which waits
   * while Redis is away) and running; past it, or when the job fails, throws a DomainError.
   */
  async run<T>(name: QueueName, enqueue: () => Promise<Job>, timeoutMs: number, what: string): Promise<T> {
    const started = Date.now();
    const work = async () => {
      const [job, events] = await Promise.all([enqueue(), this.queueEvents(name)]);
      try {
        return (await job.waitUntilFinished(events, Math.max(1, timeoutMs - (Date.now() - started)))) as T;
      } catch (err) {
        throw new DomainError(DomainErrorCode.ServiceUnavailable, `${what} failed: ${(err as Error).message}`);
      }
    };
    return withTimeout(work(), timeoutMs, () => timedOut(what, timeoutMs));
  }

  async onModuleDestroy(): Promise<void> {
    const all = await Promise.allSettled(this.events.values());
    await Promise.all(all.map((r) => (r.status === 'fulfilled' ? r.value.close() : undefined)));
  }
}
