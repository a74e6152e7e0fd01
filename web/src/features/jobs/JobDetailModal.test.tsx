import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobDetailDto } from '../../api/jobs';
import { server } from '../../test/server';
import { JobDetailModal } from './components/JobDetailModal';
import { apiError, detail, renderAt, stubPointerCapture } from './jobsTestKit';

function serveJob(job: JobDetailDto) {
  server.use(http.get(`*/api/job/${job.id}`, () => HttpResponse.json(job)));
}

function openDetail(id = 'j1') {
  const onClose = vi.fn();
  const view = renderAt(<JobDetailModal jobId={id} onClose={onClose} />);
  return { onClose, ...view };
}

describe('Job detail modal', () => {
  beforeAll(stubPointerCapture);

  it('shows the job, the skills matched and missing, and Apply On Site; Escape closes it', async () => {
    serveJob(
      detail('j1', {
        title: 'Data Engineer',
        company: 'Acme',
        location: 'Berlin',
        job_type: 'full-time',
        remote: true,
        salary_text: '$95,000 – $120,000',
        matchScore: 67,
        matched_skills: ['Python', 'SQL'],
        missing_skills: ['Kafka'],
        requirements: ['3+ years of Python', 'A degree or equivalent'],
        benefits: 'Health insurance\n- 30 days of leave\n- Remote budget',
        url: 'https://jobs.example.org/data-engineer',
      }),
    );
    const { onClose } = openDetail();
    expect(screen.getByRole('status')).toHaveTextContent('Loading job…');
    const dialog = await screen.findByRole('dialog', { name: 'Data Engineer' });
    const view = within(dialog);
    for (const text of ['Acme', 'Berlin', 'Full-time', 'Remote', '$95,000 – $120,000', '2 days ago', '67% match']) {
      expect(view.getByText(text)).toBeInTheDocument();
    }
    expect(view.getByText('67% match')).toHaveAttribute('data-tone', 'danger');

    const have = view.getByRole('list', { name: 'Skills you have' });
    expect(within(have).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Python', 'SQL']);
    expect(within(have).getByText('Python')).toHaveAttribute('data-tone', 'success');
    const missing = view.getByRole('list', { name: 'Skills you are missing' });
    expect(within(missing).getByText('Kafka')).toHaveAttribute('data-tone', 'neutral');

    expect(view.getByText('3+ years of Python')).toBeInTheDocument();
    expect(view.getByText('30 days of leave').tagName).toBe('LI');
    expect(view.getByRole('heading', { name: 'Help Me Prepare' })).toBeInTheDocument();

    const apply = view.getByRole('link', { name: /Apply On Site/ });
    expect(apply).toHaveAttribute('href', 'https://jobs.example.org/data-engineer');
    expect(apply).toHaveAttribute('target', '_blank');
    expect(apply).toHaveAttribute('rel', 'noopener noreferrer');

    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the add-skills hint instead of skills when the score is the default, and no Apply without a URL', async () => {
    serveJob(detail('j1', { matchBasis: 'default', matchScore: 75, url: '' }));
    openDetail();
    const dialog = await screen.findByRole('dialog', { name: 'Job j1' });
    expect(within(dialog).getByText('Add skills to your profile or resume to get a real match score — until then every job shows 75.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Skills you have' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /Apply On Site/ })).not.toBeInTheDocument();
  });

  it('sanitises the posting HTML again before showing it', async () => {
    serveJob(
      detail('j1', {
        description_html:
          '<h2>About</h2><p onclick="steal()">We <b>build</b> things.</p><script>window.hacked = true</script><img src="https://tracker.example/p.gif"><a href="https://acme.example/careers">Careers</a><a href="javascript:alert(1)">bad</a>',
      }),
    );
    openDetail();
    const dialog = await screen.findByRole('dialog', { name: 'Job j1' });
    const paragraph = within(dialog).getByText(/things\./);
    expect(paragraph).not.toHaveAttribute('onclick');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')).toBeNull();
    const careers = within(dialog).getByRole('link', { name: 'Careers' });
    expect(careers).toHaveAttribute('target', '_blank');
    expect(careers).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog).getByText('bad')).not.toHaveAttribute('href');
  });

  it('shows plain text as paragraphs and lists, or says there is no description', async () => {
    serveJob(detail('j1', { description: 'We build pipelines.\n\nYou will:\n- write Python\n- review code' }));
    const first = openDetail();
    const dialog = await screen.findByRole('dialog', { name: 'Job j1' });
    expect(within(dialog).getByText('write Python').tagName).toBe('LI');
    expect(within(dialog).getByText('We build pipelines.').tagName).toBe('P');
    first.unmount();

    serveJob(detail('j2', { description: '', description_html: null }));
    openDetail('j2');
    const empty = await screen.findByRole('dialog', { name: 'Job j2' });
    expect(within(empty).getByText('No description available.')).toBeInTheDocument();
  });

  it('maximizes and restores, and closes with Back to Job Search or ×', async () => {
    serveJob(detail('j1'));
    const { onClose } = openDetail();
    const dialog = await screen.findByRole('dialog', { name: 'Job j1' });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Maximize' }));
    await user.click(within(dialog).getByRole('button', { name: 'Restore size' }));
    expect(within(dialog).getByRole('button', { name: 'Maximize' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back to Job Search' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("shows the server's message when the job cannot be loaded", async () => {
    server.use(http.get('*/api/job/gone', () => apiError(404, 'Job not found.')));
    openDetail('gone');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this job');
    expect(alert).toHaveTextContent('Job not found.');
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled());
  });
});
