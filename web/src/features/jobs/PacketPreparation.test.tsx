import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CoverLetterDraftResponseDto } from '../../api/applications';
import type { ResumeListItemDto } from '../../api/resumes';
import { server } from '../../test/server';
import { PacketPreparation } from './components/PacketPreparation';
import { apiError, detail, renderAt, stubPointerCapture } from './jobsTestKit';

const job = detail('j1', { title: 'Data Engineer', company: 'Acme' });

const resumeItem = (id: string, name: string): ResumeListItemDto => ({
  id,
  name,
  template: 'modern',
  created_at: '2026-11-01T10:00:00.000Z',
  last_modified: '2026-11-02T10:00:00.000Z',
});

const draftAnswer = (overrides: Partial<CoverLetterDraftResponseDto> = {}): CoverLetterDraftResponseDto => ({
  draftText: 'Dear Hiring Manager, I build data pipelines in Go and PostgreSQL.',
  matched: ['Go', 'PostgreSQL'],
  missing: ['Kafka'],
  overlapFound: true,
  resumeId: 'r1',
  ...overrides,
});

/** Serves the cover letter drafts in turn (the last one repeats) and records each request body. */
function serveDrafts(...answers: (CoverLetterDraftResponseDto | Response)[]) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/coverletters/draft', async ({ request }) => {
      bodies.push(await request.json());
      const answer = answers[Math.min(bodies.length - 1, answers.length - 1)];
      return answer instanceof Response ? answer : HttpResponse.json(answer);
    }),
  );
  return bodies;
}

function serveResumes(list: ResumeListItemDto[]) {
  server.use(
    http.get('*/api/resumes', () => HttpResponse.json(list)),
    http.get('*/api/resumes/:id/thumbnail', ({ params }) =>
      HttpResponse.json({ previewHtml: `<h1>Preview ${String(params.id)}</h1><img src="https://tracker.example/x.png"><script>alert(1)</script>`, experienceCount: 3, skillsCount: 1 }),
    ),
  );
}

function servePacketSave(answer?: Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/applications/packets', async ({ request }) => {
      bodies.push(await request.json());
      return answer ?? HttpResponse.json({ id: 'p1' }, { status: 201 });
    }),
  );
  return bodies;
}

function renderPane() {
  const onSaved = vi.fn();
  const view = renderAt(<PacketPreparation job={job} onSaved={onSaved} />);
  return { onSaved, ...view };
}

describe('Packet preparation (Help Me Prepare)', () => {
  beforeAll(stubPointerCapture);

  it('drafts the cover letter when it is ticked, fills the letter and shows the skills it is grounded on', async () => {
    const drafts = serveDrafts(draftAnswer());
    renderPane();
    expect(screen.queryByLabelText('Cover letter', { selector: 'textarea' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Cover letter' }));
    const letter = screen.getByRole('textbox', { name: 'Cover letter' });
    await waitFor(() => expect(letter).toHaveValue('Dear Hiring Manager, I build data pipelines in Go and PostgreSQL.'));
    expect(drafts).toEqual([{ jobId: 'j1' }]);
    const grounded = screen.getByRole('list', { name: 'Grounded on:' });
    expect(within(grounded).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Go', 'PostgreSQL']);
    expect(within(grounded).getByText('Go')).toHaveAttribute('data-tone', 'success');
    expect(screen.queryByText('nothing in common - retry')).not.toBeInTheDocument();

    // Edited text stays; unticking and ticking again does not draft over it.
    await userEvent.type(letter, ' Thanks!');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cover letter' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cover letter' }));
    expect(screen.getByRole('textbox', { name: 'Cover letter' })).toHaveValue('Dear Hiring Manager, I build data pipelines in Go and PostgreSQL. Thanks!');
    expect(drafts).toHaveLength(1);
  });

  it('shows the no-overlap badge, and Retry drafts again', async () => {
    const drafts = serveDrafts(draftAnswer({ overlapFound: false, matched: [], draftText: 'A generic letter.' }), draftAnswer());
    renderPane();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cover letter' }));
    expect(await screen.findByText('nothing in common - retry')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Cover letter' })).toHaveValue('A generic letter.');
    expect(screen.queryByRole('list', { name: 'Grounded on:' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('nothing in common - retry')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Cover letter' })).toHaveValue('Dear Hiring Manager, I build data pipelines in Go and PostgreSQL.');
    expect(drafts).toHaveLength(2);
  });

  it('shows a failed draft without its HTML tags, with Retry', async () => {
    serveDrafts(apiError(502, '<b>Model</b> unavailable'));
    renderPane();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cover letter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Model unavailable$/);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('keeps Save disabled until the choices are valid, and sends only the chosen parts', async () => {
    serveResumes([resumeItem('r1', 'Main resume'), resumeItem('r2', 'Short resume')]);
    const saves = servePacketSave();
    renderPane();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    // A website alone: blank or invalid keeps Save off, and the invalid one says why.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Personal website' }));
    expect(save).toBeDisabled();
    const site = screen.getByRole('textbox', { name: 'Your website' });
    expect(site).toHaveAttribute('type', 'url');
    await userEvent.type(site, 'example.com');
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid http(s) URL');
    expect(save).toBeDisabled();
    await userEvent.clear(site);
    await userEvent.type(site, ' https://me.example.com ');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(save).toBeEnabled();

    // The resume gallery: the first is picked by default; another can be picked.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Resume' }));
    const first = await screen.findByRole('radio', { name: /Main resume/ });
    expect(first).toBeChecked();
    expect(await screen.findAllByText('3 jobs · 1 skill')).toHaveLength(2);
    expect(screen.getByText('Preview r1').tagName).toBe('H1');
    expect(document.querySelector('script, img')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /Short resume/ }));
    expect(screen.getByRole('radio', { name: /Short resume/ })).toBeChecked();

    await userEvent.click(save);
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({ jobId: 'j1', resumeId: 'r2', personalWebsite: 'https://me.example.com', details: 'Data Engineer at Acme' });
  });

  it('shows the empty gallery and a gallery that failed to load', async () => {
    serveResumes([]);
    renderPane();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Resume' }));
    expect(await screen.findByText('No resumes found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    server.use(http.get('*/api/resumes', () => apiError(500, 'Boom')));
    renderPane();
    await userEvent.click(screen.getAllByRole('checkbox', { name: 'Resume' })[1]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load resume gallery');
  });

  it('saving shows Saved! and calls onSaved after 1.5 s', async () => {
    serveDrafts(draftAnswer());
    const saves = servePacketSave();
    const { onSaved } = renderPane();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cover letter' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const saved = await screen.findByRole('button', { name: 'Saved!' });
    expect(saved).toBeDisabled();
    expect(saves[0]).toEqual({ jobId: 'j1', coverLetterText: 'Dear Hiring Manager, I build data pipelines in Go and PostgreSQL.', details: 'Data Engineer at Acme' });
    expect(onSaved).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(onSaved).not.toHaveBeenCalled();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });

  it('shows the server message or Failed to save packet when saving fails', async () => {
    serveDrafts(draftAnswer());
    servePacketSave(apiError(409, 'This packet was already sent'));
    const { onSaved } = renderPane();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cover letter' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This packet was already sent');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    servePacketSave(new HttpResponse(null, { status: 500 }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to save packet$/));
    expect(onSaved).not.toHaveBeenCalled();
  });
});
