import { useId, useState } from 'react';
import { Button, Card, EmptyState, Grid, Stack } from '../../../components';
import { type CrawlResult, NO_PROGRAMS, plural, resultSummary } from '../lib';
import styles from '../TrainingSearchPage.module.css';
import { ProgramCard } from './ProgramCard';

/** Step 3: the programs the crawl found, how many pages it read, and the pages it skipped and why. */
export function ResultsStep({ result, onNewSearch }: { result: CrawlResult; onNewSearch: () => void }) {
  const [showSkipped, setShowSkipped] = useState(false);
  const skippedId = useId();
  const newSearch = (
    <Button variant="primary" size="sm" onClick={onNewSearch}>
      New Search
    </Button>
  );

  return (
    <Card title="Results" actions={newSearch}>
      <Stack gap={4}>
        <p className={styles.term} role="status">
          {resultSummary(result.programs.length, result.pages_fetched)}
        </p>
        {result.skipped.length > 0 && (
          <div>
            <Button variant="ghost" size="sm" aria-expanded={showSkipped} aria-controls={skippedId} onClick={() => setShowSkipped((s) => !s)}>
              <span aria-hidden="true">{showSkipped ? '▾ ' : '▸ '}</span>
              Skipped {plural(result.skipped.length, 'page')}
            </Button>
            <ul id={skippedId} className={styles.skipped} aria-label="Skipped pages" hidden={!showSkipped}>
              {result.skipped.map((s, i) => (
                <li key={`${i}-${s.url}`}>
                  <span className={styles.url}>{s.url}</span> <span className="muted">— {s.reason}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {result.programs.length === 0 ? (
          <EmptyState title={NO_PROGRAMS} />
        ) : (
          <Grid minItemWidth="18rem">
            {result.programs.map((p) => (
              <ProgramCard key={p.id} program={p} />
            ))}
          </Grid>
        )}
      </Stack>
    </Card>
  );
}
