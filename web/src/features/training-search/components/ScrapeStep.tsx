import type { CrawlSessionDto, SearchResponseDto } from '../../../api/training-search';
import { Badge, Button, Card, EmptyState, Stack } from '../../../components';
import { scrapeUrls, sourceLabel } from '../lib';
import styles from '../TrainingSearchPage.module.css';
import { CrawlProgress } from './CrawlProgress';

export interface ScrapeStepProps {
  search: SearchResponseDto;
  /** The URLs the member left ticked. */
  checked: string[];
  onToggle: (url: string, on: boolean) => void;
  onStart: () => void;
  onNewSearch: () => void;
  /** While the crawl call is out or its session is being polled. */
  crawling: boolean;
  /** The crawl's latest known state (null until the crawl call answers). */
  session: CrawlSessionDto | null;
  /** Why the last crawl failed. */
  error: string;
}

/** Step 2: the pages search found, each ticked by default, and Start Scraping. */
export function ScrapeStep({ search, checked, onToggle, onStart, onNewSearch, crawling, session, error }: ScrapeStepProps) {
  const urls = scrapeUrls(search);
  const hits = new Map(search.results.search_results.map((h) => [h.url, h]));

  return (
    <Card title="Choose the pages to scrape" actions={<Button variant="ghost" size="sm" onClick={onNewSearch}>New Search</Button>}>
      <Stack gap={4}>
        <p className={styles.term}>
          Search term: <strong>{search.search_term}</strong>
        </p>
        {search.notes.map((note) => (
          <p key={note} className={styles.infoLine} role="note">
            <span aria-hidden="true">ℹ </span>
            {note}
          </p>
        ))}
        {urls.length === 0 ? (
          <EmptyState title="The search found no pages to scrape." message="Try another domain or query." />
        ) : (
          <fieldset className={styles.urlSet} disabled={crawling}>
            <legend>
              Pages to scrape ({checked.length} of {urls.length} selected)
            </legend>
            <ul className={styles.urlList}>
              {urls.map((url) => {
                const hit = hits.get(url);
                return (
                  <li key={url}>
                    <label className={styles.urlItem}>
                      <input type="checkbox" checked={checked.includes(url)} onChange={(e) => onToggle(url, e.target.checked)} />
                      {/* The spaces keep the parts apart in the checkbox's accessible name; flex layout hides them. */}
                      <span className={styles.urlText}>
                        {hit?.title && <span className={styles.urlTitle}>{hit.title}</span>} <span className={styles.url}>{url}</span>
                      </span>{' '}
                      {hit?.source && <Badge tone={hit.source === 'searxng' ? 'info' : 'neutral'}>{sourceLabel(hit.source)}</Badge>}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        )}
        <div className={styles.actions}>
          <Button variant="primary" onClick={onStart} disabled={checked.length === 0} loading={crawling}>
            {crawling ? 'Scraping…' : 'Start Scraping'}
          </Button>
        </div>
        {crawling && <CrawlProgress session={session} />}
        {error && (
          <p className={styles.errorLine} role="alert">
            {error}
          </p>
        )}
      </Stack>
    </Card>
  );
}
