import { APPLICATION_STATUSES, type ApplicationStatus, normaliseStatus, STATUS_LABELS } from './status';

export type StatusFilterKey = 'all' | ApplicationStatus;

/** The tracker's ticked status checkboxes: either just 'all', or one or more statuses. */
export type StatusFilter = ReadonlySet<StatusFilterKey>;

export const DEFAULT_FILTER: StatusFilter = new Set<StatusFilterKey>(['all']);

/** The checkboxes, in the order the tracker shows them (part 3 §2.4). */
export const FILTER_OPTIONS: { key: StatusFilterKey; label: string }[] = [
  { key: 'all', label: 'All' },
  ...APPLICATION_STATUSES.map((status) => ({ key: status, label: STATUS_LABELS[status] })),
];

/**
 * The filter after a checkbox changes: choosing All clears the others, ticking a status clears
 * All, and unticking the last status falls back to All (so unticking All itself changes nothing).
 */
export function toggleFilter(filter: StatusFilter, key: StatusFilterKey, checked: boolean): StatusFilter {
  if (key === 'all') return DEFAULT_FILTER;
  const next = new Set(filter);
  if (checked) {
    next.delete('all');
    next.add(key);
  } else {
    next.delete(key);
  }
  return next.size ? next : DEFAULT_FILTER;
}

/**
 * Whether a packet with this status shows under the filter. No status counts as pending.
 *
 * With All, everything shows, archived items included. Part 3 §2.4 records two readings: the hint
 * says All shows everything except archived, but as built All does not exclude them, and the spec
 * takes the built behaviour. Otherwise only ticked statuses show, so an archived item is hidden
 * unless Archived is ticked, and an unknown status shows only under All.
 */
export function matchesFilter(filter: StatusFilter, status: string | null | undefined): boolean {
  if (filter.has('all')) return true;
  const s = normaliseStatus(status);
  return s !== 'unknown' && filter.has(s);
}
