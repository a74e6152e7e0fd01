import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EtlResultDto, FeedConfigDto, FetchFeedsResultDto, ParsedRssContentDto, RssItemDto } from '../../api/rss';
import { renderWithStore } from '../../test/render';
import { server } from '../../test/server';
import { FeedCrawlTestPage } from './FeedCrawlTestPage';
import { etlFailure, fetchFailure, insertFailure, publicationDate, salaryText, tickerDuration, tickerTitle } from './feed-crawl/feedText';
import { sanitizeFeedHtml } from './feed-crawl/sanitize';

const FEEDS: FeedConfigDto[] = [
  { name: 'We Work Remotely', url: 'https://weworkremotely.com/remote-jobs.rss' },
  { name: 'Remotive', url: 'https://remotive.com/remote-jobs/feed' },
];

const longTitle = 'Senior Platform Engineer, Distributed Systems and Developer Experience (Remote, Americas or Europe)';

const full: RssItemDto = {
  title: longTitle,
  company: 'Acme Corp',
  location: 'Anywhere',
  pubDate: '2026-11-20T10:00:00.000Z',
  type: 'Full-Time',
  category: 'Programming',
  jobId: 'wwr-1',
  description: '<p>We build tools.</p><script>alert(1)</script><a href="https://acme.example/about" onclick="x()">About us</a>',
  link: 'https://weworkremotely.com/jobs/1',
  feedTitle: 'We Work Remotely',
};

const bare: RssItemDto = { title: 'Data Analyst', company: '', location: '', pubDate: '', type: '', category: '', jobId: '', description: '<p>Numbers.</p>', link: 'https://remotive.com/jobs/2', feedTitle: 'Remotive' };

const fetched: FetchFeedsResultDto = {
  success: true,
  items: [full, bare],
  feeds: [{ name: 'We Work Remotely', url: FEEDS[0].url, ok: true, items: 2 }],
};

const parsed: ParsedRssContentDto = {
  method: 'handcoded',
  salary: '$120,000 - $150,000',
  requirements: ['5+ years of experience with Go'],
  companyInfo: 'About us: we build developer tools.',
  jobDetails: ['Responsibilities'],
  benefits: ['Health, dental and vision insurance'],
  rawDescription: 'We build tools.',
};

const jobData = {
  title: longTitle,
  company: 'Acme Corp',
  location: 'Anywhere',
  job_type: 'full-time',
  salary_min: 120000,
  salary_max: 150000,
  salary_currency: 'USD',
  description: 'We build tools.',
  requirements_summary: '5+ years of experience with Go',
  benefits: 'Health, dental and vision insurance',
  contact_email: null,
  company_website: null,
  jobId: 'wwr-1',
  category: 'Programming',
  feedTitle: 'We Work Remotely',
  posted_date: '2026-11-20',
};

const etlOk: EtlResultDto = { success: true, method: 'handcoded', responseTime: 12, validation: { errors: [], warnings: ['No contact email found.'] }, jobData };

const apiError = (status: number, detail: string) => HttpResponse.json({ statusCode: status, error: 'Error', message: detail, detail, requestId: 'r' }, { status });

interface Seen {
  fetches: unknown[];
  parses: unknown[];
  transforms: unknown[];
  inserts: unknown[];
}

function feedServer(overrides: { fetch?: () => Response; etl?: () => Response; insert?: () => Response } = {}): Seen {
  const seen: Seen = { fetches: [], parses: [], transforms: [], inserts: [] };
  server.use(
    http.get('*/api/rss/feeds', () => HttpResponse.json(FEEDS)),
    http.post('*/api/rss/fetch', async ({ request }) => {
      seen.fetches.push(await request.json());
      return overrides.fetch?.() ?? HttpResponse.json(fetched);
    }),
    http.post('*/api/rss/parse-content', async ({ request }) => {
      seen.parses.push(await request.json());
      return HttpResponse.json(parsed);
    }),
    http.post('*/api/rss/etl-transform', async ({ request }) => {
      seen.transforms.push(await request.json());
      return overrides.etl?.() ?? HttpResponse.json(etlOk);
    }),
    http.post('*/api/rss/etl-insert', async ({ request }) => {
      seen.inserts.push(await request.json());
      return overrides.insert?.() ?? HttpResponse.json({ success: true, jobId: '123', created: true });
    }),
  );
  return seen;
}

