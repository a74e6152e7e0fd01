import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { MetricsService } from '../../../core/metrics/metrics.service';
import { QueueName } from '../../../core/queue/queue-names';
import type { CollectQuery } from '../sources/job-source';
import type { CollectJobData, CollectProgress } from './collect.processor';
import { JobSourceRegistry } from './job-source.registry';
import { TaskStore } from './task.store';

// A run records each source's failure itself; the job fails (and retries) only on an unexpected error (Redis, database).
const JOB_OPTIONS = { attempts: 3, backoff: { type: 'exponential', delay: 30_000 }, removeOnComplete: { age: 7 * 24 * 3600, count: 200 }, removeOnFail: { age: 7 * 24 * 3600, count: 200 } };

export interface SourceHealth {
  source: string;
  configured: boolean;
  /** ok, degraded, failed, skipped, or never (no run yet). */
  status: string;
  reason: string;
  lastRunAt: string | null;
}

/**
 * The administrator's collection scheduler (part 3 §2.1, §7): tasks become BullMQ job schedulers in
 * the `collect` queue, so the schedule lives in Redis (it survives restarts) and each tick is one
 * job that one worker takes (a second replica does not run it twice).
 */
@Injectable()
export class SchedulerService implements OnModuleInit {
  constructor(
    @InjectQueue(QueueName.Collect) private readonly queue: Queue<CollectJobData>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly tasks: TaskStore,
    private readonly registry: JobSourceRegistry,
    private readonly metrics: MetricsService,
  ) {}

  onModuleInit(): void {
    this.metrics.addGauge('waypoint_job_source_healthy', 'Job sources by their latest run: 1 healthy, 0 degraded or failed', ['source', 'status'], async () =>
      (await this.health()).filter((h) => h.configured).map((h) => ({ labels: { source: h.source, status: h.status }, value: h.status === 'ok' || h.status === 'never' ? 1 : 0 })),
    );
  }

  async start(): Promise<{ running: boolean; tasks: number }> {
    const tasks = (await this.tasks.list()).filter((t) => t.enabled);
    for (const task of tasks) {
      await this.queue.upsertJobScheduler(`task-${task.id}`, { pattern: task.cron }, { name: 'collect', data: { trigger: 'schedule', taskId: task.id }, opts: JOB_OPTIONS });
    }
    return { running: tasks.length > 0, tasks: tasks.length };
  }

  async stop(): Promise<{ running: boolean }> {
    for (const scheduler of await this.queue.getJobSchedulers()) if (scheduler.key) await this.queue.removeJobScheduler(scheduler.key);
    return { running: false };
  }

  async status() {
    const [schedulers, active, waiting] = await Promise.all([this.queue.getJobSchedulers(), this.queue.getJobs(['active']), this.queue.getWaitingCount()]);
    return {
      running: schedulers.length > 0,
      schedules: schedulers.map((s) => ({ id: s.key, pattern: s.pattern ?? '', next: s.next ? new Date(s.next).toISOString() : null })),
      active: active.map((j) => ({ id: String(j.id), trigger: j.data.trigger, progress: (typeof j.progress === 'object' ? (j.progress as unknown as CollectProgress) : null) ?? null })),
      waiting,
      sources: await this.health(),
    };
  }

  async enqueue(trigger: CollectJobData['trigger'], sources: string[], query: CollectQuery): Promise<{ queued: boolean; jobId: string }> {
    const job = await this.queue.add('collect', { trigger, sources, query }, JOB_OPTIONS);
    return { queued: true, jobId: String(job.id) };
  }

  /** Every known source with its latest run's outcome. */
  async health(): Promise<SourceHealth[]> {
    const rows = await this.db.query<{ source: string; status: string; reason: string; started_at: Date }[]>(
      `SELECT DISTINCT ON (source) source, status, reason, started_at FROM collection_runs
       WHERE status <> 'running' ORDER BY source, started_at DESC`,
    );
    return this.registry.names().map((source) => {
      const last = rows.find((r) => r.source === source);
      return {
        source,
        configured: this.registry.get(source)?.configured() ?? false,
        status: last?.status ?? 'never',
        reason: last?.reason ?? (this.registry.get(source)?.configured() ? '' : this.registry.notConfiguredReason(source)),
        lastRunAt: last?.started_at.toISOString() ?? null,
      };
    });
  }

  async metricsFor(days: number) {
    const [jobs] = await this.db.query<{ total: number; recent: number }[]>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE created_at >= now() - $1 * interval '1 day')::int AS recent FROM jobs`,
      [days],
    );
    const bySource = await this.db.query<{ source: string; count: number }[]>(
      `SELECT source, count(*)::int AS count FROM jobs WHERE created_at >= now() - $1 * interval '1 day' GROUP BY source ORDER BY count DESC`,
      [days],
    );
    const runs = await this.db.query<
      { id: string; source: string; trigger: string; status: string; reason: string; started_at: Date; finished_at: Date | null; fetched: number; new_jobs: number; duplicates: number; errors: number; duration_ms: number | null }[]
    >(
      `SELECT id::text, source, trigger, status, reason, started_at, finished_at, fetched, new_jobs, duplicates, errors, duration_ms
       FROM collection_runs WHERE started_at >= now() - $1 * interval '1 day' ORDER BY started_at DESC LIMIT 50`,
      [days],
    );
    const [totals] = await this.db.query<{ runs: number; fetched: number; new_jobs: number; duplicates: number; errors: number }[]>(
      `SELECT count(*)::int AS runs, coalesce(sum(fetched), 0)::int AS fetched, coalesce(sum(new_jobs), 0)::int AS new_jobs,
              coalesce(sum(duplicates), 0)::int AS duplicates, coalesce(sum(errors), 0)::int AS errors
       FROM collection_runs WHERE started_at >= now() - $1 * interval '1 day'`,
      [days],
    );
    return {
      days,
      metrics: {
        jobs: { total: jobs.total, new_in_window: jobs.recent, by_source: bySource },
        runs: {
          ...totals,
          recent: runs.map((r) => ({
            id: r.id,
            source: r.source,
            trigger: r.trigger,
            status: r.status,
            reason: r.reason,
            started_at: r.started_at.toISOString(),
            finished_at: r.finished_at?.toISOString() ?? null,
            fetched: r.fetched,
            new_jobs: r.new_jobs,
            duplicates: r.duplicates,
            errors: r.errors,
            duration_ms: r.duration_ms,
          })),
        },
        sources: await this.health(),
      },
    };
  }
}
