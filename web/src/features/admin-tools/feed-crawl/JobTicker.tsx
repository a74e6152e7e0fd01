import { useLayoutEffect, useRef, useState } from 'react';
import type { RssItemDto } from '../../../api/rss';
import { Button } from '../../../components';
import { itemKey, tickerDuration, tickerTitle } from './feedText';
import styles from './JobTicker.module.css';

export interface JobTickerProps {
  items: RssItemDto[];
  /** px per second. */
  speed: number;
  showFeedTitle: boolean;
  pauseOnHover: boolean;
  onRefresh: () => void;
  /** A fetch is running: the refresh button waits. */
  refreshing: boolean;
  /** False while no feed is selected. */
  canRefresh: boolean;
  /** Why there is nothing to show, when there is nothing. */
  emptyText: string;
}

/**
 * The Live Job Feed (part 3 §2.13, §4 Crawl ticker): the items scroll right to left, one pass
 * taking (content width + container width) / speed seconds. The numbers reach the stylesheet as
 * CSS custom properties set through a ref (the CSP forbids style attributes). It pauses on the
 * pause button, and on hover or keyboard focus when pause on hover is on; with reduced motion it
 * does not move and scrolls by hand instead.
 */
export function JobTicker({ items, speed, showFeedTitle, pauseOnHover, onRefresh, refreshing, canRefresh, emptyText }: JobTickerProps) {
  const [paused, setPaused] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLUListElement>(null);

  useLayoutEffect(() => {
    const box = frame.current;
    const content = track.current;
    if (!box || !content) return;
    const apply = () => {
      const contentWidth = content.scrollWidth;
      const containerWidth = box.clientWidth;
      box.style.setProperty('--ticker-duration', `${tickerDuration(contentWidth, containerWidth, speed)}s`);
      box.style.setProperty('--ticker-from', `${containerWidth}px`);
      box.style.setProperty('--ticker-to', `${-contentWidth}px`);
    };
    apply();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(apply);
    observer.observe(box);
    observer.observe(content);
    return () => observer.disconnect();
  }, [speed, items, showFeedTitle]);

  return (
    <section className={styles.ticker} aria-labelledby="live-feed-title">
      <div className={styles.head}>
        <h2 id="live-feed-title" className={styles.title}>
          <span className={styles.live} aria-hidden="true" />
          Live Job Feed
        </h2>
        <div className={styles.controls}>
          <Button size="sm" aria-label={paused ? 'Play ticker' : 'Pause ticker'} onClick={() => setPaused((p) => !p)}>
            <span aria-hidden="true">{paused ? '▶' : '⏸'}</span> {paused ? 'Play' : 'Pause'}
          </Button>
          <Button size="sm" aria-label="Refresh feed" onClick={onRefresh} loading={refreshing} disabled={!canRefresh}>
            <span aria-hidden="true">↻</span> Refresh
          </Button>
        </div>
      </div>
      <div ref={frame} className={styles.frame} data-paused={paused} data-hover-pause={pauseOnHover} data-empty={items.length === 0}>
        {items.length === 0 ? (
          <p className={styles.empty}>{emptyText}</p>
        ) : (
          <ul ref={track} className={styles.track} aria-label="Ticker items">
            {items.map((item) => (
              <li key={itemKey(item)} className={styles.item}>
                <a href={item.link} target="_blank" rel="noopener noreferrer" className={styles.link} title={item.title}>
                  {showFeedTitle && item.feedTitle && <span className={styles.feed}>{item.feedTitle}</span>}
                  <span className={styles.jobTitle}>{tickerTitle(item.title)}</span>
                  {item.company && <span className={styles.company}>{item.company}</span>}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
