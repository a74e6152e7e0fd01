import { InjectQueue } from '@nestjs/bullmq';
import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { EnvironmentVariables } from '../../config/env.validation';
import { DomainError, DomainErrorCode } from '../../core/http/domain.error';
import { AddressPolicy } from '../../core/outbound/address-policy';
import { fetchOutbound, OutboundError } from '../../core/outbound/outbound-http';
import { QueueName } from '../../core/queue/queue-names';
import type {
  CrawlAllResponseDto,
  CrawlerStatusDto,
  CrawlRequestDto,
  CrawlResponseDto,
  CrawlSessionDetailDto,
  CrawlSessionDto,
  CrawlSessionsDto,
  SearchHitDto,
  SearchRequestDto,
  SearchResponseDto,
  TrainingHealthDto,
} from './dto/training-search.dto';
import type { CrawlSession } from './entities/crawl-session.entity';
import { ProgramsService } from './programs.service';

export interface CrawlJobData {
  sessionId: string;
}

const SEARXNG_RESULTS = 15;
const DEFAULT_WAIT_SECONDS = 20;
const RECENT_SESSIONS = 20;
/** Crawl jobs: retried once after a crash; finished ones kept a day for the queue dashboard. */
const CRAWL_JOB_OPTIONS = { attempts: 2, backoff: { type: 'exponential', delay: 5_000 }, removeOnComplete: { age: 86_400, count: 500 }, removeOnFail: { age: 7 * 86_400 } };

interface SessionRow {
  id: string;
  domain: string | null;
  query: string | null;
  status: string;
  progress: number;
  start_urls: string[];
  pages_fetched: number;
  programs_found: number;
  program_ids: number[];
  skipped: CrawlSession['skipped'];
  error: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
function sessionDto(r: SessionRow): CrawlSessionDto {
  return {
    id: r.id,
    domain: r.domain,
    query: r.query,
    status: r.status,
    progress: r.progress,
    start_urls: r.start_urls,
    pages_fetched: r.pages_fetched,
    programs_found: r.programs_found,
    skipped: r.skipped,
    error: r.error,
    created_at: new Date(r.created_at).toISOString(),
    started_at: iso(r.started_at),
    finished_at: iso(r.finished_at),
  };
}

/**
 * The training-program search service (part 2 §2.4, §7): builds the pages to read for a domain or
 * a custom query (a self-hosted SearXNG when SEARXNG_URL is set, and each enabled platform's own
 * catalogue search), and runs crawls on the `crawl` queue, recorded as crawl sessions.
 */
@Injectable()
export class CrawlerService {
  private readonly logger = new Logger(CrawlerService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectQueue(QueueName.Crawl) private readonly queue: Queue<CrawlJobData>,
    private readonly programs: ProgramsService,
    private readonly config: ConfigService<EnvironmentVariables, true>,
  ) {}

  async health(): Promise<TrainingHealthDto> {
    const database = await this.db.query(`SELECT 1`).then(
      () => true,
      () => false,
    );
    const crawler = await this.crawlerAvailable();
    return {
      status: database && crawler ? 'ok' : 'degraded',
      service: 'training-search',
      database,
      searxng_configured: Boolean(this.config.get('SEARXNG_URL', { infer: true })),
      crawler_available: crawler,
    };
  }

  async search(dto: SearchRequestDto): Promise<SearchResponseDto> {
    const query = dto.query?.trim() ?? '';
    if (!query && !dto.domain) throw new BadRequestException('Please select a domain or enter a custom query');
    const domain = dto.domain ? await this.domain(dto.domain) : null;
    const term = query || domain!.search_term;
    const notes: string[] = [];
    const hits: SearchHitDto[] = [];
    const searxng = this.config.get('SEARXNG_URL', { infer: true });
    if (searxng) {
      try {
        hits.push(...(await this.searxng(searxng, term)));
      } catch (err) {
        notes.push(`Web search (SearXNG) failed: ${err instanceof OutboundError ? err.message : 'no usable answer'}.`);
      }
    } else {
      notes.push('Web search is not configured (SEARXNG_URL): only the platforms’ own catalogues are searched.');
    }
    for (const p of await this.platformSearches(term)) hits.push(p);
    const urls = [...new Set(hits.map((h) => h.url))];
    return { success: true, search_term: term, results: { urls_to_scrape: urls, search_results: hits }, notes };
  }

