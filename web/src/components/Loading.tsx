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

/**
 * Renders its children once the browser is idle after the page's first paint: for parts of a frame
 * that matter less than the page itself (service icons, notices), so their queries and rendering
 * are not in the first render, the longest task a phone runs while the page appears.
 */
export function WhenIdle({ children }: { children: React.ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 1000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return idle ? children : null;
}
