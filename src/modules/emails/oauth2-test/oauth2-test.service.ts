import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { EnvironmentVariables } from '../../../config/env.validation';
import { excerpt } from '../../../core/util/excerpt';
import { publicBaseUrl } from '../../auth/auth-urls';
import { exchangeAuthorizationCode, fetchProfile, OAuth2ProviderError, type OAuth2HttpResult } from './oauth2-exchange';
import { OAUTH2_SASL_MECHANISMS, probeSmtp, SmtpProbeError, SmtpProbeStage, supportsOAuth2, type SmtpCapabilities } from './smtp-probe';

/** The step an OAuth2 mail test ended on (part 3 §3 "OAuth test response"). */
export enum OAuth2TestStage {
  TokenExchange = 'token_exchange',
  TokenError = 'token_error',
  Profile = 'profile',
  ProfileError = 'profile_error',
  SmtpCapability = 'smtp_capability',
  SmtpError = 'smtp_error',
  NotConfigured = 'not_configured',
  InvalidRequest = 'invalid_request',
}

export interface MailOAuth2TestInput {
  oauth2?: {
    /** The code the provider sent to the redirect address. */
    authorizationCode?: string;
    /** The page's own client; without it, MAIL_OAUTH2_CLIENT_ID/SECRET. */
    clientId?: string;
    clientSecret?: string;
    /** The redirect address of the authorization request; default {PUBLIC_URL}/oauth/callback. */
    redirectUri?: string;
  };
  diagnostics?: {
    /** Log each step (never a code, secret or token) at info level instead of debug. */
    logger?: boolean;
    /** Add the request summary and the SMTP transcript to `data`. */
    debug?: boolean;
    /** Read the signed-in user's profile with the access token (from the exchange, or `accessToken`). */
    fetchProfile?: boolean;
    /** Probe the configured SMTP server's AUTH mechanisms. */
    listAuth?: boolean;
    /** A token from an earlier exchange, for fetchProfile without a new code. */
    accessToken?: string;
  };
}

export interface OAuth2TestCapabilities {
  auth: string[];
  all: string[];
  host: string;
  port: number;
  secure: boolean;
}

export interface OAuth2TestResult {
  stage: OAuth2TestStage;
  /** The provider's HTTP status, or ours: 200 probe done, 400 bad request, 502 no answer, 503 not configured. */
  status: number;
  /** The provider's JSON object, `{ raw: text }` when it answered something else, or ours with a `message`. */
  data: Record<string, unknown>;
  capabilities?: OAuth2TestCapabilities;
}

export const MAIL_OAUTH2_TEST_TIMEOUTS = { providerMs: 10_000, smtpMs: 15_000 };
const HIDDEN = '(received, not shown)';

const result = (stage: OAuth2TestStage, status: number, data: Record<string, unknown>, capabilities?: OAuth2TestCapabilities): OAuth2TestResult =>
  capabilities ? { stage, status, data, capabilities } : { stage, status, data };

/**
 * The admin OAuth2 mail test (part 3 §2.10): trades an authorization code at Mailcow's OAuth2 server
 * for tokens, reads the profile with the token, and lists the SMTP server's AUTH mechanisms (is
 * XOAUTH2/OAUTHBEARER offered?). Steps run in that order, stop at the first failure, and the last
 * one is the answer; every outcome, "not configured" included, is a result, never a thrown error.
 * Codes, client secrets and tokens are never logged.
 */
@Injectable()
export class MailOAuth2TestService {
  private readonly logger = new Logger(MailOAuth2TestService.name);

  constructor(private readonly config: ConfigService<EnvironmentVariables, true>) {}

