import { Badge, RelativeTime } from '../../../components';
import type { RunDto } from '../../../api/scheduler';
import styles from './SchedulerBar.module.css';
import { durationText, healthTone } from './schedulerText';

/** The latest collection runs, one row per source run; scrolls sideways on a phone. */
export function RecentRunsTable({ runs }: { runs: RunDto[] }) {
  if (runs.length === 0) return <p className={styles.hint}>No collection runs in this window yet.</p>;
  return (
    // A focusable scroll region so keyboard users can scroll the table sideways.
    <div className={styles.tableFrame} role="region" aria-label="Recent runs" tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">Recent runs</caption>
        <thead>
          <tr>
            <th scope="col">Source</th>
            <th scope="col">Trigger</th>
            <th scope="col">Status</th>
            <th scope="col" className={styles.num}>
              Fetched
            </th>
            <th scope="col" className={styles.num}>
              New
            </th>
            <th scope="col" className={styles.num}>
              Duplicates
            </th>
            <th scope="col" className={styles.num}>
              Errors
            </th>
            <th scope="col" className={styles.num}>
              Duration
            </th>
            <th scope="col">Started</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((r) => (
            <tr key={r.id}>
              <th scope="row">{r.source}</th>
              <td>{r.trigger}</td>
              <td>
                <Badge tone={r.status === 'running' ? 'info' : healthTone(r.status)}>{r.status}</Badge>
                {r.reason && r.status !== 'ok' && <span className={styles.rowReason}>{r.reason}</span>}
              </td>
              <td className={styles.num}>{r.fetched}</td>
              <td className={styles.num}>{r.new_jobs}</td>
              <td className={styles.num}>{r.duplicates}</td>
              <td className={styles.num}>{r.errors}</td>
              <td className={styles.num}>{durationText(r.duration_ms)}</td>
              <td>
                <RelativeTime date={r.started_at} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
