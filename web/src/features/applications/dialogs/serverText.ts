/**
 * The server's own sentence from a failed RTK Query call: ApiErrorDto.detail, or a plain-text body
 * (part 3 §7: some errors come back as plain text). Null when it gave none, so the dialog shows its
 * own fallback (part 3 §8: "Failed to update status", "Failed to send email").
 */
export function serverText(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const { data } = error as { data: unknown };
  if (typeof data === 'string') return data.trim() || null;
  if (typeof data === 'object' && data !== null) {
    const { detail } = data as { detail?: unknown };
    if (typeof detail === 'string' && detail.trim()) return detail;
  }
  return null;
}