const renderPage = () => renderWithStore(<MemoryRouter><FeedCrawlTestPage /></MemoryRouter>);

async function openReview(title: string | RegExp) {
  const list = await screen.findByRole('list', { name: 'Feed items' });
  const row = within(list).getByRole('heading', { name: title }).closest('li') as HTMLElement;
  await userEvent.click(within(row).getByRole('button', { name: /^Review/ }));
  return screen.findByRole('dialog');
}

afterEach(() => vi.restoreAllMocks());

describe('FeedCrawlTestPage', () => {
  it('lists the feeds with the first preselected and fetches it with the max items', async () => {
    const seen = feedServer();
    renderPage();
    expect(await screen.findByRole('checkbox', { name: /We Work Remotely/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Remotive/ })).not.toBeChecked();
    await waitFor(() => expect(seen.fetches).toHaveLength(1));
    expect(seen.fetches[0]).toEqual({ feeds: [FEEDS[0].url], maxItems: 10 });
    expect(screen.getByRole('slider', { name: 'Speed' })).toHaveValue('50');
    expect(screen.getByRole('slider', { name: 'Max items' })).toHaveValue('10');
    expect(screen.getByRole('slider', { name: 'Refresh interval' })).toHaveValue('5');
    for (const name of ['Show feed titles', 'Pause on hover', 'Auto refresh']) expect(screen.getByRole('checkbox', { name })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'AI Assist' })).not.toBeChecked();
  });

  it('shows the items in the ticker and the list, and each feed status', async () => {
    feedServer();
    renderPage();
    const ticker = await screen.findByRole('list', { name: 'Ticker items' });
    const links = within(ticker).getAllByRole('link');
    expect(links[0]).toHaveTextContent(`We Work Remotely${longTitle.slice(0, 80).trimEnd()}…Acme Corp`);
    expect(links[0]).toHaveAttribute('href', full.link);
    expect(links[0]).toHaveAttribute('target', '_blank');
    const list = screen.getByRole('list', { name: 'Feed items' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: /^View Job Data Analyst/ })).toHaveAttribute('href', bare.link);
    expect(screen.getByRole('list', { name: 'Feed status' })).toHaveTextContent('We Work Remotely ok 2 items');
    // Hiding feed titles drops them from the ticker.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show feed titles' }));
    expect(within(ticker).getAllByRole('link')[0]).not.toHaveTextContent('We Work Remotely');
  });

  it('fetches the chosen feeds again and warns when none is selected', async () => {
    const seen = feedServer();
    renderPage();
    await waitFor(() => expect(seen.fetches).toHaveLength(1));
    await userEvent.click(screen.getByRole('checkbox', { name: /Remotive/ }));
    await waitFor(() => expect(seen.fetches).toHaveLength(2));
    expect(seen.fetches[1]).toEqual({ feeds: [FEEDS[0].url, FEEDS[1].url], maxItems: 10 });
    await userEvent.click(screen.getByRole('checkbox', { name: /We Work Remotely/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Remotive/ }));
    expect(await screen.findByText('Select at least one feed.', { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh feed' })).toBeInTheDocument();
  });

  it('shows a feed error in the status block and Fetch Error when the fetch fails', async () => {
    feedServer({ fetch: () => apiError(400, 'feeds: "ftp://x" is not an http(s) URL.') });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Fetch Error feeds: "ftp://x" is not an http(s) URL.');
  });

  it('says Failed to fetch RSS data when no feed could be read', async () => {
    feedServer({ fetch: () => HttpResponse.json({ success: false, items: [], feeds: [{ name: 'We Work Remotely', url: FEEDS[0].url, ok: false, error: 'The feed answered 503.', items: 0 }] }) });
    renderPage();
    expect(await screen.findByText('Fetch Error')).toBeInTheDocument();
    expect(screen.getByText('Fetch Error').parentElement).toHaveTextContent('Fetch Error Failed to fetch RSS data');
    expect(screen.getByRole('list', { name: 'Feed status' })).toHaveTextContent('We Work Remotely error: The feed answered 503. 0 items');
  });

  it('shows the fallbacks in the review dialog and the parsed content', async () => {
    const seen = feedServer();
    renderPage();
    const dialog = await openReview('Data Analyst');
    expect(within(dialog).getByRole('heading', { name: 'Data Analyst' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('CompanyUnknown Company');
    expect(dialog).toHaveTextContent('LocationLocation not specified');
    expect(dialog).toHaveTextContent('PublishedNot specified');
    expect(dialog).toHaveTextContent('Job typeNot specified');
    expect(dialog).toHaveTextContent('CategoryNot specified');
    expect(dialog).toHaveTextContent('Job IDNot available');
    expect(within(dialog).getByRole('heading', { name: 'RSS Feed Metadata' })).toBeInTheDocument();
    expect(await within(dialog).findByText('$120,000 - $150,000')).toBeInTheDocument();
    expect(within(dialog).getByText('5+ years of experience with Go')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'About the Company' }).nextSibling).toHaveTextContent('About us: we build developer tools.');
    expect(within(dialog).getByRole('heading', { name: 'Benefits and Perks' }).nextSibling).toHaveTextContent('Health, dental and vision insurance');
    expect(within(dialog).getByRole('link', { name: 'View Original Job Posting' })).toHaveAttribute('href', bare.link);
    expect(seen.parses).toEqual([{ description: '<p>Numbers.</p>', useAi: false }]);
  });

  it('sanitises the description and asks for the AI parser with AI Assist on', async () => {
    const seen = feedServer();
    renderPage();
    await userEvent.click(await screen.findByRole('switch', { name: 'AI Assist' }));
    const dialog = await openReview(longTitle);
    expect(dialog).toHaveTextContent('CompanyAcme Corp');
    const about = within(dialog).getByRole('link', { name: 'About us' });
    expect(about).toHaveAttribute('target', '_blank');
    expect(about).not.toHaveAttribute('onclick');
    expect(dialog.querySelector('script')).toBeNull();
    await waitFor(() => expect(seen.parses).toHaveLength(1));
    expect(seen.parses[0]).toEqual({ description: full.description, useAi: true });
  });

  it('runs the ETL step, shows the result and inserts the job', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const seen = feedServer();
    renderPage();
    const dialog = await openReview(longTitle);
    await userEvent.click(within(dialog).getByRole('button', { name: 'ETL' }));
    const panel = await within(dialog).findByRole('region', { name: 'ETL Transformation Result' });
    expect(panel).toHaveTextContent('Method: Hand-coded · Response time: 12 ms');
    expect(panel).toHaveTextContent('No contact email found.');
    expect(panel).toHaveTextContent('Salary120,000 – 150,000 USD');
    expect(seen.transforms[0]).toEqual({ item: full, method: 'handcoded' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Insert Job' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Job inserted with ID 123'));
    expect(seen.inserts[0]).toEqual({ jobData });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the job was already stored', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    feedServer({ insert: () => HttpResponse.json({ success: true, jobId: '123', created: false }) });
    renderPage();
    const dialog = await openReview(longTitle);
    await userEvent.click(within(dialog).getByRole('button', { name: 'ETL' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Insert Job' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Job already stored with ID 123'));
  });

  it('alerts the insert error and keeps the dialog open', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    feedServer({ insert: () => apiError(422, 'Error inserting job: a job needs a title and a description.') });
    renderPage();
    const dialog = await openReview(longTitle);
    await userEvent.click(within(dialog).getByRole('button', { name: 'ETL' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Insert Job' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error inserting job: a job needs a title and a description.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the red failure panel when the transformation fails, and Cancel hides it', async () => {
    feedServer({ etl: () => HttpResponse.json({ success: false, method: 'ai', responseTime: 40, error: 'The AI transformation failed: timeout', validation: { errors: ['title is missing'], warnings: [] }, jobData: null }) });
    renderPage();
    const dialog = await openReview(longTitle);
    await userEvent.click(within(dialog).getByRole('button', { name: 'ETL' }));
    const panel = await within(dialog).findByRole('region', { name: 'ETL Transformation Failed' });
    expect(within(panel).getByRole('alert')).toHaveTextContent('The AI transformation failed: timeout');
    expect(panel).toHaveTextContent('title is missing');
    expect(within(panel).queryByRole('button', { name: 'Insert Job' })).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).queryByRole('region', { name: 'ETL Transformation Failed' })).not.toBeInTheDocument();
  });

  it('shows the status when the transformation request fails, and Unknown error when nothing says why', async () => {
    let reply = () => new HttpResponse('Bad Gateway', { status: 502 });
    feedServer({ etl: () => reply() });
    renderPage();
    const dialog = await openReview(longTitle);
    await userEvent.click(within(dialog).getByRole('button', { name: 'ETL' }));
    const panel = await within(dialog).findByRole('region', { name: 'ETL Transformation Failed' });
    expect(within(panel).getByRole('alert')).toHaveTextContent('Request failed with status 502: Bad Gateway');
    reply = () => HttpResponse.json({ success: false, method: 'handcoded', responseTime: 3, validation: { errors: [], warnings: [] }, jobData: null });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ETL' }));
    await waitFor(() => expect(within(dialog).getByRole('region', { name: 'ETL Transformation Failed' })).toHaveTextContent('Unknown error'));
  });

  it('pauses and plays the ticker, and sets its timing through custom properties', async () => {
    feedServer();
    renderPage();
    const ticker = await screen.findByRole('list', { name: 'Ticker items' });
    const frame = ticker.parentElement as HTMLElement;
    expect(frame.style.getPropertyValue('--ticker-duration')).toMatch(/s$/);
    expect(frame).not.toHaveAttribute('data-paused', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Pause ticker' }));
    expect(frame).toHaveAttribute('data-paused', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Play ticker' }));
    expect(frame).toHaveAttribute('data-paused', 'false');
    expect(frame).toHaveAttribute('data-hover-pause', 'true');
  });

  it('re-fetches every refresh interval while auto refresh is on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const seen = feedServer();
      renderPage();
      await waitFor(() => expect(seen.fetches).toHaveLength(1));
      await act(() => vi.advanceTimersByTimeAsync(300_000));
      await waitFor(() => expect(seen.fetches).toHaveLength(2));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Auto refresh' }));
      await act(() => vi.advanceTimersByTimeAsync(600_000));
      expect(seen.fetches).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('collapses Settings & Status', async () => {
    feedServer();
    renderPage();
    const toggle = await screen.findByRole('button', { name: 'Settings & Status' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('slider', { name: 'Speed' })).not.toBeInTheDocument();
  });

  it('has the Back to API Tests button', async () => {
    feedServer();
    renderPage();
    expect(await screen.findByRole('button', { name: '← Back to API Tests' })).toBeInTheDocument();
  });
});

describe('feed crawl text', () => {
  it('cuts ticker titles and times the ticker', () => {
    expect(tickerTitle('a'.repeat(81))).toBe(`${'a'.repeat(80)}…`);
    expect(tickerTitle('a'.repeat(80))).toBe('a'.repeat(80));
    expect(tickerDuration(900, 300, 50)).toBe(24);
    expect(tickerDuration(0, 0, 50)).toBe(0);
  });

  it('words dates, salaries and failures', () => {
    expect(publicationDate('')).toBe('Not specified');
    expect(publicationDate('not a date')).toBe('not a date');
    expect(salaryText({ salary_min: null, salary_max: null, salary_currency: null })).toBe('Not specified');
    expect(salaryText({ salary_min: 90000, salary_max: null, salary_currency: 'USD' })).toBe(`from ${(90000).toLocaleString()} USD`);
    expect(fetchFailure({ status: 500, data: 'oops' })).toBe('Failed to fetch RSS data');
    expect(fetchFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toMatch(/Cannot reach the server/);
    expect(etlFailure({ status: 'PARSING_ERROR', originalStatus: 502, data: 'Bad Gateway', error: 'x' })).toBe('Request failed with status 502: Bad Gateway');
    expect(etlFailure({ message: 'boom' })).toBe('Unknown error');
    expect(insertFailure({ status: 500, data: { detail: 'duplicate key' } })).toBe('Error inserting job: duplicate key');
    expect(insertFailure({ status: 500 })).toBe('Failed to insert job into database');
  });

  it('strips scripts, handlers and styles from feed HTML', () => {
    const html = sanitizeFeedHtml('<p style="color:red" onclick="x()">Hi</p><script>alert(1)</script><img src="https://t.example/p.gif"><a href="javascript:alert(1)">x</a>');
    expect(html).toBe('<p>Hi</p><a>x</a>');
  });
});
