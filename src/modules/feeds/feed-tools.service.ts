import { BadRequestException, Injectable, Logger, UnprocessableEntityException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { EnvironmentVariables } from '../../config/env.validation';
import { AddressPolicy } from '../../core/outbound/address-policy';
import { fetchOutbound, OutboundError } from '../../core/outbound/outbound-http';
import { AiService } from '../ai/ai.service';
import { htmlToText, parseJobPosting } from '../ai/builtin/job-posting';
import { feedList } from '../jobs/collect/job-source.registry';
import type {
  EtlInsertResultDto,
  EtlJobDataDto,
  EtlResultDto,
  FeedConfigDto,
  FetchFeedsResultDto,
  ParsedRssContentDto,
  RssItemDto,
  RssItemInputDto,
} from './dto/feeds.dto';
import { JobStore } from '../jobs/job-store.service';
import { sanitizeJobHtml } from '../jobs/job-search.service';
import { JOB_TYPES } from '../jobs/sources/job-source';
import { parseFeed } from '../jobs/sources/rss.source';
import { extractSalary, firstEmail } from '../jobs/sources/text';

const FEED_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The administrator's feed crawl tools (part 3 §2.13, §7): read feeds, parse an item's description
 * (the hand-coded rules of part 3 §5, or the AI with a silent fallback), transform an item into a
 * job with validation, and insert it (deduplicated). Feeds are fetched server-side with timeouts,
 * a size cap, and public addresses only unless JOB_SOURCES_ALLOW_PRIVATE is on.
 */
@Injectable()
export class FeedToolsService {
  private readonly logger = new Logger(FeedToolsService.name);

  constructor(
    private readonly config: ConfigService<EnvironmentVariables, true>,
    private readonly ai: AiService,
    private readonly store: JobStore,
  ) {}

  feeds(): FeedConfigDto[] {
    return feedList(this.config.get('RSS_FEEDS', { infer: true }));
  }

  async fetch(urls: string[] | undefined, maxItems = 10): Promise<FetchFeedsResultDto> {
    const known = this.feeds();
    const chosen = (urls?.length ? urls : known.slice(0, 1).map((f) => f.url)).map((url) => known.find((f) => f.url === url) ?? { name: url, url });
    if (!chosen.length) throw new BadRequestException('Select at least one feed.');
    for (const f of chosen) if (!/^https?:\/\//i.test(f.url)) throw new BadRequestException(`feeds: "${f.url}" is not an http(s) URL.`);
    const results = await Promise.all(chosen.map((f) => this.fetchOne(f, maxItems)));
    return { success: results.some((r) => r.status.ok), items: results.flatMap((r) => r.items), feeds: results.map((r) => r.status) };
  }

  private async fetchOne(feed: FeedConfigDto, maxItems: number): Promise<{ status: FetchFeedsResultDto['feeds'][number]; items: RssItemDto[] }> {
    try {
      const res = await fetchOutbound({
        url: feed.url,
        policy: this.config.get('JOB_SOURCES_ALLOW_PRIVATE', { infer: true }) ? AddressPolicy.Operator : AddressPolicy.Member,
        timeoutMs: 15_000,
        maxBytes: FEED_MAX_BYTES,
        headers: { accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml;q=0.9, */*;q=0.5' },
      });
      if (res.status >= 400) throw new OutboundError('unreachable', `The feed answered ${res.status}.`);
      const { items } = parseFeed(res.text(), feed);
      const shown = items.slice(0, maxItems).map((i) => ({ ...i, description: sanitizeJobHtml(i.description) }));
      return { status: { name: feed.name, url: feed.url, ok: true, items: shown.length }, items: shown };
    } catch (err) {
      const error = (err as Error).message || 'Failed to fetch RSS data';
      return { status: { name: feed.name, url: feed.url, ok: false, error, items: 0 }, items: [] };
    }
  }

  async parseContent(description: string, useAi = false): Promise<ParsedRssContentDto> {
    if (useAi) {
      try {
        const { output } = await this.ai.parseJobPosting(description);
        return { ...output, method: 'ai' };
      } catch (err) {
        // Part 3 §4: AI Assist falls back to the hand-coded parser silently (logged, not shown).
        this.logger.debug({ err: (err as Error).message }, 'AI feed parse failed; hand-coded rules used');
      }
    }
    return { ...parseJobPosting(description), method: 'handcoded' };
  }

  async transform(item: RssItemInputDto, method: 'ai' | 'handcoded'): Promise<EtlResultDto> {
    const started = performance.now();
    let parsed: Omit<ParsedRssContentDto, 'method'>;
    let used: 'ai' | 'handcoded' = method;
    if (method === 'ai') {
      try {
        parsed = (await this.ai.parseJobPosting(item.description)).output;
      } catch (err) {
        return { success: false, error: `The AI transformation failed: ${(err as Error).message}`, method, responseTime: Math.round(performance.now() - started), validation: { errors: [], warnings: [] }, jobData: null };
      }
    } else {
      parsed = parseJobPosting(item.description);
      used = 'handcoded';
    }
    const text = htmlToText(item.description);
    // The parser found the salary words; the sources' rule reads them as an annual range and currency.
    const salary = parsed.salary ? extractSalary(parsed.salary) : null;
    const type = (item.type ?? '').toLowerCase().replace(/\s+/g, '-');
    const jobData: EtlJobDataDto = {
      title: item.title.trim(),
      company: item.company?.trim() ?? '',
      location: item.location?.trim() ?? '',
      job_type: (JOB_TYPES as readonly string[]).includes(type) ? type : /remote/i.test(item.location ?? '') ? 'remote' : null,
      salary_min: salary?.min ?? null,
      salary_max: salary?.max ?? null,
      salary_currency: salary ? (salary.currency ?? 'USD') : null,
      description: text,
      requirements_summary: parsed.requirements.join('\n'),
      benefits: parsed.benefits.join('\n'),
      contact_email: firstEmail(text),
      company_website: null,
      jobId: item.jobId?.trim() || item.link?.trim() || '',
      category: item.category?.trim() || null,
      feedTitle: item.feedTitle?.trim() || null,
      posted_date: item.pubDate && !Number.isNaN(Date.parse(item.pubDate)) ? new Date(item.pubDate).toISOString() : null,
      url: item.link?.trim() || '',
    };
    const errors: string[] = [];
    const warnings: string[] = [];
    if (!jobData.title) errors.push('title is missing');
    if (!jobData.description) errors.push('description is missing');
    if (!jobData.jobId) errors.push('the item has neither a job ID nor a link to deduplicate by');
    if (!jobData.company) warnings.push('company is missing');
    if (!jobData.location) warnings.push('location is missing');
    if (!jobData.posted_date) warnings.push('publication date is missing or unreadable');
    if (jobData.salary_min === null) warnings.push('no salary found');
    if (!parsed.requirements.length) warnings.push('no requirements found');
    return { success: errors.length === 0, ...(errors.length ? { error: errors.join('; ') } : {}), method: used, responseTime: Math.round(performance.now() - started), validation: { errors, warnings }, jobData };
  }

  async insert(d: EtlJobDataDto): Promise<EtlInsertResultDto> {
    if (!d.title.trim() || !d.description.trim()) throw new UnprocessableEntityException('Error inserting job: a job needs a title and a description.');
    const result = await this.store.store([
      {
        source: 'rss',
        sourceId: d.jobId || d.url || d.title,
        title: d.title,
        company: d.company,
        location: d.location,
        jobType: (JOB_TYPES as readonly string[]).includes(d.job_type ?? '') ? (d.job_type as (typeof JOB_TYPES)[number]) : null,
        remote: /remote/i.test(`${d.location} ${d.job_type ?? ''}`),
        description: d.description,
        descriptionHtml: null,
        url: d.url && /^https?:\/\//i.test(d.url) ? d.url : '',
        postedAt: d.posted_date ? new Date(d.posted_date) : null,
        salaryMin: d.salary_min,
        salaryMax: d.salary_max,
        salaryCurrency: d.salary_currency,
        category: d.category,
        companyWebsite: d.company_website,
        contactEmail: d.contact_email,
        feedTitle: d.feedTitle,
      },
    ]);
    return { success: true, jobId: result.ids[0], created: result.inserted === 1 };
  }
}
