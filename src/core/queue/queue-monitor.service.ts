import { getQueueToken } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { ALL_QUEUES, QueueName } from './queue-names';

export interface QueueCounts {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completed: number;
}

/** Reads the depth of every queue, for /api/metrics and /api/health. */
@Injectable()
export class QueueMonitorService {
  constructor(private readonly moduleRef: ModuleRef) {}

  queue(name: QueueName): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }

  async counts(): Promise<Record<QueueName, QueueCounts>> {
    const entries = await Promise.all(
      ALL_QUEUES.map(async (name) => {
        const c = await this.queue(name).getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed');
        const counts: QueueCounts = {
          waiting: c.waiting ?? 0,
          active: c.active ?? 0,
          delayed: c.delayed ?? 0,
          failed: c.failed ?? 0,
          completed: c.completed ?? 0,
        };
        return [name, counts] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<QueueName, QueueCounts>;
  }

  /** Jobs completed and failed since the workers started counting (BullMQ metrics, kept in Redis). */
  async totals(): Promise<Record<QueueName, { completed: number; failed: number }>> {
    const entries = await Promise.all(
      ALL_QUEUES.map(async (name) => {
        const queue = this.queue(name);
        const [completed, failed] = await Promise.all([queue.getMetrics('completed', 0, 0), queue.getMetrics('failed', 0, 0)]);
        return [name, { completed: Number(completed.meta.count ?? 0), failed: Number(failed.meta.count ?? 0) }] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<QueueName, { completed: number; failed: number }>;
  }
}