  async run(input: MailOAuth2TestInput): Promise<OAuth2TestResult> {
    const oauth2 = input.oauth2 ?? {};
    const diagnostics = input.diagnostics ?? {};
    const code = oauth2.authorizationCode?.trim();
    const log = (message: string) => (diagnostics.logger ? this.logger.log(message) : this.logger.debug(message));

    if (!code && !diagnostics.fetchProfile && !diagnostics.listAuth) {
      return result(OAuth2TestStage.InvalidRequest, 400, { message: 'Nothing to test: send oauth2.authorizationCode, diagnostics.fetchProfile or diagnostics.listAuth.' });
    }
    // Checked before any step, so a single-use code is not spent on a test that cannot finish.
    const mailcow = this.config.get('MAILCOW_URL', { infer: true });
    if ((code || diagnostics.fetchProfile) && !mailcow) {
      return result(OAuth2TestStage.NotConfigured, 503, { message: 'Mail OAuth2 (Mailcow) is not configured on this server: set MAILCOW_URL.' });
    }
    if (diagnostics.listAuth && !this.config.get('SMTP_HOST', { infer: true })) {
      return result(OAuth2TestStage.NotConfigured, 503, { message: 'Mail (SMTP) is not configured on this server: set SMTP_HOST.' });
    }
    const base = (mailcow ?? '').replace(/\/+$/, '');

    let outcome: OAuth2TestResult | undefined;
    let accessToken = diagnostics.accessToken?.trim() || undefined;
    if (code) {
      const exchanged = await this.exchange(`${base}/oauth/token`, code, oauth2, diagnostics.debug ?? false);
      outcome = exchanged.outcome;
      log(`OAuth2 mail test: ${outcome.stage}, HTTP ${outcome.status}`);
      if (outcome.stage !== OAuth2TestStage.TokenExchange) return outcome;
      accessToken = exchanged.accessToken ?? accessToken;
    }
    if (diagnostics.fetchProfile) {
      outcome = await this.profile(`${base}/oauth/profile`, accessToken);
      log(`OAuth2 mail test: ${outcome.stage}, HTTP ${outcome.status}`);
      if (outcome.stage !== OAuth2TestStage.Profile) return outcome;
    }
    if (diagnostics.listAuth) {
      outcome = await this.smtpCapabilities(diagnostics.debug ?? false);
      log(`OAuth2 mail test: ${outcome.stage}${outcome.capabilities ? `, AUTH ${outcome.capabilities.auth.join(' ') || 'none'}` : ''}`);
    }
    return outcome as OAuth2TestResult;
  }

  /** token_exchange (the provider's answer, refresh token hidden) or token_error, and the access token for the next step. */
  private async exchange(
    tokenUrl: string,
    code: string,
    oauth2: NonNullable<MailOAuth2TestInput['oauth2']>,
    debug: boolean,
  ): Promise<{ outcome: OAuth2TestResult; accessToken?: string }> {
    const client = this.client(oauth2);
    if (!client) {
      const message = 'No OAuth2 client: send oauth2.clientId and oauth2.clientSecret, or set MAIL_OAUTH2_CLIENT_ID and MAIL_OAUTH2_CLIENT_SECRET on the server.';
      return { outcome: result(OAuth2TestStage.NotConfigured, 503, { message }) };
    }
    const redirectUri = oauth2.redirectUri?.trim() || `${publicBaseUrl(this.config)}/oauth/callback`;
    const request = debug ? { request: { tokenUrl, grant_type: 'authorization_code', client_id: client.clientId, redirect_uri: redirectUri } } : {};
    let answer: OAuth2HttpResult;
    try {
      answer = await exchangeAuthorizationCode({ tokenUrl, code, ...client, redirectUri, timeoutMs: MAIL_OAUTH2_TEST_TIMEOUTS.providerMs });
    } catch (err) {
      return { outcome: result(OAuth2TestStage.TokenError, 502, { message: `The OAuth2 server ${unreachable(err)}.`, ...request }) };
    }
    if (answer.status < 200 || answer.status >= 300) return { outcome: result(OAuth2TestStage.TokenError, answer.status, { ...answer.data, ...request }) };
    const accessToken = tokenOf(answer.data);
    if (!accessToken) {
      const message = `The OAuth2 server answered HTTP ${answer.status} without an access token.`;
      return { outcome: result(OAuth2TestStage.TokenError, 502, { message, response: answer.data, ...request }) };
    }
    return { outcome: result(OAuth2TestStage.TokenExchange, answer.status, { ...hideRefreshToken(answer.data), ...request }), accessToken };
  }

