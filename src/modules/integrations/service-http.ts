import { DomainError, DomainErrorCode } from '../../core/http/domain.error';

const TIMEOUT_MS = 10_000;

const unavailable = (detail: string) => new DomainError(DomainErrorCode.ServiceUnavailable, detail);

/**
 * One HTTP call to an operator's service (Nextcloud, Mailcow…) with a timeout, mapping the ways it
 * fails to a 503 whose detail names the service: unreachable, credentials refused, or not JSON.
 */
export async function callServiceJson<T>(
  service: string,
  url: string,
  init: RequestInit,
  opts: { refused: string; bodyKind?: string },
): Promise<{ res: Response; body: T }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw unavailable(`${service} cannot be reached: ${(err as Error).message}.`);
  }
  if (res.status === 401 || res.status === 403) throw unavailable(`${service} ${opts.refused}.`);
  try {
    return { res, body: (await res.json()) as T };
  } catch {
    throw unavailable(`${service} answered HTTP ${res.status} without ${opts.bodyKind ?? 'JSON'}.`);
  }
}
