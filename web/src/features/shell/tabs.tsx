import type { ComponentType } from 'react';
import { areas, lazyScreen, memberScreens } from '../../app/lazyScreen';
import { DashboardPage } from '../dashboard/DashboardPage';

// The dashboard is in the entry; other screens load lazily: each member screen its own chunk, admin
// pages and admin test pages one chunk each.
const ProfilePage = lazyScreen(memberScreens.profile, 'ProfilePage');
const AccountPage = lazyScreen(memberScreens.account, 'AccountPage');
const ActivityPage = lazyScreen(memberScreens.activity, 'ActivityPage');
const SettingsPage = lazyScreen(memberScreens.settings, 'SettingsPage');
const ResumePage = lazyScreen(memberScreens.resume, 'ResumePage');
const JobSearchPage = lazyScreen(memberScreens.jobs, 'JobSearchPage');
const ApplicationsPage = lazyScreen(memberScreens.applications, 'ApplicationsPage');
const InterviewsPage = lazyScreen(memberScreens.interviews, 'InterviewsPage');
const TrainingPage = lazyScreen(memberScreens.training, 'TrainingPage');
const TrainingSearchPage = lazyScreen(memberScreens['training-search'], 'TrainingSearchPage');
const AdminDashboardPage = lazyScreen(areas.admin, 'AdminDashboardPage');
const SystemStatusPage = lazyScreen(areas.admin, 'SystemStatusPage');
const UsersPage = lazyScreen(areas.admin, 'UsersPage');
const TelemetryPage = lazyScreen(areas.admin, 'TelemetryPage');
const UserInfoPage = lazyScreen(areas.admin, 'UserInfoPage');
const ApiTestHub = lazyScreen(areas.adminTools, 'ApiTestHub');
const OllamaTestPage = lazyScreen(areas.adminTools, 'OllamaTestPage');
const ResumeParserTestPage = lazyScreen(areas.adminTools, 'ResumeParserTestPage');
const FeedCrawlTestPage = lazyScreen(areas.adminTools, 'FeedCrawlTestPage');
const TrainingSearchTestPage = lazyScreen(areas.adminTools, 'TrainingSearchTestPage');
const OAuth2MailTestPage = lazyScreen(areas.adminTools, 'OAuth2MailTestPage');
const NcTokenCleanupPage = lazyScreen(areas.adminTools, 'NcTokenCleanupPage');

export interface TabDef {
  key: string;
  label: string;
  /** The screen; tabs without one are not built yet and stay out of the menu. */
  screen?: ComponentType;
  /**
   * An admin page a member who opens it sees Access Denied on, with this text, rather than being
   * sent to their dashboard (part 1 §2.9, §2.11; part 3 §6). The server refuses their calls anyway.
   */
  denied?: string;
  /** Reached from another page (the API hub), not listed in the side menu. */
  hidden?: boolean;
}

/** Member tabs in the spec's order (part 1 §2.3). */
export const MEMBER_TABS: TabDef[] = [
  { key: 'dashboard', label: 'Dashboard', screen: DashboardPage },
  { key: 'resume', label: 'Resume', screen: ResumePage },
  { key: 'training', label: 'Training', screen: TrainingPage },
  { key: 'training-search', label: 'Training Search', screen: TrainingSearchPage },
  { key: 'interviews', label: 'Mock Interviews', screen: InterviewsPage },
  { key: 'jobs', label: 'Job Search', screen: JobSearchPage },
  { key: 'applications', label: 'Applications', screen: ApplicationsPage },
  { key: 'profile', label: 'Profile', screen: ProfilePage },
  { key: 'account', label: 'Account', screen: AccountPage },
  { key: 'activity', label: 'Activity', screen: ActivityPage },
  { key: 'settings', label: 'Settings', screen: SettingsPage },
];

/** Admin-mode tabs in the spec's order (part 1 §2.3). */
const TEST_PAGE_DENIED = 'Administrator access required to view this page.';

export const ADMIN_TABS: TabDef[] = [
  {
    key: 'admin-dashboard',
    label: 'Admin Dashboard',
    screen: AdminDashboardPage,
    denied: 'Administrator privileges required to view this dashboard.',
  },
  { key: 'system-status', label: 'System Status', screen: SystemStatusPage, denied: 'Administrator privileges required to view this page.' },
  { key: 'users', label: 'User Management', screen: UsersPage, denied: TEST_PAGE_DENIED },
  { key: 'telemetry', label: 'System Telemetry', screen: TelemetryPage, denied: 'Access denied. Admin privileges required.' },
  { key: 'api-test', label: 'Testing / APIs', screen: ApiTestHub, denied: TEST_PAGE_DENIED },
  { key: 'training-search', label: 'Training Search', screen: TrainingSearchPage },
  { key: 'training-search-test', label: 'Training Search Test', screen: TrainingSearchTestPage, denied: TEST_PAGE_DENIED, hidden: true },
  { key: 'oauth2-mail-test', label: 'OAuth2 Mail Test', screen: OAuth2MailTestPage, denied: 'Admin only' },
  { key: 'nc-token-cleanup', label: 'NC Token Cleanup', screen: NcTokenCleanupPage },
  { key: 'ollama-test', label: 'Language Model Test', screen: OllamaTestPage, denied: TEST_PAGE_DENIED },
  { key: 'ollama-resume-parser', label: 'Resume Parser Test', screen: ResumeParserTestPage, denied: TEST_PAGE_DENIED },
  { key: 'rss-crawl-test', label: 'Feed Crawl Test', screen: FeedCrawlTestPage, denied: TEST_PAGE_DENIED },
  { key: 'user-info', label: 'User Info', screen: UserInfoPage, denied: TEST_PAGE_DENIED },
];

/** The Access Denied text of a built admin page a member opened, or undefined. */
export const deniedText = (key: string | undefined): string | undefined => ADMIN_TABS.find((t) => t.key === key && t.denied && t.screen)?.denied;

export const builtTabs = (adminMode: boolean) => (adminMode ? ADMIN_TABS : MEMBER_TABS).filter((t) => t.screen);

/** The spec's default: dashboard, or admin-dashboard in admin mode. */
export function defaultTabKey(adminMode: boolean): string {
  const preferred = adminMode ? 'admin-dashboard' : 'dashboard';
  const tabs = builtTabs(adminMode);
  return (tabs.find((t) => t.key === preferred) ?? tabs[0]).key;
}