  private async profile(profileUrl: string, accessToken: string | undefined): Promise<OAuth2TestResult> {
    if (!accessToken) {
      return result(OAuth2TestStage.ProfileError, 400, { message: 'No access token to read the profile with: send oauth2.authorizationCode or diagnostics.accessToken.' });
    }
    try {
      const answer = await fetchProfile({ profileUrl, accessToken, timeoutMs: MAIL_OAUTH2_TEST_TIMEOUTS.providerMs });
      const ok = answer.status >= 200 && answer.status < 300;
      return result(ok ? OAuth2TestStage.Profile : OAuth2TestStage.ProfileError, answer.status, answer.data);
    } catch (err) {
      return result(OAuth2TestStage.ProfileError, 502, { message: `The OAuth2 server ${unreachable(err)}.` });
    }
  }

  private async smtpCapabilities(debug: boolean): Promise<OAuth2TestResult> {
    const host = this.config.get('SMTP_HOST', { infer: true }) as string;
    const port = this.config.get('SMTP_PORT', { infer: true });
    const secure = this.config.get('SMTP_SECURE', { infer: true });
    const transcript: string[] = [];
    const onLine = debug ? (direction: 'client' | 'server', line: string) => void (transcript.length < 200 && transcript.push(`${direction === 'client' ? 'C' : 'S'}: ${line}`)) : undefined;
    const extra = () => (debug ? { transcript } : {});
    let caps: SmtpCapabilities;
    try {
      caps = await probeSmtp({ host, port, secure, timeoutMs: MAIL_OAUTH2_TEST_TIMEOUTS.smtpMs, onLine });
    } catch (err) {
      const e = err instanceof SmtpProbeError ? err : new SmtpProbeError(SmtpProbeStage.Connect, String(err));
      return result(OAuth2TestStage.SmtpError, 502, {
        message: `The SMTP server ${host}:${port} could not be probed (${e.stage}): ${e.message}.`,
        stage: e.stage,
        ...(e.code ? { code: e.code } : {}),
        ...extra(),
      });
    }
    const oauth = supportsOAuth2(caps);
    const data = {
      message: oauth
        ? `The SMTP server offers OAuth2 sign-in (${caps.auth.filter((m) => OAUTH2_SASL_MECHANISMS.includes(m)).join(', ')}).`
        : 'The SMTP server does not advertise XOAUTH2 or OAUTHBEARER: OAuth2 must be enabled in the mail server before mail can be sent with a token.',
      oauth2Supported: oauth,
      banner: caps.banner,
      startTls: caps.startTls,
      ...extra(),
    };
    return result(OAuth2TestStage.SmtpCapability, 200, data, { auth: caps.auth, all: caps.all, host: caps.host, port: caps.port, secure: caps.secure });
  }

  /** The page's client when it sends one, else the server's (MAIL_OAUTH2_CLIENT_*). The server's secret never goes with another client id. */
  private client(oauth2: NonNullable<MailOAuth2TestInput['oauth2']>): { clientId: string; clientSecret?: string } | null {
    const envId = this.config.get('MAIL_OAUTH2_CLIENT_ID', { infer: true });
    const envSecret = this.config.get('MAIL_OAUTH2_CLIENT_SECRET', { infer: true });
    const clientId = oauth2.clientId?.trim();
    if (clientId) return { clientId, clientSecret: oauth2.clientSecret || (clientId === envId ? envSecret : undefined) };
    return envId ? { clientId: envId, clientSecret: envSecret } : null;
  }
}

function tokenOf(data: Record<string, unknown>): string | undefined {
  const token = data.access_token;
  return typeof token === 'string' && token ? token : undefined;
}

/** The page needs the access token (for a later profile read); a refresh token would outlive the test, so it stays here. */
function hideRefreshToken(data: Record<string, unknown>): Record<string, unknown> {
  return 'refresh_token' in data ? { ...data, refresh_token: HIDDEN } : data;
}

function unreachable(err: unknown): string {
  if (err instanceof OAuth2ProviderError) return err.kind === 'unreachable' ? 'cannot be reached' : `cannot be used: ${excerpt(err.message, 200)}`;
  return 'cannot be reached';
}
