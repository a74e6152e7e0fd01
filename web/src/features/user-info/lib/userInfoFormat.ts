import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { MailcowMailboxDto, NextcloudUserDataDto } from '../../../api/admin';
import { errorMessage } from '../../../api/errors';
import { formatBytes } from '../../../lib/format';

/** What an empty or unreadable value shows. */
export const NONE = '—';

/** The unit a source counts time in (spec part 3 §9): identity provider and cloud storage in ms, account and mail in seconds. */
export type TimeUnit = 'ms' | 's';

export type QuotaTone = 'success' | 'warning' | 'danger' | 'info';

const NUMERIC = /^\d+(\.\d+)?$/;
/** "2024-01-15 10:30:00" as Mailcow writes it: read as local time, like the ISO form with a T. */
const SPACED_DATE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(:\d{2}(\.\d+)?)?)$/;

/**
 * A timestamp as a Date: numbers (and digit-only strings) count `unit`s since the epoch, other
 * strings are parsed as dates. Null, 0 ("never"), blanks and unreadable values give null.
 */
export function toDate(value: number | string | null | undefined, unit: TimeUnit): Date | null {
  if (value === null || value === undefined) return null;
  let time: number;
  if (typeof value === 'number' || NUMERIC.test(value.trim())) {
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0) return null;
    time = unit === 's' ? n * 1000 : n;
  } else {
    const text = value.trim();
    if (!text) return null;
    time = Date.parse(text.replace(SPACED_DATE_TIME, '$1T$2'));
  }
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A timestamp for display: the browser's local date and time, or in ISO mode the UTC
 * "YYYY-MM-DD HH:MM:SSZ" (spec part 3 §9). '—' for null, 0 or an unreadable value.
 */
export function formatTimestamp(value: number | string | null | undefined, unit: TimeUnit, iso: boolean): string {
  const date = toDate(value, unit);
  if (!date) return NONE;
  return iso ? `${date.toISOString().slice(0, 19).replace('T', ' ')}Z` : date.toLocaleString();
}

/** A session id cut to its first 8 characters (spec part 3 §9). */
export function shortSessionId(id: string | null | undefined): string {
  return id ? id.slice(0, 8) : NONE;
}

type NextcloudQuotaDto = NextcloudUserDataDto['quota'];

type MailQuota = Pick<MailcowMailboxDto, 'quota' | 'quotaUsed' | 'maxNewQuota'>;

/** What the mailbox is measured against: its quota, or the maximum new quota when the quota is 0 (unlimited); null when neither is set. */
function mailQuotaLimit({ quota, maxNewQuota }: MailQuota): number | null {
  if (quota > 0) return quota;
  return maxNewQuota && maxNewQuota > 0 ? maxNewQuota : null;
}

/** "1.50 GB / 2.00 GB": used over the quota, or over the maximum new quota when the quota is 0 (spec part 3 §9). */
export function mailQuotaText(mailbox: MailQuota): string {
  const limit = mailQuotaLimit(mailbox);
  return `${formatBytes(mailbox.quotaUsed)} / ${limit === null ? 'Unlimited' : formatBytes(limit)}`;
}

/** The share of the mailbox quota used, 0–100, for the quota bar (0 when there is no limit). */
export function mailQuotaPercent(mailbox: MailQuota): number {
  const limit = mailQuotaLimit(mailbox);
  if (limit === null) return 0;
  return Math.min(100, Math.max(0, (mailbox.quotaUsed / limit) * 100));
}

/** Mailcow's percentClass as a colour: success green, warning yellow, info (unlimited) blue, anything else red (spec part 3 §9). */
export function quotaTone(percentClass: string | null | undefined): QuotaTone {
  if (percentClass === 'success') return 'success';
  if (percentClass === 'warning') return 'warning';
  // Mailcow's `info` marks an unlimited mailbox: nothing to warn about (the spec's rule predates it).
  if (percentClass === 'info') return 'info';
  return 'danger';
}

/** The cloud-storage share used, in percent: `relative` when given, else used over total; null when unknown. */
export function cloudQuotaValue(quota: NextcloudQuotaDto | null | undefined): number | null {
  if (!quota) return null;
  if (typeof quota.relative === 'number' && Number.isFinite(quota.relative)) return quota.relative;
  if (typeof quota.used === 'number' && typeof quota.total === 'number' && quota.total > 0) return (quota.used / quota.total) * 100;
  return null;
}

/** The cloud-storage share used with one decimal, "42.5%" (spec part 3 §9); '—' when unknown. */
export function cloudQuotaPercent(quota: NextcloudQuotaDto | null | undefined): string {
  const value = cloudQuotaValue(quota);
  return value === null ? NONE : `${value.toFixed(1)}%`;
}

/** "2.00 GB / 10.00 GB" for the cloud storage; the total reads Unlimited when the server gives none. */
export function cloudQuotaText(quota: NextcloudQuotaDto | null | undefined): string {
  if (!quota) return NONE;
  const total = typeof quota.total === 'number' && quota.total > 0 ? formatBytes(quota.total) : 'Unlimited';
  return `${formatBytes(quota.used ?? 0)} / ${total}`;
}

/** Nextcloud's profile_enabled: '1' means on. */
export function isProfileEnabled(value: string | null | undefined): boolean {
  return value === '1';
}

/** A session's client names, comma separated ('—' for none). */
export function clientNames(clients: Record<string, string> | null | undefined): string {
  const names = Object.values(clients ?? {}).filter(Boolean);
  return names.length ? names.join(', ') : NONE;
}

export const LOOKUP_FAILED = 'Failed to fetch user information';

function hasDetail(data: unknown): boolean {
  return typeof data === 'object' && data !== null && typeof (data as { detail?: unknown }).detail === 'string';
}

/**
 * Why a lookup failed (spec part 3 §8 "User info fails"): the server's sentence (404: no user
 * matches), the network error text, or "Failed to fetch user information".
 */
export function lookupErrorMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null || !('status' in error)) return LOOKUP_FAILED;
  const failure = error as FetchBaseQueryError;
  if (hasDetail(failure.data) || failure.status === 'FETCH_ERROR') return errorMessage(failure);
  const message = (failure.data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : LOOKUP_FAILED;
}
