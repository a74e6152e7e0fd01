/** Shared expectations for error bodies (STYLE.md §6–7). */
export const errorBody = (statusCode: number, detail: string | RegExp = expect.any(String)) => ({
  statusCode,
  error: expect.any(String),
  message: expect.anything(),
  detail: typeof detail === 'string' ? detail : expect.stringMatching(detail),
  requestId: expect.stringMatching(/^[A-Za-z0-9._-]{8,64}$/),
});
