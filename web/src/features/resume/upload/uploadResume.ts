import { apiBaseUrl } from '../../../api/base-api';
import type { ResumeTemplate, UploadResumeResultDto } from '../../../api/resumes';

export type UploadModel = 'primary' | 'secondary';

export interface UploadResumeOptions {
  /** The AI model that parses the file. */
  model: UploadModel;
  /** The template to give the new resume; '' keeps the server's default. */
  template: ResumeTemplate | '';
}

/** The upload's path (openapi.json keeps full paths; part 2 §7). */
export const UPLOAD_RESUME_PATH = '/api/upload-resume';
/** Why the upload is made (the spec's `reason` field). */
export const UPLOAD_REASON = 'resumebuilder_upload';
/** The share of the bar the bytes take; the server parses the file before it answers, which fills the rest. */
export const UPLOAD_SHARE = 90;
/** What a failed upload says when the server gives no sentence of its own (part 2 §8). */
export const UPLOAD_FAILED = 'Upload failed';

/** The server's `detail` from an error body (`{statusCode, error, message, detail, …}`), if it sent one. */
function detailOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { detail } = body as { detail?: unknown };
  return typeof detail === 'string' && detail.trim() !== '' ? detail : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

/** Whether an upload failed because it was cancelled (its AbortSignal fired). */
export const isAbortError = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/**
 * Sends a resume file (multipart: resume, reason, model, template) with the session cookie.
 * XMLHttpRequest rather than fetch, because only it reports upload progress: `onProgress` gets
 * 0–90 while the bytes go up and 90 once they are all sent (the server then parses the file).
 * Resolves with the parsed result; rejects with the server's `detail` (or "Upload failed") as an
 * Error, or with an AbortError DOMException when `signal` cancels it.
 */
export function uploadResume(
  file: File,
  { model, template }: UploadResumeOptions,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadResumeResultDto> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);
    // Rejects at once rather than waiting for the request's own abort event.
    function onAbortSignal() {
      settle();
      xhr.abort();
      reject(abortError());
    }

    xhr.open('POST', `${apiBaseUrl()}${UPLOAD_RESUME_PATH}`);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.setRequestHeader('Accept', 'application/json');

    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total === 0) return;
      onProgress(Math.min(UPLOAD_SHARE, Math.round((event.loaded / event.total) * UPLOAD_SHARE)));
    };
    xhr.upload.onload = () => onProgress(UPLOAD_SHARE);

    xhr.onload = () => {
      settle();
      const body = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new Error(detailOf(body) ?? UPLOAD_FAILED));
        return;
      }
      const result = body as UploadResumeResultDto | undefined;
      if (!result || typeof result !== 'object' || result.success === false) {
        reject(new Error((result && typeof result.message === 'string' && result.message) || UPLOAD_FAILED));
        return;
      }
      resolve(result);
    };
    xhr.onerror = () => {
      settle();
      reject(new Error(UPLOAD_FAILED));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbortSignal);

    const form = new FormData();
    form.append('resume', file, file.name);
    form.append('reason', UPLOAD_REASON);
    form.append('model', model);
    form.append('template', template);
    onProgress(0);
    xhr.send(form);
  });
}
