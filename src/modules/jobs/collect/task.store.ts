import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CollectionTask } from '../entities/collection-task.entity';

/** The default schedule (POST /api/ja/tasks/seed-defaults): each source every few hours, spread apart. */
export const DEFAULT_TASKS: Omit<CollectionTask, 'id' | 'createdAt' | 'enabled'>[] = [
  { source: 'indeed', searchTerm: 'software engineer', location: 'Remote', isRemote: true, resultsWanted: 20, hoursOld: 72, cron: '0 */6 * * *' },
  { source: 'linkedin', searchTerm: 'software engineer', location: 'Remote', isRemote: true, resultsWanted: 20, hoursOld: 72, cron: '20 */6 * * *' },
  { source: 'rss', searchTerm: '', location: '', isRemote: false, resultsWanted: 100, hoursOld: 168, cron: '40 * * * *' },
  { source: 'greenhouse', searchTerm: '', location: '', isRemote: false, resultsWanted: 200, hoursOld: 720, cron: '10 3 * * *' },
  { source: 'lever', searchTerm: '', location: '', isRemote: false, resultsWanted: 200, hoursOld: 720, cron: '30 3 * * *' },
];

@Injectable()
export class TaskStore {
  constructor(@InjectRepository(CollectionTask) private readonly tasks: Repository<CollectionTask>) {}

  list(): Promise<CollectionTask[]> {
    return this.tasks.find({ order: { id: 'ASC' } });
  }

  get(id: number): Promise<CollectionTask | null> {
    return this.tasks.findOneBy({ id });
  }

  /** Adds the default tasks that are not there yet (same source, term and location); answers how many were added. */
  async seedDefaults(): Promise<number> {
    const existing = await this.list();
    const missing = DEFAULT_TASKS.filter((d) => !existing.some((t) => t.source === d.source && t.searchTerm === d.searchTerm && t.location === d.location));
    if (missing.length) await this.tasks.insert(missing.map((t) => ({ ...t, enabled: true })));
    return missing.length;
  }
}
