import { useGetAuthStatusQuery } from '../../api/auth';

/** Dashboard (spec part 1 §2.5). The stat cards and recent activity arrive with the activity API. */
export function DashboardPage() {
  const { data } = useGetAuthStatusQuery();
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Welcome back, {data?.user?.name}!</h1>
      <p className="muted">Here is where your job search stands.</p>
    </section>
  );
}
