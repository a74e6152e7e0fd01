import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { type SystemEventDto, useGetSystemOverviewQuery } from '../../api/system';
import { Badge, Card, EmptyState, ErrorState, Grid, LoadingState, PageHeader, RelativeTime, StatCard, Stack } from '../../components';
import { formatUptime } from '../../lib/format';
import styles from './AdminPages.module.css';

const OVERVIEW_POLL_MS = 30_000;

interface Tool {
  title: string;
  text: string;
  /** An admin tab, or a server page opened in a new tab. */
  tab?: string;
  href?: string;
  badge?: (overview: { total_users: number }) => string;
}

/** Administrative Tools (spec part 1 §2.11). */
const TOOLS: Tool[] = [
  { title: 'User Management', text: 'Search, sort and page through every member.', tab: 'users', badge: (o) => o.total_users.toLocaleString() },
  { title: 'System Telemetry', text: 'Event volume, types, weekly patterns and the most active members.', tab: 'telemetry' },
  // Part 1 §2.11: both telemetry tools open the telemetry analytics.
  { title: 'System Health', text: 'Event rates over time and who is active, in the telemetry analytics.', tab: 'telemetry' },
  { title: 'API Testing', text: 'Swagger, the queue dashboard and every diagnostic page.', tab: 'api-test' },
  { title: 'OAuth Mail Test', text: 'Sign in to the mail server with OAuth2 and probe SMTP.', tab: 'oauth2-mail-test' },
  { title: 'NC Token Cleanup', text: 'Clear stale cloud-storage cookies in this browser (new tab).', href: '/auth/nc-token-cleanup' },
];

const eventText = (e: SystemEventDto) => `${e.event_type.replace(/_/g, ' ')}${e.username ? ` by ${e.username}` : ''}`;

/** System Status (spec part 1 §2.11): users, events and uptime, the admin tools, recent events. */
export function SystemStatusPage() {
  const navigate = useNavigate();
  const { data, error, isLoading, refetch } = useGetSystemOverviewQuery(undefined, { pollingInterval: OVERVIEW_POLL_MS });

  if (isLoading) return <LoadingState label="Loading system status…" />;
  if (!data) return <ErrorState title="Could not load the system status" message={errorMessage(error)} onRetry={() => void refetch()} />;

  return (
    <section aria-labelledby="system-status-title">
      <PageHeader id="system-status-title" title="System Status" subtitle={`Server started ${new Date(data.started_at).toLocaleString()}`} />
      <Stack gap={5}>
        <Grid minItemWidth="12rem">
          <StatCard label="Total Users" value={data.total_users.toLocaleString()} />
          <StatCard label="Active Users (7 days)" value={data.active_users.toLocaleString()} />
          <StatCard label="System Events" value={data.system_events.toLocaleString()} />
          <StatCard label="System Status (uptime)" value={formatUptime(data.uptime_seconds)} />
        </Grid>
        <Card title="Administrative Tools">
          <div className={styles.tools}>
            {TOOLS.map((tool) => {
              const body = (
                <>
                  <span className={styles.toolHead}>
                    {tool.title}
                    {tool.badge && <Badge tone="info">{tool.badge(data)}</Badge>}
                    {tool.href && <span aria-hidden="true">↗</span>}
                  </span>
                  <span className={styles.toolText}>{tool.text}</span>
                </>
              );
              return tool.href ? (
                <a key={tool.title} className={styles.tool} href={tool.href} target="_blank" rel="noreferrer">
                  {body}
                </a>
              ) : (
                <button key={tool.title} type="button" className={styles.tool} onClick={() => navigate(`/${tool.tab}`)}>
                  {body}
                </button>
              );
            })}
          </div>
        </Card>
        <Card title="Recent System Activity">
          {data.recent_activity.length === 0 ? (
            <EmptyState title="No system events yet" message="Events appear as members sign in and use Waypoint." />
          ) : (
            <ul className={styles.events} aria-label="Recent system events">
              {data.recent_activity.map((e, i) => (
                <li key={`${e.at}-${i}`} className={styles.event}>
                  <span className={styles.eventText}>{eventText(e)}</span>
                  <RelativeTime className={styles.eventTime} date={e.at} />
                </li>
              ))}
            </ul>
          )}
        </Card>
      </Stack>
    </section>
  );
}
