import { useNavigate } from 'react-router-dom';
import { useActivitySummary } from '../../api/activity';
import { useGetAuthStatusQuery } from '../../api/auth';
import { errorMessage } from '../../api/errors';
import { Button, Card, ErrorState, Grid, LoadingState, PageHeader, StatCard, Stack } from '../../components';
import { ActivityList } from '../activity/components/ActivityList';
import { FollowUps } from './components/FollowUps';
import styles from './DashboardPage.module.css';

/** Outline icons on a 24-unit grid, drawn in the card's icon colour. */
const ICONS = {
  viewed: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  packet: 'M14 3H6v18h12V7l-4-4zM14 3v4h4M9 12h6M9 16h6',
  pending: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3',
  interview: 'M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 10h18M8 3v4M16 3v4',
};

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={path} />
    </svg>
  );
}

/** The four counts, by activity type (spec part 1 §2.5 and §3). */
const STATS = [
  { type: 'job_viewed', label: 'Job Details Viewed', icon: ICONS.viewed },
  { type: 'application_prepared', label: 'Application Packets Prepared', icon: ICONS.packet },
  { type: 'application_initiated', label: 'Job Applications Pending', icon: ICONS.pending },
  { type: 'interview_scheduled', label: 'Interviews Scheduled', icon: ICONS.interview },
] as const;

/** Each quick action opens the matching tab. */
const QUICK_ACTIONS = [
  { label: 'Update Resume', tab: 'resume' },
  { label: 'Find New Jobs', tab: 'jobs' },
  { label: 'Practice Interview', tab: 'interviews' },
  { label: 'Skill Training', tab: 'training' },
] as const;

/** Recent activity on the dashboard: the three newest (spec part 1 §9). */
const RECENT_LIMIT = 3;

/** Dashboard (spec part 1 §2.5): welcome, activity counts with this week's change, quick actions, recent activity. */
export function DashboardPage() {
  const navigate = useNavigate();
  const { data: auth } = useGetAuthStatusQuery();
  const { data, error, isLoading, isError, refetch } = useActivitySummary(RECENT_LIMIT);
  const user = auth?.user;
  const name = user?.name || user?.username;

  return (
    <section aria-labelledby="dashboard-title">
      <PageHeader id="dashboard-title" title={name ? `Welcome back, ${name}!` : 'Welcome back!'} subtitle="Here is where your job search stands." />
      <Stack gap={5}>
        <Grid minItemWidth="13rem">
          {STATS.map(({ type, label, icon }) => (
            <StatCard
              key={type}
              label={label}
              icon={<Icon path={icon} />}
              value={data ? (data.all_time_totals_by_type[type] ?? 0).toLocaleString() : '—'}
              delta={data ? (data.week_deltas[type]?.change ?? 0) : undefined}
              deltaLabel="this week"
            />
          ))}
        </Grid>
        <Card title="Quick Actions">
          <div className={styles.actions}>
            {QUICK_ACTIONS.map(({ label, tab }) => (
              <Button key={tab} className={styles.action} onClick={() => navigate(`/${tab}`)}>
                {label}
              </Button>
            ))}
          </div>
        </Card>
        <Card title="Recent Activity">
          {/* Room for three entries while they load, so nothing below moves when they arrive. */}
          <div className={styles.recent}>
            {isLoading ? (
              <LoadingState />
            ) : isError && !data ? (
              <ErrorState title="Could not load your activity" message={errorMessage(error)} onRetry={() => void refetch()} />
            ) : (
              <ActivityList activities={data?.activities ?? []} emptyText="No recent activity." label="Recent activity" />
            )}
          </div>
        </Card>
        {/* Last: it appears only when a follow-up is due, after its own request, and moves nothing above it. */}
        <FollowUps />
      </Stack>
    </section>
  );
}
