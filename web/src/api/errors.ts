import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiErrorDto } from './generated/settings.gen';

function isApiErrorBody(data: unknown): data is ApiErrorDto {
  return typeof data === 'object' && data !== null && typeof (data as ApiErrorDto).detail === 'string';
}

/** One sentence for the person using the app: the server's `detail`, else a fallback by status (spec part 1 §5). */
export function errorMessage(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (!error) return '';
  if ('status' in error) {
    if (isApiErrorBody(error.data)) return error.data.detail;
    if (error.status === 'FETCH_ERROR') return 'Cannot reach the server. Check your connection and try again.';
    if (typeof error.status === 'number') return `HTTP error! status: ${error.status}`;
    return 'Something went wrong. Please try again.';
  }
  return error.message ?? 'Something went wrong. Please try again.';
}
