import { Processor } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Job } from 'bullmq';
import { AppRole, type EnvironmentVariables } from '../../config/env.validation';
import { QueueName, WORKER_METRICS } from '../../core/queue/queue-names';
import { RoleAwareWorkerHost } from '../../core/queue/role-aware-worker.host';
import { DigestService } from './digest.service';
import { type MailJobData, OutboxService } from './outbox.service';

/** Sends outbox e-mails, a few at a time per worker process, and writes the weekly digest. */
@Processor(QueueName.Mail, { autorun: false, concurrency: 4, metrics: WORKER_METRICS })
export class MailProcessor extends RoleAwareWorkerHost {
  constructor(
    private readonly outbox: OutboxService,
    private readonly digest: DigestService,
  ) {
    super();
  }

  async process(job: Job<MailJobData>): Promise<string | number> {
    if (job.name === 'digest') return this.digest.run();
    await job.updateProgress({ stage: 'sending' });
    return this.outbox.process(job.data.outboxId);
  }
}

/** In worker processes: every OUTBOX_SWEEP_MS, re-queues e-mails whose worker died or whose job was lost. */
@Injectable()
export class OutboxSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly outbox: OutboxService,
    private readonly config: ConfigService<EnvironmentVariables, true>,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.get('ROLE', { infer: true }) === AppRole.Api) return;
    const every = this.config.get('OUTBOX_SWEEP_MS', { infer: true });
    this.timer = setInterval(() => void this.outbox.sweep().catch(() => undefined), every);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
