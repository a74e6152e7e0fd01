import robotsParser from 'robots-parser';
import type { AddressPolicy } from '../../core/outbound/address-policy';
import { fetchOutbound, OutboundError } from '../../core/outbound/outbound-http';
import type { CrawlSkip } from './entities/crawl-session.entity';
import { type HostTurns, LocalHostTurns } from './host-turns';
import { type ExtractedProgram, extractPrograms } from './program-extract';

/** Sent with every request and matched against robots.txt groups. */
export const CRAWLER_AGENT = 'WaypointBot';
export const CRAWLER_USER_AGENT = `${CRAWLER_AGENT}/1.0 (+training-program search; respects robots.txt)`;
/** A Crawl-delay above this is capped (a site asking for minutes would stall every crawl). */
const MAX_CRAWL_DELAY_MS = 30_000;
const ROBOTS_MAX_BYTES = 512 * 1024;

export interface CrawlOptions {
  startUrls: string[];
  /** Pages read at most, start pages included. */
  maxPages: number;
  /** Least time between two requests to one host. */
  hostDelayMs: number;
  policy: AddressPolicy;
  timeoutMs: number;
  maxBytes: number;
  /**
   * Whose turn it is at each host. Left out: this crawler's own (it spaces only its own requests);
   * the crawl worker passes turns kept in Redis, shared by every job and worker.
   */
  turns?: HostTurns;
  /** Called after each page with pages done and pages planned. */
  onProgress?: (done: number, planned: number) => Promise<void> | void;
}

export interface CrawlOutcome {
  programs: ExtractedProgram[];
  pagesFetched: number;
  skipped: CrawlSkip[];
}

interface HostRules {
  allowed: (url: string) => boolean;
  delayMs: number;
  /** Set when the host itself may not be reached (the address policy): every page of it is refused for that reason. */
  refused?: OutboundError;
}

function normalise(raw: string): string | null {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    return url.toString();
  } catch {
    return null;
  }
}

/**
 * Reads training-program pages politely: robots.txt of every host is fetched first and honoured
 * (RFC 9309: a missing file allows everything; an unreachable or failing one allows nothing), for
 * every hop including redirects; requests to one host at least `hostDelayMs` (or the site's
 * Crawl-delay) apart, robots.txt included, across crawlers too when `turns` is shared; every
 * request through fetchOutbound (address policy, timeouts, size cap). Start pages are read first;
 * program links found on them are followed one level deep.
 */
export class ProgramCrawler {
  private readonly hosts = new Map<string, Promise<HostRules>>();
  private readonly turns: HostTurns;

  constructor(private readonly options: CrawlOptions) {
    this.turns = options.turns ?? new LocalHostTurns();
  }

  async run(): Promise<CrawlOutcome> {
    const { maxPages } = this.options;
    const queue: { url: string; depth: number }[] = [];
    const seen = new Set<string>();
    const enqueue = (raw: string, depth: number) => {
      const url = normalise(raw);
      if (url && !seen.has(url)) {
        seen.add(url);
        queue.push({ url, depth });
      }
    };
    for (const url of this.options.startUrls) enqueue(url, 0);
    const programs = new Map<string, ExtractedProgram>();
    const skipped: CrawlSkip[] = [];
    let fetched = 0;
    let done = 0;
    while (queue.length && fetched < maxPages) {
      const { url, depth } = queue.shift()!;
      try {
        const html = await this.fetchPage(url);
        fetched++;
        const page = extractPrograms(html.body, html.url);
        for (const p of page.programs) if (!programs.has(p.url)) programs.set(p.url, p);
        if (depth === 0) for (const link of page.links) enqueue(link, 1);
      } catch (err) {
        skipped.push({ url, reason: err instanceof OutboundError ? err.message : 'could not be read' });
      }
      done++;
      await this.options.onProgress?.(done, Math.min(maxPages, done + queue.length));
    }
    for (const rest of queue) skipped.push({ url: rest.url, reason: `not read: the crawl stops at ${maxPages} pages` });
    return { programs: [...programs.values()], pagesFetched: fetched, skipped };
  }

  private async fetchPage(url: string): Promise<{ body: string; url: string }> {
    const res = await fetchOutbound({
      url,
      policy: this.options.policy,
      timeoutMs: this.options.timeoutMs,
      maxBytes: this.options.maxBytes,
      headers: { 'user-agent': CRAWLER_USER_AGENT, accept: 'text/html,application/xhtml+xml;q=0.9' },
      accept: ['text/html', 'application/xhtml+xml'],
      beforeHop: (hop) => this.permit(hop),
    });
    if (res.status >= 400) throw new OutboundError('unreachable', `the page answered HTTP ${res.status}`);
    return { body: res.text(), url: res.url };
  }

  /** Refuses a host outside the address policy and what robots.txt disallows, then waits for the host's turn. */
  private async permit(url: URL): Promise<void> {
    const rules = await this.rulesFor(url);
    if (rules.refused) throw rules.refused;
    if (!rules.allowed(url.toString())) throw new OutboundError('blocked', 'disallowed by robots.txt');
    await this.turns.take(url.origin, rules.delayMs);
  }

  private rulesFor(url: URL): Promise<HostRules> {
    let rules = this.hosts.get(url.origin);
    if (!rules) {
      rules = this.loadRobots(url.origin);
      // No turn for robots.txt in time: the next page of the host tries again.
      rules.catch(() => this.hosts.delete(url.origin));
      this.hosts.set(url.origin, rules);
    }
    return rules;
  }

  private async loadRobots(origin: string): Promise<HostRules> {
    const robotsUrl = `${origin}/robots.txt`;
    const base = this.options.hostDelayMs;
    // robots.txt is a request to the host like any other; its Crawl-delay is not known yet.
    await this.turns.take(origin, base);
    try {
      const res = await fetchOutbound({
        url: robotsUrl,
        policy: this.options.policy,
        timeoutMs: Math.min(this.options.timeoutMs, 10_000),
        maxBytes: ROBOTS_MAX_BYTES,
        headers: { 'user-agent': CRAWLER_USER_AGENT },
      });
      // RFC 9309 §2.3.1: 4xx means no rules; 5xx means assume everything is disallowed.
      if (res.status >= 500) return { allowed: () => false, delayMs: base };
      if (res.status >= 400) return { allowed: () => true, delayMs: base };
      const robots = robotsParser(robotsUrl, res.text());
      const crawlDelay = robots.getCrawlDelay(CRAWLER_AGENT);
      const delayMs = Math.max(base, Math.min(MAX_CRAWL_DELAY_MS, (crawlDelay ?? 0) * 1000));
      return { allowed: (u) => robots.isAllowed(u, CRAWLER_AGENT) !== false, delayMs };
    } catch (err) {
      // A host the address policy refuses is reported as such, not as "disallowed by robots.txt".
      if (err instanceof OutboundError && err.kind === 'blocked') return { allowed: () => false, delayMs: base, refused: err };
      return { allowed: () => false, delayMs: base };
    }
  }
}
