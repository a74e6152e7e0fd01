import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { EnvironmentVariables } from '../../../config/env.validation';
import { DomainError, DomainErrorCode } from '../../../core/http/domain.error';
import { callServiceJson } from '../service-http';

const SERVICE = 'Identity provider (Keycloak)';
/** What callServiceJson says after "Identity provider (Keycloak)" when Keycloak answers 401 or 403. */
const CLIENT_REFUSED = 'refused our admin client credentials';
const ADMIN_REFUSED = 'refused our admin API token (the admin client\'s service account needs the view-users role of realm-management)';
/** A token is renewed this long before Keycloak says it expires (at most half its lifetime). */
const TOKEN_MARGIN_MS = 30_000;

/** Keycloak's UserRepresentation, the fields the dashboard shows. Keycloak omits unset fields. */
export interface KeycloakUser {
  id: string;
  username: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  enabled: boolean;
  emailVerified: boolean;
  /** Milliseconds since the epoch; absent for some federated users. */
  createdTimestamp?: number;
}

/** Keycloak's UserSessionRepresentation, the fields the dashboard shows. */
export interface KeycloakSession {
  id: string;
  ipAddress: string;
  /** Milliseconds since the epoch. */
  start: number;
  /** Milliseconds since the epoch. */
  lastAccess: number;
  /** Client UUID → clientId of every client the session signed in to. */
  clients: Record<string, string>;
}

interface TokenAnswer {
  access_token?: string;
  expires_in?: number;
  error?: string;
  error_description?: string;
}

interface CachedToken {
  value: string;
  /** Epoch ms after which a new token is requested. */
  renewAt: number;
}

/**
 * Keycloak's Admin REST API (/admin/realms/{realm}/users), authenticated with a confidential
 * client's service account (client-credentials grant; the token is kept until shortly before it
 * expires). Configured by KEYCLOAK_ADMIN_URL (the server base, with `/auth` on Keycloak before 17),
 * KEYCLOAK_REALM, KEYCLOAK_ADMIN_CLIENT_ID, KEYCLOAK_ADMIN_CLIENT_SECRET.
 */
@Injectable()
export class KeycloakAdminClient {
  private token?: CachedToken;
  /** The token request under way, shared by calls that start while it runs. */
  private pending?: Promise<string>;

  constructor(private readonly config: ConfigService<EnvironmentVariables, true>) {}

  get configured(): boolean {
    return Boolean(this.config.get('KEYCLOAK_ADMIN_URL', { infer: true }));
  }

  private settings() {
    const url = this.config.get('KEYCLOAK_ADMIN_URL', { infer: true });
    if (!url) {
      throw new DomainError(DomainErrorCode.ServiceNotConfigured, 'Identity provider admin API (Keycloak) is not configured on this server.');
    }
    return {
      base: url.replace(/\/+$/, ''),
      realm: encodeURIComponent(this.config.get('KEYCLOAK_REALM', { infer: true }) as string),
      clientId: this.config.get('KEYCLOAK_ADMIN_CLIENT_ID', { infer: true }) as string,
      clientSecret: this.config.get('KEYCLOAK_ADMIN_CLIENT_SECRET', { infer: true }) as string,
    };
  }

  /** The user, or null when the realm has no such user. */
  async getUser(id: string): Promise<KeycloakUser | null> {
    const { status, body } = await this.admin<KeycloakUser>(`/users/${encodeURIComponent(id)}`);
    if (status === 404) return null;
    if (status !== 200 || !body || typeof body !== 'object') throw this.unexpected(status, 'the user lookup');
    return toUser(body);
  }

  /** The user's active sessions (none when the realm has no such user). */
  async getUserSessions(id: string): Promise<KeycloakSession[]> {
    const { status, body } = await this.admin<KeycloakSession[]>(`/users/${encodeURIComponent(id)}/sessions`);
    if (status === 404) return [];
    if (status !== 200 || !Array.isArray(body)) throw this.unexpected(status, 'the session list');
    return body.map(toSession);
  }

