import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadResumeResultDto } from '../../../api/resumes';
import { INVALID_RESUME_TYPE, RESUME_MAX_BYTES } from '../../../lib/resumeFile';
import { renderWithStore } from '../../../test/render';
import { server } from '../../../test/server';
import { FakeXhr } from './fakeXhr';
import { UploadPanel } from './UploadPanel';

const RESULT: UploadResumeResultDto = {
  success: true,
  message: 'Resume uploaded and parsed',
  resumeId: 'r9',
  experienceCount: 2,
  educationCount: 1,
  certificatesCount: 0,
  skillsCount: 4,
  customSectionsCount: 1,
};

const apiError = (status: number, detail: string) => HttpResponse.json({ statusCode: status, error: 'Error', message: detail, detail, requestId: 'req-1' }, { status });

const pdf = (name = 'cv.pdf', size?: number) => {
  const f = new File(['%PDF-1.4 resume body'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
};

function setup() {
  const onSuccess = vi.fn();
  const onCancel = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  renderWithStore(<UploadPanel onSuccess={onSuccess} onCancel={onCancel} />);
  return { user, onSuccess, onCancel, input: screen.getByLabelText('Resume file'), upload: screen.getByRole('button', { name: 'Upload Resume' }) };
}

describe('UploadPanel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.last = null;
  });

  it('offers a labelled file picker with the accepted types, the help box and a disabled Upload Resume', () => {
    const { input, upload } = setup();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.pdf,.docx,.json,.txt');
    expect(upload).toBeDisabled();
    const help = screen.getByRole('complementary', { name: 'Supported formats' });
    for (const text of ['PDF (.pdf)', 'Word (.docx)', 'JSON Resume (.json)', 'Plain text (.txt)']) expect(help).toHaveTextContent(text);
    expect(help).toHaveTextContent('Maximum file size: 5 MB');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('rejects a file of the wrong type or over 5 MB with the validation messages', async () => {
    const { user, input, upload } = setup();
    await user.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_RESUME_TYPE);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(upload).toBeDisabled();

    await user.upload(input, pdf('big.PDF', RESUME_MAX_BYTES + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('File too large. Maximum size is 5MB.');
    expect(upload).toBeDisabled();

    await user.upload(input, pdf('Résumé.PDF'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Résumé.PDF')).toBeInTheDocument();
    expect(upload).toBeEnabled();
  });

  it('takes a file dropped on the zone', () => {
    const { upload } = setup();
    const zone = screen.getByTestId('resume-drop-zone');
    fireEvent.dragOver(zone, { dataTransfer: { files: [], dropEffect: 'none' } });
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('dropped.pdf')] } });
    expect(screen.getByText('dropped.pdf')).toBeInTheDocument();
    expect(upload).toBeEnabled();
  });

  it('keeps Advanced Settings closed at first and sends the chosen model and template', async () => {
    const sent: Record<string, FormDataEntryValue | null>[] = [];
    server.use(
      http.post('*/api/upload-resume', async ({ request }) => {
        const form = await request.formData();
        sent.push({ reason: form.get('reason'), model: form.get('model'), template: form.get('template'), resume: form.get('resume') });
        return HttpResponse.json(RESULT);
      }),
    );
    const { user, input, upload, onSuccess } = setup();
    const toggle = screen.getByRole('button', { name: 'Advanced Settings (Experimental)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('AI model')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'Default' })).toHaveValue('');
    await user.selectOptions(screen.getByLabelText('AI model'), 'Secondary');
    await user.selectOptions(screen.getByLabelText('Template'), 'Minimal');

    await user.upload(input, pdf());
    await user.click(upload);
    await waitFor(() => expect(onSuccess).toHaveBeenCalled(), { timeout: 3000 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ reason: 'resumebuilder_upload', model: 'secondary', template: 'minimal' });
    expect(sent[0].resume).toBeTruthy();
  });

  // MSW answers the upload events only together with the response, so the real progress and the
  // parsing pause are driven by hand with a fake XMLHttpRequest.
  it('shows real progress, "Parsing your resume…" until the server answers, then success and onSuccess a second later', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { user, input, upload, onSuccess } = setup();
    await user.upload(input, pdf());
    await user.click(upload);

    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    const xhr = FakeXhr.last!;
    expect(xhr.withCredentials).toBe(true);

    act(() => xhr.progress(50, 100));
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(screen.getByRole('status')).toHaveTextContent('Uploading… 45%');
    expect(screen.getByRole('button', { name: 'Upload Resume' })).toHaveAttribute('aria-busy', 'true');

    act(() => {
      xhr.progress(100, 100);
      xhr.uploaded();
    });
    expect(bar).toHaveAttribute('aria-valuenow', '90');
    expect(screen.getByRole('status')).toHaveTextContent('Parsing your resume…');

    act(() => xhr.respond(200, RESULT));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Resume uploaded and parsed'));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(onSuccess).not.toHaveBeenCalled();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(RESULT), { timeout: 2000 });
  });

  it("shows the server's detail in an alert and lets the member retry", async () => {
    let calls = 0;
    server.use(
      http.post('*/api/upload-resume', () => {
        calls += 1;
        return calls === 1 ? apiError(422, 'The file could not be read as a resume.') : HttpResponse.json(RESULT);
      }),
    );
    const { user, input, upload, onSuccess } = setup();
    await user.upload(input, pdf());
    await user.click(upload);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Upload failed');
    expect(alert).toHaveTextContent('The file could not be read as a resume.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(upload).toBeEnabled();

    await user.click(upload);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(RESULT), { timeout: 3000 });
    expect(calls).toBe(2);
  });

  it('says "Upload failed" when the server gives no reason', async () => {
    server.use(http.post('*/api/upload-resume', () => new HttpResponse('oops', { status: 500 })));
    const { user, input, upload } = setup();
    await user.upload(input, pdf());
    await user.click(upload);
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload failed');
  });

  it('Cancel leaves the panel when nothing is uploading', async () => {
    const { user, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('Cancel aborts an upload in flight and stays on the panel', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { user, input, upload, onCancel, onSuccess } = setup();
    await user.upload(input, pdf());
    await user.click(upload);
    act(() => FakeXhr.last!.progress(30, 100));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '27');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(FakeXhr.last!.aborted).toBe(true);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Upload cancelled.'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(upload).toBeEnabled();
  });
});
