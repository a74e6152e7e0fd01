import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from './fakeXhr';
import { isAbortError, UPLOAD_FAILED, UPLOAD_REASON, uploadResume } from './uploadResume';

const file = () => new File(['%PDF-1.4 hello'], 'cv.pdf', { type: 'application/pdf' });
const xhr = () => {
  if (!FakeXhr.last) throw new Error('no request was made');
  return FakeXhr.last;
};
const RESULT = {
  success: true,
  message: 'Resume uploaded and parsed',
  resumeId: 'r1',
  experienceCount: 2,
  educationCount: 1,
  certificatesCount: 0,
  skillsCount: 5,
  customSectionsCount: 1,
};

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadResume', () => {
  it('posts the multipart form with credentials and reports progress up to 90 %', async () => {
    const progress: number[] = [];
    const f = file();
    const done = uploadResume(f, { model: 'secondary', template: 'classic' }, (p) => progress.push(p));
    const req = xhr();
    expect(req.method).toBe('POST');
    expect(req.url).toMatch(/\/api\/upload-resume$/);
    expect(req.withCredentials).toBe(true);
    expect(req.body?.get('resume')).toBeInstanceOf(File);
    expect((req.body?.get('resume') as File).name).toBe('cv.pdf');
    expect(req.body?.get('reason')).toBe(UPLOAD_REASON);
    expect(req.body?.get('model')).toBe('secondary');
    expect(req.body?.get('template')).toBe('classic');

    req.progress(25, 100);
    req.progress(50, 100);
    req.progress(100, 100);
    req.uploaded();
    req.respond(200, RESULT);

    await expect(done).resolves.toEqual(RESULT);
    expect(progress).toEqual([0, 23, 45, 90, 90]);
  });

  it('sends an empty template for the default and ignores progress of unknown length', async () => {
    const progress: number[] = [];
    const done = uploadResume(file(), { model: 'primary', template: '' }, (p) => progress.push(p));
    const req = xhr();
    expect(req.body?.get('template')).toBe('');
    req.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: false, loaded: 10, total: 0 }));
    req.respond(201, RESULT);
    await expect(done).resolves.toMatchObject({ resumeId: 'r1' });
    expect(progress).toEqual([0]);
  });

  it("rejects with the server's detail on an error status", async () => {
    const done = uploadResume(file(), { model: 'primary', template: '' }, () => {});
    xhr().respond(422, { statusCode: 422, error: 'Unprocessable Entity', message: 'x', detail: 'The file could not be read as a resume.', requestId: 'r' });
    await expect(done).rejects.toThrow('The file could not be read as a resume.');
  });

  it.each([
    ['a body without detail', 500, { statusCode: 500, error: 'Internal Server Error' }],
    ['a body that is not JSON', 502, '<html>Bad gateway</html>'],
  ])('rejects with "Upload failed" for %s', async (_name, status, body) => {
    const done = uploadResume(file(), { model: 'primary', template: '' }, () => {});
    xhr().respond(status, body);
    await expect(done).rejects.toThrow(UPLOAD_FAILED);
  });

  it('rejects with the message of a 200 answer that says it failed', async () => {
    const done = uploadResume(file(), { model: 'primary', template: '' }, () => {});
    xhr().respond(200, { ...RESULT, success: false, message: 'Nothing could be parsed' });
    await expect(done).rejects.toThrow('Nothing could be parsed');
  });

  it('rejects with "Upload failed" on a network error', async () => {
    const done = uploadResume(file(), { model: 'primary', template: '' }, () => {});
    xhr().fail();
    await expect(done).rejects.toThrow(UPLOAD_FAILED);
  });

  it('aborts the request when the signal fires and rejects with an AbortError', async () => {
    const controller = new AbortController();
    const done = uploadResume(file(), { model: 'primary', template: '' }, () => {}, controller.signal);
    xhr().progress(10, 100);
    controller.abort();
    const error = await done.catch((e: unknown) => e);
    expect(xhr().aborted).toBe(true);
    expect(isAbortError(error)).toBe(true);
  });

  it('never sends when the signal has already fired', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await uploadResume(file(), { model: 'primary', template: '' }, () => {}, controller.signal).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(FakeXhr.last).toBeNull();
  });
});
