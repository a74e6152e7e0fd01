/** Activity types a member's history can hold (spec part 1 §3 and part 3 §3); anything else is refused. */
export const ACTIVITY_TYPES = [
  'job_viewed',
  'application_initiated',
  'application_prepared',
  'email_sent',
  'job_applied',
  'interview_scheduled',
  'interview_completed',
  'login',
  'logout',
  'profile_view',
  'profile_edit',
  'resume_created',
  'resume_edited',
  'course_enrolled',
  'course_completed',
  'skill_added',
  'skill_updated',
  'service_access',
  'email_test',
] as const;

export type ActivityTypeName = (typeof ACTIVITY_TYPES)[number];

/** The limits the activity list offers (part 1: 3 on the dashboard; part 3: 10, 25, 100). */
export const ACTIVITY_LIMITS = [3, 10, 25, 100] as const;
