import styles from './LoadingState.module.css';

export interface LoadingStateProps {
  /** Read out by screen readers and shown beside the spinner. */
  label?: string;
}

/**
 * A spinner with its label in a polite live region, sized for a card or a section
 * (Loading.tsx's SectionSpinner and PageSpinner fill 40 % and all of the screen).
 */
export function LoadingState({ label = 'Loading…' }: LoadingStateProps) {
  return (
    <div className={styles.state} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" /> {label}
    </div>
  );
}
