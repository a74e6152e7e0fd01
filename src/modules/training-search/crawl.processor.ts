import { Processor } from '@nestjs/bullmq';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Job } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { EnvironmentVariables } from '../../config/env.validation';
import { AddressPolicy } from '../../core/outbound/address-policy';
import { QueueName, WORKER_METRICS } from '../../core/queue/queue-names';
import { RedisService } from '../../core/queue/redis.service';
import { RoleAwareWorkerHost } from '../../core/queue/role-aware-worker.host';
import { type AiResult, AiProviderName, type ProgramCategorisation } from '../ai/ai.types';
import { AiService } from '../ai/ai.service';
import { BUILTIN_MODEL } from '../ai/builtin/builtin.provider';
import { categorizeProgram } from '../ai/builtin/programs';
import type { CrawlJobData } from './crawler.service';
import { type HostTurns, RedisHostTurns } from './host-turns';
import { ProgramCrawler } from './program-crawler';
import type { ExtractedProgram } from './program-extract';
import { ProgramsService } from './programs.service';
import { returnedRows } from '../../core/database/returning';

const PAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Runs one crawl session: reads the pages (robots.txt, per-host delay, address policy, timeouts,
 * size cap), categorises each program with the AI engine, stores it, and records progress in the
 * job and the session row as it goes. One crawl at a time per worker: politeness over speed; the
 * per-host delay is kept in Redis, so it holds across jobs, workers and replicas (crawl-all).
 */
@Processor(QueueName.Crawl, { autorun: false, concurrency: 1, metrics: WORKER_METRICS })
export class CrawlProcessor extends RoleAwareWorkerHost {
  private readonly turns: HostTurns;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly programs: ProgramsService,
    private readonly ai: AiService,
    private readonly settings: ConfigService<EnvironmentVariables, true>,
    redis: RedisService,
  ) {
    super();
    this.turns = new RedisHostTurns(() => redis.connection(), settings.get('QUEUE_PREFIX', { infer: true }));
  }

  async process(job: Job<CrawlJobData>): Promise<{ programs: number; pages: number }> {
    const { sessionId } = job.data;
    const [session] = returnedRows<{ domain: string | null; start_urls: string[]; max_pages: number }>(
      await this.db.query(
        `UPDATE crawl_sessions SET status = 'running', started_at = coalesce(started_at, now()), error = NULL WHERE id = $1
         RETURNING domain, start_urls, max_pages`,
        [sessionId],
      ),
    );
    if (!session) return { programs: 0, pages: 0 };
    try {
      const crawler = new ProgramCrawler({
        startUrls: session.start_urls,
        maxPages: session.max_pages,
        hostDelayMs: this.settings.get('CRAWL_HOST_DELAY_MS', { infer: true }),
        policy: this.settings.get('TRAINING_CRAWL_ALLOW_PRIVATE', { infer: true }) ? AddressPolicy.Operator : AddressPolicy.Member,
        timeoutMs: this.settings.get('CRAWL_PAGE_TIMEOUT_MS', { infer: true }),
        maxBytes: PAGE_MAX_BYTES,
        turns: this.turns,
        // Reading is 80 % of the work, categorising and storing the rest.
        onProgress: async (done, planned) => this.progress(job, sessionId, Math.round((done / Math.max(planned, 1)) * 80)),
      });
      const outcome = await crawler.run();
      const platforms = await this.platformsByHost();
      const ids: number[] = [];
      for (const [i, program] of outcome.programs.entries()) {
        const ai = await this.categorise(program);
        ids.push(await this.programs.store(program, platforms.get(new URL(program.url).host) ?? new URL(program.url).host, session.domain, ai));
        await this.progress(job, sessionId, 80 + Math.round(((i + 1) / outcome.programs.length) * 20));
      }
      await this.db.query(
        `UPDATE crawl_sessions SET status = 'completed', progress = 100, pages_fetched = $2, programs_found = $3, program_ids = $4, skipped = $5,
           finished_at = now() WHERE id = $1`,
        [sessionId, outcome.pagesFetched, ids.length, ids, JSON.stringify(outcome.skipped.slice(0, 200))],
      );
      this.logger.log({ session: sessionId, pages: outcome.pagesFetched, programs: ids.length, skipped: outcome.skipped.length }, 'Crawl finished');
      return { programs: ids.length, pages: outcome.pagesFetched };
    } catch (err) {
      const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await this.db.query(`UPDATE crawl_sessions SET status = $2, error = $3, finished_at = CASE WHEN $2 = 'failed' THEN now() END WHERE id = $1`, [
        sessionId,
        last ? 'failed' : 'queued',
        err instanceof Error ? err.message.slice(0, 500) : 'The crawl failed.',
      ]);
      throw err;
    }
  }

  private async progress(job: Job<CrawlJobData>, sessionId: string, percent: number): Promise<void> {
    await job.updateProgress(percent);
    await this.db.query(`UPDATE crawl_sessions SET progress = $2 WHERE id = $1`, [sessionId, Math.min(100, percent)]);
  }

  /** The AI engine's categorisation; when it cannot answer, the built-in rules directly (still honest: provider builtin). */
  private async categorise(program: ExtractedProgram): Promise<AiResult<ProgramCategorisation>> {
    const text = [program.description, program.skills.join(', ')].filter(Boolean).join('\n');
    try {
      return await this.ai.categorizeProgram(program.title, text);
    } catch {
      const started = Date.now();
      return { output: categorizeProgram(program.title, text), provider: AiProviderName.Builtin, model: BUILTIN_MODEL, responseTimeMs: Date.now() - started };
    }
  }

  private async platformsByHost(): Promise<Map<string, string>> {
    const rows = await this.db.query<{ display_name: string; base_url: string }[]>(`SELECT display_name, base_url FROM training_platforms`);
    const map = new Map<string, string>();
    for (const r of rows) {
      try {
        map.set(new URL(r.base_url).host, r.display_name);
      } catch {
        // A malformed base URL names no host.
      }
    }
    return map;
  }
}
