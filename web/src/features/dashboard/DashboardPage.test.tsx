import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activity, type ActivitySummaryDto } from '../../api/activity';
import { makeStore } from '../../app/store';
import { activityRow, activitySummary, memberUser, signedInAs } from '../../test/handlers';
import { server } from '../../test/server';
import { DashboardPage } from './DashboardPage';

const HOUR = 3600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const row = activityRow;

const summary = activitySummary;

/** Serves the summary and records each request's query. */
function serveActivity(body: ActivitySummaryDto) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/activity', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(body);
    }),
  );
  return queries;
}

function TabReached() {
  return <p>Tab {useParams().tab}</p>;
}

/** The dashboard as the shell mounts it, with every other tab a placeholder. */
function renderDashboard() {
  const store = makeStore();
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/:tab', element: <TabReached /> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

const card = (label: string) => screen.getByRole('group', { name: label });

describe('dashboard', () => {
  beforeEach(() => server.use(http.get('*/auth/status', () => HttpResponse.json(signedInAs(memberUser)))));

  it('welcomes the member and shows each all-time count with its change this week', async () => {
    const queries = serveActivity(
      summary({
        all_time_totals_by_type: { job_viewed: 12, application_prepared: 5, interview_scheduled: 2, email_sent: 9 },
        week_deltas: {
          job_viewed: { change: 3, positive: true },
          application_prepared: { change: -2, positive: false },
          interview_scheduled: { change: 0, positive: false },
        },
      }),
    );
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Alex Morgan!' })).toBeInTheDocument();
    await within(card('Job Details Viewed')).findByText('12');

    expect(within(card('Job Details Viewed')).getByText('+3 this week')).toHaveAttribute('data-trend', 'up');
    expect(within(card('Application Packets Prepared')).getByText('5')).toBeInTheDocument();
    expect(within(card('Application Packets Prepared')).getByText('−2 this week')).toHaveAttribute('data-trend', 'down');
    // No application_initiated yet: zero, and no change.
    expect(within(card('Job Applications Pending')).getByText('0')).toBeInTheDocument();
    expect(within(card('Job Applications Pending')).getByText('0 this week')).toHaveAttribute('data-trend', 'flat');
    expect(within(card('Interviews Scheduled')).getByText('2')).toBeInTheDocument();

    expect(queries).toHaveLength(1);
    expect(queries[0].get('limit')).toBe('3');
    expect(queries[0].get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('lists the three newest activities with spaced type names, a readable detail line, relative time and a badge', async () => {
    serveActivity(
      summary({
        activities: [
          row('3', 'job_viewed', '{"jobId":42,"status":"viewed","company":"Acme"}', ago(2 * HOUR)),
          row('2', 'application_prepared', 'Packet for Acme', ago(26 * HOUR)),
          row('1', 'interview_scheduled', '{"jobId": 42', ago(3 * 24 * HOUR)),
        ],
      }),
    );
    renderDashboard();
    const list = await screen.findByRole('list', { name: 'Recent activity' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);

    expect(items[0]).toHaveTextContent('job viewed');
    expect(items[0]).toHaveTextContent('Job 42 · Status: viewed · Company: Acme');
    expect(within(items[0]).getByText('2 hours ago').tagName).toBe('TIME');
    expect(within(items[0]).getByText('Job')).toHaveStyle({ background: '#2563eb' });

    expect(items[1]).toHaveTextContent('application prepared');
    expect(items[1]).toHaveTextContent('Packet for Acme');
    expect(items[1]).toHaveTextContent('1 day ago');

    expect(items[2]).toHaveTextContent('interview scheduled');
    expect(within(items[2]).getByText('Invalid JSON in activity details')).toBeInTheDocument();
    expect(items[2]).toHaveTextContent('3 days ago');
    expect(within(items[2]).getByText('Interview')).toBeInTheDocument();
  });

  it('says so when there is no activity yet', async () => {
    serveActivity(summary());
    renderDashboard();
    expect(await screen.findByText('No recent activity.')).toBeInTheDocument();
    expect(within(card('Job Details Viewed')).getByText('0 this week')).toBeInTheDocument();
  });

  it('shows Loading… while the activity is on its way', async () => {
    server.use(
      http.get('*/api/activity', async () => {
        await delay('infinite');
        return HttpResponse.json(summary());
      }),
    );
    renderDashboard();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(within(card('Job Details Viewed')).getByText('—')).toBeInTheDocument();
    expect(screen.queryByText('No recent activity.')).toBeNull();
  });

  it('shows the server sentence when the activity cannot load, and Try again reloads it', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/activity', () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ statusCode: 503, error: 'Service Unavailable', message: 'x', detail: 'The database cannot be reached.', requestId: 'r' }, { status: 503 });
        return HttpResponse.json(summary({ activities: [row('1', 'email_sent', 'To hiring@acme.example', ago(5 * 60_000))] }));
      }),
    );
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your activity');
    expect(alert).toHaveTextContent('The database cannot be reached.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('email sent')).toBeInTheDocument();
    expect(screen.getByText('5 minutes ago')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['Update Resume', '/resume'],
    ['Find New Jobs', '/jobs'],
    ['Practice Interview', '/interviews'],
    ['Skill Training', '/training'],
  ])('%s opens %s', async (action, path) => {
    serveActivity(summary());
    const { router } = renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: action }));
    expect(router.state.location.pathname).toBe(path);
    expect(await screen.findByText(`Tab ${path.slice(1)}`)).toBeInTheDocument();
  });

  it('refreshes the counts when an activity is logged', async () => {
    const queries = serveActivity(summary());
    server.use(http.post('*/api/activity/log', () => HttpResponse.json({ success: true }, { status: 201 })));
    const { store } = renderDashboard();
    await screen.findByText('No recent activity.');
    expect(queries).toHaveLength(1);
    await store.dispatch(activity.endpoints.logActivity.initiate({ logActivityDto: { activity_type: 'job_viewed', activity_details: { jobId: 7 } } }));
    await vi.waitFor(() => expect(queries).toHaveLength(2));
  });
});
