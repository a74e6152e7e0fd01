import { useState } from 'react';
import { useGetTrackerSummaryQuery } from '../../api/applications';
import { errorMessage } from '../../api/errors';
import { Button, Card, EmptyState, ErrorState, LoadingState, PageHeader, Stack } from '../../components';
import { CalendarFeedCard } from './components/CalendarFeedCard';
import { PacketTable } from './components/PacketTable';
import { StatusFilter } from './components/StatusFilter';
import { StatusLegend } from './components/StatusLegend';
import { TrackerCharts } from './components/TrackerCharts';
import { TrackerSummary } from './components/TrackerSummary';
import { usePacketPages } from './components/usePacketPages';
import { DEFAULT_FILTER, matchesFilter, type StatusFilter as Filter } from './lib';
import styles from './ApplicationsPage.module.css';

export const EMPTY_TEXT = 'No application packets found. Create your first packet using the Job Search feature.';

/**
 * Application Tracker (spec part 3 §2.4): summary cards, the pipeline, the packets filtered by
 * status with their viewers and actions, a legend, this week's and all-time activity, and the
 * private calendar feed.
 */
export function ApplicationsPage() {
  const summary = useGetTrackerSummaryQuery();
  const packets = usePacketPages();
  const [filter, setFilter] = useState<Filter>(DEFAULT_FILTER);
  const shown = packets.packets.filter((p) => matchesFilter(filter, p.applicationStatus));

  return (
    <section aria-labelledby="applications-title">
      <PageHeader id="applications-title" title="Application Tracker" subtitle="Every packet you prepared, where it stands, and what happened this week." />
      <Stack gap={5}>
        {summary.isLoading ? (
          <LoadingState />
        ) : !summary.data ? (
          <ErrorState title="Could not load the tracker summary" message={errorMessage(summary.error)} onRetry={() => void summary.refetch()} />
        ) : (
          <TrackerSummary summary={summary.data} />
        )}

        <Card title="Applications">
          {packets.isLoading ? (
            <LoadingState />
          ) : packets.isError ? (
            <ErrorState title="Could not load your application packets" message={errorMessage(packets.error)} onRetry={packets.retry} />
          ) : packets.packets.length === 0 ? (
            <EmptyState title={EMPTY_TEXT} />
          ) : (
            <Stack gap={4}>
              <StatusFilter value={filter} onChange={setFilter} />
              <PacketTable packets={shown} />
              {packets.hasMore && (
                <div className={styles.more}>
                  <Button loading={packets.isLoadingMore} onClick={() => void packets.loadMore()}>
                    Load more
                  </Button>
                  {packets.loadMoreError && (
                    <p className={styles.error} role="alert">
                      {packets.loadMoreError}
                    </p>
                  )}
                </div>
              )}
            </Stack>
          )}
        </Card>

        <Card title="Status Legend">
          <StatusLegend />
        </Card>

        <TrackerCharts />

        <CalendarFeedCard />
      </Stack>
    </section>
  );
}
