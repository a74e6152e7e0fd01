import { AddressPolicy } from '../../../core/outbound/address-policy';
import { excerpt, fetchOutbound, type OutboundRequest, type OutboundResponse } from '../../../core/outbound/outbound-http';
import { SourceHttpError, type SourceHttpOptions } from './job-source';

/** When the lead gives none: public addresses only, 15 s, 10 MB. */
export const SOURCE_HTTP_DEFAULTS: SourceHttpOptions = { policy: AddressPolicy.Member, timeoutMs: 15_000, maxBytes: 10 * 1024 * 1024 };

export function httpOptions(given: Partial<SourceHttpOptions> | undefined, defaults: Partial<SourceHttpOptions> = {}): SourceHttpOptions {
  return { ...SOURCE_HTTP_DEFAULTS, ...defaults, ...given };
}

const STATUS_WORDS: Record<number, string> = {
  400: 'bad request',
  401: 'unauthorised',
  403: 'forbidden',
  404: 'not found',
  429: 'too many requests',
  500: 'server error',
  502: 'bad gateway',
  503: 'service unavailable',
  504: 'gateway timeout',
};

/** What an error body says, for the message: FastAPI's `detail`, `error`, `message`, or an excerpt of the text. */
function remoteReason(res: OutboundResponse): string {
  const text = res.text();
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const detail = body.detail as unknown;
    const said =
      typeof detail === 'string'
        ? detail
        : detail && typeof detail === 'object'
          ? String((detail as Record<string, unknown>).message ?? (detail as Record<string, unknown>).error ?? '')
          : String(body.error ?? body.message ?? '');
    if (said) return excerpt(said, 120);
  } catch {
    // Not JSON: an HTML error page or plain text.
  }
  const type = res.headers.get('content-type') ?? '';
  return /html/i.test(type) ? '' : excerpt(text, 120);
}

/**
 * One request of a job source, through fetchOutbound (address policy, timeouts, size cap). An
 * HTTP error answer (403, 429, 5xx and any other 4xx) throws SourceHttpError naming `what`
 * ("Greenhouse board \"acme\""); an unreachable host or a timeout throws fetchOutbound's
 * OutboundError unchanged.
 */
export async function sourceRequest(
  source: string,
  what: string,
  http: SourceHttpOptions,
  req: Omit<OutboundRequest, 'policy' | 'timeoutMs' | 'maxBytes'>,
): Promise<OutboundResponse> {
  const res = await fetchOutbound({ ...req, policy: http.policy, timeoutMs: http.timeoutMs, maxBytes: http.maxBytes });
  if (res.status >= 400) {
    const words = STATUS_WORDS[res.status] ?? (res.status >= 500 ? 'server error' : 'refused');
    const retry = res.status === 429 ? res.headers.get('retry-after') : null;
    const reason = remoteReason(res);
    const message = `${what} answered HTTP ${res.status} (${words}${retry ? `; retry after ${retry} s` : ''})${reason ? `: ${reason}` : ''}`;
    throw new SourceHttpError(source, res.status, message);
  }
  return res;
}

/**
 * The JSON of an answer. Python services sometimes send NaN or Infinity, which JSON has not:
 * they are read as null. Anything else that is not JSON throws a clear Error.
 */
export function readJson(what: string, res: OutboundResponse): unknown {
  const text = res.text();
  try {
    return JSON.parse(text);
  } catch {
    try {
      return JSON.parse(text.replace(/([:[,]\s*)(?:NaN|-?Infinity)(?=\s*[,\]}])/g, '$1null'));
    } catch {
      throw new Error(`${what} answered something that is not JSON: ${excerpt(text, 80) || 'an empty body'}`);
    }
  }
}

/**
 * Collects from several targets (feeds, boards, companies) one after another. A target that fails
 * does not lose the others' jobs: its error is kept in `failed`; when every target fails, the
 * first error is thrown as it is (SourceHttpError, OutboundError, or a parse Error).
 */
export async function eachTarget<T, R>(
  targets: T[],
  signal: AbortSignal | undefined,
  run: (target: T) => Promise<R>,
  label: (target: T) => string,
): Promise<{ results: R[]; failed: TargetFailure[] }> {
  const results: R[] = [];
  const failed: TargetFailure[] = [];
  let first: unknown;
  for (const target of targets) {
    signal?.throwIfAborted();
    try {
      results.push(await run(target));
    } catch (err) {
      if (signal?.aborted) throw err;
      first ??= err;
      failed.push({ target: label(target), message: (err as Error).message, status: err instanceof SourceHttpError ? err.status : null });
    }
  }
  if (targets.length && !results.length) throw first;
  return { results, failed };
}

/** A feed, board or company that could not be read during a collection that otherwise went on. */
export interface TargetFailure {
  target: string;
  message: string;
  status: number | null;
}
