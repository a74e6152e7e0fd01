import type { ReactNode } from 'react';
import { Button } from './Button';
import styles from './ErrorState.module.css';

export interface ErrorStateProps {
  title?: ReactNode;
  /** The one sentence to show, e.g. the server's `detail` (api/errors.ts errorMessage). */
  message?: ReactNode;
  /** Shows a retry button calling it (RTK Query's `refetch`). */
  onRetry?: () => void;
  retryLabel?: string;
}

/** What a section shows when its data failed to load; announced as an alert. */
export function ErrorState({ title = 'Something went wrong', message, onRetry, retryLabel = 'Try again' }: ErrorStateProps) {
  return (
    <div className={styles.state} role="alert">
      <p className={styles.title}>{title}</p>
      {message && <p className={styles.message}>{message}</p>}
      {onRetry && (
        <Button size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
