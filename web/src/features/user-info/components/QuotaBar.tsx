import { Meter, type MeterTone } from '../../../components';
import styles from './QuotaBar.module.css';

export interface QuotaBarProps {
  /** What is measured, shown above the bar and read out with it ("Mail quota"). */
  label: string;
  /** Percent used, 0–100. */
  value: number;
  tone: MeterTone;
  /** "1.50 GB / 2.00 GB". */
  text: string;
  /** An extra note after the text, e.g. the percentage. */
  note?: string;
}

/** A quota: its label, the used-over-total text and a coloured bar. */
export function QuotaBar({ label, value, tone, text, note }: QuotaBarProps) {
  return (
    <div className={styles.quota}>
      <div className={styles.line}>
        <span className={styles.label}>{label}</span>
        <span className={styles.text}>
          {text}
          {note && <span className={styles.note}> ({note})</span>}
        </span>
      </div>
      <Meter label={`${label} used`} value={value} tone={tone} />
    </div>
  );
}
