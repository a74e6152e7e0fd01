import { useId } from 'react';
import { RelativeTime } from '../../../components';
import type { SchedulerMetricsDto } from '../../../api/scheduler';
import styles from './SchedulerBar.module.css';
import { durationText } from './schedulerText';

/** The latest metrics in words (the Test Modal): no JSON, just what they say. */
export function MetricsSummary({ metrics }: { metrics: SchedulerMetricsDto }) {
  const id = useId();
  const { jobs, runs, sources } = metrics.metrics;
  const latest = runs.recent[0];
  const healthy = sources.filter((s) => s.status === 'ok').length;
  const troubled = sources.filter((s) => s.status === 'degraded' || s.status === 'failed');
  return (
    <div className={styles.summary}>
      <section aria-labelledby={`${id}-jobs`}>
        <h3 id={`${id}-jobs`}>Jobs</h3>
        <p>
          {jobs.total.toLocaleString()} jobs stored; {jobs.new_in_window.toLocaleString()} new in the last {metrics.days} days.
        </p>
        {jobs.by_source.length > 0 && (
          <ul aria-label="New jobs by source">
            {jobs.by_source.map((s) => (
              <li key={s.source}>
                {s.source}: {s.count.toLocaleString()}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`${id}-runs`}>
        <h3 id={`${id}-runs`}>Runs</h3>
        <p>
          {runs.runs.toLocaleString()} runs in the last {metrics.days} days fetched {runs.fetched.toLocaleString()} postings: {runs.new_jobs.toLocaleString()} new,{' '}
          {runs.duplicates.toLocaleString()} duplicates, {runs.errors.toLocaleString()} errors.
        </p>
        {latest ? (
          <p>
            Latest: {latest.source} ({latest.trigger}) {latest.status}, started <RelativeTime date={latest.started_at} />, took {durationText(latest.duration_ms)}.
          </p>
        ) : (
          <p>No runs yet.</p>
        )}
      </section>
      <section aria-labelledby={`${id}-sources`}>
        <h3 id={`${id}-sources`}>Sources</h3>
        <p>
          {healthy} of {sources.length} sources healthy.
        </p>
        {troubled.length > 0 && (
          <ul aria-label="Sources needing attention">
            {troubled.map((s) => (
              <li key={s.source}>
                {s.source} {s.status}: {s.reason || 'no reason given'}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
