import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** A decorative icon (hidden from screen readers). */
  icon?: ReactNode;
  title: ReactNode;
  message?: ReactNode;
  /** What to do next, usually one Button. */
  action?: ReactNode;
}

/** What a list shows before it has anything in it. */
export function EmptyState({ icon, title, message, action }: EmptyStateProps) {
  return (
    <div className={styles.state}>
      {icon && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <p className={styles.title}>{title}</p>
      {message && <p className={styles.message}>{message}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
