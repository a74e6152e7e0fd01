import { Injectable, Logger } from '@nestjs/common';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { QueueMonitorService } from '../queue/queue-monitor.service';

/** Prometheus metrics: HTTP traffic, queue depths, and the Node process. */
@Injectable()
export class MetricsService {
  private readonly logger = new Logger(MetricsService.name);
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'waypoint_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'waypoint_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route template and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly aiTaskDuration = new Histogram({
    name: 'waypoint_ai_task_duration_seconds',
    help: 'Time the AI provider took per task, by task, provider and outcome (ok or error)',
    labelNames: ['task', 'provider', 'outcome'] as const,
    buckets: [0.001, 0.005, 0.025, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    registers: [this.registry],
  });

  constructor(private readonly queues: QueueMonitorService) {
    collectDefaultMetrics({ register: this.registry, prefix: 'waypoint_' });
    const monitor = this.queues;
    const logger = this.logger;
    new Gauge({
      name: 'waypoint_queue_jobs',
      help: 'Jobs in each BullMQ queue, by state',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          const counts = await monitor.counts();
          for (const [queue, byState] of Object.entries(counts)) {
            for (const [state, n] of Object.entries(byState)) this.set({ queue, state }, n);
          }
        } catch (err) {
          // Redis is away: leave the gauge empty; /api/health says why.
          logger.warn({ err: (err as Error).message }, 'Could not read queue depths');
        }
      },
    });
    new Counter({
      name: 'waypoint_queue_jobs_total',
      help: 'Jobs each BullMQ queue has completed or failed, by outcome (counted by the workers in Redis)',
      labelNames: ['queue', 'outcome'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          for (const [queue, totals] of Object.entries(await monitor.totals())) {
            this.inc({ queue, outcome: 'completed' }, totals.completed);
            this.inc({ queue, outcome: 'failed' }, totals.failed);
          }
        } catch (err) {
          logger.warn({ err: (err as Error).message }, 'Could not read queue totals');
        }
      },
    });
  }

  /**
   * A gauge read from elsewhere when /api/metrics is scraped (a module's own figures, e.g. job-source
   * health from the database). `read` failing leaves the gauge empty for that scrape.
   */
  addGauge(name: string, help: string, labelNames: string[], read: () => Promise<{ labels: Record<string, string>; value: number }[]>): void {
    const logger = this.logger;
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          for (const { labels, value } of await read()) this.set(labels, value);
        } catch (err) {
          logger.warn({ err: (err as Error).message, gauge: name }, 'Could not read a gauge');
        }
      },
    });
  }

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.httpRequests.inc(labels);
    this.httpDuration.observe(labels, seconds);
  }

  observeAiTask(task: string, provider: string, outcome: 'ok' | 'error', seconds: number): void {
    this.aiTaskDuration.observe({ task, provider, outcome }, seconds);
  }

  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
