import type { ReactNode } from 'react';
import { cx } from '../../../components';
import { NONE } from '../lib/userInfoFormat';
import styles from './Facts.module.css';

export interface Fact {
  label: string;
  value: ReactNode;
  /** Monospaced, for ids. */
  code?: boolean;
}

/** Label and value pairs; an empty value shows —. On a phone each label sits above its value. */
export function Facts({ items, className }: { items: Fact[]; className?: string }) {
  return (
    <dl className={cx(styles.facts, className)}>
      {items.map(({ label, value, code }) => (
        <div key={label} className={styles.row}>
          <dt className={styles.label}>{label}</dt>
          <dd className={cx(styles.value, code && styles.code)}>{value === null || value === undefined || value === '' ? NONE : value}</dd>
        </div>
      ))}
    </dl>
  );
}