  /** The id of the user whose username, else whose email address, is exactly `identifier`; null when none. */
  async findUserId(identifier: string): Promise<string | null> {
    const value = identifier.trim();
    if (!value) return null;
    for (const field of ['username', 'email'] as const) {
      const query = new URLSearchParams({ [field]: value, exact: 'true', briefRepresentation: 'true', max: '1' });
      const { status, body } = await this.admin<{ id?: string }[]>(`/users?${query.toString()}`);
      if (status !== 200 || !Array.isArray(body)) throw this.unexpected(status, 'the user search');
      const id = body.find((u) => typeof u?.id === 'string')?.id;
      if (id) return id;
    }
    return null;
  }

  /**
   * One GET under /admin/realms/{realm}. A cached token Keycloak no longer accepts (it restarted,
   * or the session behind the token ended) is dropped and the call made once more with a new one.
   */
  private async admin<T>(path: string): Promise<{ status: number; body: T }> {
    const { base, realm } = this.settings();
    const url = `${base}/admin/realms/${realm}${path}`;
    const reused = this.token !== undefined && this.token.renewAt > Date.now();
    const call = async () => {
      const { res, body } = await callServiceJson<T>(
        SERVICE,
        url,
        { headers: { Authorization: `Bearer ${await this.accessToken()}`, Accept: 'application/json' } },
        { refused: ADMIN_REFUSED },
      );
      return { status: res.status, body };
    };
    try {
      return await call();
    } catch (err) {
      if (!reused || !(err instanceof DomainError) || err.detail !== `${SERVICE} ${ADMIN_REFUSED}.`) throw err;
      this.token = undefined;
      return call();
    }
  }

  private accessToken(): Promise<string> {
    if (this.token && this.token.renewAt > Date.now()) return Promise.resolve(this.token.value);
    this.pending ??= this.requestToken().finally(() => (this.pending = undefined));
    return this.pending;
  }

  private async requestToken(): Promise<string> {
    const { base, realm, clientId, clientSecret } = this.settings();
    const requested = Date.now();
    const { res, body } = await callServiceJson<TokenAnswer>(
      SERVICE,
      `${base}/realms/${realm}/protocol/openid-connect/token`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }).toString(),
      },
      { refused: CLIENT_REFUSED },
    );
    if (!res.ok || typeof body?.access_token !== 'string') {
      const reason = body?.error_description ?? body?.error;
      throw new DomainError(
        DomainErrorCode.ServiceUnavailable,
        `${SERVICE} gave no admin token (HTTP ${res.status}${typeof reason === 'string' ? `: ${reason}` : ''}).`,
      );
    }
    const lifetimeMs = Math.max(0, Number(body.expires_in) || 0) * 1000;
    this.token = { value: body.access_token, renewAt: requested + lifetimeMs - Math.min(TOKEN_MARGIN_MS, lifetimeMs / 2) };
    return body.access_token;
  }

  private unexpected(status: number, what: string): DomainError {
    return new DomainError(DomainErrorCode.ServiceUnavailable, `${SERVICE} answered HTTP ${status} for ${what}.`);
  }
}

function toUser(u: KeycloakUser): KeycloakUser {
  return {
    id: u.id,
    username: u.username,
    ...(u.email === undefined ? {} : { email: u.email }),
    ...(u.firstName === undefined ? {} : { firstName: u.firstName }),
    ...(u.lastName === undefined ? {} : { lastName: u.lastName }),
    enabled: Boolean(u.enabled),
    emailVerified: Boolean(u.emailVerified),
    ...(typeof u.createdTimestamp === 'number' ? { createdTimestamp: u.createdTimestamp } : {}),
  };
}

function toSession(s: KeycloakSession): KeycloakSession {
  return { id: s.id, ipAddress: s.ipAddress, start: s.start, lastAccess: s.lastAccess, clients: s.clients ?? {} };
}
