import { useEffect, useState } from 'react';

/** A full-page spinner with a live-region label. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" /> {label}
    </div>
  );
}

/** A section-sized spinner for content loading inside the shell. */
export function SectionSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="section-spinner" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" /> {label}
    </div>
  );
}

/**
 * Shows its child only after `delayMs`: a lazily loaded screen that arrives quickly (the usual
 * case) never flashes a spinner.
 */
export function Delayed({ delayMs = 300, children }: { delayMs?: number; children: React.ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return shown ? children : null;
}
