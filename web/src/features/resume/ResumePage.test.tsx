import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResumeDto, ResumeSkillDto } from '../../api/resumes';
import { renderWithStore } from '../../test/render';
import { server } from '../../test/server';
import { ResumePage } from './ResumePage';

// The sub-views are written elsewhere; stand-ins that only call back, so this screen's flow is what is tested.
vi.mock('./upload/UploadPanel', () => ({
  UploadPanel: ({ onSuccess, onCancel }: { onSuccess: (r: unknown) => void; onCancel: () => void }) => (
    <section aria-label="Upload resume">
      <button type="button" onClick={() => onSuccess({ success: true, resumeId: 'r9', message: 'ok' })}>
        Finish upload
      </button>
      <button type="button" onClick={onCancel}>
        Cancel upload
      </button>
    </section>
  ),
}));
vi.mock('./flight-check/FlightCheck', () => ({
  FlightCheck: ({ resumeId, resumeName, onClose }: { resumeId: string; resumeName: string; onClose: () => void }) => (
    <section aria-label="Flight check">
      <p>
        Flight check of {resumeName} ({resumeId})
      </p>
      <button type="button" onClick={onClose}>
        Close flight check
      </button>
    </section>
  ),
}));
vi.mock('./restore/RestoreDialog', () => ({
  RestoreDialog: ({ open, resumeId }: { open: boolean; resumeId: string }) => (open ? <div role="dialog" aria-label="Review Text from Elided Sections">{resumeId}</div> : null),
}));

// pdf.js cannot run under jsdom (components/ContextMenu.test.tsx): PdfViewer's import('pdfjs-dist') gets this stand-in.
const pdfjs = vi.hoisted(() => ({ GlobalWorkerOptions: { workerSrc: '' }, getDocument: vi.fn() }));
vi.mock('pdfjs-dist', () => pdfjs);

const apiError = (status: number, detail: string) => HttpResponse.json({ statusCode: status, error: 'Error', message: detail, detail, requestId: 'req-1' }, { status });

const skill = (id: string, skill_name: string, proficiency_level: ResumeSkillDto['proficiency_level'], years_experience: number | null): ResumeSkillDto => ({
  id,
  skill_name,
  proficiency_level,
  years_experience,
});

function dataResume(): ResumeDto {
  return {
    id: 'r1',
    name: 'Data Analyst Resume',
    template: 'modern',
    created_at: '2026-10-01T12:00:00.000Z',
    last_modified: '2026-11-24T12:00:00.000Z',
    custom_sections_count: 2,
    has_original: true,
    source_format: 'pdf',
    personalInfo: {
      name: 'Alex Morgan',
      email: 'alex@example.org',
      phone: '+44 113 496 0000',
      location: 'Leeds',
      website: 'https://alex.example.org',
      linkedin: 'linkedin.com/in/alexm',
      github: '',
      summary: 'Analyst who turns messy data into decisions.',
    },
    experience: [
      { company: 'Acme', position: 'Senior Analyst', location: 'Leeds', start_date: '2021-07', end_date: '', is_current: true, duration: '', description: 'Built dashboards\nCut reporting time by 40%' },
      { company: 'Globex', position: 'Analyst', location: 'York', start_date: '2018', end_date: '2021', is_current: false, duration: '', description: '' },
    ],
    education: [{ institution: 'University of Leeds', degree: 'BSc', fieldOfStudy: 'Statistics', start_date: '2014', end_date: '2017', gpa: '3.8', duration: '', description: '' }],
    certificates: [{ name: 'AWS Cloud Practitioner', issuer: 'Amazon', date: '2022', url: '' }],
    skills: [skill('s1', 'SQL', 'advanced', 5), skill('s2', 'Python', 'intermediate', null)],
  };
}

function designResume(): ResumeDto {
  return {
    ...dataResume(),
    id: 'r2',
    name: 'Design Resume',
    template: 'creative',
    last_modified: '',
    custom_sections_count: 0,
    personalInfo: { ...dataResume().personalInfo, name: 'Alex M. (design)' },
    experience: [],
    education: [],
    certificates: [],
    skills: [],
  };
}

