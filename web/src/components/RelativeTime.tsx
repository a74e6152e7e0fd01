import { format, isValid } from 'date-fns';
import styles from './RelativeTime.module.css';
import { cx } from './cx';

export type DateInput = Date | string | number;

/**
 * The tooltip's full date and time, by date-fns: an Intl.DateTimeFormat built when the module loads
 * cost the dashboard's first render ~90 ms on a throttled phone (ICU data), for a tooltip.
 */
const absolute = (d: Date) => format(d, 'MMMM d, yyyy, h:mm a');

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The largest of the spec's units that the distance rounds to at least 1 of (part 1 §2.5). */
function countAndUnit(ms: number): [number, 'second' | 'minute' | 'hour' | 'day'] {
  const seconds = Math.round(ms / SECOND);
  if (seconds < 60) return [seconds, 'second'];
  const minutes = Math.round(ms / MINUTE);
  if (minutes < 60) return [minutes, 'minute'];
  const hours = Math.round(ms / HOUR);
  if (hours < 24) return [hours, 'hour'];
  return [Math.round(ms / DAY), 'day'];
}

/**
 * "3 days ago", "in 1 hour", "45 seconds ago": days, hours, minutes or seconds only, as the spec
 * names them (45 days stays "45 days ago", never months or years), rounded to the nearest unit.
 * Pure: `now` is passed in.
 */
export function relativeTime(date: DateInput, now: DateInput): string {
  const d = toDate(date);
  const n = toDate(now);
  if (!isValid(d) || !isValid(n)) return 'Unknown date';
  const diff = d.getTime() - n.getTime();
  const [count, unit] = countAndUnit(Math.abs(diff));
  const words = `${count} ${unit}${count === 1 ? '' : 's'}`;
  return diff > 0 && count > 0 ? `in ${words}` : `${words} ago`;
}

export interface RelativeTimeProps {
  /** A Date, an ISO string as the API sends, or epoch milliseconds. */
  date: DateInput;
  className?: string;
}

/** A <time> reading "2 hours ago", with the full date and time as its tooltip. */
export function RelativeTime({ date, className }: RelativeTimeProps) {
  const d = toDate(date);
  if (!isValid(d)) return <span className={className}>Unknown date</span>;
  const full = absolute(d);
  return (
    <time className={cx(styles.time, className)} dateTime={d.toISOString()} title={full}>
      {relativeTime(d, Date.now())}
    </time>
  );
}
