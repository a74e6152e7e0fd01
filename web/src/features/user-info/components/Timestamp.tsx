import { formatTimestamp, NONE, type TimeUnit, toDate } from '../lib/userInfoFormat';

export interface TimestampProps {
  value: number | string | null | undefined;
  /** What a number counts: identity provider and cloud storage ms, account and mail seconds. */
  unit: TimeUnit;
  /** ISO mode: UTC "YYYY-MM-DD HH:MM:SSZ"; otherwise the browser's local date and time. */
  iso: boolean;
}

/** A timestamp as a <time> element, or — when there is none. */
export function Timestamp({ value, unit, iso }: TimestampProps) {
  const date = toDate(value, unit);
  if (!date) return <>{NONE}</>;
  return <time dateTime={date.toISOString()}>{formatTimestamp(value, unit, iso)}</time>;
}
