import { Badge, RelativeTime } from '../../../components';
import type { SourceHealthDto } from '../../../api/scheduler';
import styles from './SchedulerBar.module.css';
import { healthReason, healthTone } from './schedulerText';

/** Each job source as a compact badge, with the reason in words beside it (never only a tooltip). */
export function SourceHealthList({ sources, label = 'Source health' }: { sources: SourceHealthDto[]; label?: string }) {
  if (sources.length === 0) return <p className={styles.hint}>No job sources are registered.</p>;
  return (
    <ul className={styles.health} aria-label={label}>
      {sources.map((s) => {
        const reason = healthReason(s);
        return (
          <li key={s.source} className={styles.source} data-status={s.status}>
            <Badge tone={healthTone(s.status)}>
              {s.source}: {s.status}
            </Badge>
            {reason && <span className={styles.reason}>{reason}</span>}
            {s.lastRunAt && (
              <span className={styles.lastRun}>
                last run <RelativeTime date={s.lastRunAt} />
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