  /** Starts a crawl and waits a little for it: a quick crawl answers with its programs, a long one with its running session. */
  async crawl(domainName: string, dto: CrawlRequestDto): Promise<CrawlResponseDto> {
    const domain = domainName === 'custom' ? null : await this.domain(domainName);
    if (dto.domain && dto.domain !== domainName) throw new BadRequestException('domain must match the domain in the path');
    const term = dto.query?.trim() || domain?.search_term;
    let urls = dto.options?.urls_to_scrape;
    if (!urls?.length) {
      if (!term) throw new BadRequestException('options.urls_to_scrape is required for a custom crawl without a query');
      urls = (await this.platformSearches(term)).map((h) => h.url);
    }
    if (!urls.length) throw new DomainError(DomainErrorCode.ServiceNotConfigured, 'No training platform is enabled and no pages were given to crawl.');
    const session = await this.enqueue(domain?.name ?? null, dto.query?.trim() || null, urls, dto.options?.max_pages);
    const finished = await this.waitFor(session.id, (dto.options?.wait_seconds ?? DEFAULT_WAIT_SECONDS) * 1000);
    if (finished.status !== 'completed') return { success: finished.status !== 'failed', session: sessionDto(finished), result: null };
    return {
      success: true,
      session: sessionDto(finished),
      result: { programs: await this.programs.byIds(finished.program_ids), pages_fetched: finished.pages_fetched, skipped: finished.skipped },
    };
  }

  /** Queues a crawl of every domain's platform catalogue pages. */
  async crawlAll(): Promise<CrawlAllResponseDto> {
    const domains = await this.db.query<{ name: string; search_term: string }[]>(`SELECT name, search_term FROM training_domains ORDER BY position, name`);
    const sessions: CrawlSessionDto[] = [];
    for (const d of domains) {
      const urls = (await this.platformSearches(d.search_term)).map((h) => h.url);
      if (urls.length) sessions.push(sessionDto(await this.enqueue(d.name, null, urls)));
    }
    if (!sessions.length) throw new DomainError(DomainErrorCode.ServiceNotConfigured, 'No training platform is enabled: nothing to crawl.');
    return { success: true, sessions };
  }

  async sessions(): Promise<CrawlSessionsDto> {
    const rows = await this.db.query<SessionRow[]>(`SELECT * FROM crawl_sessions ORDER BY created_at DESC, id LIMIT $1`, [RECENT_SESSIONS]);
    return { sessions: rows.map(sessionDto) };
  }

  async session(id: string): Promise<CrawlSessionDetailDto> {
    const row = await this.row(id);
    if (!row) throw new DomainError(DomainErrorCode.NotFound, 'Crawl session not found.');
    return { ...sessionDto(row), programs: await this.programs.byIds(row.program_ids) };
  }

  async status(): Promise<CrawlerStatusDto> {
    const counts = await this.queue.getJobCounts('waiting', 'delayed', 'active', 'prioritized');
    const [last] = await this.db.query<SessionRow[]>(`SELECT * FROM crawl_sessions ORDER BY created_at DESC, id LIMIT 1`);
    return {
      queued: (counts.waiting ?? 0) + (counts.delayed ?? 0) + (counts.prioritized ?? 0),
      running: counts.active ?? 0,
      searxng_configured: Boolean(this.config.get('SEARXNG_URL', { infer: true })),
      crawler_available: await this.crawlerAvailable(),
      last_session: last ? sessionDto(last) : null,
    };
  }

