import type { ChartData, ChartOptions } from 'chart.js';
import { activityLabel, activityLook } from '../../activity/lib/activityTypes';

/** The activity types the tracker charts (part 3 §3), in pipeline order. */
export const TRACKER_ACTIVITY_TYPES = [
  'job_viewed',
  'application_initiated',
  'application_prepared',
  'email_sent',
  'job_applied',
  'interview_scheduled',
  'interview_completed',
] as const;

/** The server's weekday keys, Sunday to Saturday, and how the chart labels them. */
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

type Week = Record<string, Record<string, number> | undefined>;
type Totals = Record<string, number | undefined>;

/** This week's stacked bars: one dataset per tracker type, one bar per weekday. */
export function weekData(week: Week): ChartData<'bar', number[], string> {
  return {
    labels: [...WEEKDAYS],
    datasets: TRACKER_ACTIVITY_TYPES.map((type) => ({
      label: activityLabel(type),
      data: WEEKDAYS.map((day) => week[day]?.[type] ?? 0),
      backgroundColor: activityLook(type).color,
      stack: 'week',
    })),
  };
}

/** The all-time bars: one bar per tracker type, in its colour. */
export function totalsData(totals: Totals): ChartData<'bar', number[], string> {
  return {
    labels: TRACKER_ACTIVITY_TYPES.map(activityLabel),
    datasets: [
      {
        label: 'All time',
        data: TRACKER_ACTIVITY_TYPES.map((type) => totals[type] ?? 0),
        backgroundColor: TRACKER_ACTIVITY_TYPES.map((type) => activityLook(type).color),
      },
    ],
  };
}

export const weekOptions: ChartOptions<'bar'> = {
  responsive: true,
  maintainAspectRatio: false,
  plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } } },
  scales: {
    x: { stacked: true },
    y: { stacked: true, beginAtZero: true, ticks: { stepSize: 1, precision: 0 } },
  },
};

export const totalsOptions: ChartOptions<'bar'> = {
  responsive: true,
  maintainAspectRatio: false,
  plugins: { legend: { display: false } },
  scales: {
    x: { ticks: { autoSkip: false, maxRotation: 60 } },
    y: { beginAtZero: true, ticks: { stepSize: 1, precision: 0 } },
  },
};

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** What a screen reader hears for the week chart. */
export function weekDescription(week: Week): string {
  const perDay = WEEKDAYS.map((day) => `${day} ${sum(TRACKER_ACTIVITY_TYPES.map((type) => week[day]?.[type] ?? 0))}`);
  return `Stacked bar chart of application activity per weekday this week: ${perDay.join(', ')}.`;
}

/** What a screen reader hears for the totals chart. */
export function totalsDescription(totals: Totals): string {
  return `Bar chart of all-time application activity by type: ${TRACKER_ACTIVITY_TYPES.map((type) => `${activityLabel(type)} ${totals[type] ?? 0}`).join(', ')}.`;
}
