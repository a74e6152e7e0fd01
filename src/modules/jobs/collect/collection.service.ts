import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { OutboundError } from '../../../core/outbound/outbound-http';
import { CollectionRun, type RunStatus } from '../entities/collection-run.entity';
import { JobStore } from '../job-store.service';
import { type CollectQuery, SourceHttpError } from '../sources/job-source';
import { JobSourceRegistry } from './job-source.registry';

/** Part 3 §9 Run Now defaults. */
export const RUN_NOW_DEFAULTS: CollectQuery & { sites: string[] } = {
  sites: ['indeed', 'linkedin'],
  searchTerm: 'software engineer',
  location: 'Remote',
  isRemote: true,
  resultsWanted: 20,
  hoursOld: 72,
};

/** A source is degraded when more than this share of its items cannot be read. */
const PARSE_FAILURE_LIMIT = 0.1;

export interface SourceOutcome {
  source: string;
  status: RunStatus;
  reason: string;
  fetched: number;
  newJobs: number;
  duplicates: number;
}

/**
 * One collection run over some sources (DESIGN.md §9): each source's part is a `collection_runs`
 * row with its figures, and its outcome is the source's health (no peer has it): a source that
 * answers 0 jobs, a 403 or 429, or fails to read more than a tenth of its items is degraded, with
 * the reason; one that cannot be reached failed; one that is not configured is skipped, saying so.
 */
@Injectable()
export class CollectionService {
  private readonly logger = new Logger(CollectionService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly registry: JobSourceRegistry,
    private readonly store: JobStore,
  ) {}

  async run(
    sources: string[],
    query: CollectQuery,
    trigger: string,
    taskId: number | null,
    progress: (done: number, total: number, source: string) => Promise<void> = async () => {},
  ): Promise<SourceOutcome[]> {
    const outcomes: SourceOutcome[] = [];
    for (const [n, name] of sources.entries()) {
      await progress(n, sources.length, name);
      outcomes.push(await this.runOne(name, query, trigger, taskId));
    }
    await progress(sources.length, sources.length, '');
    return outcomes;
  }

  private async runOne(name: string, query: CollectQuery, trigger: string, taskId: number | null): Promise<SourceOutcome> {
    const runs = this.db.getRepository(CollectionRun);
    const started = new Date();
    const run = await runs.save(runs.create({ source: name, trigger, taskId, status: 'running', startedAt: started }));
    const outcome: SourceOutcome = { source: name, status: 'ok', reason: '', fetched: 0, newJobs: 0, duplicates: 0 };
    let errors = 0;
    const source = this.registry.get(name);
    try {
      if (!source) {
        outcome.status = 'skipped';
        outcome.reason = `There is no job source called "${name}".`;
      } else if (!source.configured()) {
        outcome.status = 'skipped';
        outcome.reason = this.registry.notConfiguredReason(name);
      } else {
        const result = await source.collect(query);
        const stored = await this.store.store(result.jobs);
        Object.assign(outcome, { fetched: result.jobs.length, newJobs: stored.inserted, duplicates: stored.duplicates });
        errors = result.parseFailures;
        if (result.itemsSeen > 0 && result.parseFailures / result.itemsSeen > PARSE_FAILURE_LIMIT) {
          outcome.status = 'degraded';
          outcome.reason = `${result.parseFailures} of ${result.itemsSeen} items could not be read.`;
        } else if (result.jobs.length === 0) {
          outcome.status = 'degraded';
          outcome.reason = 'The source answered no jobs.';
        }
      }
    } catch (err) {
      errors++;
      if (err instanceof SourceHttpError && (err.status === 403 || err.status === 429)) {
        outcome.status = 'degraded';
        outcome.reason = err.status === 429 ? 'The source answered 429 Too Many Requests: it is rate-limiting us.' : 'The source answered 403 Forbidden: it refuses our requests.';
      } else {
        outcome.status = 'failed';
        outcome.reason = err instanceof SourceHttpError || err instanceof OutboundError ? err.message : `Collecting failed: ${(err as Error).message}`;
      }
      this.logger.warn({ source: name, status: outcome.status, reason: outcome.reason }, 'Job source run did not succeed');
    }
    await runs.update(
      { id: run.id },
      {
        status: outcome.status,
        reason: outcome.reason.slice(0, 1000),
        finishedAt: new Date(),
        fetched: outcome.fetched,
        newJobs: outcome.newJobs,
        duplicates: outcome.duplicates,
        errors,
        durationMs: Date.now() - started.getTime(),
      },
    );
    return outcome;
  }
}
