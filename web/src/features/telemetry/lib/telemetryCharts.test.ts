import { describe, expect, it } from 'vitest';
import { hourlyPattern, typeLabel, typesData } from './telemetryCharts';

describe('telemetry charts', () => {
  it('averages an hour of the day over the weekdays, or takes one weekday', () => {
    const patterns = [
      { day: 1, hour: 9, avg_events: 10 },
      { day: 2, hour: 9, avg_events: 20 },
      { day: 2, hour: 10, avg_events: 4 },
    ];
    const all = hourlyPattern(patterns, null);
    expect(all).toHaveLength(24);
    expect(all[9]).toBe(15);
    expect(all[10]).toBe(4);
    expect(all[0]).toBe(0);
    expect(hourlyPattern(patterns, 1)[9]).toBe(10);
    expect(hourlyPattern(patterns, 1)[10]).toBe(0);
  });

  it('labels types in words and colours each slice', () => {
    expect(typeLabel('resume_upload')).toBe('resume upload');
    const data = typesData([
      { event_type: 'login', count: 3, percentage: 75 },
      { event_type: 'logout', count: 1, percentage: 25 },
    ]);
    expect(data.labels).toEqual(['login', 'logout']);
    expect(new Set(data.datasets[0].backgroundColor as string[]).size).toBe(2);
  });
});
