// The member pages: one lazily loaded chunk (see app/lazyScreen.ts).
export { DashboardPage } from '../dashboard/DashboardPage';
