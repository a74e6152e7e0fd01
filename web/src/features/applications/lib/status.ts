import type { BadgeTone } from '../../../components/Badge';

/** An application's statuses, in pipeline order (part 3 §3). Moves only go forward along this list (§4). */
export const APPLICATION_STATUSES = ['pending', 'applied', 'received', 'screening', 'interview', 'offer', 'rejected', 'cancelled', 'archived'] as const;

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  applied: 'Applied',
  received: 'Received',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  archived: 'Archived',
};

/** What each status means (part 3 §3), for a tooltip or the legend. */
export const STATUS_MEANINGS: Record<ApplicationStatus, string> = {
  pending: 'Packet prepared',
  applied: 'Application submitted',
  received: 'Application acknowledged',
  screening: 'Phone/video screen confirmed',
  interview: 'Interview confirmed',
  offer: 'Offer received',
  rejected: 'Application or job rejected',
  cancelled: 'Application cancelled',
  archived: 'Application archived',
};

/** The Badge tone of each status: waiting is neutral, progress is info, a live conversation is warning. */
export const STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
  pending: 'neutral',
  applied: 'info',
  received: 'info',
  screening: 'warning',
  interview: 'warning',
  offer: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
  archived: 'neutral',
};

export const isApplicationStatus = (value: unknown): value is ApplicationStatus => (APPLICATION_STATUSES as readonly unknown[]).includes(value);

/**
 * A packet's status as the screen uses it: no status counts as pending (§4); text is compared
 * trimmed and case-insensitively; anything else is 'unknown'.
 */
export function normaliseStatus(status: string | null | undefined): ApplicationStatus | 'unknown' {
  const text = status?.trim().toLowerCase() ?? '';
  if (!text) return 'pending';
  return isApplicationStatus(text) ? text : 'unknown';
}

/** The label to show; an unknown status shows its own text. */
export function statusLabel(status: string | null | undefined): string {
  const s = normaliseStatus(status);
  return s === 'unknown' ? (status ?? '').trim() : STATUS_LABELS[s];
}

export function statusTone(status: string | null | undefined): BadgeTone {
  const s = normaliseStatus(status);
  return s === 'unknown' ? 'neutral' : STATUS_TONES[s];
}

/**
 * The statuses the Update Application Status select offers (§4): every status after the current
 * one, in order. An unknown status offers every status except pending; archived offers none.
 */
export function nextStatuses(current: string | null | undefined): ApplicationStatus[] {
  const s = normaliseStatus(current);
  if (s === 'unknown') return APPLICATION_STATUSES.filter((status) => status !== 'pending');
  return APPLICATION_STATUSES.slice(APPLICATION_STATUSES.indexOf(s) + 1);
}

/** The option the select starts on: the first one offered, or null when there is none. */
export const preselectedStatus = (current: string | null | undefined): ApplicationStatus | null => nextStatuses(current)[0] ?? null;

/** Archived packets cannot be edited (§4). */
export const isLocked = (current: string | null | undefined): boolean => normaliseStatus(current) === 'archived';

export const LOCKED_TOOLTIP = 'Archived applications cannot be edited';
