import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ImportedJobDto, JobDraftDto } from '../../api/jobs';
import { server } from '../../test/server';
import { JobSearchPage } from './JobSearchPage';
import { apiError, detail, listItem, page, renderAt, serveJobs, stubPointerCapture } from './jobsTestKit';

const imported = (draft: Partial<JobDraftDto> = {}, warnings: string[] = []): ImportedJobDto => ({
  draft: {
    title: 'Platform Engineer',
    company: '',
    location: 'Lisbon',
    job_type: 'full-time',
    remote: false,
    description: 'Run our Kubernetes platform.\n- Terraform\n- Go',
    salary_min: 60000,
    salary_max: null,
    salary_currency: 'EUR',
    posted_date: '2026-11-18',
    ...draft,
  },
  method: 'text',
  warnings,
});

/** The job list, plus the add endpoints recording what they were sent. */
function serveAdd({ created = true } = {}) {
  serveJobs({ '': page([listItem('j1')]) });
  const sent = { text: [] as unknown[], url: [] as unknown[], saved: [] as unknown[], files: [] as File[] };
  server.use(
    http.post('*/api/jobs/import/text', async ({ request }) => {
      sent.text.push(await request.json());
      return HttpResponse.json(imported({}, ['No company name was found.']));
    }),
    http.post('*/api/jobs/import/url', async ({ request }) => {
      sent.url.push(await request.json());
      return apiError(422, 'This page has no job posting we can read.');
    }),
    http.post('*/api/jobs/import/file', async ({ request }) => {
      const form = await request.formData();
      sent.files.push(form.get('file') as File);
      return HttpResponse.json({ ...imported({ title: 'From a file' }), method: 'file' });
    }),
    http.post('*/api/jobs', async ({ request }) => {
      sent.saved.push(await request.json());
      return HttpResponse.json({ id: 'new-job', created }, { status: 201 });
    }),
    http.get('*/api/job/new-job', () => HttpResponse.json(detail('new-job', { title: 'Platform Engineer', company: 'Kube Co' }))),
  );
  return sent;
}

async function openAdd() {
  renderAt(<JobSearchPage />);
  await screen.findByRole('list', { name: 'Jobs' });
  await userEvent.click(screen.getByRole('button', { name: 'Add a job' }));
  return screen.findByRole('dialog', { name: 'Add a job' });
}

