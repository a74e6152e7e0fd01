import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { type FetchFeedsResultDto, type RssItemDto, useFetchFeedsMutation, useListFeedsQuery } from '../../api/rss';
import { BackToApiTests } from './components/BackToApiTests';
import { CrawlSettingsPanel } from './feed-crawl/CrawlSettingsPanel';
import { FeedItemList } from './feed-crawl/FeedItemList';
import { CRAWL_DEFAULTS, type CrawlSettings, fetchFailure, itemKey } from './feed-crawl/feedText';
import { JobTicker } from './feed-crawl/JobTicker';
import { ReviewDialog } from './feed-crawl/ReviewDialog';
import styles from './FeedCrawlTestPage.module.css';

/** Settings changes (a slider being dragged) settle this long before the feeds are read again. */
const SETTLE_MS = 300;

/**
 * Feed crawl test (admin), part 3 §2.13: a live ticker of the chosen job feeds, their settings and
 * status, every item with a review dialog that parses it, runs the ETL step and can insert the job.
 */
export function FeedCrawlTestPage() {
  const feedsQuery = useListFeedsQuery();
  const feeds = feedsQuery.data ?? [];
  const [fetchFeeds, { isLoading: fetching }] = useFetchFeedsMutation();

  const [settings, setSettings] = useState<CrawlSettings>(CRAWL_DEFAULTS);
  const [aiAssist, setAiAssist] = useState(false);
  // null until the admin ticks a box: then the first feed stands in (part 3 §5).
  const [chosen, setChosen] = useState<string[] | null>(null);
  const selected = chosen ?? (feeds[0] ? [feeds[0].url] : []);
  const selectedKey = selected.join('\n');

  const [result, setResult] = useState<FetchFeedsResultDto | null>(null);
  const [fetchedAt, setFetchedAt] = useState<Date | null>(null);
  const [failure, setFailure] = useState('');
  const [reviewing, setReviewing] = useState<RssItemDto | null>(null);

  // Only the latest fetch may set the result: an older one answering late is dropped.
  const latest = useRef(0);

  const toggleFeed = (url: string, on: boolean) => {
    const next = on ? feeds.map((f) => f.url).filter((u) => u === url || selected.includes(u)) : selected.filter((u) => u !== url);
    setChosen(next);
    if (next.length === 0) {
      // Nothing to read: the old items would pass for the selection's.
      latest.current += 1;
      setResult(null);
      setFailure('');
    }
  };

  const { maxItems } = settings;
  const load = useCallback(async () => {
    if (!selectedKey) return;
    const id = ++latest.current;
    try {
      const res = await fetchFeeds({ fetchFeedsDto: { feeds: selectedKey.split('\n'), maxItems } }).unwrap();
      if (id !== latest.current) return;
      setResult(res);
      setFetchedAt(new Date());
      setFailure(res.success ? '' : 'Failed to fetch RSS data');
    } catch (err) {
      if (id !== latest.current) return;
      setFailure(fetchFailure(err));
    }
  }, [fetchFeeds, selectedKey, maxItems]);

  // Read the feeds when the page opens and whenever the chosen feeds or the item count change.
  useEffect(() => {
    if (!selectedKey) return;
    const timer = setTimeout(() => void load(), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [load, selectedKey]);

  // Auto refresh: again every interval while it is on.
  useEffect(() => {
    if (!settings.autoRefresh || !selectedKey) return;
    const timer = setInterval(() => void load(), settings.refreshInterval);
    return () => clearInterval(timer);
  }, [load, selectedKey, settings.autoRefresh, settings.refreshInterval]);

  const items = result?.items ?? [];
  const emptyText = !selectedKey ? 'No feed selected.' : result ? 'The selected feeds have no items.' : failure ? 'Nothing to show.' : 'Loading the feed…';

  return (
    <section aria-labelledby="feed-crawl-title" className={`tool-page ${styles.page}`}>
      <div className="page-head">
        <h1 id="feed-crawl-title">Feed Crawl Test</h1>
        <BackToApiTests />
      </div>
      <p className="muted">Reads job feeds, shows them as a live ticker, and lets you review an item, transform it (ETL) and insert it as a job.</p>

      <JobTicker
        items={items}
        speed={settings.speed}
        showFeedTitle={settings.showFeedTitle}
        pauseOnHover={settings.pauseOnHover}
        onRefresh={() => void load()}
        refreshing={fetching}
        canRefresh={selectedKey !== ''}
        emptyText={emptyText}
      />

      {failure && (
        <div className={styles.fetchError} role="alert">
          <strong>Fetch Error</strong> {failure}
        </div>
      )}

      <CrawlSettingsPanel
        feeds={feeds}
        feedsLoading={feedsQuery.isLoading}
        feedsError={feedsQuery.isError ? errorMessage(feedsQuery.error) : ''}
        selected={selected}
        onToggleFeed={toggleFeed}
        settings={settings}
        onSettings={setSettings}
        aiAssist={aiAssist}
        onAiAssist={setAiAssist}
        result={result}
        fetchedAt={fetchedAt}
      />

      <FeedItemList items={items} onReview={setReviewing} emptyText={emptyText} />

      {reviewing && <ReviewDialog key={itemKey(reviewing)} item={reviewing} aiAssist={aiAssist} onClose={() => setReviewing(null)} />}
    </section>
  );
}
