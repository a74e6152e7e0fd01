import type { ChartData, ChartOptions } from 'chart.js';
import { format } from 'date-fns';
import { countLineOptions } from '../../../components/charts';
import type { TelemetryEventCountDto, TelemetryEventTypeDto, TelemetryTemporalPatternDto } from '../../../api/telemetry';

export const PERIODS = [
  { value: '1h', label: 'Last hour' },
  { value: '24h', label: 'Last 24 hours' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
] as const;
export type Period = (typeof PERIODS)[number]['value'];

export const GROUPINGS = [
  { value: 'hour', label: 'By hour' },
  { value: 'day', label: 'By day' },
  { value: 'week', label: 'By week' },
] as const;
export type Grouping = (typeof GROUPINGS)[number]['value'];

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Ten distinguishable colours for the top event types (colour-blind-safe Tableau 10). */
export const TYPE_COLORS = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7', '#9c755f', '#bab0ac'];

const LINE_COLOR = '#2563eb';

/** A bucket's label: hours as "Nov 24 14:00", days and weeks as "Nov 24". */
export function bucketLabel(iso: string, groupBy: Grouping): string {
  const d = new Date(iso);
  return format(d, groupBy === 'hour' ? 'MMM d HH:mm' : 'MMM d');
}

export const typeLabel = (type: string) => type.replace(/_/g, ' ');

export function volumeData(counts: TelemetryEventCountDto[], groupBy: Grouping): ChartData<'line', number[], string> {
  return {
    labels: counts.map((c) => bucketLabel(c.timestamp, groupBy)),
    datasets: [
      {
        label: 'Events',
        data: counts.map((c) => c.count),
        borderColor: LINE_COLOR,
        backgroundColor: `${LINE_COLOR}26`,
        fill: true,
        tension: 0.3,
        cubicInterpolationMode: 'monotone',
        pointRadius: counts.length > 60 ? 0 : 2,
      },
    ],
  };
}

export function typesData(types: TelemetryEventTypeDto[]): ChartData<'doughnut', number[], string> {
  return {
    labels: types.map((t) => typeLabel(t.event_type)),
    datasets: [{ label: 'Events', data: types.map((t) => t.count), backgroundColor: types.map((_, i) => TYPE_COLORS[i % TYPE_COLORS.length]), borderWidth: 1 }],
  };
}

/**
 * Average events in each hour of the day: for one weekday (0 = Sunday), or over every weekday the
 * period covers (`null`).
 */
export function hourlyPattern(patterns: TelemetryTemporalPatternDto[], day: number | null): number[] {
  const sums = Array.from({ length: 24 }, () => ({ total: 0, n: 0 }));
  for (const p of patterns) {
    if (day !== null && p.day !== day) continue;
    sums[p.hour].total += p.avg_events;
    sums[p.hour].n += 1;
  }
  return sums.map((s) => (s.n ? Math.round((s.total / s.n) * 100) / 100 : 0));
}

export function patternData(values: number[]): ChartData<'bar', number[], string> {
  return {
    labels: values.map((_, h) => `${String(h).padStart(2, '0')}:00`),
    datasets: [{ label: 'Average events', data: values, backgroundColor: '#60a5fa', borderRadius: 3 }],
  };
}

export const volumeOptions = countLineOptions;

export const typesOptions: ChartOptions<'doughnut'> = {
  responsive: true,
  maintainAspectRatio: false,
  plugins: { legend: { display: false } },
};

export const patternOptions: ChartOptions<'bar'> = {
  responsive: true,
  maintainAspectRatio: false,
  plugins: { legend: { display: false } },
  scales: { x: { ticks: { maxRotation: 0, autoSkip: true, maxTicksLimit: 12 } }, y: { beginAtZero: true } },
};
