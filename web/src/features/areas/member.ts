// The member pages: one lazily loaded chunk (see app/lazyScreen.ts).
export { AccountPage } from '../account/AccountPage';
export { ActivityPage } from '../activity/ActivityPage';
export { ApplicationsPage } from '../applications/ApplicationsPage';
export { DashboardPage } from '../dashboard/DashboardPage';
export { InterviewsPage } from '../interviews/InterviewsPage';
export { JobSearchPage } from '../jobs/JobSearchPage';
export { ProfilePage } from '../profile/ProfilePage';
export { ResumePage } from '../resume/ResumePage';
export { SettingsPage } from '../settings/SettingsPage';
export { TrainingPage } from '../training/TrainingPage';
export { TrainingSearchPage } from '../training-search/TrainingSearchPage';
