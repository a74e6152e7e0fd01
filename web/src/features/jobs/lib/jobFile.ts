import { apiBaseUrl } from '../../../api/base-api';
import type { ImportedJobDto } from '../../../api/jobs';

/** The server's limit for an uploaded posting (the same as a resume's). */
export const JOB_FILE_MAX_BYTES = 5 * 1024 * 1024;

export const JOB_FILE_ACCEPT = '.pdf,.docx,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain';

/** A posting file's rules, checked before sending (the server checks again, by content too). */
export function jobFileProblem(file: File | null): string | null {
  if (!file) return 'Please select a file first.';
  if (!/\.(pdf|docx|txt)$/i.test(file.name)) return 'Invalid file type. Only PDF, DOCX and TXT files are allowed.';
  if (file.size > JOB_FILE_MAX_BYTES) return 'File too large. Maximum size is 5MB.';
  return null;
}

export const FILE_IMPORT_FAILED = 'Could not read the job from this file.';

/**
 * POST /api/jobs/import/file as multipart form data (field `file`). The generated mutation would
 * send the file as JSON, so this is a plain fetch with the session cookie. Rejects with an Error
 * whose message is the server's `detail`.
 */
export async function importJobFromFile(file: File, signal?: AbortSignal): Promise<ImportedJobDto> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}/api/jobs/import/file`, { method: 'POST', body: form, credentials: 'include', signal });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new Error('Cannot reach the server. Check your connection and try again.');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const detail = typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string' ? body.detail : null;
    throw new Error(detail ?? FILE_IMPORT_FAILED);
  }
  if (typeof body !== 'object' || body === null || !('draft' in body)) throw new Error(FILE_IMPORT_FAILED);
  return body as ImportedJobDto;
}
