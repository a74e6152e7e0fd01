import { describe, expect, it } from 'vitest';
import {
  clientNames,
  cloudQuotaPercent,
  cloudQuotaText,
  cloudQuotaValue,
  formatTimestamp,
  isProfileEnabled,
  LOOKUP_FAILED,
  lookupErrorMessage,
  mailQuotaPercent,
  mailQuotaText,
  quotaTone,
  shortSessionId,
  toDate,
} from './userInfoFormat';

// 2024-01-15 10:30:00 UTC
const SECONDS = 1_705_314_600;
const MS = SECONDS * 1000;

describe('formatTimestamp', () => {
  it('reads milliseconds and seconds by the unit the source uses', () => {
    expect(formatTimestamp(MS, 'ms', true)).toBe('2024-01-15 10:30:00Z');
    expect(formatTimestamp(SECONDS, 's', true)).toBe('2024-01-15 10:30:00Z');
  });

  it('reads date strings whatever the unit, and digit-only strings as numbers', () => {
    expect(formatTimestamp('2024-01-15T10:30:00.000Z', 's', true)).toBe('2024-01-15 10:30:00Z');
    expect(formatTimestamp('2024-01-15T10:30:00Z', 'ms', true)).toBe('2024-01-15 10:30:00Z');
    expect(formatTimestamp(String(SECONDS), 's', true)).toBe('2024-01-15 10:30:00Z');
  });

  it('reads the spaced form Mailcow writes as local time', () => {
    const local = new Date(2024, 0, 15, 10, 30, 0);
    expect(toDate('2024-01-15 10:30:00', 's')?.getTime()).toBe(local.getTime());
    expect(formatTimestamp('2024-01-15 10:30:00', 's', false)).toBe(local.toLocaleString());
  });

  it('shows the local date and time outside ISO mode', () => {
    expect(formatTimestamp(MS, 'ms', false)).toBe(new Date(MS).toLocaleString());
    expect(formatTimestamp(SECONDS, 's', false)).toBe(new Date(MS).toLocaleString());
  });

  it.each([null, undefined, 0, '0', '', '   ', 'not a date', Number.NaN, -5])('shows — for %j', (value) => {
    expect(formatTimestamp(value as never, 's', false)).toBe('—');
    expect(formatTimestamp(value as never, 'ms', true)).toBe('—');
  });
});

describe('shortSessionId', () => {
  it('keeps the first 8 characters', () => {
    expect(shortSessionId('3f2a9c1e-77b0-4d2e-9a11-5c0de0f1b2a3')).toBe('3f2a9c1e');
    expect(shortSessionId('abc')).toBe('abc');
    expect(shortSessionId('')).toBe('—');
    expect(shortSessionId(null)).toBe('—');
  });
});

describe('mail quota', () => {
  const GB = 1024 ** 3;

  it('shows used over the quota', () => {
    expect(mailQuotaText({ quotaUsed: 1.5 * GB, quota: 2 * GB, maxNewQuota: 10 * GB })).toBe('1.50 GB / 2.00 GB');
    expect(mailQuotaPercent({ quotaUsed: 1.5 * GB, quota: 2 * GB, maxNewQuota: 10 * GB })).toBe(75);
  });

  it('measures against the maximum new quota when the quota is 0', () => {
    expect(mailQuotaText({ quotaUsed: 512 * 1024 ** 2, quota: 0, maxNewQuota: 10 * GB })).toBe('512.00 MB / 10.00 GB');
    expect(mailQuotaPercent({ quotaUsed: GB, quota: 0, maxNewQuota: 10 * GB })).toBe(10);
  });

  it('says Unlimited when there is neither', () => {
    expect(mailQuotaText({ quotaUsed: 1536, quota: 0, maxNewQuota: null })).toBe('1.50 KB / Unlimited');
    expect(mailQuotaPercent({ quotaUsed: 1536, quota: 0, maxNewQuota: null })).toBe(0);
  });

  it('caps the bar at 100 %', () => {
    expect(mailQuotaPercent({ quotaUsed: 3 * GB, quota: 2 * GB })).toBe(100);
  });

  it('colours by percentClass: success green, warning yellow, otherwise red', () => {
    expect(quotaTone('success')).toBe('success');
    expect(quotaTone('warning')).toBe('warning');
    expect(quotaTone('danger')).toBe('danger');
    expect(quotaTone('info')).toBe('info');
    expect(quotaTone('')).toBe('danger');
    expect(quotaTone(undefined)).toBe('danger');
  });
});

describe('cloud quota', () => {
  it('shows the relative share with one decimal', () => {
    expect(cloudQuotaPercent({ relative: 42.456, used: 1, total: 2 })).toBe('42.5%');
    expect(cloudQuotaPercent({ relative: 0 })).toBe('0.0%');
  });

  it('falls back to used over total, and — when unknown', () => {
    expect(cloudQuotaValue({ used: 1, total: 4 })).toBe(25);
    expect(cloudQuotaPercent({ used: 1, total: 3 })).toBe('33.3%');
    expect(cloudQuotaPercent({ used: 5, total: null })).toBe('—');
    expect(cloudQuotaPercent(null)).toBe('—');
  });

  it('shows used over total in base-1024 units', () => {
    expect(cloudQuotaText({ used: 2 * 1024 ** 3, total: 10 * 1024 ** 3 })).toBe('2.00 GB / 10.00 GB');
    expect(cloudQuotaText({ used: 1024, total: null })).toBe('1.00 KB / Unlimited');
    expect(cloudQuotaText(undefined)).toBe('—');
  });
});

describe('small readers', () => {
  it("treats profile_enabled '1' as on and anything else as off", () => {
    expect(isProfileEnabled('1')).toBe(true);
    expect(isProfileEnabled('0')).toBe(false);
    expect(isProfileEnabled(null)).toBe(false);
  });

  it('joins client names', () => {
    expect(clientNames({ a: 'waypoint', b: 'nextcloud' })).toBe('waypoint, nextcloud');
    expect(clientNames({})).toBe('—');
  });
});

describe('lookupErrorMessage', () => {
  it("shows the server's sentence, e.g. no user matches", () => {
    const error = { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'No user matches "x".', detail: 'No user matches "x".', requestId: 'r' } };
    expect(lookupErrorMessage(error)).toBe('No user matches "x".');
  });

  it('shows a bare message body', () => {
    expect(lookupErrorMessage({ status: 404, data: { message: 'User not found' } })).toBe('User not found');
  });

  it('shows the network error text when the server cannot be reached', () => {
    expect(lookupErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe('Cannot reach the server. Check your connection and try again.');
  });

  it('falls back to Failed to fetch user information', () => {
    expect(lookupErrorMessage({ status: 500, data: 'oops' })).toBe(LOOKUP_FAILED);
    expect(lookupErrorMessage({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' })).toBe(LOOKUP_FAILED);
    expect(lookupErrorMessage(new Error('boom'))).toBe(LOOKUP_FAILED);
    expect(lookupErrorMessage(undefined)).toBe(LOOKUP_FAILED);
  });
});
