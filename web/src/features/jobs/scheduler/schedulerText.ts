import type { BadgeTone } from '../../../components';
import type { SourceHealthDto } from '../../../api/scheduler';

/** The job sources Run Now can ask for (GET /api/ja/run-now `sites`). */
export const RUN_NOW_SITES = ['indeed', 'linkedin', 'rss', 'greenhouse', 'lever', 'bundled'] as const;
export type RunNowSite = (typeof RUN_NOW_SITES)[number];

/** What Run Now sends; the same shape as the generated RunNowApiArg, with every field set. */
export interface RunNowOptions {
  sites: RunNowSite[];
  searchTerm: string;
  location: string;
  isRemote: boolean;
  resultsWanted: number;
  hoursOld: number;
}

/** Part 3 §9: indeed and linkedin, software engineer, Remote, remote true, 20 results, 72 hours. */
export const RUN_NOW_DEFAULTS: RunNowOptions = {
  sites: ['indeed', 'linkedin'],
  searchTerm: 'software engineer',
  location: 'Remote',
  isRemote: true,
  resultsWanted: 20,
  hoursOld: 72,
};

/** The server's limits for Run Now (openapi.json). */
export const RUN_NOW_LIMITS = { resultsWanted: { min: 1, max: 500 }, hoursOld: { min: 1, max: 8760 }, text: 200 } as const;

/** Metrics window, part 3 §9. */
export const METRICS_DAYS = 7;

/** Status polling: every 5 s while a collection is running or queued, else every 30 s. */
export const POLL_ACTIVE_MS = 5_000;
export const POLL_IDLE_MS = 30_000;

/** The first problem with the Run Now options, or null. */
export function runNowProblem(o: RunNowOptions): string | null {
  if (o.sites.length === 0) return 'Choose at least one site.';
  const { resultsWanted: r, hoursOld: h } = RUN_NOW_LIMITS;
  if (!Number.isInteger(o.resultsWanted) || o.resultsWanted < r.min || o.resultsWanted > r.max) return `Results wanted must be a whole number from ${r.min} to ${r.max}.`;
  if (!Number.isInteger(o.hoursOld) || o.hoursOld < h.min || o.hoursOld > h.max) return `Hours old must be a whole number from ${h.min} to ${h.max}.`;
  if (o.searchTerm.length > RUN_NOW_LIMITS.text || o.location.length > RUN_NOW_LIMITS.text) return `Search term and location are at most ${RUN_NOW_LIMITS.text} characters.`;
  return null;
}

/** Green ok, amber degraded, red failed, grey skipped / never (and anything unknown). */
export function healthTone(status: string): BadgeTone {
  if (status === 'ok') return 'success';
  if (status === 'degraded') return 'warning';
  if (status === 'failed') return 'danger';
  return 'neutral';
}

/** The words shown next to a source's badge; empty when there is nothing to add. */
export function healthReason(s: SourceHealthDto): string {
  const reason = s.reason.trim();
  if (!s.configured) return /^not configured/i.test(reason) ? reason : `not configured: ${reason || 'no settings'}`;
  if (s.status === 'never') return reason || 'no run yet';
  return s.status === 'ok' ? '' : reason;
}

/** "Added 3 default tasks", "Added 1 default task". */
export function seededText(added: number): string {
  return `Added ${added} default task${added === 1 ? '' : 's'}`;
}

/** 850 → "850 ms", 12_300 → "12.3 s", 125_000 → "2 min 5 s"; null → "—". */
export function durationText(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1).replace(/\.0$/, '')} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return seconds ? `${minutes} min ${seconds} s` : `${minutes} min`;
}

/** A progress fraction as a whole percentage, 0–100. */
export function percent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((done / total) * 100)));
}
