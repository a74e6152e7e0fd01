import styles from './Meter.module.css';
import { cx } from './cx';

export type MeterTone = 'success' | 'warning' | 'danger' | 'info';

export interface MeterProps {
  /** Percent, 0-100 (clamped). */
  value: number;
  /** What is measured, for screen readers ("Memory used"). */
  label: string;
  tone?: MeterTone;
  className?: string;
}

/** A horizontal bar showing a share of a whole (load, quota). */
export function Meter({ value, label, tone = 'info', className }: MeterProps) {
  const percent = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent * 10) / 10}
      className={cx(styles.track, className)}
      data-tone={tone}
    >
      <div className={cx(styles.fill, styles[tone])} style={{ width: `${percent}%` }} />
    </div>
  );
}
