import { Agent, fetch, type Response } from 'undici';
import { excerpt } from '../util/excerpt';
import { AddressPolicy, literalIp, policyLookup, refusalReason } from './address-policy';

export { excerpt };

/** How a server-side request went wrong; `message` is safe to show (no remote body beyond an excerpt). */
export type OutboundFailure = 'bad-url' | 'blocked' | 'unreachable' | 'timeout' | 'too-large' | 'redirects' | 'content-type';

export class OutboundError extends Error {
  constructor(
    readonly kind: OutboundFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface OutboundRequest {
  url: string;
  policy: AddressPolicy;
  method?: 'GET' | 'POST' | 'HEAD';
  headers?: Record<string, string>;
  body?: string;
  /** Whole exchange, redirects included. */
  timeoutMs?: number;
  /** Each hop's connection (TCP and TLS handshake). A constant of the caller's: each value gets its own agent. */
  connectTimeoutMs?: number;
  /** Decoded (decompressed) body bytes beyond which the exchange is aborted. */
  maxBytes?: number;
  /** At most 5. */
  maxRedirects?: number;
  /** Media types the answer must have, e.g. ['application/json']; checked before the body is read. */
  accept?: string[];
  /**
   * Called before each hop (the first request and every redirect) with the URL about to be
   * fetched; throw an OutboundError to refuse it. The crawler checks robots.txt and waits for the
   * host's turn here, so a redirect cannot lead it somewhere robots.txt forbids.
   */
  beforeHop?: (url: URL) => Promise<void>;
}

export interface OutboundResponse {
  status: number;
  /** The final URL after redirects. */
  url: string;
  headers: Headers;
  body: Buffer;
  text(): string;
}

export const OUTBOUND_DEFAULTS = { timeoutMs: 10_000, connectTimeoutMs: 5_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 };
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** One agent per policy and connect timeout: callers use a handful of timeouts, so this stays small. */
const agents = new Map<string, Agent>();
function agentFor(policy: AddressPolicy, connectTimeoutMs: number): Agent {
  const key = `${policy}:${connectTimeoutMs}`;
  let agent = agents.get(key);
  if (!agent) {
    agent = new Agent({
      connect: { lookup: policyLookup(policy), timeout: connectTimeoutMs },
      keepAliveTimeout: 10_000,
    });
    agents.set(key, agent);
  }
  return agent;
}

/**
 * The one way the server fetches from other servers (DESIGN.md §11): the address policy on the
 * resolved IP of every hop, connect and total timeouts, at most 5 redirects (each re-checked), the
 * expected content type, and a cap on the decoded body, aborting beyond it (a gzip bomb stops at
 * the cap, not at the end).
 */
export async function fetchOutbound(req: OutboundRequest): Promise<OutboundResponse> {
  const timeoutMs = req.timeoutMs ?? OUTBOUND_DEFAULTS.timeoutMs;
  const connectTimeoutMs = req.connectTimeoutMs ?? OUTBOUND_DEFAULTS.connectTimeoutMs;
  const maxBytes = req.maxBytes ?? OUTBOUND_DEFAULTS.maxBytes;
  const maxRedirects = Math.min(req.maxRedirects ?? OUTBOUND_DEFAULTS.maxRedirects, OUTBOUND_DEFAULTS.maxRedirects);
  const signal = AbortSignal.timeout(timeoutMs);
  const seconds = Math.round(timeoutMs / 100) / 10;
  let url = checkUrl(req.url, req.policy);
  let method = req.method ?? 'GET';
  let body = req.body;

  try {
    for (let hop = 0; ; hop++) {
      if (req.beforeHop) await req.beforeHop(url);
      const res = await fetch(url, { method, headers: req.headers, body, redirect: 'manual', signal, dispatcher: agentFor(req.policy, connectTimeoutMs) });
      if (REDIRECTS.has(res.status)) {
        await res.body?.cancel().catch(() => undefined);
        if (hop >= maxRedirects) throw new OutboundError('redirects', `more than ${maxRedirects} redirects`);
        const location = res.headers.get('location');
        if (!location) throw new OutboundError('redirects', `a redirect (HTTP ${res.status}) without a location`);
        url = checkUrl(new URL(location, url).toString(), req.policy);
        if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
        }
        continue;
      }
      checkType(res, req.accept);
      const buffer = await readCapped(res, maxBytes);
      return { status: res.status, url: url.toString(), headers: res.headers as unknown as Headers, body: buffer, text: () => buffer.toString('utf8') };
    }
  } catch (err) {
    throw toOutboundError(err, signal, seconds, connectTimeoutMs);
  }
}

function checkUrl(raw: string, policy: AddressPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundError('bad-url', 'the address is not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundError('bad-url', 'only http and https addresses can be fetched');
  if (url.username || url.password) throw new OutboundError('bad-url', 'addresses with credentials in them are not fetched');
  const ip = literalIp(url.hostname);
  const reason = ip ? refusalReason(ip, policy) : null;
  if (reason) throw new OutboundError('blocked', `the address is ${reason}, which is not allowed here`);
  return url;
}

function checkType(res: Response, accept: string[] | undefined): void {
  if (!accept?.length) return;
  const type = (res.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (!accept.includes(type)) {
    void res.body?.cancel().catch(() => undefined);
    throw new OutboundError('content-type', `the answer is ${type || 'of no declared type'}, not ${accept.join(' or ')}`);
  }
}

async function readCapped(res: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length'));
  const encoded = Boolean(res.headers.get('content-encoding'));
  if (!encoded && declared > maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    throw new OutboundError('too-large', `the answer is larger than ${formatBytes(maxBytes)}`);
  }
  if (!res.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let total = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new OutboundError('too-large', `the answer is larger than ${formatBytes(maxBytes)}`);
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

function toOutboundError(err: unknown, signal: AbortSignal, seconds: number, connectTimeoutMs: number): OutboundError {
  if (err instanceof OutboundError) return err;
  const e = err as Error & { cause?: Error & { code?: string } };
  const code = e.cause?.code ?? (e as { code?: string }).code;
  if (code === 'EADDRREFUSED') return new OutboundError('blocked', `${e.cause?.message ?? 'the address'}, which is not allowed here`);
  // The connection's own limit, shorter than the whole exchange's.
  if (code === 'UND_ERR_CONNECT_TIMEOUT' && !signal.aborted) return new OutboundError('timeout', `no answer within ${Math.round(connectTimeoutMs / 100) / 10} s`);
  if (signal.aborted || e.name === 'TimeoutError' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
    return new OutboundError('timeout', `no answer within ${seconds} s`);
  }
  // Refused, reset, unknown host: one answer, so the error does not map which ports are open.
  return new OutboundError('unreachable', 'cannot be reached');
}

function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${Math.round(n / 1024 / 1024)} MB` : `${Math.round(n / 1024)} KB`;
}
