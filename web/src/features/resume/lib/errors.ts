import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { errorMessage } from '../../../api/errors';

type RtkError = FetchBaseQueryError | SerializedError | undefined;

/** The sentence to show for a failed call (`unwrap()` rejects with the RTK Query error). */
export const failureText = (err: unknown): string => errorMessage(err as RtkError);

/** Whether a call was refused because the session is gone (401). */
export const isUnauthorized = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && 'status' in err && (err as FetchBaseQueryError).status === 401;
