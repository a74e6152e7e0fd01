import { useId } from 'react';
import styles from './DateFormatToggle.module.css';

export interface DateFormatToggleProps {
  iso: boolean;
  onChange: (iso: boolean) => void;
}

const OPTIONS = [
  { iso: false, label: 'Local' },
  { iso: true, label: 'ISO' },
] as const;

/** Local or ISO (UTC) timestamps, as a two-option radio group. */
export function DateFormatToggle({ iso, onChange }: DateFormatToggleProps) {
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Date format</legend>
      <div className={styles.options}>
        {OPTIONS.map((o) => (
          <label key={o.label} className={styles.option}>
            <input type="radio" className={styles.input} name={name} checked={iso === o.iso} onChange={() => onChange(o.iso)} />
            <span className={styles.face}>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