/** A small fake of the resume API: what is saved is what the next GET answers. */
function fakeResumeApi() {
  const state = {
    resumes: [dataResume(), designResume()],
    puts: [] as { id: string; body: Record<string, unknown> }[],
    deletes: [] as string[],
    skillPosts: [] as unknown[],
    skillPuts: [] as { skillId: string; body: unknown }[],
    skillDeletes: [] as string[],
    summaryRequests: [] as unknown[],
    acceptRequests: [] as unknown[],
    suggestRequests: [] as unknown[],
    atsRequests: [] as unknown[],
    generated: '',
    listCalls: 0,
    nextSkill: 10,
  };
  const find = (id: unknown) => state.resumes.find((r) => r.id === id);
  const listItem = ({ id, name, template, last_modified, created_at }: ResumeDto) => ({ id, name, template, last_modified, created_at });

  server.use(
    http.get('*/api/resumes', () => {
      state.listCalls += 1;
      return HttpResponse.json(state.resumes.map(listItem));
    }),
    http.get('*/api/resumes/:id', ({ params }) => {
      const resume = find(params.id);
      return resume ? HttpResponse.json(resume) : apiError(404, 'Resume not found.');
    }),
    http.put('*/api/resumes/:id', async ({ params, request }) => {
      const body = (await request.json()) as Partial<ResumeDto>;
      state.puts.push({ id: String(params.id), body });
      const resume = find(params.id)!;
      Object.assign(resume, body, { personalInfo: { ...resume.personalInfo, ...body.personalInfo } });
      return HttpResponse.json(resume);
    }),
    http.delete('*/api/resumes/:id', ({ params }) => {
      state.deletes.push(String(params.id));
      state.resumes = state.resumes.filter((r) => r.id !== params.id);
      return HttpResponse.json({ success: true });
    }),
    http.get('*/api/templates', () => HttpResponse.json(['modern', 'classic', 'creative', 'minimal'])),
    http.post('*/api/resumes/:id/skills', async ({ params, request }) => {
      const body = (await request.json()) as { skillName: string; proficiencyLevel?: ResumeSkillDto['proficiency_level'] };
      state.skillPosts.push(body);
      const resume = find(params.id)!;
      resume.skills = [...resume.skills, skill(`s${(state.nextSkill += 1)}`, body.skillName, body.proficiencyLevel ?? 'intermediate', null)];
      return HttpResponse.json(resume, { status: 201 });
    }),
    http.put('*/api/resumes/:id/skills/:skillId', async ({ params, request }) => {
      const body = (await request.json()) as { skillName?: string; proficiencyLevel?: ResumeSkillDto['proficiency_level']; yearsExperience?: number };
      state.skillPuts.push({ skillId: String(params.skillId), body });
      const resume = find(params.id)!;
      resume.skills = resume.skills.map((s) =>
        s.id === params.skillId
          ? { ...s, skill_name: body.skillName ?? s.skill_name, proficiency_level: body.proficiencyLevel ?? s.proficiency_level, years_experience: body.yearsExperience ?? s.years_experience }
          : s,
      );
      return HttpResponse.json(resume);
    }),
    http.delete('*/api/resumes/:id/skills/:skillId', ({ params }) => {
      state.skillDeletes.push(String(params.skillId));
      const resume = find(params.id)!;
      resume.skills = resume.skills.filter((s) => s.id !== params.skillId);
      return HttpResponse.json(resume);
    }),
    http.post('*/api/resumes/:id/ai-summary', async ({ request }) => {
      const body = (await request.json()) as { hint?: string };
      state.summaryRequests.push(body);
      state.generated = body.hint === 'one sentence' ? 'Data analyst who turns messy data into decisions.' : 'Data analyst with five years of SQL, dashboards and reporting automation.';
      return HttpResponse.json({ ai_summary: state.generated, hint: body.hint ?? '', created_at: '2026-11-24T12:00:00.000Z' });
    }),
    http.post('*/api/resumes/:id/ai-summary/accept', async ({ params, request }) => {
      state.acceptRequests.push(await request.json());
      const resume = find(params.id)!;
      resume.personalInfo = { ...resume.personalInfo, summary: state.generated };
      return HttpResponse.json(resume);
    }),
    http.post('*/api/skills/ai-suggest', async ({ request }) => {
      state.suggestRequests.push(await request.json());
      return HttpResponse.json({
        skills: [
          { name: 'dbt', reason: 'You model data in SQL.' },
          { name: 'SQL', reason: 'Already central to your work.' },
        ],
      });
    }),
    http.post('*/api/resumes/:id/ats-check', async ({ request }) => {
      state.atsRequests.push(await request.json());
      return HttpResponse.json({
        lossless: false,
        lost: ['The LinkedIn link is read as plain text.'],
        pages: 1,
        template: 'modern',
        sections: [
          { section: 'experience', expected: 2, found: 2, ok: true },
          { section: 'skills', expected: 2, found: 1, ok: false },
        ],
      });
    }),
  );
  return state;
}

