import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import type { JobDetailDto, JobListItemDto, JobPageDto, SavedSearchDto } from '../../api/jobs';
import { makeStore } from '../../app/store';
import { ToastProvider } from '../../components';
import { server } from '../../test/server';

/** Test fixtures and a fake jobs API for the Job Search tests (not part of the app). */

const DAY = 86_400_000;
export const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

export function listItem(id: string, overrides: Partial<JobListItemDto> = {}): JobListItemDto {
  return {
    id,
    title: `Job ${id}`,
    company: 'Acme',
    location: 'Berlin',
    job_type: 'full-time',
    remote: false,
    description_preview: 'Build data pipelines for our analytics team.',
    posted_date: daysAgo(2),
    requirements: [],
    salary_text: '',
    salary_min: null,
    salary_max: null,
    salary_currency: null,
    matchScore: 75,
    matchBasis: 'skills',
    source: 'manual',
    ...overrides,
  };
}

export function detail(id: string, overrides: Partial<JobDetailDto> = {}): JobDetailDto {
  return {
    ...listItem(id),
    description: 'Build data pipelines.',
    description_html: null,
    benefits: null,
    category: null,
    company_website: null,
    matched_skills: [],
    missing_skills: [],
    nice_skills: [],
    required_skills: [],
    requirements_summary: '',
    url: 'https://jobs.example.org/1',
    ...overrides,
  };
}

export const page = (jobs: JobListItemDto[], nextCursor: string | null = null, hasSkills = true): JobPageDto => ({ jobs, nextCursor, hasSkills });

export const apiError = (status: number, detailText: string) =>
  HttpResponse.json({ statusCode: status, error: 'Error', message: detailText, detail: detailText, requestId: 'req-1' }, { status });

/**
 * Serves GET /api/jobs: the page for each cursor ('' for the first), and records each request's
 * query. Saved searches answer an empty list unless `saved` is given.
 */
export function serveJobs(pages: Record<string, JobPageDto>, saved: SavedSearchDto[] = []) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/jobs', ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      return HttpResponse.json(pages[params.get('cursor') ?? ''] ?? page([]));
    }),
    http.get('*/api/jobs/saved-searches', () => HttpResponse.json(saved)),
  );
  return queries;
}

function TabReached() {
  return <p>Tab {useParams().tab}</p>;
}

/** A screen at /jobs as the shell mounts it (with the toast host), every other tab a placeholder. */
export function renderAt(element: ReactElement, path = '/jobs') {
  const store = makeStore();
  const router = createMemoryRouter(
    [
      { path: '/jobs', element: <ToastProvider>{element}</ToastProvider> },
      { path: '/:tab', element: <TabReached /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, ...view };
}

/** jsdom lacks pointer capture, which Radix's toasts and tabs ask about. */
export function stubPointerCapture() {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}
