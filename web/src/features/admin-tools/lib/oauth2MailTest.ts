import type { OAuth2MailConfigDto, OAuth2TestResultDto, TestOAuth2Dto } from '../../../api/emails';

/** The OAuth2 mail test page's pure pieces (part 3 §2.10): config, the authorize round trip, banners, webmail URLs. */

/** The page's return address; the frontend client registers it at the mail server. */
export const CALLBACK_PATH = '/oauth/callback';
/** The one sessionStorage key of the authorize round trip (never localStorage; removed when the callback reads it). */
export const PENDING_KEY = 'waypoint.oauth2MailTest.pending';
/** The SASL mechanisms that sign in to SMTP with an OAuth2 token. */
export const OAUTH2_MECHANISMS = ['XOAUTH2', 'OAUTHBEARER'];

export interface SmtpTarget {
  host: string;
  port: number;
  secure: boolean;
}

/** GET /api/emails/oauth2-config as the server sends it (the generated type lacks backendRedirectUri and the smtp fields). */
export interface MailTestConfig {
  mailServerUrl: string | null;
  authorizeUrl: string | null;
  backendRedirectUri: string | null;
  backendClientId: string | null;
  smtp: SmtpTarget | null;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

export function readMailTestConfig(raw: OAuth2MailConfigDto | undefined): MailTestConfig | undefined {
  if (!raw) return undefined;
  const r = raw as Record<string, unknown>;
  const s = r.smtp as Record<string, unknown> | null | undefined;
  const smtp = s && typeof s.host === 'string' && s.host ? { host: s.host, port: Number(s.port) || 0, secure: s.secure === true } : null;
  return {
    mailServerUrl: text(r.mailServerUrl)?.replace(/\/+$/, '') ?? null,
    authorizeUrl: text(r.authorizeUrl),
    backendRedirectUri: text(r.backendRedirectUri),
    backendClientId: text(r.backendClientId),
    smtp,
  };
}

export type ClientKind = 'frontend' | 'backend';

/** What the page keeps across the authorize redirect. The frontend client's id and secret ride along; the backend's never do. */
export interface PendingAuthorization {
  state: string;
  client: ClientKind;
  redirectUri: string;
  clientId?: string;
  clientSecret?: string;
}

/** A random state (hex): `bytes` from crypto.getRandomValues. */
export function randomState(bytes = 16, fill: (a: Uint8Array) => Uint8Array = (a) => crypto.getRandomValues(a)): string {
  return Array.from(fill(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `${authorizeUrl}?response_type=code&client_id=…&redirect_uri=…&state=…` (RFC 6749 §4.1.1). */
export function authorizeRequestUrl(authorizeUrl: string, req: { clientId: string; redirectUri: string; state: string }): string {
  const query = [
    ['response_type', 'code'],
    ['client_id', req.clientId],
    ['redirect_uri', req.redirectUri],
    ['state', req.state],
  ]
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
  return `${authorizeUrl}${authorizeUrl.includes('?') ? '&' : '?'}${query}`;
}

export function savePending(storage: Storage, pending: PendingAuthorization): void {
  storage.setItem(PENDING_KEY, JSON.stringify(pending));
}

/** Reads the round trip's record and removes it at once, whatever it holds: it is good for one callback only. */
export function takePending(storage: Storage): PendingAuthorization | null {
  const raw = storage.getItem(PENDING_KEY);
  storage.removeItem(PENDING_KEY);
  if (!raw) return null;
  try {
    const p = JSON.parse(raw) as Partial<PendingAuthorization>;
    if (typeof p.state !== 'string' || !p.state || typeof p.redirectUri !== 'string' || (p.client !== 'frontend' && p.client !== 'backend')) return null;
    return {
      state: p.state,
      client: p.client,
      redirectUri: p.redirectUri,
      ...(typeof p.clientId === 'string' ? { clientId: p.clientId } : {}),
      ...(typeof p.clientSecret === 'string' ? { clientSecret: p.clientSecret } : {}),
    };
  } catch {
    return null;
  }
}

/** The provider's answer on the return address: ?code=&state=, or ?error=&error_description=. */
export interface CallbackParams {
  code: string | null;
  state: string | null;
  error: string | null;
  errorDescription: string | null;
}

const CALLBACK_KEYS = ['code', 'state', 'error', 'error_description', 'error_uri', 'session_state', 'iss'];

export function readCallback(search: string): CallbackParams | null {
  const q = new URLSearchParams(search);
  const params = { code: q.get('code'), state: q.get('state'), error: q.get('error'), errorDescription: q.get('error_description') };
  return params.code || params.error ? params : null;
}

/** The search string with the callback's parameters removed ('' or '?rest'). */
export function stripCallbackParams(search: string): string {
  const q = new URLSearchParams(search);
  for (const key of CALLBACK_KEYS) q.delete(key);
  const rest = q.toString();
  return rest ? `?${rest}` : '';
}

/** What the output shows when the callback is refused; no call is made. */
export interface CallbackRefusal {
  error: 'state_mismatch' | 'authorization_error';
  message: string;
  details?: Record<string, string>;
}

/**
 * The test-oauth2 request for a callback, or why there is none: the state must be the one this
 * browser saved before the redirect. The frontend client sends its id and secret; the backend
 * client sends none (the server uses MAIL_OAUTH2_CLIENT_ID/SECRET).
 */
export function callbackRequest(pending: PendingAuthorization | null, cb: CallbackParams): { request: TestOAuth2Dto } | { refusal: CallbackRefusal } {
  if (cb.error) {
    return {
      refusal: {
        error: 'authorization_error',
        message: 'The mail server refused the sign-in.',
        details: { error: cb.error, ...(cb.errorDescription ? { error_description: cb.errorDescription } : {}) },
      },
    };
  }
  if (!pending || !cb.state || cb.state !== pending.state) {
    return {
      refusal: {
        error: 'state_mismatch',
        message: 'The returned state does not match the one this browser sent, so the code was not used. Start the sign-in again from this page.',
      },
    };
  }
  const client = pending.client === 'frontend' ? { clientId: pending.clientId ?? '', clientSecret: pending.clientSecret ?? '' } : {};
  return {
    request: {
      // The exchange alone: its answer carries the access token that "Fetch OAuth profile" then uses
      // (a combined call would answer with the profile stage only).
      oauth2: { authorizationCode: cb.code ?? '', redirectUri: pending.redirectUri, ...client },
    },
  };
}

/** The access token a successful exchange returned (data.access_token), if the result carries one. */
export function accessTokenOf(result: OAuth2TestResultDto | null | undefined): string | null {
  if (!result || result.status >= 400) return null;
  const token = (result.data as Record<string, unknown> | undefined)?.access_token;
  return typeof token === 'string' && token ? token : null;
}

/** The yellow banner's case: an SMTP capability probe without XOAUTH2 or OAUTHBEARER. */
export function lacksOAuth2Mechanism(result: OAuth2TestResultDto | null | undefined): boolean {
  if (!result || result.stage !== 'smtp_capability' || !result.capabilities) return false;
  return !result.capabilities.auth.some((m) => OAUTH2_MECHANISMS.includes(m.toUpperCase()));
}

/** The red banner's case. */
export const isFailedResult = (result: OAuth2TestResultDto | null | undefined): boolean => !!result && result.status >= 400;

/** A path segment that keeps `@` readable (SOGo's user folders are e-mail addresses). */
const segment = (s: string) => encodeURIComponent(s).replace(/%40/g, '@');

/** SOGo's entry under the mail server: `${mailServerUrl}/SOGo/so/`. */
export const sogoBase = (mailServerUrl: string): string => `${mailServerUrl.replace(/\/+$/, '')}/SOGo/so/`;

export interface ComposeFields {
  to?: string;
  subject?: string;
  body?: string;
}

const composeQuery = ({ to, subject, body }: ComposeFields, recipientKey: string) =>
  [
    [recipientKey, to],
    ['subject', subject],
    ['body', body],
  ]
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}=${k === recipientKey ? segment(v as string) : encodeURIComponent(v as string)}`)
    .join('&');

/** SOGo's compose form for one mailbox: `/SOGo/so/{mailbox}/Mail/compose[?mailto=…&subject=…&body=…]`. */
export function sogoComposeUrl(mailServerUrl: string, mailbox: string, fields: ComposeFields = {}): string {
  const query = composeQuery(fields, 'mailto');
  return `${sogoBase(mailServerUrl)}${segment(mailbox.trim())}/Mail/compose${query ? `?${query}` : ''}`;
}

/** A standard mailto: link (RFC 6068), spaces as %20. */
export function mailtoUrl({ to = '', subject, body }: ComposeFields): string {
  const query = composeQuery({ subject, body }, 'to');
  return `mailto:${segment(to.trim())}${query ? `?${query}` : ''}`;
}