  private async crawlerAvailable(): Promise<boolean> {
    return this.queue.getWorkersCount().then(
      (n) => n > 0,
      () => false,
    );
  }

  private async enqueue(domain: string | null, query: string | null, urls: string[], maxPages?: number): Promise<SessionRow> {
    const limit = Math.min(maxPages ?? this.config.get('CRAWL_MAX_PAGES', { infer: true }), this.config.get('CRAWL_MAX_PAGES', { infer: true }));
    const [row] = await this.db.query<SessionRow[]>(
      `INSERT INTO crawl_sessions (domain, query, start_urls, max_pages) VALUES ($1, $2, $3, $4) RETURNING *`,
      [domain, query, urls.slice(0, 50), limit],
    );
    await this.queue.add('crawl', { sessionId: row.id }, { ...CRAWL_JOB_OPTIONS, jobId: `crawl-${row.id}` });
    this.logger.log({ session: row.id, domain, urls: urls.length }, 'Crawl queued');
    return row;
  }

  private async waitFor(id: string, ms: number): Promise<SessionRow> {
    const deadline = Date.now() + ms;
    for (;;) {
      const row = (await this.row(id))!;
      if (row.status === 'completed' || row.status === 'failed' || Date.now() >= deadline) return row;
      await new Promise((r) => setTimeout(r, 300));
    }
  }

  private async row(id: string): Promise<SessionRow | undefined> {
    const [row] = await this.db.query<SessionRow[]>(`SELECT * FROM crawl_sessions WHERE id = $1`, [id]);
    return row;
  }

  private async domain(name: string): Promise<{ name: string; search_term: string }> {
    const [row] = await this.db.query<{ name: string; search_term: string }[]>(`SELECT name, search_term FROM training_domains WHERE name = $1`, [name]);
    if (!row) throw new DomainError(DomainErrorCode.NotFound, `There is no training domain ${name}.`);
    return row;
  }

  /** Each enabled platform's catalogue search page for the term. */
  private async platformSearches(term: string): Promise<SearchHitDto[]> {
    const platforms = await this.db.query<{ name: string; display_name: string; search_url: string }[]>(
      `SELECT name, display_name, search_url FROM training_platforms WHERE enabled ORDER BY display_name`,
    );
    return platforms.map((p) => ({
      url: p.search_url.replace('{query}', encodeURIComponent(term)),
      title: `${p.display_name}: ${term}`,
      content: `${p.display_name} catalogue search`,
      source: p.name,
    }));
  }

  /** SearXNG's JSON API (`/search?q=…&format=json`); the operator's own instance. */
  private async searxng(base: string, term: string): Promise<SearchHitDto[]> {
    const url = new URL('search', base.endsWith('/') ? base : `${base}/`);
    url.searchParams.set('q', `${term} course`);
    url.searchParams.set('format', 'json');
    const res = await fetchOutbound({ url: url.toString(), policy: AddressPolicy.Operator, timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, accept: ['application/json'] });
    if (res.status >= 400) throw new OutboundError('unreachable', `SearXNG answered HTTP ${res.status}${res.status === 403 ? ' (is the json format enabled?)' : ''}`);
    let body: { results?: { url?: unknown; title?: unknown; content?: unknown }[] };
    try {
      body = JSON.parse(res.text()) as typeof body;
    } catch {
      throw new OutboundError('content-type', 'SearXNG did not answer JSON');
    }
    return (Array.isArray(body.results) ? body.results : [])
      .filter((r) => typeof r.url === 'string' && /^https?:\/\//.test(r.url))
      .slice(0, SEARXNG_RESULTS)
      .map((r) => ({ url: String(r.url), title: String(r.title ?? '').slice(0, 300), content: String(r.content ?? '').slice(0, 500), source: 'searxng' }));
  }
}
