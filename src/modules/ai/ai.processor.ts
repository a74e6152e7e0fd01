import { Processor } from '@nestjs/bullmq';
import { ConfigService } from '@nestjs/config';
import type { Job } from 'bullmq';
import { AppRole, type EnvironmentVariables, NodeEnv } from '../../config/env.validation';
import { QueueName, WORKER_METRICS } from '../../core/queue/queue-names';
import { RoleAwareWorkerHost } from '../../core/queue/role-aware-worker.host';
import { AiEngine } from './ai-engine.service';
import type { AiJobPayload } from './ai.jobs';
import { type AiResult, AiTask } from './ai.types';

const TASKS = new Set<string>(Object.values(AiTask));

@Processor(QueueName.Ai, { autorun: false, concurrency: 2, metrics: WORKER_METRICS })
export class AiProcessor extends RoleAwareWorkerHost {
  constructor(
    private readonly engine: AiEngine,
    private readonly settings: ConfigService<EnvironmentVariables, true>,
  ) {
    super();
  }

  override onApplicationBootstrap(): void {
    // AI_CONCURRENCY bounds the load this process puts on the language model.
    this.worker.concurrency = this.settings.get('AI_CONCURRENCY', { infer: true });
    super.onApplicationBootstrap();
    // A process that runs AI jobs loads the built-in engine now (about a second), not on a member's first task.
    // Test apps leave it to the first task: most never run one.
    if (this.settings.get('ROLE', { infer: true }) !== AppRole.Api && this.settings.get('NODE_ENV', { infer: true }) !== NodeEnv.Test) this.engine.warm();
  }

  async process(job: Job<AiJobPayload>): Promise<AiResult<unknown>> {
    if (!TASKS.has(job.name)) throw new Error(`Unknown job ${job.name} on queue ${QueueName.Ai}`);
    await job.updateProgress(10);
    const result = await this.engine.run(job.data.task, job.data.input, job.data.choice);
    await job.updateProgress(100);
    this.logger.debug({ jobId: job.id, task: job.name, provider: result.provider, ms: result.responseTimeMs }, 'AI task done');
    return result;
  }
}
