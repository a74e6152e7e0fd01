import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CrawlResponseDto, CrawlSessionDetailDto, CrawlSessionDto, ProgramDto, SearchResponseDto } from '../../api/training-search';
import { renderWithStore } from '../../test/render';
import { server } from '../../test/server';
import { crawlProgressText, normalizeDomains, resultSummary, scrapeUrls, sourceLabel } from './lib';
import { TrainingSearchPage } from './TrainingSearchPage';

const U1 = 'https://www.coursera.org/learn/machine-learning';
const U2 = 'https://www.edx.org/course/data-science';
const U3 = 'https://blog.example.org/best-data-courses';

const DOMAINS = {
  domains: [
    { name: 'data-science', display_name: 'Data Science', description: 'Statistics, machine learning and analytics.' },
    { name: 'web-development', display_name: 'Web Development', description: 'Front end and back end.' },
  ],
};

const STATS = {
  total_programs: 1234,
  free_programs: 45,
  high_confidence_programs: 80,
  by_category: [],
  by_platform: [],
  crawl_sessions: 7,
  last_crawl_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
};

const SEARCH: SearchResponseDto = {
  success: true,
  search_term: 'data science courses',
  notes: ['SearXNG is not configured; the platforms’ catalogue pages are used.'],
  results: {
    urls_to_scrape: [U1, U2, U3],
    search_results: [
      { url: U1, title: 'Machine Learning', content: '', source: 'coursera' },
      { url: U2, title: 'Data Science MicroMasters', content: '', source: 'edx' },
      { url: U3, title: 'The best data courses', content: '', source: 'searxng' },
    ],
  },
};

function program(id: number, title: string, score: number, extra: Partial<ProgramDto> = {}): ProgramDto {
  return {
    id,
    url: `https://www.coursera.org/learn/p${id}`,
    title,
    platform: 'coursera',
    description: 'A description.',
    category: null,
    ai_category: 'Data Science',
    ai_confidence_score: score,
    ai_provider: 'builtin',
    ai_summary: `${title} in brief.`,
    is_free: false,
    difficulty_level: 'beginner',
    duration_text: '6 weeks',
    currency: null,
    price: null,
    provider: null,
    domain: 'data-science',
    extracted_from: 'json-ld',
    scraped_at: '2026-11-20T10:00:00.000Z',
    skills: [],
    ...extra,
  };
}

const ML = program(1, 'Machine Learning Specialization', 0.82, { is_free: true });
const STATS_101 = program(2, 'Statistics 101', 0.5, { difficulty_level: null, duration_text: null });

function session(overrides: Partial<CrawlSessionDto> = {}): CrawlSessionDto {
  return {
    id: 's-1',
    status: 'completed',
    progress: 100,
    pages_fetched: 3,
    programs_found: 2,
    skipped: [],
    error: null,
    domain: 'data-science',
    query: null,
    start_urls: [U1, U2],
    created_at: '2026-11-20T10:00:00.000Z',
    started_at: '2026-11-20T10:00:01.000Z',
    finished_at: '2026-11-20T10:00:09.000Z',
    ...overrides,
  };
}

const SKIPPED = [{ url: U2, reason: 'disallowed by robots.txt' }];
const completedCrawl: CrawlResponseDto = {
  success: true,
  session: session({ skipped: SKIPPED }),
  result: { programs: [ML, STATS_101], pages_fetched: 3, skipped: SKIPPED },
};

const apiError = (status: number, detail: string) => HttpResponse.json({ statusCode: status, error: 'Error', message: detail, detail, requestId: 'r' }, { status });

interface Seen {
  searches: unknown[];
  crawls: { id: string; body: unknown }[];
  polls: number;
  stats: number;
}

function tsServer(over: { domains?: () => Response; search?: () => Response; crawl?: () => Response; session?: () => Response; stats?: () => Response } = {}): Seen {
  const seen: Seen = { searches: [], crawls: [], polls: 0, stats: 0 };
  server.use(
    http.get('*/api/training-search/domains', () => over.domains?.() ?? HttpResponse.json(DOMAINS)),
    http.get('*/api/training-search/stats', () => {
      seen.stats += 1;
      return over.stats?.() ?? HttpResponse.json(STATS);
    }),
    http.post('*/api/training-search/crawler/search', async ({ request }) => {
      seen.searches.push(await request.json());
      return over.search?.() ?? HttpResponse.json(SEARCH);
    }),
    http.post('*/api/training-search/crawler/crawl/:id', async ({ request, params }) => {
      seen.crawls.push({ id: String(params.id), body: await request.json() });
      return over.crawl?.() ?? HttpResponse.json(completedCrawl);
    }),
    http.get('*/api/training-search/crawler/sessions/:id', () => {
      seen.polls += 1;
      return over.session?.() ?? apiError(404, 'No such session.');
    }),
  );
  return seen;
}