/** The preview of the selected resume, once it has loaded. */
const preview = () => screen.findByRole('article', { name: 'Resume preview' });

async function startEditing() {
  await preview();
  await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
  return screen.findByRole('region', { name: 'Experience' });
}

describe('Resume Builder', () => {
  // jsdom lacks pointer capture, which Radix's menus and toasts ask about.
  beforeAll(() => {
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => undefined;
    Element.prototype.scrollIntoView ??= () => undefined;
  });

  let api: ReturnType<typeof fakeResumeApi>;
  beforeEach(() => {
    api = fakeResumeApi();
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the resumes, selects the first and shows its preview', async () => {
    renderWithStore(<ResumePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Resume Builder' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    const list = await screen.findByRole('list', { name: 'Resumes' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Data Analyst Resume');
    expect(items[0]).toHaveTextContent('Nov 24, 2026');
    expect(items[1]).toHaveTextContent('Unknown');
    expect(within(items[0]).getByRole('button', { name: /^Data Analyst Resume/ })).toHaveAttribute('aria-current', 'true');
    expect(within(items[1]).getByRole('button', { name: 'Delete Design Resume' })).toBeInTheDocument();

    const view = await preview();
    expect(within(view).getByRole('heading', { name: 'Alex Morgan' })).toBeInTheDocument();
    for (const text of ['alex@example.org', '+44 113 496 0000', 'Analyst who turns messy data into decisions.', 'Senior Analyst · Acme', 'Leeds · 2021-07 – Present', 'York · 2018 – 2021', 'BSc, Statistics · University of Leeds', '2014 – 2017 · GPA 3.8', 'AWS Cloud Practitioner', 'Amazon · 2022']) {
      expect(within(view).getByText(text)).toBeInTheDocument();
    }
    expect(within(view).getByText('Built dashboards').tagName).toBe('LI');
    const website = within(view).getByRole('link', { name: 'https://alex.example.org' });
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(view).getByRole('link', { name: 'linkedin.com/in/alexm' })).toHaveAttribute('href', 'https://linkedin.com/in/alexm');
    const skills = within(view).getByRole('list', { name: 'Skills' });
    expect(within(skills).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['SQLAdvanced5 years', 'PythonIntermediate']);

    expect(screen.getByRole('button', { name: 'Review elided sections (2)' })).toBeInTheDocument();
    const templates = screen.getByRole('group', { name: 'Template' });
    expect(await within(templates).findByRole('radio', { name: 'Modern' })).toBeChecked();
    expect(within(templates).getByRole('radio', { name: 'Minimal' })).toHaveAccessibleDescription('Plain, compact and easy for tracking systems to read.');

    server.use(
      http.get('*/api/resumes/r2', async () => {
        await delay(30);
        return HttpResponse.json(designResume());
      }),
    );
    await userEvent.click(within(items[1]).getByRole('button', { name: /^Design Resume/ }));
    expect(await screen.findByText('Loading resume details...')).toBeInTheDocument();
    expect(await within(await preview()).findByRole('heading', { name: 'Alex M. (design)' })).toBeInTheDocument();
    expect(within(items[1]).getByRole('button', { name: /^Design Resume/ })).toHaveAttribute('aria-current', 'true');
    expect(within(screen.getByRole('group', { name: 'Template' })).getByRole('radio', { name: 'Creative' })).toBeChecked();
    expect(screen.queryByRole('button', { name: /Review elided sections/ })).toBeNull();
    expect(screen.getByText('No experience yet.')).toBeInTheDocument();
  });

  it('shows the empty state, whose Upload Resume opens the upload panel', async () => {
    api.resumes = [];
    renderWithStore(<ResumePage />);
    expect(await screen.findByText('No Resumes Found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Flight Check' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Upload Resume' }));
    expect(screen.getByRole('region', { name: 'Upload resume' })).toBeInTheDocument();
    expect(screen.getByText('No Resumes Found')).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByText('No Resumes Found')).toBeInTheDocument();
  });

  it('after an upload, toasts, reloads the list and selects the new first resume', async () => {
    renderWithStore(<ResumePage />);
    await preview();
    await userEvent.click(screen.getByRole('button', { name: 'New Resume' }));
    const callsBefore = api.listCalls;
    api.resumes = [{ ...designResume(), id: 'r9', name: 'Uploaded Resume', last_modified: '2026-11-25T12:00:00.000Z' }, ...api.resumes];
    await userEvent.click(screen.getByRole('button', { name: 'Finish upload' }));
    expect(await screen.findByText('Resume uploaded')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Resumes' });
    await waitFor(() => expect(within(list).getByRole('button', { name: /^Uploaded Resume/ })).toHaveAttribute('aria-current', 'true'));
    expect(api.listCalls).toBe(callsBefore + 1);
  });

  it('says so when the list cannot be refreshed after an upload', async () => {
    renderWithStore(<ResumePage />);
    await preview();
    await userEvent.click(screen.getByRole('button', { name: 'New Resume' }));
    server.use(http.get('*/api/resumes', () => apiError(500, 'Down.')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Finish upload' }));
    expect(await screen.findByText('Failed to refresh after upload')).toBeInTheDocument();
  });

  it('shows the authentication gate on a 401', async () => {
    server.use(http.get('*/api/resumes', () => apiError(401, 'Sign in first.')));
    renderWithStore(<ResumePage />);
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to access your resumes.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Resume' })).toBeNull();
  });

  it('offers a retry when the list or a resume fails to load', async () => {
    server.use(http.get('*/api/resumes', () => apiError(500, 'The database is down.'), { once: true }));
    renderWithStore(<ResumePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is down.');
    server.use(http.get('*/api/resumes/:id', () => apiError(500, 'Could not read it.'), { once: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Could not load this resume')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not read it.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await preview()).toBeInTheDocument();
  });

  it('opens the flight check for the selected resume, keeping an open edit', async () => {
    renderWithStore(<ResumePage />);
    const experience = await startEditing();
    await userEvent.type(within(within(experience).getByRole('group', { name: 'Experience 1' })).getByLabelText('Position'), ' II');
    await userEvent.click(screen.getByRole('button', { name: 'Flight Check' }));
    expect(screen.getByText('Flight check of Data Analyst Resume (r1)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Resume' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Experience' })).toBeNull(); // hidden behind the sub-view
    await userEvent.click(screen.getByRole('button', { name: 'Close flight check' }));
    expect(within(screen.getByRole('group', { name: 'Experience 1' })).getByLabelText('Position')).toHaveValue('Senior Analyst II');
  });

  it('stays in edit mode when Save fails, and only logs it', async () => {
    server.use(http.put('*/api/resumes/:id', () => apiError(500, 'Down.')));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(<ResumePage />);
    await startEditing();
    await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getAllByRole('button', { name: 'Save' })[0]).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('opens the restore dialog from Review elided sections', async () => {
    renderWithStore(<ResumePage />);
    await preview();
    await userEvent.click(screen.getByRole('button', { name: 'Review elided sections (2)' }));
    expect(screen.getByRole('dialog', { name: 'Review Text from Elided Sections' })).toHaveTextContent('r1');
  });

  it('reorders an experience item and Save sends the reordered list, then returns to viewing', async () => {
    renderWithStore(<ResumePage />);
    const experience = await startEditing();
    const second = within(experience).getByRole('group', { name: 'Experience 2' });
    expect(within(second).getByLabelText('Company')).toHaveValue('Globex');
    const up = within(experience).getByRole('button', { name: 'Move experience 2 up' });
    await userEvent.click(up);
    expect(within(within(experience).getByRole('group', { name: 'Experience 1' })).getByLabelText('Company')).toHaveValue('Globex');
    // The moved item's up button is disabled at the top, so focus goes to its down button.
    expect(within(experience).getByRole('button', { name: 'Move experience 1 down' })).toHaveFocus();

    await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(api.puts).toHaveLength(1);
    const body = api.puts[0].body as { experience: { company: string }[]; personalInfo: object; education: unknown[]; certificates: unknown[] };
    expect(body.experience.map((e) => e.company)).toEqual(['Globex', 'Acme']);
    expect(body.experience[0]).not.toHaveProperty('uid');
    expect(Object.keys(body).sort()).toEqual(['certificates', 'education', 'experience', 'personalInfo']);
    expect(within(await preview()).getAllByText(/· (Acme|Globex)$/).map((p) => p.textContent)).toEqual(['Analyst · Globex', 'Senior Analyst · Acme']);
  });

  it('adds and removes education and certifications', async () => {
    renderWithStore(<ResumePage />);
    await startEditing();
    const education = screen.getByRole('region', { name: 'Education' });
    await userEvent.click(within(education).getByRole('button', { name: 'Add education' }));
    const added = within(education).getByRole('group', { name: 'Education 2' });
    expect(within(added).getByLabelText('Institution')).toHaveFocus();
    await userEvent.type(within(added).getByLabelText('Institution'), 'Open University');
    await userEvent.click(within(education).getByRole('button', { name: 'Move education 2 up' }));
    const certs = screen.getByRole('region', { name: 'Certifications' });
    await userEvent.click(within(certs).getByRole('button', { name: 'Remove certification 1' }));
    expect(within(certs).getByText('No certifications yet.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    await screen.findByRole('button', { name: 'Edit' });
    const body = api.puts[0].body as { education: { institution: string }[]; certificates: unknown[] };
    expect(body.education.map((e) => e.institution)).toEqual(['Open University', 'University of Leeds']);
    expect(body.certificates).toEqual([]);
  });

  it('Cancel discards the edit and shows the saved resume', async () => {
    renderWithStore(<ResumePage />);
    const experience = await startEditing();
    const position = within(within(experience).getByRole('group', { name: 'Experience 1' })).getByLabelText('Position');
    await userEvent.clear(position);
    await userEvent.type(position, 'Head of Data');
    await userEvent.click(within(experience).getByRole('button', { name: 'Remove experience 2' }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Cancel' })[0]);
    const view = await preview();
    expect(within(view).getByText('Senior Analyst · Acme')).toBeInTheDocument();
    expect(within(view).getByText('Analyst · Globex')).toBeInTheDocument();
    expect(within(view).queryByText(/Head of Data/)).toBeNull();
    expect(api.puts).toEqual([]);
    // Editing again starts from the saved copy.
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(within(screen.getByRole('group', { name: 'Experience 1' })).getByLabelText('Position')).toHaveValue('Senior Analyst');
  });

  it('Current clears and disables the end date', async () => {
    renderWithStore(<ResumePage />);
    const experience = await startEditing();
    const second = within(experience).getByRole('group', { name: 'Experience 2' });
    const end = within(second).getByLabelText('End date');
    expect(end).toHaveValue('2021');
    expect(end).toBeEnabled();
    await userEvent.click(within(second).getByRole('checkbox', { name: 'Current' }));
    expect(end).toHaveValue('');
    expect(end).toBeDisabled();
    expect(within(within(experience).getByRole('group', { name: 'Experience 1' })).getByLabelText('End date')).toBeDisabled();
    await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    await screen.findByRole('button', { name: 'Edit' });
    const body = api.puts[0].body as { experience: { is_current: boolean; end_date: string }[] };
    expect(body.experience[1]).toMatchObject({ is_current: true, end_date: '' });
    expect(within(await preview()).getByText('York · 2018 – Present')).toBeInTheDocument();
  });

  it('saves the name on blur with a toast, and says when that fails', async () => {
    renderWithStore(<ResumePage />);
    await startEditing();
    const info = screen.getByRole('region', { name: 'Personal information' });
    const name = within(info).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Alex J. Morgan');
    await userEvent.tab();
    expect(await screen.findByText('Name saved')).toBeInTheDocument();
    expect(api.puts).toEqual([{ id: 'r1', body: { personalInfo: { name: 'Alex J. Morgan' } } }]);

    // Leaving an unchanged field sends nothing.
    await userEvent.click(within(info).getByLabelText('Location'));
    await userEvent.tab();
    expect(api.puts).toHaveLength(1);

    server.use(http.put('*/api/resumes/:id', () => apiError(500, 'Down.')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.type(within(info).getByLabelText('Summary'), ' Fast.');
    await userEvent.tab();
    expect(await screen.findByText('Failed to save summary')).toBeInTheDocument();
  });

  it('saves a template choice, and only logs a failure', async () => {
    renderWithStore(<ResumePage />);
    await preview();
    const templates = screen.getByRole('group', { name: 'Template' });
    await userEvent.click(await within(templates).findByRole('radio', { name: 'Classic' }));
    await waitFor(() => expect(api.puts).toEqual([{ id: 'r1', body: { template: 'classic' } }]));
    expect(within(templates).getByRole('radio', { name: 'Classic' })).toBeChecked();

    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.put('*/api/resumes/:id', () => apiError(500, 'Down.')));
    await userEvent.click(within(templates).getByRole('radio', { name: 'Minimal' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    await waitFor(() => expect(within(templates).getByRole('radio', { name: 'Classic' })).toBeChecked());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('deletes a resume after confirmation', async () => {
    renderWithStore(<ResumePage />);
    await preview();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Data Analyst Resume' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete resume?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.deletes).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Data Analyst Resume' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.deletes).toEqual(['r1']);
    const list = screen.getByRole('list', { name: 'Resumes' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByRole('button', { name: /^Design Resume/ })).toHaveAttribute('aria-current', 'true');
  });

  it('generates an AI summary on opening, regenerates with a hint and accepts it', async () => {
    renderWithStore(<ResumePage />);
    await preview();
    await userEvent.click(screen.getByRole('button', { name: 'AI Summary' }));
    const dialog = screen.getByRole('dialog', { name: 'AI Generated Summary' });
    const text = within(dialog).getByLabelText('AI summary');
    expect(text).toHaveAttribute('readonly');
    await waitFor(() => expect(text).toHaveValue('Data analyst with five years of SQL, dashboards and reporting automation.'));
    expect(api.summaryRequests).toEqual([{}]);

    const hint = within(dialog).getByLabelText('Hint');
    expect(within(hint).getAllByRole('option').map((o) => o.textContent)).toEqual(['No hint', 'More concise', 'One sentence']);
    await userEvent.selectOptions(hint, 'One sentence');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(text).toHaveValue('Data analyst who turns messy data into decisions.'));
    expect(api.summaryRequests).toEqual([{}, { hint: 'one sentence' }]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.acceptRequests).toEqual([{ hint: 'one sentence' }]);
    expect(await screen.findByText('AI summary applied')).toBeInTheDocument();
    expect(within(await preview()).getByText('Data analyst who turns messy data into decisions.')).toBeInTheDocument();
  });

  it('keeps Accept disabled while generating and toasts a failed generation', async () => {
    server.use(
      http.post('*/api/resumes/:id/ai-summary', async () => {
        await delay(50);
        return apiError(503, 'No AI provider.');
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(<ResumePage />);
    await preview();
    await userEvent.click(screen.getByRole('button', { name: 'AI Summary' }));
    const dialog = screen.getByRole('dialog', { name: 'AI Generated Summary' });
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(await screen.findByText('Failed to generate AI summary')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeDisabled(); // nothing to accept
  });

  it('adds a suggested skill from AI Suggestions', async () => {
    renderWithStore(<ResumePage />);
    await startEditing();
    await userEvent.click(screen.getByRole('button', { name: 'AI Suggestions' }));
    const dialog = screen.getByRole('dialog', { name: 'AI Suggested Skills' });
    expect(await within(dialog).findByText('You model data in SQL.')).toBeInTheDocument();
    expect(api.suggestRequests).toEqual([{ resumeId: 'r1', max: 20 }]);
    expect(within(dialog).getByRole('button', { name: 'SQL added' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add dbt' }));
    expect(await screen.findByText('Added skill: dbt')).toBeInTheDocument();
    expect(api.skillPosts).toEqual([{ skillName: 'dbt' }]);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'dbt added' })).toBeDisabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(within(screen.getByRole('list', { name: 'Resume skills' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows No suggestions found when suggesting fails', async () => {
    server.use(http.post('*/api/skills/ai-suggest', () => apiError(503, 'No AI provider.')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(<ResumePage />);
    await startEditing();
    await userEvent.click(screen.getByRole('button', { name: 'AI Suggestions' }));
    expect(await within(screen.getByRole('dialog', { name: 'AI Suggested Skills' })).findByText('No suggestions found')).toBeInTheDocument();
  });

  it('adds, renames, levels, dates and deletes skills', async () => {
    renderWithStore(<ResumePage />);
    await startEditing();
    const skills = screen.getByRole('region', { name: 'Skills' });

    await userEvent.click(within(skills).getByRole('button', { name: 'Add skill' }));
    await userEvent.type(within(skills).getByLabelText('New skill'), '   ');
    await userEvent.click(within(skills).getByRole('button', { name: 'Add skill' }));
    expect(api.skillPosts).toEqual([]); // empty after trimming: ignored

    await userEvent.clear(within(skills).getByLabelText('New skill'));
    await userEvent.type(within(skills).getByLabelText('New skill'), '  Tableau  ');
    await userEvent.selectOptions(within(skills).getByLabelText('New skill proficiency'), 'Beginner');
    await userEvent.click(within(skills).getByRole('button', { name: 'Add skill' }));
    expect(await screen.findByText('Skill added')).toBeInTheDocument();
    expect(api.skillPosts).toEqual([{ skillName: 'Tableau', proficiencyLevel: 'beginner' }]);
    expect(within(skills).getByLabelText('New skill')).toHaveValue('');
    expect(await within(skills).findByLabelText('Skill 3 name')).toHaveValue('Tableau');

    const first = within(skills).getByLabelText('Skill 1 name');
    await userEvent.clear(first);
    await userEvent.tab();
    expect(api.skillPuts).toEqual([]); // an empty name is not sent
    await userEvent.type(first, 'PostgreSQL');
    await userEvent.tab();
    await waitFor(() => expect(api.skillPuts).toEqual([{ skillId: 's1', body: { skillName: 'PostgreSQL' } }]));

    await userEvent.selectOptions(within(skills).getByLabelText('Level of skill 2'), 'Expert');
    await waitFor(() => expect(api.skillPuts).toContainEqual({ skillId: 's2', body: { proficiencyLevel: 'expert' } }));
    const years = within(skills).getByLabelText('Years of skill 2');
    expect(years).toHaveAttribute('min', '0');
    await userEvent.type(years, '3');
    await userEvent.tab();
    await waitFor(() => expect(api.skillPuts).toContainEqual({ skillId: 's2', body: { yearsExperience: 3 } }));

    await userEvent.click(within(skills).getByRole('button', { name: 'Delete skill Python' }));
    await waitFor(() => expect(api.skillDeletes).toEqual(['s2']));
    await waitFor(() => expect(within(skills).getAllByRole('listitem')).toHaveLength(2));
  });

  it('toasts a failed skill add', async () => {
    server.use(http.post('*/api/resumes/:id/skills', () => apiError(500, 'Down.')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(<ResumePage />);
    await startEditing();
    const skills = screen.getByRole('region', { name: 'Skills' });
    await userEvent.type(within(skills).getByLabelText('New skill'), 'Go{Enter}');
    expect(await screen.findByText('Failed to add skill')).toBeInTheDocument();
    expect(within(skills).getByLabelText('New skill')).toHaveValue('Go');
  });

  it('exports as a download; a PDF also shows the ATS read-back', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    renderWithStore(<ResumePage />);
    await preview();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['PDF', 'Preview PDF', 'Word (DOCX)', 'JSON Resume', 'JSON (raw)', 'Plain text']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'JSON Resume' }));
    expect(clicked).toEqual(['/api/resumes/r1/export?format=jsonresume']);
    expect(screen.queryByRole('region', { name: 'ATS read-back' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'PDF' }));
    expect(clicked[1]).toBe('/api/resumes/r1/export?format=pdf&template=modern');
    const ats = await screen.findByRole('region', { name: 'ATS read-back' });
    expect(await within(ats).findByText('The LinkedIn link is read as plain text.')).toBeInTheDocument();
    expect(api.atsRequests).toEqual([{ template: 'modern' }]);
    const rows = within(ats).getAllByRole('row');
    expect(within(rows[1]).getByRole('img', { name: 'Yes' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Skills21');
    expect(within(rows[2]).getByRole('img', { name: 'No' })).toBeInTheDocument();
    await userEvent.click(within(ats).getByRole('button', { name: 'Close ATS read-back' }));
    expect(screen.queryByRole('region', { name: 'ATS read-back' })).toBeNull();
  });

  it('previews the exported PDF of the chosen template in the PDF viewer, and downloads it from there', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7 classic');
    const requested: string[] = [];
    let refuse = true;
    server.use(
      http.get('*/api/resumes/:id/export', ({ request }) => {
        const url = new URL(request.url);
        requested.push(`${url.pathname}${url.search}`);
        if (refuse) return apiError(500, 'The PDF could not be drawn.');
        return new HttpResponse(pdf, { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    pdfjs.getDocument.mockReset();
    pdfjs.getDocument.mockReturnValue({ promise: Promise.resolve({ numPages: 2, getPage: vi.fn() }), destroy: vi.fn(() => Promise.resolve()) });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    renderWithStore(<ResumePage />);
    await preview();
    // The chosen template is the one previewed.
    const classic = await within(screen.getByRole('group', { name: 'Template' })).findByRole('radio', { name: 'Classic' });
    await userEvent.click(classic);
    await waitFor(() => expect(api.puts).toEqual([{ id: 'r1', body: { template: 'classic' } }]));
    await waitFor(() => expect(classic).toBeChecked());

    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Preview PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview PDF' });
    expect(dialog).toHaveTextContent('Data Analyst Resume · Classic template');
    // A refusal shows the server's sentence, and Try again fetches again.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to load PDFThe PDF could not be drawn.');
    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('group', { name: 'Data Analyst Resume PDF, Classic template' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: 'Page 1 of 2' })).toBeInTheDocument();
    expect(requested).toEqual(['/api/resumes/r1/export?format=pdf&template=classic', '/api/resumes/r1/export?format=pdf&template=classic']);
    expect(Array.from((pdfjs.getDocument.mock.lastCall![0] as { data: Uint8Array }).data)).toEqual(Array.from(pdf));
    expect(api.atsRequests).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    expect(clicked).toEqual(['/api/resumes/r1/export?format=pdf&template=classic']);
    await waitFor(() => expect(api.atsRequests).toEqual([{ template: 'classic' }]));
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Preview PDF' })).toBeNull());
  });
});
