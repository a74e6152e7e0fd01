import { useGetAuthStatusQuery } from '../../../api/auth';
import { SchedulerBar } from '../scheduler/SchedulerBar';

/**
 * The scheduler bar, for administrators (part 3 §2.1, §6). Job Search is a member tab, so the bar
 * follows the account's role, not the admin-mode menu toggle.
 */
export function AdminSchedulerBar() {
  const { data } = useGetAuthStatusQuery();
  return data?.user?.is_admin ? <SchedulerBar /> : null;
}
