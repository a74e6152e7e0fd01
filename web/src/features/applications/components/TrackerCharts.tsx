import type { ReactElement } from 'react';
import { Bar } from 'react-chartjs-2';
import '../../../components/charts';
import { useActivitySummary } from '../../../api/activity';
import { errorMessage } from '../../../api/errors';
import { Card, ErrorState, Grid, LoadingState } from '../../../components';
import styles from './TrackerCharts.module.css';
import { totalsData, totalsDescription, totalsOptions, weekData, weekDescription, weekOptions } from './chartData';

/** The tracker's two activity charts (part 3 §2.4), from the member's activity summary. */
export function TrackerCharts() {
  // The charts use only the totals; ask for the fewest rows.
  const { data, error, isLoading, refetch } = useActivitySummary(10);
  const body = (draw: (d: NonNullable<typeof data>) => ReactElement) =>
    isLoading ? (
      <LoadingState />
    ) : !data ? (
      <ErrorState title="Could not load activity" message={errorMessage(error)} onRetry={() => void refetch()} />
    ) : (
      <div className={styles.chart}>{draw(data)}</div>
    );

  return (
    <Grid minItemWidth="20rem" gap={5}>
      <Card title="This Week's Application Activity">
        {body((d) => (
          <Bar data={weekData(d.week_to_date_daily_by_type)} options={weekOptions} role="img" aria-label={weekDescription(d.week_to_date_daily_by_type)} />
        ))}
      </Card>
      <Card title="All-Time Totals">
        {body((d) => (
          <Bar data={totalsData(d.all_time_totals_by_type)} options={totalsOptions} role="img" aria-label={totalsDescription(d.all_time_totals_by_type)} />
        ))}
      </Card>
    </Grid>
  );
}
