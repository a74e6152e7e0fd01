import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { SchedulerMetricsDto, SchedulerStatusDto } from '../../../api/scheduler';
import { renderWithStore } from '../../../test/render';
import { server } from '../../../test/server';
import { SchedulerBar } from './SchedulerBar';
import { durationText, healthReason, runNowProblem, RUN_NOW_DEFAULTS, seededText } from './schedulerText';

const idle: SchedulerStatusDto = {
  running: false,
  active: [],
  waiting: 0,
  schedules: [],
  sources: [
    { source: 'indeed', configured: true, status: 'ok', reason: '', lastRunAt: '2026-11-23T09:00:00.000Z' },
    { source: 'linkedin', configured: true, status: 'degraded', reason: '3 of 20 items could not be read.', lastRunAt: '2026-11-23T09:00:00.000Z' },
    { source: 'lever', configured: true, status: 'failed', reason: 'The source answered 403 Forbidden: it refuses our requests.', lastRunAt: null },
    { source: 'rss', configured: false, status: 'never', reason: 'RSS_FEEDS is not set.', lastRunAt: null },
  ],
};

const metrics: SchedulerMetricsDto = {
  days: 7,
  metrics: {
    jobs: { total: 1234, new_in_window: 56, by_source: [{ source: 'indeed', count: 40 }] },
    runs: {
      runs: 9,
      fetched: 120,
      new_jobs: 56,
      duplicates: 60,
      errors: 4,
      recent: [
        { id: 'r1', source: 'indeed', trigger: 'manual', status: 'ok', reason: '', fetched: 20, new_jobs: 12, duplicates: 8, errors: 0, duration_ms: 12_300, started_at: new Date(Date.now() - 2 * 3600_000).toISOString(), finished_at: null },
      ],
    },
    sources: idle.sources,
  },
};

/** A scheduler whose state follows Start and Stop, as the server's would. */
function schedulerServer(initial: Partial<SchedulerStatusDto> = {}) {
  const state = { ...idle, ...initial };
  const seen = { runNow: [] as URL[], starts: 0, stops: 0 };
  server.use(
    http.get('*/api/ja/scheduler/status', () => HttpResponse.json(state)),
    http.get('*/api/ja/metrics', () => HttpResponse.json(metrics)),
    http.post('*/api/ja/scheduler/start', () => {
      seen.starts += 1;
      state.running = true;
      return HttpResponse.json({ running: true });
    }),
    http.post('*/api/ja/scheduler/stop', () => {
      seen.stops += 1;
      state.running = false;
      return HttpResponse.json({ running: false });
    }),
    http.post('*/api/ja/tasks/seed-defaults', () => HttpResponse.json({ added: 3, tasks: 5 })),
    http.get('*/api/ja/run-now', ({ request }) => {
      seen.runNow.push(new URL(request.url));
      return HttpResponse.json({ queued: true, jobId: '42' });
    }),
  );
  return seen;
}

const status = () => screen.getByText('Status:').closest('p') as HTMLElement;

