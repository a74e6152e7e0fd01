import { useLayoutEffect, useRef } from 'react';
import type { CrawlSessionDto } from '../../../api/training-search';
import { crawlProgressText } from '../lib';
import styles from '../TrainingSearchPage.module.css';

/**
 * A crawl's progress bar, fed by its session (null until the crawl call answers). The fill width
 * is a CSS custom property set through the DOM, as the upload bar does (no style attribute).
 */
export function CrawlProgress({ session }: { session: Pick<CrawlSessionDto, 'status' | 'progress' | 'pages_fetched' | 'programs_found'> | null }) {
  const barRef = useRef<HTMLDivElement>(null);
  const value = Math.max(0, Math.min(100, Math.round(session?.progress ?? 0)));
  useLayoutEffect(() => {
    barRef.current?.style.setProperty('--crawl-progress', `${value}%`);
  }, [value]);

  const text = !session ? 'Starting the crawl…' : session.status === 'queued' ? 'Waiting for a crawler…' : crawlProgressText(session);
  return (
    <div className={styles.progressBlock}>
      <div
        ref={barRef}
        className={styles.progress}
        role="progressbar"
        aria-label="Scraping progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%: ${text}`}
      >
        <div className={styles.progressFill} />
      </div>
      <p className={styles.progressText} role="status" aria-live="polite">
        {text}
      </p>
    </div>
  );
}
