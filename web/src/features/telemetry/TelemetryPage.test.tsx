import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { TelemetryAnalyticsDto } from '../../api/telemetry';
import { renderWithStore } from '../../test/render';
import { server } from '../../test/server';
import { TelemetryPage } from './TelemetryPage';

vi.mock('react-chartjs-2', () => ({
  Line: (p: { 'aria-label': string }) => <div role="img" aria-label={p['aria-label']} />,
  Doughnut: (p: { 'aria-label': string }) => <div role="img" aria-label={p['aria-label']} />,
  Bar: (p: { 'aria-label': string }) => <div role="img" aria-label={p['aria-label']} />,
}));

const analytics: TelemetryAnalyticsDto = {
  period: '24h',
  groupBy: 'hour',
  eventType: 'all',
  since: '2026-11-23T10:00:00.000Z',
  retention_metrics: { total_events: 40, avg_daily_events: 40, retention_days: 90 },
  user_activity: [{ user_id: 'u1', username: 'alex', event_count: 30, last_active: '2026-11-24T09:00:00.000Z' }],
  event_counts: [{ timestamp: '2026-11-24T09:00:00.000Z', count: 40 }],
  event_types: [
    { event_type: 'resume_upload', count: 30, percentage: 75 },
    { event_type: 'login', count: 10, percentage: 25 },
  ],
  temporal_patterns: [{ day: 2, hour: 9, avg_events: 40 }],
  available_event_types: ['login', 'resume_upload'],
};

function serve(body: TelemetryAnalyticsDto) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/telemetry/analytics', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(body);
    }),
  );
  return asked;
}

describe('telemetry analytics', () => {
  it('shows the loading text, then the cards, the three charts, the type list and the top members', async () => {
    serve(analytics);
    renderWithStore(<TelemetryPage />);
    expect(screen.getByText('Loading telemetry data…')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Total Events' })).toHaveTextContent('40');
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'Top event types' })).toHaveTextContent('resume upload30 (75%)');
    expect(screen.getByRole('cell', { name: 'alex' })).toBeInTheDocument();
  });

  it('asks again for another period, grouping and event type, in the browser time zone', async () => {
    const asked = serve(analytics);
    renderWithStore(<TelemetryPage />);
    await screen.findByRole('group', { name: 'Total Events' });
    expect(asked[0].get('period')).toBe('24h');
    expect(asked[0].get('tz')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Period/ }), '30d');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Group by/ }), 'week');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Event type/ }), 'login');
    await vi.waitFor(() => expect(asked.at(-1)?.get('eventType')).toBe('login'));
    expect(asked.at(-1)?.get('period')).toBe('30d');
    expect(asked.at(-1)?.get('groupBy')).toBe('week');
  });

  it('has empty texts for a quiet period and no members', async () => {
    serve({ ...analytics, retention_metrics: { ...analytics.retention_metrics, total_events: 0 }, user_activity: [], event_types: [], event_counts: [] });
    renderWithStore(<TelemetryPage />);
    expect(await screen.findByText('No events in this period')).toBeInTheDocument();
    expect(screen.getByText('No user activity data available.')).toBeInTheDocument();
  });
});
