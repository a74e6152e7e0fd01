import { useGetAuthStatusQuery } from '../../api/auth';
import { PageHeader, Stack } from '../../components';
import { SystemHealth } from './components/SystemHealth';
import { SystemPerformancePanel } from './components/SystemPerformancePanel';
import styles from './AdminPages.module.css';

/** Admin Dashboard (spec part 1 §2.9): welcome banner, live performance, system health. */
export function AdminDashboardPage() {
  const { data: auth } = useGetAuthStatusQuery();
  const name = auth?.user?.name || auth?.user?.username;
  return (
    <section aria-labelledby="admin-dashboard-title">
      <PageHeader id="admin-dashboard-title" title="Admin Dashboard" />
      <Stack gap={5}>
        <div className={styles.banner}>
          <p className={styles.bannerTitle}>Welcome, {name ?? 'administrator'}!</p>
          <p className={styles.bannerText}>The system at a glance: live load, health and security.</p>
        </div>
        <SystemPerformancePanel />
        <SystemHealth />
      </Stack>
    </section>
  );
}
