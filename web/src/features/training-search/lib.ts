import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { CrawlResponseDto, CrawlSessionDetailDto, CrawlSessionDto, TrainingDomainDto } from '../../api/training-search';
import { errorMessage } from '../../api/errors';
import { plural } from '../../lib/plural';

/** What a finished crawl found: its programs, how many pages it read and the pages it skipped. */
export type CrawlResult = NonNullable<CrawlResponseDto['result']>;

/** Part 2 §9: a program's category is trusted above this AI confidence. */
export const HIGH_CONFIDENCE = 0.7;

/** How often a crawl that outlasted its request is read again, in ms. */
export const POLL_MS = 1500;

/** The crawl id for a query of the member's own (no domain chosen). */
export const CUSTOM_CRAWL = 'custom';

export const NEED_DOMAIN_OR_QUERY = 'Please select a domain or enter a custom query';
export const SEARCH_FAILED = 'Search failed. Please try again.';
export const SCRAPE_FAILED = 'Scraping failed. Please try again.';
export const NO_PROGRAMS = 'No programs found. Try adjusting your search criteria.';

export const STEPS = ['Search', 'Scrape', 'Results'] as const;
export type Step = 1 | 2 | 3;

export const isHighConfidence = (score: number): boolean => score > HIGH_CONFIDENCE;

/** 0.5 → "50%". */
export const percent = (score: number): string => `${Math.round(score * 100)}%`;

export { plural };

/** "2 programs from 3 pages". */
export const resultSummary = (programs: number, pages: number): string => `${plural(programs, 'program')} from ${plural(pages, 'page')}`;

/** "Read 2 pages, found 1 program": a crawl's progress so far. */
export const crawlProgressText = (session: Pick<CrawlSessionDto, 'pages_fetched' | 'programs_found'>): string =>
  `Read ${plural(session.pages_fetched, 'page')}, found ${plural(session.programs_found, 'program')}`;

/** Where a URL to scrape came from: SearXNG web search, else the platform's name. */
export const sourceLabel = (source: string): string => (source === 'searxng' ? 'Web search' : source);

export const isFinished = (status: CrawlSessionDto['status']): boolean => status === 'completed' || status === 'failed';

/** What a finished session holds, in the shape the crawl call answers with. */
export const sessionResult = (session: CrawlSessionDetailDto): CrawlResult => ({
  programs: session.programs,
  pages_fetched: session.pages_fetched,
  skipped: session.skipped,
});

/** The domain list may come back as names or as objects (part 2 §3); both become objects. */
export function normalizeDomains(raw: readonly unknown[] | undefined): TrainingDomainDto[] {
  return (raw ?? []).flatMap((d): TrainingDomainDto[] => {
    if (typeof d === 'string') return d ? [{ name: d, display_name: d, description: '' }] : [];
    if (typeof d === 'object' && d !== null && typeof (d as TrainingDomainDto).name === 'string') {
      const { name, display_name, description } = d as Partial<TrainingDomainDto> & { name: string };
      return [{ name, display_name: display_name || name, description: description ?? '' }];
    }
    return [];
  });
}

/** The pages a search offers to scrape, each once, in its order. */
export const scrapeUrls = (search: { results: { urls_to_scrape: string[] } }): string[] => [...new Set(search.results.urls_to_scrape)];

/** The sentence to show for a failed call (the server's `detail` when it sent one). */
export const failureText = (err: unknown): string => errorMessage(err as FetchBaseQueryError | SerializedError);
