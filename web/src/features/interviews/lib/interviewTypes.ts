/** The interview type cards (part 2 §2.5): the countdown takes the first number of `duration` in minutes (45 by default, part 2 §9). */
export type InterviewKind = 'behavioral' | 'technical' | 'industry-specific';

export interface InterviewCard {
  type: InterviewKind;
  title: string;
  description: string;
  duration: string;
  /** Quiz types pick a topic first; their topics come from this repository. */
  topicKind: 'technical' | 'industry' | null;
}

export const INTERVIEW_CARDS: InterviewCard[] = [
  {
    type: 'behavioral',
    title: 'Behavioral Interview',
    description: 'Answer common questions about teamwork, conflict and leadership, with what a strong answer covers.',
    duration: '45 minutes',
    topicKind: null,
  },
  {
    type: 'technical',
    title: 'Technical Quiz',
    description: 'Ten questions on a technical topic from the quiz library; some have more than one right answer.',
    duration: '30 minutes',
    topicKind: 'technical',
  },
  {
    type: 'industry-specific',
    title: 'Industry-Specific Quiz',
    description: 'Questions an interviewer in your industry may ask: healthcare, finance, retail, education, marketing.',
    duration: '30 minutes',
    topicKind: 'industry',
  },
];

export const DEFAULT_MINUTES = 45;

/** Minutes from the first number of a duration text ('45 minutes' → 45). */
export function minutesOf(duration: string): number {
  const n = Number(/\d+/.exec(duration)?.[0]);
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_MINUTES;
}

export const TYPE_LABEL: Record<InterviewKind, string> = {
  behavioral: 'Behavioral Interview',
  technical: 'Technical Quiz',
  'industry-specific': 'Industry-Specific Quiz',
};

/** Red at 300 seconds or less (part 2 §4). */
export const WARNING_SECONDS = 300;

/** 'mm:ss', or 'h:mm:ss' past an hour. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`;
}

/** '1h 5m', '12m'. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h}h ${m}m` : `${m}m`;
}
