/**
 * How each activity type looks wherever it is shown (dashboard, Your Activity, charts): its
 * readable name, the short group named on its badge, and one colour for the badge and the chart.
 */
export interface ActivityLook {
  /** The badge text: what the activity is about. */
  group: string;
  /** A #rrggbb background; Badge picks black or white text for it. */
  color: string;
}

/** Spec part 1 §3 and part 3 §3 name these types; anything else is drawn in OTHER. */
export const ACTIVITY_LOOKS: Readonly<Record<string, ActivityLook>> = {
  job_viewed: { group: 'Job', color: '#2563eb' },
  job_applied: { group: 'Application', color: '#4f46e5' },
  application_initiated: { group: 'Application', color: '#d97706' },
  application_prepared: { group: 'Application', color: '#7c3aed' },
  email_sent: { group: 'Email', color: '#0891b2' },
  email_test: { group: 'Email', color: '#155e75' },
  interview_scheduled: { group: 'Interview', color: '#16a34a' },
  interview_completed: { group: 'Interview', color: '#166534' },
  login: { group: 'Account', color: '#475569' },
  logout: { group: 'Account', color: '#94a3b8' },
  profile_view: { group: 'Profile', color: '#db2777' },
  profile_edit: { group: 'Profile', color: '#9d174d' },
  resume_created: { group: 'Resume', color: '#ea580c' },
  resume_edited: { group: 'Resume', color: '#9a3412' },
  course_enrolled: { group: 'Training', color: '#0d9488' },
  course_completed: { group: 'Training', color: '#115e59' },
  skill_added: { group: 'Skill', color: '#65a30d' },
  skill_updated: { group: 'Skill', color: '#3f6212' },
  service_access: { group: 'Service', color: '#0284c7' },
};

export const OTHER_LOOK: ActivityLook = { group: 'Other', color: '#6b7280' };

export const activityLook = (type: string): ActivityLook => ACTIVITY_LOOKS[type] ?? OTHER_LOOK;

/** "job_viewed" → "job viewed" (spec part 1 §2.5). */
export const activityLabel = (type: string): string => type.replace(/_/g, ' ');

/** The line colour of the 30-day trend (the app's primary blue). */
export const TREND_COLOR = '#2563eb';
