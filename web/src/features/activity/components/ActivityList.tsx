import type { ActivityRowDto } from '../../../api/activity';
import { Badge, EmptyState, RelativeTime } from '../../../components';
import { describeDetails } from '../lib/activityDetails';
import { activityLabel, activityLook } from '../lib/activityTypes';
import styles from './ActivityList.module.css';

export interface ActivityListProps {
  activities: ActivityRowDto[];
  /** What an empty list says. */
  emptyText: string;
  /** The list's accessible name. */
  label: string;
}

/** Activities newest first: type, detail line, relative time and a coloured badge (spec part 1 §2.5, part 3 §2.5). */
export function ActivityList({ activities, emptyText, label }: ActivityListProps) {
  if (activities.length === 0) return <EmptyState title={emptyText} />;
  return (
    <ul className={styles.list} aria-label={label}>
      {activities.map((a) => {
        const look = activityLook(a.activity_type);
        const details = describeDetails(a.activity_details);
        return (
          <li key={a.id} className={styles.item}>
            <span className={styles.dot} style={{ background: look.color }} aria-hidden="true" />
            <div className={styles.text}>
              <p className={styles.type}>{activityLabel(a.activity_type)}</p>
              {details && <p className={styles.details}>{details}</p>}
              <RelativeTime date={a.created_at} className={styles.time} />
            </div>
            <Badge color={look.color} className={styles.badge}>
              {look.group}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
