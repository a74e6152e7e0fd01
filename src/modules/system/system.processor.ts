import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { QueueName, WORKER_METRICS } from '../../core/queue/queue-names';
import { RoleAwareWorkerHost } from '../../core/queue/role-aware-worker.host';
import { type HeartbeatPayload, SystemJob } from './system.jobs';
import { SystemService } from './system.service';

@Processor(QueueName.System, { autorun: false, concurrency: 1, metrics: WORKER_METRICS })
export class SystemProcessor extends RoleAwareWorkerHost {
  constructor(private readonly system: SystemService) {
    super();
  }

  async process(job: Job<HeartbeatPayload>): Promise<{ heartbeatId: string }> {
    switch (job.name as SystemJob) {
      case SystemJob.Heartbeat: {
        const beat = await this.system.recordHeartbeat(job.id ?? 'unknown', job.data.source, new Date(job.timestamp));
        await job.updateProgress(100);
        return { heartbeatId: beat.id };
      }
      default:
        throw new Error(`Unknown job ${job.name} on queue ${QueueName.System}`);
    }
  }
}