describe('SchedulerBar', () => {
  it('shows Stopped, then Running after Start, then Stopped after Stop', async () => {
    const seen = schedulerServer();
    renderWithStore(<SchedulerBar />);
    await waitFor(() => expect(status()).toHaveTextContent('Status: Stopped'));
    expect(screen.getByRole('button', { name: 'Stop' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(status()).toHaveTextContent('Status: Running'));
    expect(seen.starts).toBe(1);
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(status()).toHaveTextContent('Status: Stopped'));
    expect(seen.stops).toBe(1);
  });

  it('seeds the default tasks and says how many were added', async () => {
    schedulerServer();
    renderWithStore(<SchedulerBar />);
    await userEvent.click(await screen.findByRole('button', { name: 'Seed' }));
    expect(await screen.findByText('Added 3 default tasks')).toBeInTheDocument();
  });

  it('runs a collection with the spec defaults in the query', async () => {
    const seen = schedulerServer();
    renderWithStore(<SchedulerBar />);
    await userEvent.click(await screen.findByRole('button', { name: 'Run Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run Now' });
    expect(within(dialog).getByRole('checkbox', { name: 'indeed' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'rss' })).not.toBeChecked();
    expect(within(dialog).getByLabelText('Search term')).toHaveValue('software engineer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run collection' }));
    expect(await screen.findByText('Collection queued')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Run Now' })).not.toBeInTheDocument());
    expect(Object.fromEntries(seen.runNow[0].searchParams)).toEqual({
      sites: 'indeed,linkedin',
      searchTerm: 'software engineer',
      location: 'Remote',
      isRemote: 'true',
      resultsWanted: '20',
      hoursOld: '72',
    });
  });

  it('sends the changed Run Now options and refuses an empty site list', async () => {
    const seen = schedulerServer();
    renderWithStore(<SchedulerBar />);
    await userEvent.click(await screen.findByRole('button', { name: 'Run Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run Now' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'indeed' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'linkedin' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run collection' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one site.');
    expect(seen.runNow).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'greenhouse' }));
    const term = within(dialog).getByLabelText('Search term');
    await userEvent.clear(term);
    await userEvent.type(term, 'data engineer');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Remote only' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run collection' }));
    await waitFor(() => expect(seen.runNow).toHaveLength(1));
    expect(seen.runNow[0].searchParams.get('sites')).toBe('greenhouse');
    expect(seen.runNow[0].searchParams.get('searchTerm')).toBe('data engineer');
    expect(seen.runNow[0].searchParams.get('isRemote')).toBe('false');
  });

  it('shows each source health with the reason in text', async () => {
    schedulerServer();
    renderWithStore(<SchedulerBar />);
    const list = await screen.findByRole('list', { name: 'Source health' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('indeed: ok');
    expect(items[1]).toHaveTextContent('linkedin: degraded3 of 20 items could not be read.');
    expect(items[2]).toHaveTextContent('lever: failedThe source answered 403 Forbidden');
    expect(items[3]).toHaveTextContent('rss: nevernot configured: RSS_FEEDS is not set.');
  });

  it('shows a running collection as a progress bar', async () => {
    schedulerServer({ running: true, active: [{ id: '7', trigger: 'manual', progress: { source: 'linkedin', done: 3, total: 4 } }], waiting: 1 });
    renderWithStore(<SchedulerBar />);
    const bar = await screen.findByRole('progressbar', { name: 'Collecting from linkedin: 3 of 4' });
    expect(bar).toHaveAttribute('value', '3');
    expect(bar).toHaveAttribute('max', '4');
    expect(screen.getByText('3 / 4 (75%)')).toBeInTheDocument();
    expect(screen.getByText('1 collection queued')).toBeInTheDocument();
  });

  it('polls the status every 5 s while a collection runs, every 30 s otherwise', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let calls = 0;
      const state = { ...idle, running: true, active: [{ id: '7', trigger: 'manual', progress: { source: 'indeed', done: 1, total: 2 } }] };
      schedulerServer();
      server.use(
        http.get('*/api/ja/scheduler/status', () => {
          calls += 1;
          return HttpResponse.json(state);
        }),
      );
      renderWithStore(<SchedulerBar />);
      await screen.findByRole('progressbar');
      const before = calls;
      await act(() => vi.advanceTimersByTimeAsync(5_100));
      await waitFor(() => expect(calls).toBe(before + 1));
      state.active = [];
      await act(() => vi.advanceTimersByTimeAsync(5_100));
      await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
      const idleCalls = calls;
      await act(() => vi.advanceTimersByTimeAsync(20_000));
      expect(calls).toBe(idleCalls);
      await act(() => vi.advanceTimersByTimeAsync(11_000));
      await waitFor(() => expect(calls).toBe(idleCalls + 1));
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the metrics, the recent runs and the Test Modal summary', async () => {
    schedulerServer();
    renderWithStore(<SchedulerBar />);
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('New in 7 days').nextSibling).toHaveTextContent('56');
    expect(screen.getByText('Runs in 7 days').nextSibling).toHaveTextContent('9');
    const table = screen.getByRole('table', { name: 'Recent runs' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('indeedmanualok201280');
    expect(row).toHaveTextContent('12.3 s');
    expect(row).toHaveTextContent('2 hours ago');
    await userEvent.click(screen.getByRole('button', { name: 'Test Modal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scheduler metrics' });
    expect(dialog).toHaveTextContent('1,234 jobs stored; 56 new in the last 7 days.');
    expect(dialog).toHaveTextContent('9 runs in the last 7 days fetched 120 postings: 56 new, 60 duplicates, 4 errors.');
    expect(dialog).toHaveTextContent('1 of 4 sources healthy.');
    expect(dialog).not.toHaveTextContent('{');
  });

  it('refreshes the metrics on demand', async () => {
    let calls = 0;
    schedulerServer();
    server.use(
      http.get('*/api/ja/metrics', ({ request }) => {
        calls += 1;
        expect(new URL(request.url).searchParams.get('days')).toBe('7');
        return HttpResponse.json(metrics);
      }),
    );
    renderWithStore(<SchedulerBar />);
    await screen.findByText('1,234');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Metrics' }));
    await waitFor(() => expect(calls).toBe(2));
  });

  it("shows the server's detail when an action fails", async () => {
    schedulerServer();
    server.use(
      http.post('*/api/ja/scheduler/start', () =>
        HttpResponse.json({ statusCode: 503, error: 'Service Unavailable', message: 'x', detail: 'The job queue (Redis) cannot be reached.', requestId: 'r' }, { status: 503 }),
      ),
    );
    renderWithStore(<SchedulerBar />);
    await waitFor(() => expect(status()).toHaveTextContent('Stopped'));
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The job queue (Redis) cannot be reached.');
  });
});

describe('scheduler text', () => {
  it('words the reasons, durations and counts', () => {
    expect(healthReason({ source: 'rss', configured: false, status: 'skipped', reason: 'RSS_FEEDS is not set.' })).toBe('not configured: RSS_FEEDS is not set.');
    expect(healthReason({ source: 'indeed', configured: true, status: 'ok', reason: '' })).toBe('');
    expect(durationText(850)).toBe('850 ms');
    expect(durationText(125_000)).toBe('2 min 5 s');
    expect(durationText(null)).toBe('—');
    expect(seededText(1)).toBe('Added 1 default task');
    expect(runNowProblem(RUN_NOW_DEFAULTS)).toBeNull();
    expect(runNowProblem({ ...RUN_NOW_DEFAULTS, resultsWanted: 0 })).toMatch(/Results wanted/);
  });
});
