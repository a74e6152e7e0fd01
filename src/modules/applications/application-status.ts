/**
 * The application pipeline (part 3 §3 Application status, §4 status rules). Moves go forward only:
 * a status may move to any status after it in this order, never back, and archived is final.
 */
export const APPLICATION_STATUSES = ['pending', 'applied', 'received', 'screening', 'interview', 'offer', 'rejected', 'cancelled', 'archived'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const isApplicationStatus = (s: unknown): s is ApplicationStatus => APPLICATION_STATUSES.includes(s as ApplicationStatus);

/** Every status after `current`: what the status modal offers. */
export function nextStatuses(current: ApplicationStatus): ApplicationStatus[] {
  return APPLICATION_STATUSES.slice(APPLICATION_STATUSES.indexOf(current) + 1);
}

/** Why a move is refused, or null when it is allowed. Written for the member. */
export function refusedMove(from: ApplicationStatus, to: string): string | null {
  if (!isApplicationStatus(to)) return `"${to}" is not a status. Use one of: ${APPLICATION_STATUSES.join(', ')}.`;
  if (from === 'archived') return 'Archived applications cannot be edited.';
  if (to === from) return `This application is already ${from}.`;
  if (!nextStatuses(from).includes(to)) return `An application cannot move back from ${from} to ${to}: status updates only go forward and cannot be undone.`;
  return null;
}

/** Statuses that mean the employer answered (response rate, days to response). */
export const RESPONSE_STATUSES: ApplicationStatus[] = ['received', 'screening', 'interview', 'offer', 'rejected'];

/** The activity a move records, where one fits (part 3 §3 tracker activity types). */
export function activityForMove(to: ApplicationStatus): 'job_applied' | 'interview_scheduled' | 'interview_completed' | null {
  switch (to) {
    case 'applied':
      return 'job_applied';
    case 'screening':
    case 'interview':
      return 'interview_scheduled';
    case 'offer':
      return 'interview_completed';
    default:
      return null;
  }
}
