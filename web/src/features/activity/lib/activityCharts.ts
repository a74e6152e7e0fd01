import type { ChartData, ChartOptions } from 'chart.js';
import { countLineOptions } from '../../../components/charts';
import { format, isSameDay, isValid, parseISO } from 'date-fns';
import type { ActivityStatDto, DailyCountDto } from '../../../api/activity';
import { activityLabel, activityLook, TREND_COLOR } from './activityTypes';

/** "2026-11-20" (a day in the member's time zone) → "Nov 20". */
const dayLabel = (date: string): string => {
  const d = parseISO(date);
  return isValid(d) ? format(d, 'MMM d') : date;
};

/** The 30-day line: one point a day, oldest first as the server sends them. */
export function trendData(daily: DailyCountDto[]): ChartData<'line', number[], string> {
  return {
    labels: daily.map((d) => dayLabel(d.date)),
    datasets: [
      {
        label: 'Activities',
        data: daily.map((d) => d.count),
        borderColor: TREND_COLOR,
        backgroundColor: `${TREND_COLOR}26`,
        fill: true,
        tension: 0.3,
        cubicInterpolationMode: 'monotone',
        pointRadius: 2,
      },
    ],
  };
}

/** The doughnut: one slice a type, in each type's colour. */
export function distributionData(stats: ActivityStatDto[]): ChartData<'doughnut', number[], string> {
  return {
    labels: stats.map((s) => activityLabel(s.activity_type)),
    datasets: [
      {
        label: 'Activities',
        data: stats.map((s) => s.count),
        backgroundColor: stats.map((s) => activityLook(s.activity_type).color),
        borderWidth: 1,
      },
    ],
  };
}

/** Both charts fill their box, which the page sizes, so they shrink with the screen. */
export const trendOptions = countLineOptions;

export const distributionOptions: ChartOptions<'doughnut'> = {
  responsive: true,
  maintainAspectRatio: false,
  plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } } },
};

/** What a screen reader hears for the line chart. */
export function trendDescription(daily: DailyCountDto[]): string {
  const total = daily.reduce((sum, d) => sum + d.count, 0);
  const busiest = daily.reduce<DailyCountDto | undefined>((best, d) => (d.count > (best?.count ?? 0) ? d : best), undefined);
  const peak = busiest ? `, most on ${dayLabel(busiest.date)} (${busiest.count})` : '';
  return `Line chart of activities per day over the last ${daily.length} days: ${total} in all${peak}.`;
}

/** What a screen reader hears for the doughnut. */
export function distributionDescription(stats: ActivityStatDto[]): string {
  return `Doughnut chart of activities by type: ${stats.map((s) => `${activityLabel(s.activity_type)} ${s.count}`).join(', ')}.`;
}

/** The First Activity card: "Today" when there is none yet or it was today, else "Nov 1, 2026". */
export function firstActivityText(first: string | null | undefined, now: Date = new Date()): string {
  if (!first) return 'Today';
  const d = parseISO(first);
  if (!isValid(d) || isSameDay(d, now)) return 'Today';
  return format(d, 'MMM d, yyyy');
}
