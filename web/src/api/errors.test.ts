import { describe, expect, it } from 'vitest';
import { errorMessage } from './errors';

describe('errorMessage', () => {
  it("shows the server's detail sentence", () => {
    expect(errorMessage({ status: 400, data: { detail: 'name must be a string', statusCode: 400 } })).toBe(
      'name must be a string',
    );
  });
  it('falls back to the status when the body has no detail', () => {
    expect(errorMessage({ status: 502, data: 'Bad gateway' })).toBe('HTTP error! status: 502');
  });
  it('explains a network failure', () => {
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toMatch(/Cannot reach the server/);
  });
  it('is empty when there is no error', () => {
    expect(errorMessage(undefined)).toBe('');
  });
});
