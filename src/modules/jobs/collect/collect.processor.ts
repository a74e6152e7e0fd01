import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { QueueName, WORKER_METRICS } from '../../../core/queue/queue-names';
import { RoleAwareWorkerHost } from '../../../core/queue/role-aware-worker.host';
import type { CollectQuery } from '../sources/job-source';
import { CollectionService, type SourceOutcome } from './collection.service';
import { TaskStore } from './task.store';

/** A collection job: a scheduled task by id, or sources and a query (Run Now, refresh). */
export interface CollectJobData {
  trigger: 'schedule' | 'run-now' | 'refresh';
  taskId?: number;
  sources?: string[];
  query?: CollectQuery;
}

/** Progress a running collection reports (the scheduler bar shows it). */
export interface CollectProgress {
  done: number;
  total: number;
  source: string;
}

/** Runs collections, one at a time per worker process: sources are other people's servers. */
@Processor(QueueName.Collect, { autorun: false, concurrency: 1, metrics: WORKER_METRICS })
export class CollectProcessor extends RoleAwareWorkerHost {
  constructor(
    private readonly collection: CollectionService,
    private readonly tasks: TaskStore,
  ) {
    super();
  }

  async process(job: Job<CollectJobData>): Promise<SourceOutcome[]> {
    let { sources, query } = job.data;
    if (job.data.taskId !== undefined) {
      const task = await this.tasks.get(job.data.taskId);
      if (!task?.enabled) return [];
      sources = [task.source];
      query = { searchTerm: task.searchTerm, location: task.location, isRemote: task.isRemote, resultsWanted: task.resultsWanted, hoursOld: task.hoursOld };
    }
    if (!sources?.length || !query) throw new Error('A collection job needs a task or sources and a query.');
    return this.collection.run(sources, query, job.data.trigger, job.data.taskId ?? null, (done, total, source) =>
      job.updateProgress({ done, total, source } satisfies CollectProgress),
    );
  }
}
