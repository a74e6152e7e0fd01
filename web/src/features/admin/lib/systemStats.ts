import type { SystemStatsDto } from '../../../api/system';

/** Colour band of a percentage (spec part 1 §4): under 50 green, 50 to under 80 yellow, 80 or more red. */
export type LoadBand = 'low' | 'medium' | 'high';
export const loadBand = (percent: number): LoadBand => (percent >= 80 ? 'high' : percent >= 50 ? 'medium' : 'low');

/** Alert thresholds (spec part 1 §9). */
export const THRESHOLDS = { cpu: 80, memory: 85, disk: 90, networkMBps: 50 } as const;

/** The System Alerts banner's lines, in the spec's words (part 1 §8). */
export function systemAlerts(stats: SystemStatsDto): string[] {
  const alerts: string[] = [];
  if (stats.cpu > THRESHOLDS.cpu) alerts.push('High CPU usage');
  if (stats.memory.percentage > THRESHOLDS.memory) alerts.push('High memory usage');
  if (stats.disk.percentage > THRESHOLDS.disk) alerts.push('Low disk space');
  if (stats.network.rxMBps > THRESHOLDS.networkMBps || stats.network.txMBps > THRESHOLDS.networkMBps) alerts.push('High network activity');
  return alerts;
}

/** The performance panel polls every 5 s (spec part 1 §9). */
export const STATS_POLL_MS = 5_000;
