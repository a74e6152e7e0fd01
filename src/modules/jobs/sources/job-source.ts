import type { AddressPolicy } from '../../../core/outbound/address-policy';

/** The job types of part 3 §2.1. */
export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'remote'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** One posting as a source delivers it, before deduplication and storage. */
export interface CollectedJob {
  /** The adapter's name: 'rss', 'greenhouse', 'lever', 'indeed', 'linkedin', 'bundled'. */
  source: string;
  /** Stable id within the source (feed guid, board job id, JobSpy job id); with `source` the dedup key. */
  sourceId: string;
  title: string;
  company: string;
  /** As written ("Berlin, Germany", "Remote - US"); '' when unknown. */
  location: string;
  jobType: JobType | null;
  remote: boolean;
  /** Plain text, paragraphs separated by blank lines, list items as "- item". */
  description: string;
  /** The original HTML when the source gives HTML (kept for the review dialog); sanitised on display. */
  descriptionHtml: string | null;
  /** The original posting (Apply On Site). */
  url: string;
  postedAt: Date | null;
  salaryMin: number | null;
  salaryMax: number | null;
  /** ISO 4217 (USD, EUR); null when unknown. */
  salaryCurrency: string | null;
  category: string | null;
  companyWebsite: string | null;
  contactEmail: string | null;
  /** For RSS items: the feed's title. */
  feedTitle: string | null;
}

/** What a collection run asks for (part 3 §7 Run Now parameters). */
export interface CollectQuery {
  searchTerm: string;
  location: string;
  isRemote: boolean;
  resultsWanted: number;
  /** Only postings newer than this many hours. */
  hoursOld: number;
}

export interface JobSourceResult {
  jobs: CollectedJob[];
  /** Items the source answered, parsed or not. */
  itemsSeen: number;
  /** Items that could not be turned into a CollectedJob (missing title or link, bad dates…). */
  parseFailures: number;
}

/** A source answered with an HTTP error (403, 429, 5xx): the run records it and the source's health shows it. */
export class SourceHttpError extends Error {
  constructor(
    readonly source: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Reaching sources: timeouts, size caps and the address policy of core/outbound (fetchOutbound). */
export interface SourceHttpOptions {
  policy: AddressPolicy;
  timeoutMs: number;
  maxBytes: number;
}

/**
 * One collection source behind one interface (DESIGN.md §9). `configured` says whether the
 * environment names anything for it to collect from; an unconfigured source is skipped with that
 * reason rather than failing.
 */
export interface JobSource {
  readonly name: string;
  configured(): boolean;
  collect(query: CollectQuery, signal?: AbortSignal): Promise<JobSourceResult>;
}
