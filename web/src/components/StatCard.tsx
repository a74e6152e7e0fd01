import { type ReactNode, useId } from 'react';
import styles from './StatCard.module.css';
import { cx } from './cx';

export type Trend = 'up' | 'down' | 'flat';

export interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  /** A decorative icon (hidden from screen readers). */
  icon?: ReactNode;
  /** The change shown under the value: green when above 0, red below, muted at 0. */
  delta?: number;
  /** Words after the signed delta: "this week" gives "+3 this week". */
  deltaLabel?: string;
  className?: string;
}

/** The sign of a change, as the trend StatCard colours by. */
export function trendOf(delta: number): Trend {
  return delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat';
}

/** "+3", "−2" (a true minus sign, read as "minus"), "0". */
export function formatDelta(delta: number): string {
  return delta > 0 ? `+${delta}` : delta < 0 ? `−${Math.abs(delta)}` : '0';
}

/** A dashboard figure: label, big value, optional icon and change line. */
export function StatCard({ label, value, icon, delta, deltaLabel, className }: StatCardProps) {
  const labelId = useId();
  const trend = delta === undefined ? undefined : trendOf(delta);
  return (
    <div role="group" aria-labelledby={labelId} className={cx(styles.card, className)}>
      <div className={styles.top}>
        <p id={labelId} className={styles.label}>
          {label}
        </p>
        {icon && (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )}
      </div>
      <p className={styles.value}>{value}</p>
      {delta !== undefined && trend ? (
        <p className={cx(styles.delta, styles[trend])} data-trend={trend}>
          <span aria-hidden="true">{trend === 'up' ? '▲' : trend === 'down' ? '▼' : '•'} </span>
          {formatDelta(delta)}
          {deltaLabel ? ` ${deltaLabel}` : ''}
        </p>
      ) : (
        // While the change loads, its line keeps its place, so the card does not grow when it arrives.
        deltaLabel && (
          <p className={styles.delta} aria-hidden="true">
            {'\u00a0'}
          </p>
        )
      )}
    </div>
  );
}
