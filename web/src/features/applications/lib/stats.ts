import { APPLICATION_STATUSES, type ApplicationStatus, normaliseStatus } from './status';

export interface TrackerStats {
  /** Every packet, an unknown status included. */
  total: number;
  /** Packets per known status; no status counts as pending. */
  counts: Record<ApplicationStatus, number>;
  /** Whole percentages (part 3 §5), 0 with no packets. */
  responseRate: number;
  interviewRate: number;
}

const percent = (part: number, total: number): number => (total ? Math.round((100 * part) / total) : 0);

/**
 * The tracker's summary cards and pipeline grid, from the packets' statuses. Response rate is
 * (screening + interview + offer) / total and interview rate (interview + offer) / total, each
 * rounded to a whole percentage (§5).
 */
export function trackerStats(statuses: readonly (string | null | undefined)[]): TrackerStats {
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<ApplicationStatus, number>;
  for (const status of statuses) {
    const s = normaliseStatus(status);
    if (s !== 'unknown') counts[s] += 1;
  }
  const total = statuses.length;
  return {
    total,
    counts,
    responseRate: percent(counts.screening + counts.interview + counts.offer, total),
    interviewRate: percent(counts.interview + counts.offer, total),
  };
}

/** The Applications Prepared card's wording, singular or plural (§2.4). */
export const preparedLabel = (n: number): string => `${n} ${n === 1 ? 'Application' : 'Applications'} Prepared`;

export const formatRate = (n: number): string => `${n}%`;

/** Days to one decimal without a trailing .0 ('3', '2.5'); '—' when there is no figure. */
export function formatDays(days: number | null): string {
  if (days === null || !Number.isFinite(days)) return '—';
  return String(Math.round(days * 10) / 10 || 0);
}
