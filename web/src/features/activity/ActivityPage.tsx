import { useState } from 'react';
import { Doughnut, Line } from 'react-chartjs-2';
import '../../components/charts';
import { type ActivityLimit, useActivitySummary } from '../../api/activity';
import { errorMessage } from '../../api/errors';
import { Card, EmptyState, ErrorState, Field, Grid, LoadingState, PageHeader, Select, StatCard, Stack } from '../../components';
import { ActivityList } from './components/ActivityList';
import styles from './ActivityPage.module.css';
import {
  distributionData,
  distributionDescription,
  distributionOptions,
  firstActivityText,
  trendData,
  trendDescription,
  trendOptions,
} from './lib/activityCharts';

/** The row counts the list offers, and its default (spec part 3 §2.5 and §9). */
const ROW_OPTIONS: ActivityLimit[] = [10, 25, 100];
const DEFAULT_ROWS: ActivityLimit = 25;

/** Your Activity (spec part 3 §2.5): totals, the last 30 days, the mix of types and the newest rows. */
export function ActivityPage() {
  const [limit, setLimit] = useState<ActivityLimit>(DEFAULT_ROWS);
  const { data, error, isLoading, isFetching, refetch } = useActivitySummary(limit);

  return (
    <section aria-labelledby="activity-title">
      <PageHeader id="activity-title" title="Your Activity" subtitle="Everything you have done in Waypoint, day by day." />
      {isLoading ? (
        <LoadingState />
      ) : !data ? (
        <ErrorState title="Could not load your activity" message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : (
        <Stack gap={5}>
          <Grid minItemWidth="12rem">
            <StatCard label="Total Activities" value={data.summary.total_activities.toLocaleString()} />
            <StatCard label="Active Days" value={data.summary.active_days.toLocaleString()} />
            <StatCard label="Today's Activities" value={data.recentActivity.length} />
            <StatCard label="First Activity" value={firstActivityText(data.summary.first_activity)} />
          </Grid>
          <Grid minItemWidth="20rem" gap={5}>
            <Card title="Activity Trends (Last 30 Days)">
              <div className={styles.chart}>
                <Line data={trendData(data.dailyCounts)} options={trendOptions} role="img" aria-label={trendDescription(data.dailyCounts)} />
              </div>
            </Card>
            <Card title="Activity Distribution">
              {data.stats.length === 0 ? (
                <EmptyState title="No data" />
              ) : (
                <div className={styles.chart}>
                  <Doughnut data={distributionData(data.stats)} options={distributionOptions} role="img" aria-label={distributionDescription(data.stats)} />
                </div>
              )}
            </Card>
          </Grid>
          <Card
            title="Recent Activity"
            actions={
              <Field label="Rows" className={styles.rows}>
                <Select value={limit} onChange={(e) => setLimit(Number(e.target.value) as ActivityLimit)}>
                  {ROW_OPTIONS.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </Select>
              </Field>
            }
          >
            <div aria-busy={isFetching || undefined}>
              <ActivityList activities={data.activities} emptyText="No activity recorded yet." label="Recent activity" />
            </div>
          </Card>
        </Stack>
      )}
    </section>
  );
}
