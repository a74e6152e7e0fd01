import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/**
 * A screen from a lazily loaded module: a member screen's own chunk, or an admin area module
 * (`features/areas/*`) whose screens share one chunk, fetched the first time any of them is shown.
 */
export function lazyScreen<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
}

/**
 * Each member screen but the dashboard (in the entry: members land there) is its own chunk, so a
 * page downloads only its screen and the shared code it uses. Calling a loader early starts the
 * download (import() caches).
 */
export const memberScreens = {
  resume: () => import('../features/resume/ResumePage'),
  training: () => import('../features/training/TrainingPage'),
  'training-search': () => import('../features/training-search/TrainingSearchPage'),
  interviews: () => import('../features/interviews/InterviewsPage'),
  jobs: () => import('../features/jobs/JobSearchPage'),
  applications: () => import('../features/applications/ApplicationsPage'),
  profile: () => import('../features/profile/ProfilePage'),
  account: () => import('../features/account/AccountPage'),
  activity: () => import('../features/activity/ActivityPage'),
  settings: () => import('../features/settings/SettingsPage'),
};

/** The member screen a path shows (`/` is the dashboard), to start its download with the app's. */
export function memberScreenFor(pathname: string): (() => Promise<unknown>) | undefined {
  const tab = pathname.split('/')[1] || 'dashboard';
  return Object.hasOwn(memberScreens, tab) ? memberScreens[tab as keyof typeof memberScreens] : undefined;
}

/** The admin areas, each its own chunk. */
export const areas = {
  admin: () => import('../features/areas/admin'),
  adminTools: () => import('../features/areas/adminTools'),
};
