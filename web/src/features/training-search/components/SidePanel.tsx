import { errorMessage } from '../../../api/errors';
import { useTrainingStatsQuery } from '../../../api/training-search';
import { Card, ErrorState, LoadingState, RelativeTime } from '../../../components';
import styles from '../TrainingSearchPage.module.css';

const FEATURES = [
  'Search a domain’s learning platforms, or the web for a query of your own',
  'Choose which of the pages found are scraped',
  'Programs sorted into categories by AI, with a confidence score',
  'Free programs, difficulty and duration at a glance',
  'Pages that robots.txt disallows are skipped',
];

/** Beside the wizard (below it on a phone): what the tool does, the API docs and the catalogue's figures. */
export function SidePanel() {
  const stats = useTrainingStatsQuery();
  const data = stats.data;
  return (
    <aside className={styles.aside} aria-label="About training program search">
      <Card title="Features">
        <ul className={styles.features}>
          {FEATURES.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        <p className={styles.docs}>
          <a href="/api/docs" target="_blank" rel="noopener noreferrer">
            API docs
          </a>
        </p>
      </Card>
      <Card title="Quick Stats">
        {stats.isLoading ? (
          <LoadingState label="Loading stats…" />
        ) : !data ? (
          <ErrorState title="Could not load the stats" message={errorMessage(stats.error)} onRetry={() => void stats.refetch()} />
        ) : (
          <dl className={styles.stats}>
            <dt>Total programs</dt>
            <dd>{data.total_programs.toLocaleString()}</dd>
            <dt>Free programs</dt>
            <dd>{data.free_programs.toLocaleString()}</dd>
            <dt>High confidence</dt>
            <dd>{data.high_confidence_programs.toLocaleString()}</dd>
            <dt>Last crawl</dt>
            <dd>{data.last_crawl_at ? <RelativeTime date={data.last_crawl_at} /> : 'Never'}</dd>
          </dl>
        )}
      </Card>
    </aside>
  );
}
