/** Every BullMQ queue Waypoint uses (DESIGN.md §6). Add a name here when its module arrives. */
export enum QueueName {
  System = 'system',
  Ai = 'ai',
  /** Job collection runs: scheduled, Run Now and refresh (DESIGN.md §9). */
  Collect = 'collect',
  /** The e-mail outbox: application e-mails and digests, out by SMTP (issue 15). */
  Mail = 'mail',
  /** Training-program crawls (issue 16; DESIGN.md §6). */
  Crawl = 'crawl',
}

/** Queues whose depth /api/metrics and the health check report. */
export const ALL_QUEUES: QueueName[] = Object.values(QueueName);

/**
 * Every worker counts its completed and failed jobs per minute in Redis (BullMQ metrics, a week of
 * points): the totals behind `waypoint_queue_jobs_total` in /api/metrics, whichever process ran them.
 */
export const WORKER_METRICS = { maxDataPoints: 60 * 24 * 7 };
