import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../test/render';
import { server } from '../../test/server';
import { TrainingSearchTestPage } from './TrainingSearchTestPage';

const HEALTH = { status: 'ok', service: 'training-search', database: true, crawler_available: true, searxng_configured: false };

const apiError = (status: number, detail: string) => HttpResponse.json({ statusCode: status, error: 'Forbidden', message: detail, detail, requestId: 'r' }, { status });

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/training-search-test', element: <TrainingSearchTestPage /> },
      { path: '/api-test', element: <p>API test hub</p> },
    ],
    { initialEntries: ['/training-search-test'] },
  );
  return { router, ...renderWithStore(<RouterProvider router={router} />) };
}

const output = () => screen.getByRole('region', { name: 'Output' });

describe('TrainingSearchTestPage', () => {
  it('shows the health answer as JSON with its status', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/training-search/health', () => {
        calls += 1;
        return HttpResponse.json(HEALTH);
      }),
    );
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Training Search Test' })).toBeInTheDocument();
    expect(output()).toHaveTextContent('Choose a call above');
    await user.click(screen.getByRole('button', { name: 'Health' }));
    const pre = await within(output()).findByLabelText('Response body');
    expect(JSON.parse(pre.textContent ?? '')).toEqual(HEALTH);
    expect(output()).toHaveTextContent('GET /api/training-search/health');
    expect(within(output()).getByText('HTTP 200')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Each click asks again rather than showing the cached answer.
    await user.click(screen.getByRole('button', { name: 'Health' }));
    await within(output()).findByLabelText('Response body');
    expect(calls).toBe(2);
  });

  it('calls each read endpoint', async () => {
    const answers: Record<string, JsonBodyType> = {
      domains: { domains: [{ name: 'ai', display_name: 'AI', description: '' }] },
      platforms: { platforms: [{ name: 'coursera', display_name: 'Coursera', base_url: 'https://www.coursera.org', enabled: true }] },
      stats: { total_programs: 3, free_programs: 1, high_confidence_programs: 2, by_category: [], by_platform: [], crawl_sessions: 1, last_crawl_at: null },
      'crawler/status': { crawler_available: true, searxng_configured: false, queued: 0, running: 1, last_session: null },
      'crawler/sessions': { sessions: [] },
    };
    server.use(...Object.entries(answers).map(([path, body]) => http.get(`*/api/training-search/${path}`, () => HttpResponse.json(body))));
    const user = userEvent.setup();
    renderPage();
    const labels: [string, string][] = [
      ['Domains', 'domains'],
      ['Platforms', 'platforms'],
      ['Stats', 'stats'],
      ['Crawler status', 'crawler/status'],
      ['Crawl sessions', 'crawler/sessions'],
    ];
    for (const [label, path] of labels) {
      await user.click(screen.getByRole('button', { name: label }));
      await within(output()).findByText(`GET /api/training-search/${path}`);
      expect(JSON.parse(within(output()).getByLabelText('Response body').textContent ?? '')).toEqual(answers[path]);
    }
  });

  it('shows a 403 from Crawl all domains in a red banner with the status and detail', async () => {
    server.use(http.post('*/api/training-search/crawler/crawl-all', () => apiError(403, 'Only an administrator may crawl every domain.')));
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Crawl all domains' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('HTTP 403 Only an administrator may crawl every domain.');
    expect(within(output()).getByText('HTTP 403')).toBeInTheDocument();
    expect(JSON.parse(within(output()).getByLabelText('Response body').textContent ?? '')).toMatchObject({ statusCode: 403 });
  });

  it('shows the crawl-all answer with its 202 status', async () => {
    const answer = { success: true, sessions: [] };
    server.use(http.post('*/api/training-search/crawler/crawl-all', () => HttpResponse.json(answer, { status: 202 })));
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Crawl all domains' }));
    expect(await within(output()).findByText('HTTP 202')).toBeInTheDocument();
    expect(JSON.parse(within(output()).getByLabelText('Response body').textContent ?? '')).toEqual(answer);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the service cannot be reached', async () => {
    server.use(http.get('*/api/training-search/health', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Health' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error Cannot reach the server.');
  });

  it('goes back to the API tests', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(screen.getByRole('button', { name: '← Back to API Tests' }));
    expect(router.state.location.pathname).toBe('/api-test');
  });
});
