import { useState } from 'react';
import { Bar, Doughnut, Line } from 'react-chartjs-2';
import '../../components/charts';
import { errorMessage } from '../../api/errors';
import { type TelemetryAnalyticsDto, useGetTelemetryAnalyticsQuery } from '../../api/telemetry';
import { Card, EmptyState, ErrorState, Grid, LoadingState, PageHeader, RelativeTime, Select, StatCard, Stack } from '../../components';
import {
  GROUPINGS,
  type Grouping,
  hourlyPattern,
  patternData,
  patternOptions,
  PERIODS,
  type Period,
  TYPE_COLORS,
  typeLabel,
  typesData,
  typesOptions,
  volumeData,
  volumeOptions,
  WEEKDAYS,
} from './lib/telemetryCharts';
import styles from './TelemetryPage.module.css';

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

function Charts({ data, groupBy }: { data: TelemetryAnalyticsDto; groupBy: Grouping }) {
  const [day, setDay] = useState<number | null>(null);
  if (data.retention_metrics.total_events === 0) {
    return <EmptyState title="No events in this period" message="Choose a longer period or another event type." />;
  }
  return (
    <>
      <Card title="Event Volume">
        <div className={styles.chart}>
          <Line data={volumeData(data.event_counts, groupBy)} options={volumeOptions} aria-label="Events over time" role="img" />
        </div>
      </Card>
      <div className={styles.pair}>
        <Card title="Event Types">
          <div className={styles.doughnut}>
            <Doughnut data={typesData(data.event_types)} options={typesOptions} aria-label="Share of each event type" role="img" />
          </div>
          <ul className={styles.typeList} aria-label="Top event types">
            {data.event_types.map((t, i) => (
              <li key={t.event_type}>
                <span className={styles.swatch} style={{ background: TYPE_COLORS[i % TYPE_COLORS.length] }} aria-hidden="true" />
                <span className={styles.typeName}>{typeLabel(t.event_type)}</span>
                <span className={styles.typeCount}>
                  {t.count.toLocaleString()} ({t.percentage}%)
                </span>
              </li>
            ))}
          </ul>
        </Card>
        <Card
          title="Temporal Patterns"
          actions={
            <label className={styles.inline}>
              <span className="visually-hidden">Day of week</span>
              <Select value={day ?? 'all'} onChange={(e) => setDay(e.target.value === 'all' ? null : Number(e.target.value))}>
                <option value="all">Every day</option>
                {WEEKDAYS.map((d, i) => (
                  <option key={d} value={i}>
                    {d}
                  </option>
                ))}
              </Select>
            </label>
          }
        >
          <p className={styles.note}>Average events per hour of the day ({TIME_ZONE}).</p>
          <div className={styles.chart}>
            <Bar data={patternData(hourlyPattern(data.temporal_patterns, day))} options={patternOptions} aria-label="Average events by hour of day" role="img" />
          </div>
        </Card>
      </div>
    </>
  );
}

/** System Telemetry Analytics (admin), spec part 3 §2.8. */
export function TelemetryPage() {
  const [period, setPeriod] = useState<Period>('24h');
  const [groupBy, setGroupBy] = useState<Grouping>('hour');
  const [eventType, setEventType] = useState('all');
  const { data, error, isLoading, isFetching, isError, refetch } = useGetTelemetryAnalyticsQuery({ period, groupBy, eventType, tz: TIME_ZONE });
  const types = data?.available_event_types ?? [];

  return (
    <section aria-labelledby="telemetry-title">
      <PageHeader id="telemetry-title" title="System Telemetry Analytics" subtitle="How Waypoint is used: events recorded by the API." />
      <div className={styles.filters} role="group" aria-label="Filters">
        <label className={styles.filter}>
          Period
          <Select value={period} onChange={(e) => setPeriod(e.target.value as Period)}>
            {PERIODS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </Select>
        </label>
        <label className={styles.filter}>
          Group by
          <Select value={groupBy} onChange={(e) => setGroupBy(e.target.value as Grouping)}>
            {GROUPINGS.map((g) => (
              <option key={g.value} value={g.value}>
                {g.label}
              </option>
            ))}
          </Select>
        </label>
        <label className={styles.filter}>
          Event type
          <Select value={eventType} onChange={(e) => setEventType(e.target.value)}>
            <option value="all">All events</option>
            {[...new Set([...types, ...(eventType === 'all' ? [] : [eventType])])].map((t) => (
              <option key={t} value={t}>
                {typeLabel(t)}
              </option>
            ))}
          </Select>
        </label>
      </div>
      {isLoading ? (
        <LoadingState label="Loading telemetry data…" />
      ) : !data ? (
        <ErrorState title="Could not load telemetry" message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : (
        <Stack gap={5}>
          <div aria-busy={isFetching} className={isFetching ? styles.refreshing : undefined}>
            <Grid minItemWidth="12rem">
              <StatCard label="Total Events" value={data.retention_metrics.total_events.toLocaleString()} />
              <StatCard label="Average Daily Events" value={data.retention_metrics.avg_daily_events.toLocaleString()} />
              <StatCard label="Retention" value={`${data.retention_metrics.retention_days} days`} />
              <StatCard label="Most Active Member" value={data.user_activity[0]?.username ?? '—'} />
            </Grid>
          </div>
          {isError && <p className={styles.stale}>Showing the last figures: {errorMessage(error)}</p>}
          <Charts data={data} groupBy={groupBy} />
          <Card title="User Activity">
            {data.user_activity.length === 0 ? (
              <p className={styles.emptyText}>No user activity data available.</p>
            ) : (
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <caption className="visually-hidden">The most active members in the period</caption>
                  <thead>
                    <tr>
                      <th scope="col">Member</th>
                      <th scope="col">Events</th>
                      <th scope="col">Last active</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.user_activity.map((u) => (
                      <tr key={u.user_id}>
                        <td>{u.username}</td>
                        <td>{u.event_count.toLocaleString()}</td>
                        <td>
                          <RelativeTime date={u.last_active} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Card>
        </Stack>
      )}
    </section>
  );
}
