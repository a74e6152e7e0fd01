// The admin pages: one lazily loaded chunk, never fetched in member mode.
export { AdminDashboardPage } from '../admin/AdminDashboardPage';
export { SystemStatusPage } from '../admin/SystemStatusPage';
export { TelemetryPage } from '../telemetry/TelemetryPage';
export { UserInfoPage } from '../user-info/UserInfoPage';
export { UsersPage } from '../users/UsersPage';
