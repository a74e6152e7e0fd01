import { DomainError, DomainErrorCode } from '../../core/http/domain.error';
import { AddressPolicy } from '../../core/outbound/address-policy';
import { fetchOutbound, OutboundError } from '../../core/outbound/outbound-http';

const TIMEOUT_MS = 10_000;
/** Provisioning and mailbox answers are small; anything this large is not the service we expect. */
const MAX_BYTES = 1024 * 1024;

const unavailable = (detail: string) => new DomainError(DomainErrorCode.ServiceUnavailable, detail);

export interface ServiceRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/**
 * One HTTP call to an operator's service (Nextcloud, Mailcow…) through the outbound client (the
 * operator address policy, a timeout, a size cap, checked redirects), mapping the ways it fails to
 * a 503 whose detail names the service: unreachable, credentials refused, or not JSON.
 */
export async function callServiceJson<T>(
  service: string,
  url: string,
  init: ServiceRequest,
  opts: { refused: string; bodyKind?: string },
): Promise<{ res: { status: number; ok: boolean }; body: T }> {
  let status: number;
  let text: string;
  try {
    const res = await fetchOutbound({ url, policy: AddressPolicy.Operator, ...init, timeoutMs: TIMEOUT_MS, maxBytes: MAX_BYTES });
    status = res.status;
    text = res.text();
  } catch (err) {
    if (!(err instanceof OutboundError)) throw err;
    throw unavailable(`${service} ${err.kind === 'unreachable' ? 'cannot be reached' : `cannot be used: ${err.message}`}.`);
  }
  if (status === 401 || status === 403) throw unavailable(`${service} ${opts.refused}.`);
  try {
    return { res: { status, ok: status >= 200 && status < 300 }, body: JSON.parse(text) as T };
  } catch {
    throw unavailable(`${service} answered HTTP ${status} without ${opts.bodyKind ?? 'JSON'}.`);
  }
}
