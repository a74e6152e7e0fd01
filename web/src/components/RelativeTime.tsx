import { formatDistanceStrict, formatDistanceToNowStrict, isValid } from 'date-fns';
import styles from './RelativeTime.module.css';
import { cx } from './cx';

export type DateInput = Date | string | number;

const absolute = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * "3 days ago", "in 1 hour", "45 seconds ago" (date-fns strict wording, rounded; months and
 * years beyond 30 days). Pure: `now` is passed in.
 */
export function relativeTime(date: DateInput, now: DateInput): string {
  return formatDistanceStrict(toDate(date), toDate(now), { addSuffix: true });
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
  const full = absolute.format(d);
  return (
    <time className={cx(styles.time, className)} dateTime={d.toISOString()} title={full}>
      {formatDistanceToNowStrict(d, { addSuffix: true })}
    </time>
  );
}
