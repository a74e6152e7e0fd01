import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { EnvironmentVariables } from '../../../config/env.validation';
import { AddressPolicy } from '../../../core/outbound/address-policy';
import { GreenhouseSource } from '../sources/greenhouse.source';
import type { CollectedJob, CollectQuery, JobSource, JobSourceResult, SourceHttpOptions } from '../sources/job-source';
import { JobspySource } from '../sources/jobspy.source';
import { LeverSource } from '../sources/lever.source';
import { DEFAULT_FEEDS, RssSource } from '../sources/rss.source';

const list = (raw: string | undefined) => (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/** RSS_FEEDS as feeds: `Name|https://url` items, or `default` for the built-in list; the built-in list when unset (for the feed tools). */
export function feedList(raw: string | undefined): { name: string; url: string }[] {
  if (!raw?.trim() || raw.trim() === 'default') return [...DEFAULT_FEEDS];
  return list(raw).map((item) => {
    const [name, url] = item.includes('|') ? item.split('|', 2).map((s) => s.trim()) : [item, item];
    return { name: name || url, url };
  });
}

type BundledRecord = Omit<CollectedJob, 'postedAt'> & { postedDaysAgo: number };

/** The bundled job set (src/modules/jobs/seed/bundled-jobs.json), dated relative to today. */
export function bundledJobs(now = new Date()): CollectedJob[] {
  const file = join(__dirname, '..', 'seed', 'bundled-jobs.json');
  if (!existsSync(file)) return [];
  const records = JSON.parse(readFileSync(file, 'utf8')) as BundledRecord[];
  return records.map(({ postedDaysAgo, ...job }) => ({ ...job, postedAt: new Date(now.getTime() - postedDaysAgo * 86_400_000 - (Number(job.sourceId.replace(/\D/g, '')) % 1440) * 60_000) }));
}

/** The embedded default: the bundled set, filtered like any source. */
class BundledSource implements JobSource {
  readonly name = 'bundled';
  configured = () => true;
  async collect(query: CollectQuery): Promise<JobSourceResult> {
    const words = query.searchTerm.toLowerCase().split(/\s+/).filter(Boolean);
    const since = Date.now() - query.hoursOld * 3_600_000;
    const all = bundledJobs();
    const jobs = all
      .filter((j) => words.every((w) => `${j.title} ${j.description}`.toLowerCase().includes(w)))
      .filter((j) => !query.isRemote || j.remote)
      .filter((j) => (j.postedAt?.getTime() ?? 0) >= since)
      .slice(0, query.resultsWanted);
    return { jobs, itemsSeen: all.length, parseFailures: 0 };
  }
}

/**
 * Every job source by name (DESIGN.md §9), built from the environment: rss (RSS_FEEDS),
 * greenhouse (GREENHOUSE_BOARDS), lever (LEVER_COMPANIES), indeed and linkedin (JOBSPY_URL), and the
 * bundled set. Sources reach public addresses only unless JOB_SOURCES_ALLOW_PRIVATE is on.
 */
@Injectable()
export class JobSourceRegistry {
  private readonly sources = new Map<string, JobSource>();

  constructor(private readonly config: ConfigService<EnvironmentVariables, true>) {
    const http: SourceHttpOptions = {
      policy: config.get('JOB_SOURCES_ALLOW_PRIVATE', { infer: true }) ? AddressPolicy.Operator : AddressPolicy.Member,
      timeoutMs: 20_000,
      maxBytes: 10 * 1024 * 1024,
    };
    const rss = config.get('RSS_FEEDS', { infer: true });
    this.add(new RssSource({ feeds: rss?.trim() ? feedList(rss) : [], http }));
    this.add(new GreenhouseSource({ baseUrl: config.get('GREENHOUSE_API_URL', { infer: true }), boards: list(config.get('GREENHOUSE_BOARDS', { infer: true })), http }));
    this.add(new LeverSource({ baseUrl: config.get('LEVER_API_URL', { infer: true }), companies: list(config.get('LEVER_COMPANIES', { infer: true })), http }));
    for (const site of ['indeed', 'linkedin'] as const) {
      // Scraping through JobSpy takes its time: its own timeout (the adapter's 120 s default).
      const { timeoutMs: _feedTimeout, ...jobspyHttp } = http;
      this.add(new JobspySource({ url: config.get('JOBSPY_URL', { infer: true }) ?? '', apiKey: config.get('JOBSPY_API_KEY', { infer: true }), site, http: jobspyHttp }));
    }
    this.add(new BundledSource());
  }

  private add(source: JobSource) {
    this.sources.set(source.name, source);
  }

  get(name: string): JobSource | undefined {
    return this.sources.get(name);
  }

  names(): string[] {
    return [...this.sources.keys()];
  }

  notConfiguredReason(name: string): string {
    switch (name) {
      case 'rss':
        return 'RSS_FEEDS is not set.';
      case 'greenhouse':
        return 'GREENHOUSE_BOARDS is not set.';
      case 'lever':
        return 'LEVER_COMPANIES is not set.';
      case 'indeed':
      case 'linkedin':
        return `JOBSPY_URL is not set: ${name} is collected through a JobSpy API service.`;
      default:
        return `${name} is not configured.`;
    }
  }
}
