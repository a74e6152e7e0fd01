import type { ComponentType } from 'react';
import { areas, lazyScreen } from '../../app/lazyScreen';

// Screens load lazily, one chunk per area: member pages, admin pages, admin test pages.
const DashboardPage = lazyScreen(areas.member, 'DashboardPage');
const ProfilePage = lazyScreen(areas.member, 'ProfilePage');
const AccountPage = lazyScreen(areas.member, 'AccountPage');
const ActivityPage = lazyScreen(areas.member, 'ActivityPage');
const SettingsPage = lazyScreen(areas.member, 'SettingsPage');
const ResumePage = lazyScreen(areas.member, 'ResumePage');
const JobSearchPage = lazyScreen(areas.member, 'JobSearchPage');
const ApplicationsPage = lazyScreen(areas.member, 'ApplicationsPage');
const InterviewsPage = lazyScreen(areas.member, 'InterviewsPage');
const TrainingPage = lazyScreen(areas.member, 'TrainingPage');
const TrainingSearchPage = lazyScreen(areas.member, 'TrainingSearchPage');
const UsersPage = lazyScreen(areas.admin, 'UsersPage');
const ApiTestHub = lazyScreen(areas.adminTools, 'ApiTestHub');
const OllamaTestPage = lazyScreen(areas.adminTools, 'OllamaTestPage');
const ResumeParserTestPage = lazyScreen(areas.adminTools, 'ResumeParserTestPage');
const FeedCrawlTestPage = lazyScreen(areas.adminTools, 'FeedCrawlTestPage');
const TrainingSearchTestPage = lazyScreen(areas.adminTools, 'TrainingSearchTestPage');

export interface TabDef {
  key: string;
  label: string;
  /** The screen; tabs without one are not built yet and stay out of the menu. */
  screen?: ComponentType;
  /** An admin test page: a member who opens it sees Access Denied rather than a redirect (part 3 §6). */
  testPage?: boolean;
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
export const ADMIN_TABS: TabDef[] = [
  { key: 'admin-dashboard', label: 'Admin Dashboard' },
  { key: 'system-status', label: 'System Status' },
  { key: 'users', label: 'User Management', screen: UsersPage },
  { key: 'telemetry', label: 'System Telemetry' },
  { key: 'api-test', label: 'Testing / APIs', screen: ApiTestHub, testPage: true },
  { key: 'training-search', label: 'Training Search', screen: TrainingSearchPage },
  { key: 'training-search-test', label: 'Training Search Test', screen: TrainingSearchTestPage, testPage: true, hidden: true },
  { key: 'oauth2-mail-test', label: 'OAuth2 Mail Test' },
  { key: 'nc-token-cleanup', label: 'NC Token Cleanup' },
  { key: 'ollama-test', label: 'Language Model Test', screen: OllamaTestPage, testPage: true },
  { key: 'ollama-resume-parser', label: 'Resume Parser Test', screen: ResumeParserTestPage, testPage: true },
  { key: 'rss-crawl-test', label: 'Feed Crawl Test', screen: FeedCrawlTestPage, testPage: true },
  { key: 'user-info', label: 'User Info' },
];

/** A built admin test page, by key. */
export const isTestPage = (key: string | undefined) => ADMIN_TABS.some((t) => t.key === key && t.testPage && t.screen);

export const builtTabs = (adminMode: boolean) => (adminMode ? ADMIN_TABS : MEMBER_TABS).filter((t) => t.screen);

/** The spec's default is dashboard / admin-dashboard; until those are built, the first built tab. */
export function defaultTabKey(adminMode: boolean): string {
  const preferred = adminMode ? 'admin-dashboard' : 'dashboard';
  const tabs = builtTabs(adminMode);
  return (tabs.find((t) => t.key === preferred) ?? tabs[0]).key;
}
