import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedSearchDto } from '../../api/jobs';
import { adminUser, memberUser, signedInAs } from '../../test/handlers';
import { server } from '../../test/server';
import { JobSearchPage } from './JobSearchPage';
import { apiError, detail, listItem, page, renderAt, serveJobs, stubPointerCapture } from './jobsTestKit';

// The scheduler bar has its own tests; here only whether it shows.
vi.mock('./scheduler/SchedulerBar', () => ({ SchedulerBar: () => <p>Scheduler bar</p> }));

const jobsList = () => screen.findByRole('list', { name: 'Jobs' });
const entries = async () => within(await jobsList()).getAllByRole('listitem').filter((li) => li.parentElement?.getAttribute('aria-label') === 'Jobs');
const twenty = (from: number) => Array.from({ length: 20 }, (_, i) => listItem(`j${from + i}`));

describe('Job Search', () => {
  beforeAll(stubPointerCapture);
  beforeEach(() => {
    localStorage.clear();
    server.use(http.get('*/auth/status', () => HttpResponse.json(signedInAs(memberUser))));
  });

  it('shows each job: title, company, location, type, preview, posted, salary, requirements and score', async () => {
    serveJobs({
      '': page([
        listItem('j1', {
          title: 'Data Engineer',
          company: 'Acme',
          location: 'Berlin',
          job_type: 'contract',
          salary_text: '$95,000 – $120,000',
          requirements: ['3+ years of Python', 'SQL'],
          matchScore: 82,
        }),
        listItem('j2', { title: 'Analyst', description_preview: '' }),
      ]),
    });
    renderAt(<JobSearchPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Job Search' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').map((s) => s.textContent?.trim())).toContain('Loading jobs…');

    const [first, second] = await entries();
    const card = within(first);
    expect(card.getByRole('heading', { name: 'Data Engineer' })).toBeInTheDocument();
    for (const text of ['Acme', 'Berlin', 'Contract', '$95,000 – $120,000', 'Build data pipelines for our analytics team.', '82% match']) {
      expect(card.getByText(text)).toBeInTheDocument();
    }
    expect(card.getByText('2 days ago')).toBeInTheDocument();
    expect(within(card.getByRole('list', { name: 'Requirements for Data Engineer' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '3+ years of Python',
      'SQL',
    ]);
    expect(within(second).getByText('No description available.')).toBeInTheDocument();
  });

  it('colours the match score green from 90, yellow from 70, red below', async () => {
    serveJobs({ '': page([listItem('a', { matchScore: 95 }), listItem('b', { matchScore: 75 }), listItem('c', { matchScore: 40 })]) });
    renderAt(<JobSearchPage />);
    await jobsList();
    expect(screen.getByText('95% match')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByText('75% match')).toHaveAttribute('data-tone', 'warning');
    expect(screen.getByText('40% match')).toHaveAttribute('data-tone', 'danger');
  });

  it('sends the filters with the search, keeps them in the URL and starts from them on reload', async () => {
    const queries = serveJobs({ '': page([listItem('j1')]) });
    const { router } = renderAt(<JobSearchPage />);
    await jobsList();
    expect([...queries[0].keys()]).toEqual([]);

    const user = userEvent.setup();
    const keywords = screen.getByRole('searchbox', { name: 'Keywords' });
    expect(keywords).toHaveAttribute('placeholder', expect.stringContaining('python -senior'));
    expect(keywords.getAttribute('placeholder')).toContain('"data engineer"');
    expect(keywords.getAttribute('placeholder')).toContain('react OR vue');
    await user.type(keywords, 'python -senior');
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Berlin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Job type' }), 'Full-time');
    await user.click(screen.getByRole('checkbox', { name: 'Remote only' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Posted within' }), '7 days');
    await user.type(screen.getByRole('textbox', { name: 'Minimum salary (per year)' }), '80,000');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(queries).toHaveLength(2));
    expect(Object.fromEntries(queries[1])).toEqual({
      q: 'python -senior',
      location: 'Berlin',
      jobType: 'full-time',
      remote: 'true',
      postedWithinDays: '7',
      minSalary: '80000',
    });
    const url = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(url)).toEqual({ q: 'python -senior', location: 'Berlin', type: 'full-time', remote: '1', days: '7', minSalary: '80000' });

    // The form keeps the search (and the focus stays on Search).
    expect(screen.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('python -senior');
    expect(screen.getByRole('checkbox', { name: 'Remote only' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Remote only' })).not.toBeChecked();
  });

  it('reads the filters from the URL it opens on, and searches on Enter', async () => {
    const queries = serveJobs({ '': page([listItem('j1')]) });
    renderAt(<JobSearchPage />, '/jobs?q=react&type=contract&days=3&remote=1&minSalary=50000&location=Remote');
    await jobsList();
    expect(Object.fromEntries(queries[0])).toEqual({ q: 'react', location: 'Remote', jobType: 'contract', remote: 'true', postedWithinDays: '3', minSalary: '50000' });
    expect(screen.getByRole('combobox', { name: 'Job type' })).toHaveValue('contract');
    expect(screen.getByRole('combobox', { name: 'Posted within' })).toHaveValue('3');

    const user = userEvent.setup();
    const keywords = screen.getByRole('searchbox', { name: 'Keywords' });
    await user.clear(keywords);
    await user.type(keywords, '"data engineer"{Enter}');
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('"data engineer"'));
  });

  it('refuses a minimum salary that is not a whole number', async () => {
    const queries = serveJobs({ '': page([listItem('j1')]) });
    renderAt(<JobSearchPage />);
    await jobsList();
    const user = userEvent.setup();
    const salary = screen.getByRole('textbox', { name: 'Minimum salary (per year)' });
    await user.type(salary, 'lots');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a whole number');
    expect(salary).toHaveAttribute('aria-invalid', 'true');
    expect(queries).toHaveLength(1);
  });

  it('appends the next 20 with Load More and hides it on the last page', async () => {
    const queries = serveJobs({
      '': page(twenty(1), 'c2'),
      c2: page([listItem('j21'), listItem('j22')], null),
    });
    renderAt(<JobSearchPage />);
    expect(await entries()).toHaveLength(20);

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(async () => expect(await entries()).toHaveLength(22));
    expect(queries.at(-1)?.get('cursor')).toBe('c2');
    expect(screen.getByRole('heading', { name: 'Job j1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Job j22' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Job j21' })).toHaveFocus());
  });

  it('has no Load More when the first page is the last', async () => {
    serveJobs({ '': page([listItem('j1')], null) });
    renderAt(<JobSearchPage />);
    await jobsList();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('shows the add-skills hint once while the member has no skills, linking to the profile', async () => {
    serveJobs({ '': page([listItem('a'), listItem('b')], null, false) });
    const { router } = renderAt(<JobSearchPage />);
    await jobsList();
    expect(screen.getAllByText(/Add skills to your profile or resume to get a real match score/)).toHaveLength(1);
    expect(screen.getByText('Add skills to your profile or resume to get a real match score — until then every job shows 75.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Add skills in your profile' }));
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('has no hint when the member has skills', async () => {
    serveJobs({ '': page([listItem('a')], null, true) });
    renderAt(<JobSearchPage />);
    await jobsList();
    expect(screen.queryByText(/Add skills to your profile/)).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    serveJobs({ '': page([]) });
    renderAt(<JobSearchPage />);
    expect(await screen.findByText('No jobs match your search.')).toBeInTheDocument();
    expect(screen.getByText('Try fewer words or other filters.')).toBeInTheDocument();
  });

  it("shows the server's message when the search fails, and retries", async () => {
    serveJobs({});
    server.use(http.get('*/api/jobs', () => apiError(503, 'Job search is unavailable right now.')));
    renderAt(<JobSearchPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load jobs');
    expect(alert).toHaveTextContent('Job search is unavailable right now.');

    serveJobs({ '': page([listItem('j1', { title: 'Back again' })]) });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
  });

  it('opens a job by click or keyboard, and closes it with Back to Job Search', async () => {
    serveJobs({ '': page([listItem('j1', { title: 'Data Engineer' })]) });
    server.use(http.get('*/api/job/j1', () => HttpResponse.json(detail('j1', { title: 'Data Engineer' }))));
    renderAt(<JobSearchPage />);
    await jobsList();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Data Engineer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Data Engineer' });
    await user.click(within(dialog).getByRole('button', { name: 'Back to Job Search' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    screen.getByRole('button', { name: 'Data Engineer' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Data Engineer' })).toBeInTheDocument();
  });

  describe('saved searches', () => {
    const saved: SavedSearchDto = {
      id: 's1',
      name: 'Remote Python',
      filters: { q: 'python', remote: true, jobType: 'full-time' },
      newCount: 3,
      created_at: '2026-11-01T10:00:00.000Z',
      last_seen_at: '2026-11-10T10:00:00.000Z',
    };

    it('lists them with their new-job count, applies one and marks it seen', async () => {
      const queries = serveJobs({ '': page([listItem('j1')]) }, [saved, { ...saved, id: 's2', name: 'Berlin', filters: { location: 'Berlin' }, newCount: 0 }]);
      const seen: string[] = [];
      server.use(http.post('*/api/jobs/saved-searches/:id/seen', ({ params }) => (seen.push(String(params.id)), HttpResponse.json({ success: true }))));
      const { router } = renderAt(<JobSearchPage />);

      const list = await screen.findByRole('list', { name: 'Saved searches' });
      const apply = within(list).getByRole('button', { name: 'Remote Python 3 new' });
      expect(within(list).getByRole('button', { name: 'Berlin' })).toBeInTheDocument();
      expect(within(list).queryByText('0 new')).not.toBeInTheDocument();

      await userEvent.click(apply);
      await waitFor(() => expect(seen).toEqual(['s1']));
      await waitFor(() => expect(Object.fromEntries(queries.at(-1)!)).toEqual({ q: 'python', remote: 'true', jobType: 'full-time' }));
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ q: 'python', type: 'full-time', remote: '1' });
      expect(screen.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('python');
      expect(screen.getByRole('button', { name: 'Remote Python 3 new' })).toHaveAttribute('aria-current', 'true');
    });

    it('saves the current search under a name', async () => {
      const state = { saved: [] as SavedSearchDto[], bodies: [] as unknown[] };
      serveJobs({ '': page([listItem('j1')]) });
      server.use(
        http.get('*/api/jobs/saved-searches', () => HttpResponse.json(state.saved)),
        http.post('*/api/jobs/saved-searches', async ({ request }) => {
          const body = (await request.json()) as { name: string };
          state.bodies.push(body);
          state.saved = [{ ...saved, id: 'new', name: body.name, newCount: 0 }];
          return HttpResponse.json(state.saved[0], { status: 201 });
        }),
      );
      renderAt(<JobSearchPage />, '/jobs?q=react&location=Berlin');
      expect(await screen.findByText(/No saved searches yet/)).toBeInTheDocument();

      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Save this search' }));
      const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
      const name = within(dialog).getByRole('textbox', { name: 'Name' });
      expect(name).toHaveValue('react · Berlin');
      expect(name).toHaveFocus();
      await user.clear(name);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Give the search a name.');
      await user.type(name, 'React in Berlin');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(state.bodies).toEqual([{ name: 'React in Berlin', q: 'react', location: 'Berlin' }]);
      expect(await screen.findByText('Search saved')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'React in Berlin' })).toBeInTheDocument();
    });

    it('deletes one', async () => {
      let list = [saved];
      const deleted: string[] = [];
      serveJobs({ '': page([listItem('j1')]) });
      server.use(
        http.get('*/api/jobs/saved-searches', () => HttpResponse.json(list)),
        http.delete('*/api/jobs/saved-searches/:id', ({ params }) => {
          deleted.push(String(params.id));
          list = [];
          return HttpResponse.json({ success: true });
        }),
      );
      renderAt(<JobSearchPage />);
      await userEvent.click(await screen.findByRole('button', { name: 'Delete saved search Remote Python' }));
      await waitFor(() => expect(deleted).toEqual(['s1']));
      expect(await screen.findByText(/No saved searches yet/)).toBeInTheDocument();
    });
  });

  describe('scheduler bar', () => {
    it('shows for an administrator, in admin mode or not (Job Search is a member tab)', async () => {
      localStorage.setItem(`waypoint:admin-mode:${adminUser.username}`, 'false');
      server.use(http.get('*/auth/status', () => HttpResponse.json(signedInAs(adminUser))));
      serveJobs({ '': page([listItem('j1')]) });
      renderAt(<JobSearchPage />);
      expect(await screen.findByText('Scheduler bar')).toBeInTheDocument();
    });

    it('stays hidden for members', async () => {
      serveJobs({ '': page([listItem('j1')]) });
      server.use(http.get('*/auth/status', () => HttpResponse.json(signedInAs(memberUser))));
      renderAt(<JobSearchPage />);
      await jobsList();
      expect(screen.queryByText('Scheduler bar')).not.toBeInTheDocument();
    });
  });
});
