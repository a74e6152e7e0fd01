import { AddressPolicy } from '../../../core/outbound/address-policy';
import { fetchOutbound, OutboundError, type OutboundFailure } from '../../../core/outbound/outbound-http';

/** What the provider answered: its HTTP status and its body, a parsed JSON object or `{ raw: text }`. */
export interface OAuth2HttpResult {
  status: number;
  data: Record<string, unknown>;
}

/** The provider could not be asked (unreachable, timed out, refused address, redirected, too large). HTTP error statuses are not this. */
export class OAuth2ProviderError extends Error {
  constructor(
    readonly kind: OutboundFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OAuth2ProviderError';
  }
}

export interface AuthorizationCodeExchange {
  /** The provider's token endpoint: Mailcow's `{MAILCOW_URL}/oauth/token`. */
  tokenUrl: string;
  code: string;
  clientId: string;
  /** Omitted from the form when empty (a public client). */
  clientSecret?: string;
  /** The redirect address the authorization request used; the provider compares them. */
  redirectUri?: string;
  timeoutMs?: number;
}

export interface ProfileRequest {
  /** Mailcow's `{MAILCOW_URL}/oauth/profile`. */
  profileUrl: string;
  accessToken: string;
  timeoutMs?: number;
}

export const OAUTH2_HTTP_DEFAULTS = { timeoutMs: 10_000, maxBytes: 256 * 1024 };

/**
 * Trades an authorization code for tokens (RFC 6749 §4.1.3): a form POST with the client's
 * credentials in the body (client_secret_post, which Mailcow's OAuth2 server takes). Answers the
 * provider's status and body whatever the status; throws OAuth2ProviderError only when there is
 * no answer.
 */
export function exchangeAuthorizationCode(req: AuthorizationCodeExchange): Promise<OAuth2HttpResult> {
  const form = new URLSearchParams({ grant_type: 'authorization_code', code: req.code, client_id: req.clientId });
  if (req.clientSecret) form.set('client_secret', req.clientSecret);
  if (req.redirectUri) form.set('redirect_uri', req.redirectUri);
  return call(req.tokenUrl, req.timeoutMs, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: form.toString(),
  });
}

/** The signed-in user's profile with a bearer token (Mailcow's /oauth/profile), whatever the status. */
export function fetchProfile(req: ProfileRequest): Promise<OAuth2HttpResult> {
  return call(req.profileUrl, req.timeoutMs, {
    method: 'GET',
    headers: { Authorization: `Bearer ${req.accessToken}`, Accept: 'application/json' },
  });
}

/**
 * A JSON object parsed; anything else (an HTML error page, an empty body, a bare JSON array or
 * string, which no OAuth2 endpoint answers) kept as text under `raw`, so `data` is always an object.
 */
export function parseProviderBody(text: string): Record<string, unknown> {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // not JSON
  }
  return { raw: text };
}

async function call(url: string, timeoutMs: number | undefined, init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string }): Promise<OAuth2HttpResult> {
  try {
    const res = await fetchOutbound({
      url,
      policy: AddressPolicy.Operator,
      ...init,
      timeoutMs: timeoutMs ?? OAUTH2_HTTP_DEFAULTS.timeoutMs,
      maxBytes: OAUTH2_HTTP_DEFAULTS.maxBytes,
      // The client secret and the bearer token travel with the request: never re-send them to wherever a redirect points.
      maxRedirects: 0,
    });
    return { status: res.status, data: parseProviderBody(res.text()) };
  } catch (err) {
    if (err instanceof OutboundError) {
      const message = err.kind === 'redirects' ? 'the provider answered with a redirect; check the configured address (http or https, path)' : err.message;
      throw new OAuth2ProviderError(err.kind, message);
    }
    throw new OAuth2ProviderError('unreachable', 'cannot be reached');
  }
}