const renderPage = () => renderWithStore(<TrainingSearchPage />);

function currentStep() {
  const steps = screen.getByRole('list', { name: 'Wizard steps' });
  return within(steps)
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('aria-current') === 'step');
}

async function searchDomain(user = userEvent.setup()) {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Domain' }), 'data-science');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await screen.findByRole('heading', { name: 'Choose the pages to scrape' });
}

async function scrape(user = userEvent.setup()) {
  await searchDomain(user);
  await user.click(screen.getByRole('button', { name: 'Start Scraping' }));
}

beforeAll(() => {
  // jsdom lacks pointer capture, which Radix's toasts ask about.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('TrainingSearchPage', () => {
  it('starts at step 1 with the domains and keeps Search disabled until a domain or query is given', async () => {
    tsServer();
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Training Program Search' })).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Step 1: Search');
    const select = await screen.findByRole('combobox', { name: 'Domain' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a domain', 'Data Science', 'Web Development']);
    expect(select).toHaveValue('');
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).toBeDisabled();
    // Spaces are not a query.
    await user.type(screen.getByRole('searchbox', { name: 'Custom query' }), '   ');
    expect(search).toBeDisabled();
    await user.type(screen.getByRole('searchbox', { name: 'Custom query' }), 'rust');
    expect(search).toBeEnabled();
    await user.clear(screen.getByRole('searchbox', { name: 'Custom query' }));
    await user.selectOptions(select, 'data-science');
    expect(search).toBeEnabled();
    expect(screen.getByText('Statistics, machine learning and analytics.')).toBeInTheDocument();
  });

  it('says a domain or a query is needed when the form is sent with neither', async () => {
    const seen = tsServer();
    renderPage();
    const search = await screen.findByRole('button', { name: 'Search' });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a domain or enter a custom query');
    expect(seen.searches).toEqual([]);
  });

  it('searches, shows the search term, the URLs to scrape with their sources, and the notes', async () => {
    const seen = tsServer();
    renderPage();
    await searchDomain();
    expect(seen.searches).toEqual([{ domain: 'data-science' }]);
    expect(currentStep()).toHaveTextContent('Step 2: Scrape');
    expect(screen.getByRole('list', { name: 'Wizard steps' })).toHaveTextContent('Step 1: Search (done)');
    expect(screen.getByText('data science courses')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('SearXNG is not configured');
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    for (const box of boxes) expect(box).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Machine Learning/ })).toHaveAccessibleName(`Machine Learning ${U1} coursera`);
    expect(screen.getByRole('checkbox', { name: /The best data courses/ })).toHaveAccessibleName(`The best data courses ${U3} Web search`);
    expect(screen.getByRole('group', { name: 'Pages to scrape (3 of 3 selected)' })).toBeInTheDocument();
  });

  it('sends a custom query as a custom crawl', async () => {
    const seen = tsServer();
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole('searchbox', { name: 'Custom query' }), '  rust for beginners ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Start Scraping' }));
    await screen.findByRole('heading', { name: 'Results' });
    expect(seen.searches).toEqual([{ query: 'rust for beginners' }]);
    expect(seen.crawls).toEqual([{ id: 'custom', body: { query: 'rust for beginners', options: { urls_to_scrape: [U1, U2, U3] } } }]);
  });

  it('scrapes the ticked URLs and shows the programs with their confidence', async () => {
    const seen = tsServer();
    const user = userEvent.setup();
    renderPage();
    await searchDomain(user);
    await user.click(screen.getByRole('checkbox', { name: /Data Science MicroMasters/ }));
    expect(screen.getByRole('group', { name: 'Pages to scrape (2 of 3 selected)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Scraping' }));
    await screen.findByRole('heading', { name: 'Results' });
    expect(seen.crawls).toEqual([{ id: 'data-science', body: { domain: 'data-science', options: { urls_to_scrape: [U1, U3] } } }]);
    expect(currentStep()).toHaveTextContent('Step 3: Results');
    expect(screen.getByText('2 programs from 3 pages')).toBeInTheDocument();

    const ml = screen.getByRole('region', { name: 'Machine Learning Specialization' });
    const link = within(ml).getByRole('link', { name: 'Machine Learning Specialization' });
    expect(link).toHaveAttribute('href', ML.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(ml).getByText('High confidence')).toHaveAttribute('data-tone', 'success');
    expect(within(ml).getByText('Free')).toBeInTheDocument();
    expect(ml).toHaveTextContent('Platformcoursera');
    expect(ml).toHaveTextContent('CategoryData Science');
    expect(ml).toHaveTextContent('Difficultybeginner');
    expect(ml).toHaveTextContent('Duration6 weeks');
    expect(ml).toHaveTextContent('Machine Learning Specialization in brief.');

    const low = screen.getByRole('region', { name: 'Statistics 101' });
    expect(within(low).queryByText('High confidence')).not.toBeInTheDocument();
    expect(within(low).getByText('Low confidence (50%)')).toBeInTheDocument();
    expect(within(low).queryByText('Free')).not.toBeInTheDocument();
    expect(low).not.toHaveTextContent('Difficulty');

    const toggle = screen.getByRole('button', { name: 'Skipped 1 page' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Skipped pages' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: 'Skipped pages' })).toHaveTextContent(`${U2} — disallowed by robots.txt`);
  });

  it('keeps the confidence badge high only above 0.7', async () => {
    tsServer({
      crawl: () => HttpResponse.json({ ...completedCrawl, result: { programs: [program(3, 'Edge', 0.7)], pages_fetched: 1, skipped: [] } }),
    });
    renderPage();
    await scrape();
    const card = await screen.findByRole('region', { name: 'Edge' });
    expect(within(card).getByText('Low confidence (70%)')).toHaveAttribute('data-tone', 'warning');
    expect(screen.getByText('1 program from 1 page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Skipped/ })).not.toBeInTheDocument();
  });

  it('polls a running crawl every 1.5 s, showing its progress, until it completes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const running = session({ status: 'running', progress: 10, pages_fetched: 0, programs_found: 0, finished_at: null });
    const polls: CrawlSessionDetailDto[] = [
      { ...running, progress: 50, pages_fetched: 2, programs_found: 1, programs: [] },
      { ...session({ pages_fetched: 4, programs_found: 1 }), programs: [ML] },
    ];
    const seen = tsServer({
      crawl: () => HttpResponse.json({ success: true, session: running, result: null }),
      session: () => HttpResponse.json(polls[Math.min(seen.polls - 1, polls.length - 1)]),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage();
    await waitFor(() => expect(seen.stats).toBe(1));
    await scrape(user);

    const bar = await screen.findByRole('progressbar', { name: 'Scraping progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText('Read 2 pages, found 1 program')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scraping…' })).toHaveAttribute('aria-busy', 'true');
    expect(seen.polls).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(1500));
    await screen.findByRole('heading', { name: 'Results' });
    expect(seen.polls).toBe(2);
    expect(screen.getByText('1 program from 4 pages')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Machine Learning Specialization' })).toBeInTheDocument();
    // The stored programs change the figures: the stats are read again. Polling stops.
    await waitFor(() => expect(seen.stats).toBeGreaterThan(1));
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(seen.polls).toBe(2);
  });

  it('shows the empty message when the crawl found nothing', async () => {
    tsServer({ crawl: () => HttpResponse.json({ ...completedCrawl, result: { programs: [], pages_fetched: 2, skipped: [] } }) });
    renderPage();
    await scrape();
    expect(await screen.findByText('No programs found. Try adjusting your search criteria.')).toBeInTheDocument();
    expect(screen.getByText('0 programs from 2 pages')).toBeInTheDocument();
  });

  it('New Search goes back to an empty step 1', async () => {
    const seen = tsServer();
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole('searchbox', { name: 'Custom query' }), 'pandas');
    await scrape(user);
    await screen.findByRole('heading', { name: 'Results' });
    await user.click(screen.getByRole('button', { name: 'New Search' }));
    expect(currentStep()).toHaveTextContent('Step 1: Search');
    expect(screen.getByRole('combobox', { name: 'Domain' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Custom query' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Results' })).not.toBeInTheDocument();
    // A new search starts with every URL ticked again.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Domain' }), 'web-development');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { name: 'Choose the pages to scrape' });
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeChecked();
    expect(seen.searches.at(-1)).toEqual({ domain: 'web-development' });
  });

  it('New Search from step 2 goes back too', async () => {
    tsServer();
    const user = userEvent.setup();
    renderPage();
    await searchDomain(user);
    await user.click(screen.getByRole('button', { name: 'New Search' }));
    expect(currentStep()).toHaveTextContent('Step 1: Search');
  });

  it('toasts a failed search and shows the server’s reason', async () => {
    tsServer({ search: () => apiError(502, 'The search service did not answer.') });
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Domain' }), 'data-science');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Search failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The search service did not answer.');
    expect(currentStep()).toHaveTextContent('Step 1: Search');
  });

  it('toasts a failed crawl call with the server’s reason and stays on step 2', async () => {
    tsServer({ crawl: () => apiError(503, 'No crawler is available.') });
    const user = userEvent.setup();
    renderPage();
    await scrape(user);
    expect(await screen.findByText('Scraping failed. Please try again.')).toBeInTheDocument();
    expect(screen.getAllByText('No crawler is available.').length).toBeGreaterThanOrEqual(1);
    expect(currentStep()).toHaveTextContent('Step 2: Scrape');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Scraping' })).toBeEnabled();
  });

  it('toasts a crawl whose polled session failed, with the session error', async () => {
    const running = session({ status: 'queued', progress: 0, pages_fetched: 0, programs_found: 0 });
    tsServer({
      crawl: () => HttpResponse.json({ success: true, session: running, result: null }),
      session: () => HttpResponse.json({ ...session({ status: 'failed', error: 'Every page timed out.' }), programs: [] }),
    });
    renderPage();
    await scrape();
    expect(await screen.findByText('Scraping failed. Please try again.')).toBeInTheDocument();
    expect(screen.getAllByText('Every page timed out.').length).toBeGreaterThanOrEqual(1);
    expect(currentStep()).toHaveTextContent('Step 2: Scrape');
  });

  it('disables Start Scraping with every URL unticked', async () => {
    tsServer();
    const user = userEvent.setup();
    renderPage();
    await searchDomain(user);
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    expect(screen.getByRole('button', { name: 'Start Scraping' })).toBeDisabled();
  });

  it('shows the quick stats and the API docs link in the side panel', async () => {
    tsServer();
    renderPage();
    const stats = await screen.findByRole('region', { name: 'Quick Stats' });
    await waitFor(() => expect(stats).toHaveTextContent(`Total programs${(1234).toLocaleString()}`));
    expect(stats).toHaveTextContent('Free programs45');
    expect(stats).toHaveTextContent('High confidence80');
    expect(stats).toHaveTextContent('Last crawl2 hours ago');
    expect(screen.getByRole('link', { name: 'API docs' })).toHaveAttribute('href', '/api/docs');
    expect(within(screen.getByRole('region', { name: 'Features' })).getAllByRole('listitem').length).toBeGreaterThan(2);
  });

  it('says Never before the first crawl and shows a stats error with a retry', async () => {
    let fail = true;
    tsServer({ stats: () => (fail ? apiError(500, 'The catalogue database is down.') : HttpResponse.json({ ...STATS, last_crawl_at: null })) });
    const user = userEvent.setup();
    renderPage();
    const stats = await screen.findByRole('region', { name: 'Quick Stats' });
    expect(await within(stats).findByRole('alert')).toHaveTextContent('The catalogue database is down.');
    fail = false;
    await user.click(within(stats).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(stats).toHaveTextContent('Last crawlNever'));
  });

  it('shows a domains error and still lets a custom query search', async () => {
    tsServer({ domains: () => apiError(500, 'Domains are unavailable.') });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Domains are unavailable.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Domain' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Custom query' }), 'sql');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'Choose the pages to scrape' })).toBeInTheDocument();
  });
});

describe('training search text', () => {
  it('reads domains given as names or objects', () => {
    expect(normalizeDomains(['devops', { name: 'ai', display_name: '', description: 'x' }, 3, null])).toEqual([
      { name: 'devops', display_name: 'devops', description: '' },
      { name: 'ai', display_name: 'ai', description: 'x' },
    ]);
    expect(normalizeDomains(undefined)).toEqual([]);
  });

  it('words counts, progress and sources', () => {
    expect(resultSummary(1, 1)).toBe('1 program from 1 page');
    expect(resultSummary(0, 12)).toBe('0 programs from 12 pages');
    expect(crawlProgressText({ pages_fetched: 1, programs_found: 0 })).toBe('Read 1 page, found 0 programs');
    expect(sourceLabel('searxng')).toBe('Web search');
    expect(sourceLabel('udemy')).toBe('udemy');
    expect(scrapeUrls({ results: { urls_to_scrape: [U1, U2, U1] } })).toEqual([U1, U2]);
  });
});
