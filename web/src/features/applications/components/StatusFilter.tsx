import { useId } from 'react';
import { FILTER_OPTIONS, type StatusFilter as Filter, type StatusFilterKey, toggleFilter } from '../lib';
import styles from './StatusFilter.module.css';

export interface StatusFilterProps {
  value: Filter;
  onChange: (next: Filter) => void;
}

/**
 * The tracker's status checkboxes (part 3 §2.4): All clears the others, ticking a status clears
 * All, unticking everything falls back to All. As built, All shows archived packets too.
 */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const hintId = useId();
  const change = (key: StatusFilterKey, checked: boolean) => onChange(toggleFilter(value, key, checked));
  return (
    <fieldset className={styles.filter} aria-describedby={hintId}>
      <legend className={styles.legend}>Filter by status</legend>
      <div className={styles.options}>
        {FILTER_OPTIONS.map(({ key, label }) => (
          <label key={key} className={styles.option}>
            <input type="checkbox" checked={value.has(key)} onChange={(e) => change(key, e.target.checked)} />
            {label}
          </label>
        ))}
      </div>
      <p id={hintId} className={styles.hint}>
        All shows every application, archived ones included. Archived applications are hidden unless All or Archived is checked.
      </p>
    </fieldset>
  );
}
