import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ActivitySummaryDto, DailyCountDto } from '../../api/activity';
import { activityRow, activitySummary } from '../../test/handlers';
import { renderWithStore } from '../../test/render';
import { server } from '../../test/server';
import { ActivityPage } from './ActivityPage';

// jsdom has no canvas: each chart becomes a canvas carrying its accessible name and its data.
vi.mock('react-chartjs-2', () => {
  type Props = { data: { labels?: unknown[]; datasets: { data: unknown[] }[] }; 'aria-label'?: string; role?: string };
  const fake = (kind: string) =>
    function FakeChart({ data, role, 'aria-label': label }: Props) {
      return <canvas data-chart={kind} role={role} aria-label={label} data-labels={JSON.stringify(data.labels)} data-values={JSON.stringify(data.datasets[0].data)} />;
    };
  return { Line: fake('line'), Doughnut: fake('doughnut') };
});

const HOUR = 3600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const row = activityRow;

/** 30 days ending 2026-11-30, one activity on the 10th and four on the last day. */
const thirtyDays: DailyCountDto[] = Array.from({ length: 30 }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, count: i === 9 ? 1 : i === 29 ? 4 : 0 }));

const summary = (overrides: Partial<ActivitySummaryDto> = {}) => activitySummary({ dailyCounts: thirtyDays.map((d) => ({ ...d, count: 0 })), ...overrides });

const rows = Array.from({ length: 25 }, (_, i) => row(String(100 - i), i % 2 ? 'resume_edited' : 'login', i % 2 ? 'Template: Modern' : '', ago((i + 1) * HOUR)));

const busy = summary({
  summary: { total_activities: 57, active_days: 12, first_activity: '2026-11-01T12:00:00.000Z' },
  recentActivity: rows.slice(0, 2),
  dailyCounts: thirtyDays,
  stats: [
    { activity_type: 'job_viewed', count: 5 },
    { activity_type: 'email_sent', count: 2 },
  ],
  activities: rows,
});

/** Serves a summary whose rows follow the requested limit, and records each request's query. */
function serveActivity(body: ActivitySummaryDto) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/activity', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return HttpResponse.json({ ...body, activities: body.activities.slice(0, Number(query.get('limit') ?? 25)) });
    }),
  );
  return queries;
}

const card = (label: string) => screen.getByRole('group', { name: label });

describe('Your Activity', () => {
  it('shows the totals, today’s count and the first activity day', async () => {
    serveActivity(busy);
    renderWithStore(<ActivityPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Activity' })).toBeInTheDocument();
    expect(await within(await screen.findByRole('group', { name: 'Total Activities' })).findByText('57')).toBeInTheDocument();
    expect(within(card('Active Days')).getByText('12')).toBeInTheDocument();
    expect(within(card("Today's Activities")).getByText('2')).toBeInTheDocument();
    expect(within(card('First Activity')).getByText('Nov 1, 2026')).toBeInTheDocument();
  });

  it('reads First Activity as Today before anything is recorded, and when it was today', async () => {
    serveActivity(summary());
    const { unmount } = renderWithStore(<ActivityPage />);
    expect(await within(await screen.findByRole('group', { name: 'First Activity' })).findByText('Today')).toBeInTheDocument();
    unmount();
    serveActivity(summary({ summary: { total_activities: 1, active_days: 1, first_activity: ago(60_000) } }));
    renderWithStore(<ActivityPage />);
    expect(await within(await screen.findByRole('group', { name: 'First Activity' })).findByText('Today')).toBeInTheDocument();
  });

  it('draws the last 30 days as a line and the mix of types as a doughnut, each named for screen readers', async () => {
    serveActivity(busy);
    renderWithStore(<ActivityPage />);
    const trends = await screen.findByRole('region', { name: 'Activity Trends (Last 30 Days)' });
    const line = within(trends).getByRole('img');
    expect(line).toHaveAttribute('data-chart', 'line');
    expect(line).toHaveAccessibleName('Line chart of activities per day over the last 30 days: 5 in all, most on Nov 30 (4).');
    expect(JSON.parse(line.getAttribute('data-values') ?? '[]')).toHaveLength(30);
    expect(JSON.parse(line.getAttribute('data-labels') ?? '[]').slice(0, 2)).toEqual(['Nov 1', 'Nov 2']);

    const distribution = screen.getByRole('region', { name: 'Activity Distribution' });
    const doughnut = within(distribution).getByRole('img');
    expect(doughnut).toHaveAttribute('data-chart', 'doughnut');
    expect(doughnut).toHaveAccessibleName('Doughnut chart of activities by type: job viewed 5, email sent 2.');
    expect(JSON.parse(doughnut.getAttribute('data-labels') ?? '[]')).toEqual(['job viewed', 'email sent']);
  });

  it('says No data instead of an empty doughnut', async () => {
    serveActivity(summary());
    renderWithStore(<ActivityPage />);
    const distribution = await screen.findByRole('region', { name: 'Activity Distribution' });
    expect(within(distribution).getByText('No data')).toBeInTheDocument();
    expect(within(distribution).queryByRole('img')).toBeNull();
  });

  it('lists 25 rows by default and asks again for 10 when the member picks 10', async () => {
    const queries = serveActivity(busy);
    renderWithStore(<ActivityPage />);
    const list = await screen.findByRole('list', { name: 'Recent activity' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    expect(within(list).getAllByText('resume edited')[0].closest('li')).toHaveTextContent('Template: Modern');
    const select = screen.getByRole('combobox', { name: 'Rows' });
    expect(select).toHaveValue('25');
    expect([...select.querySelectorAll('option')].map((o) => o.value)).toEqual(['10', '25', '100']);
    expect(queries[0].get('limit')).toBe('25');
    expect(queries[0].get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);

    await userEvent.selectOptions(select, '10');
    await vi.waitFor(() => expect(within(screen.getByRole('list', { name: 'Recent activity' })).getAllByRole('listitem')).toHaveLength(10));
    expect(queries).toHaveLength(2);
    expect(queries[1].get('limit')).toBe('10');
    expect(queries[1].get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('says No activity recorded yet. when the history is empty', async () => {
    serveActivity(summary());
    renderWithStore(<ActivityPage />);
    expect(await screen.findByText('No activity recorded yet.')).toBeInTheDocument();
  });

  it('shows Loading… until the summary arrives', async () => {
    server.use(
      http.get('*/api/activity', async () => {
        await delay('infinite');
        return HttpResponse.json(summary());
      }),
    );
    renderWithStore(<ActivityPage />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('group', { name: 'Total Activities' })).toBeNull();
  });

  it('offers Try again when the summary cannot load', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/activity', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ statusCode: 500, error: 'x', message: 'x', detail: 'Internal server error', requestId: 'r' }, { status: 500 }) : HttpResponse.json(busy);
      }),
    );
    renderWithStore(<ActivityPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Internal server error');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(await screen.findByRole('group', { name: 'Total Activities' })).findByText('57')).toBeInTheDocument();
  });
});