describe('Add a job', () => {
  beforeAll(stubPointerCapture);
  beforeEach(() => localStorage.clear());

  it('reads pasted text, lets the member review it and saves it, then opens the job', async () => {
    const sent = serveAdd();
    const dialog = await openAdd();
    const user = userEvent.setup();
    expect(within(dialog).getAllByRole('tab').map((t) => t.textContent)).toEqual(['From a link', 'Paste text', 'From a file']);

    await user.click(within(dialog).getByRole('tab', { name: 'Paste text' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Job posting text' }), 'Platform Engineer at Kube Co');
    await user.click(within(dialog).getByRole('button', { name: 'Read the text' }));
    expect(sent.text).toEqual([{ text: 'Platform Engineer at Kube Co' }]);

    const review = await screen.findByRole('dialog', { name: 'Review the job' });
    const form = within(review);
    expect(form.getByRole('note')).toHaveTextContent('No company name was found.');
    expect(form.getByRole('textbox', { name: /Title/ })).toHaveValue('Platform Engineer');
    expect(form.getByRole('textbox', { name: 'Location' })).toHaveValue('Lisbon');
    expect(form.getByRole('combobox', { name: 'Job type' })).toHaveValue('full-time');
    expect(form.getByRole('textbox', { name: 'Salary from (per year)' })).toHaveValue('60000');
    expect(form.getByRole('textbox', { name: /Description/ })).toHaveValue('Run our Kubernetes platform.\n- Terraform\n- Go');

    await user.type(form.getByRole('textbox', { name: 'Company' }), 'Kube Co');
    await user.click(form.getByRole('checkbox', { name: 'Remote' }));
    await user.type(form.getByRole('textbox', { name: 'Salary to (per year)' }), '80,000');
    await user.click(form.getByRole('button', { name: 'Save job' }));

    await waitFor(() => expect(sent.saved).toHaveLength(1));
    expect(sent.saved[0]).toEqual({
      title: 'Platform Engineer',
      company: 'Kube Co',
      location: 'Lisbon',
      job_type: 'full-time',
      remote: true,
      salary_min: 60000,
      salary_max: 80000,
      salary_currency: 'EUR',
      description: 'Run our Kubernetes platform.\n- Terraform\n- Go',
      posted_date: '2026-11-18',
    });
    expect(await screen.findByText('Job saved')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Platform Engineer' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Review the job' })).not.toBeInTheDocument();
  });

  it('checks the review form before saving', async () => {
    const sent = serveAdd();
    const dialog = await openAdd();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('tab', { name: 'Paste text' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Job posting text' }), 'Something');
    await user.click(within(dialog).getByRole('button', { name: 'Read the text' }));
    const review = within(await screen.findByRole('dialog', { name: 'Review the job' }));
    await user.clear(review.getByRole('textbox', { name: /Title/ }));
    await user.type(review.getByRole('textbox', { name: 'Salary to (per year)' }), '1000');
    await user.click(review.getByRole('button', { name: 'Save job' }));
    expect(review.getByText('Enter the job title.')).toBeInTheDocument();
    expect(review.getByText('The maximum is below the minimum.')).toBeInTheDocument();
    expect(sent.saved).toEqual([]);
  });

  it('says so when the job was already saved', async () => {
    serveAdd({ created: false });
    const dialog = await openAdd();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('tab', { name: 'Paste text' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Job posting text' }), 'Platform Engineer');
    await user.click(within(dialog).getByRole('button', { name: 'Read the text' }));
    await user.click(await screen.findByRole('button', { name: 'Save job' }));
    expect(await screen.findByText('This job was already saved')).toBeInTheDocument();
  });

  it("shows why a link could not be read and offers to paste the text instead", async () => {
    const sent = serveAdd();
    const dialog = await openAdd();
    const user = userEvent.setup();
    const link = within(dialog).getByRole('textbox', { name: 'Link to the job posting' });
    await user.type(link, 'not a link');
    await user.click(within(dialog).getByRole('button', { name: 'Read the posting' }));
    expect(within(dialog).getByText('Enter a valid http(s) URL.')).toBeInTheDocument();
    expect(sent.url).toEqual([]);

    await user.clear(link);
    await user.type(link, 'https://careers.example.org/jobs/42');
    await user.click(within(dialog).getByRole('button', { name: 'Read the posting' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This page has no job posting we can read.');
    expect(sent.url).toEqual([{ url: 'https://careers.example.org/jobs/42' }]);

    await user.click(within(alert).getByRole('button', { name: 'Paste the text instead' }));
    expect(within(dialog).getByRole('tab', { name: 'Paste text' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Job posting text' })).toBeVisible();
  });

  it('reads a file as multipart form data, and refuses other file types', async () => {
    const sent = serveAdd();
    const dialog = await openAdd();
    const user = userEvent.setup({ applyAccept: false });
    await user.click(within(dialog).getByRole('tab', { name: 'From a file' }));
    const input = within(dialog).getByLabelText('Job posting file');

    await user.upload(input, new File(['png'], 'photo.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Read the file' }));
    expect(within(dialog).getByText('Invalid file type. Only PDF, DOCX and TXT files are allowed.')).toBeInTheDocument();
    expect(sent.files).toEqual([]);

    await user.upload(input, new File(['Platform Engineer at Kube Co'], 'posting.txt', { type: 'text/plain' }));
    await user.click(within(dialog).getByRole('button', { name: 'Read the file' }));
    const review = await screen.findByRole('dialog', { name: 'Review the job' });
    expect(within(review).getByRole('textbox', { name: /Title/ })).toHaveValue('From a file');
    expect(within(review).getByText('Read from the file.')).toBeInTheDocument();
    expect(sent.files).toHaveLength(1);
    // jsdom's File does not survive Node's fetch intact (name and content are lost on the way), so
    // only the multipart field is checked here, as UploadPanel.test.tsx does.
    expect(sent.files[0]).toBeTruthy();
  });

  it("shows the server's message when a file cannot be read", async () => {
    serveAdd();
    server.use(http.post('*/api/jobs/import/file', () => apiError(422, 'This PDF has no text layer.')));
    const dialog = await openAdd();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('tab', { name: 'From a file' }));
    await user.upload(within(dialog).getByLabelText('Job posting file'), new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Read the file' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This PDF has no text layer.');
  });
});
