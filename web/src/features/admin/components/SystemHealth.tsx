import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useGetHealthQuery, useGetSystemOverviewQuery } from '../../../api/system';
import { errorMessage } from '../../../api/errors';
import { Badge, Card, type BadgeTone } from '../../../components';
import { plural } from '../../../lib/plural';
import styles from './SystemHealth.module.css';

const HEALTH_POLL_MS = 30_000;

function HealthCard({ title, tone, status, detail }: { title: string; tone: BadgeTone; status: string; detail: string }) {
  return (
    <div className={styles.card} role="group" aria-label={title}>
      <div className={styles.head}>
        <p className={styles.title}>{title}</p>
        <Badge tone={tone}>{status}</Badge>
      </div>
      <p className={styles.detail}>{detail}</p>
    </div>
  );
}

/** System Health (spec part 1 §2.9): database and API from /api/health, security from the sign-in throttle. */
export function SystemHealth() {
  const health = useGetHealthQuery(undefined, { pollingInterval: HEALTH_POLL_MS });
  const overview = useGetSystemOverviewQuery(undefined, { pollingInterval: HEALTH_POLL_MS });
  const checks = health.data?.checks;
  // A 503 from the health check still says which dependency is down.
  const down = health.isError ? errorMessage(health.error as FetchBaseQueryError) : '';
  const queues = Object.values(health.data?.queues ?? {});
  const waiting = queues.reduce((n, q) => n + q.waiting + q.delayed, 0);
  const failed = queues.reduce((n, q) => n + q.failed, 0);
  const security = overview.data?.security;

  return (
    <Card title="System Health">
      <div className={styles.grid}>
        <HealthCard
          title="Database"
          tone={checks?.database.status === 'up' ? 'success' : health.isLoading ? 'neutral' : 'danger'}
          status={checks?.database.status === 'up' ? 'Healthy' : health.isLoading ? 'Checking…' : 'Down'}
          detail={checks ? `Connection healthy, ${checks.database.detail}` : down || 'Checking the connection…'}
        />
        <HealthCard
          title="API Services"
          tone={health.data ? (failed ? 'warning' : 'success') : health.isLoading ? 'neutral' : 'danger'}
          status={health.data ? 'Responding' : health.isLoading ? 'Checking…' : 'Degraded'}
          detail={
            health.data
              ? `All endpoints responding; Redis ${checks?.redis.detail}; ${plural(waiting, 'job')} queued, ${failed} failed`
              : down || 'Checking the API…'
          }
        />
        <HealthCard
          title="Security"
          tone={!security ? 'neutral' : security.throttled_sign_ins_24h ? 'danger' : 'success'}
          status={!security ? 'Checking…' : security.throttled_sign_ins_24h ? 'Alerts' : 'Secure'}
          detail={
            !security
              ? overview.isError
                ? errorMessage(overview.error)
                : 'Reading sign-in alerts…'
              : security.throttled_sign_ins_24h
                ? `${plural(security.throttled_sign_ins_24h, 'sign-in attempt')} throttled in the last 24 hours (${security.failed_sign_ins_24h} wrong passwords)`
                : `No security alerts (${plural(security.failed_sign_ins_24h, 'wrong password')} in the last 24 hours)`
          }
        />
      </div>
    </Card>
  );
}
