import { useNavigate } from 'react-router-dom';
import { useGetFollowUpsQuery } from '../../../api/applications';
import { Button, Card } from '../../../components';
import styles from './FollowUps.module.css';

/**
 * The follow-up nudge (issue 15): applications marked applied FOLLOW_UP_DAYS or more ago with no
 * answer since. Shown only when there is one; a failed load shows nothing rather than an error on
 * the member's home (the tracker has the same list).
 */
export function FollowUps() {
  const navigate = useNavigate();
  const { data } = useGetFollowUpsQuery();
  if (!data?.items.length) return null;
  return (
    <Card title="Time to follow up">
      <p className={styles.lead}>
        {data.items.length === 1 ? 'One application has' : `${data.items.length} applications have`} had no answer for {data.afterDays} days or more. A short, friendly
        e-mail often helps.
      </p>
      <ul className={styles.list}>
        {data.items.slice(0, 5).map((f) => (
          <li key={f.applicationId}>
            <strong>{f.jobTitle}</strong> at {f.companyName} <span className={styles.days}>applied {f.days} days ago</span>
          </li>
        ))}
      </ul>
      <Button onClick={() => navigate('/applications')}>Open the tracker</Button>
    </Card>
  );
}
