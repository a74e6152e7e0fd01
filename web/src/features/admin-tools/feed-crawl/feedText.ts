import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorMessage } from '../../../api/errors';
import type { EtlJobDataDto, RssItemDto } from '../../../api/rss';

/** Crawl settings (part 3 §3), with the spec's defaults (§9). refreshInterval is in ms, as the spec counts it. */
export interface CrawlSettings {
  speed: number;
  maxItems: number;
  showFeedTitle: boolean;
  pauseOnHover: boolean;
  autoRefresh: boolean;
  refreshInterval: number;
}

export const CRAWL_DEFAULTS: CrawlSettings = { speed: 50, maxItems: 10, showFeedTitle: true, pauseOnHover: true, autoRefresh: true, refreshInterval: 300_000 };

/** The sliders' ranges (part 3 §9): px/s, items per feed, minutes. */
export const SPEED = { min: 10, max: 200, step: 5 } as const;
export const MAX_ITEMS = { min: 3, max: 20, step: 1 } as const;
export const REFRESH_MINUTES = { min: 1, max: 30, step: 1 } as const;
export const MINUTE_MS = 60_000;

/** Ticker titles are cut at 80 characters plus an ellipsis. */
export const TICKER_TITLE_MAX = 80;

export function tickerTitle(title: string, max = TICKER_TITLE_MAX): string {
  const t = title.trim();
  return t.length > max ? `${t.slice(0, max).trimEnd()}…` : t;
}

/**
 * Seconds one pass of the ticker takes: it travels the content's width plus the container's
 * (from just off the right edge until it has left on the left) at `speed` px/s.
 */
export function tickerDuration(contentWidth: number, containerWidth: number, speed: number): number {
  const distance = Math.max(0, contentWidth) + Math.max(0, containerWidth);
  if (speed <= 0 || distance === 0) return 0;
  return Math.round((distance / speed) * 100) / 100;
}

/** A field of a feed item, or the dialog's fallback when it is blank. */
export function orFallback(value: string | null | undefined, fallback: string): string {
  const v = value?.trim();
  return v ? v : fallback;
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A feed's publication date, readable; the raw text when it does not parse; "Not specified" when blank. */
export function publicationDate(pubDate: string | null | undefined): string {
  const raw = pubDate?.trim();
  if (!raw) return 'Not specified';
  const d = new Date(raw);
  return Number.isNaN(d.getTime()) ? raw : dateTime.format(d);
}

/** "$120,000 – $150,000 USD", "from $90,000", or "Not specified". */
export function salaryText(job: Pick<EtlJobDataDto, 'salary_min' | 'salary_max' | 'salary_currency'>): string {
  const { salary_min: min, salary_max: max, salary_currency: currency } = job;
  if (min === null && max === null) return 'Not specified';
  const n = (v: number) => v.toLocaleString();
  const unit = currency ? ` ${currency}` : '';
  if (min !== null && max !== null) return min === max ? `${n(min)}${unit}` : `${n(min)} – ${n(max)}${unit}`;
  return min !== null ? `from ${n(min)}${unit}` : `up to ${n(max as number)}${unit}`;
}

/** A stable key for a feed item. */
export const itemKey = (item: RssItemDto) => `${item.feedTitle}|${item.jobId || item.link || item.title}`;

type RtkError = FetchBaseQueryError | SerializedError;

function serverDetail(err: unknown): string | null {
  const data = (err as { data?: unknown })?.data;
  return typeof data === 'object' && data !== null && typeof (data as { detail?: unknown }).detail === 'string' ? (data as { detail: string }).detail : null;
}

const isNetworkError = (err: unknown) => (err as { status?: unknown })?.status === 'FETCH_ERROR';

/** Fetch Error text (part 3 §8): the server's message, the network error text, or "Failed to fetch RSS data". */
export function fetchFailure(err: unknown): string {
  return serverDetail(err) ?? (isNetworkError(err) ? errorMessage(err as RtkError) : 'Failed to fetch RSS data');
}

/** ETL Transformation Failed text: the server's message, "Request failed with status {n}: {text}", or "Unknown error". */
export function etlFailure(err: unknown): string {
  const detail = serverDetail(err);
  if (detail) return detail;
  if (isNetworkError(err)) return errorMessage(err as RtkError);
  const e = err as { status?: unknown; originalStatus?: unknown; data?: unknown };
  const status = typeof e?.status === 'number' ? e.status : typeof e?.originalStatus === 'number' ? e.originalStatus : null;
  if (status !== null) return `Request failed with status ${status}${typeof e.data === 'string' && e.data ? `: ${e.data}` : ''}`;
  return 'Unknown error';
}

/** The insert failure alert: "Error inserting job: {message}", or "Failed to insert job into database". */
export function insertFailure(err: unknown): string {
  const detail = serverDetail(err) ?? (isNetworkError(err) ? errorMessage(err as RtkError) : null);
  if (!detail) return 'Failed to insert job into database';
  return /^error inserting job/i.test(detail) ? detail : `Error inserting job: ${detail}`;
}

/** The success alert after Insert Job. */
export function insertedText(jobId: string, created: boolean): string {
  return created ? `Job inserted with ID ${jobId}` : `Job already stored with ID ${jobId}`;
}
