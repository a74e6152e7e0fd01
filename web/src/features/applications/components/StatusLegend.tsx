import { Badge } from '../../../components';
import { APPLICATION_STATUSES, STATUS_LABELS, STATUS_MEANINGS, STATUS_TONES } from '../lib';
import styles from './StatusLegend.module.css';

/** What each status means (part 3 §3), as the tracker's legend. */
export function StatusLegend() {
  return (
    <dl className={styles.legend}>
      {APPLICATION_STATUSES.map((status) => (
        <div key={status} className={styles.item}>
          <dt>
            <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>
          </dt>
          <dd className={styles.meaning}>{STATUS_MEANINGS[status]}</dd>
        </div>
      ))}
    </dl>
  );
}
