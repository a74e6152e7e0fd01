import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** Keycloak's UserRepresentation as GET /admin/realms/{realm}/users/{id} returns it (unset fields are left out). */
export interface FakeKeycloakUser {
  id: string;
  username: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  enabled: boolean;
  emailVerified: boolean;
  createdTimestamp: number;
}

/** Keycloak's UserSessionRepresentation (times in milliseconds; clients: client UUID → clientId). */
export interface FakeKeycloakSession {
  id: string;
  ipAddress: string;
  start: number;
  lastAccess: number;
  rememberMe?: boolean;
  clients: Record<string, string>;
}

/**
 * Keycloak on loopback: the token endpoint of one realm (client-credentials grant, client secret in
 * the form or as Basic auth) and the admin API's user, user-sessions and user-search resources,
 * answering with Keycloak's JSON shapes and errors: 401 `unauthorized_client` for bad client
 * credentials, 401 for a missing or unknown bearer token, 404 `User not found`.
 */
export class FakeKeycloakAdmin {
  /** Users by id. */
  readonly users = new Map<string, FakeKeycloakUser>();
  /** Sessions by user id. */
  readonly sessions = new Map<string, FakeKeycloakSession[]>();
  /** Access tokens issued, each with its expiry (epoch ms). */
  readonly tokens = new Map<string, number>();
  /** Token requests received (successful or not). */
  tokenRequests = 0;
  /** Admin API requests received, as `METHOD path?query`. */
  readonly adminRequests: string[] = [];
  /** expires_in of the tokens issued, in seconds (Keycloak's default access token lifespan is 300). */
  tokenLifetimeSeconds = 300;
  private server?: Server;
  url = '';

  constructor(
    readonly realm = 'waypoint',
    readonly clientId = 'waypoint-admin',
    readonly clientSecret = 'admin-client-secret',
  ) {}

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((err: Error) => this.json(res, 500, { error: 'unknown_error', error_description: err.message }));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Forgets every issued token, as a Keycloak restart with in-memory sessions does. */
  revokeTokens(): void {
    this.tokens.clear();
  }

  private json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const realm = encodeURIComponent(this.realm);
    if (url.pathname === `/realms/${realm}/protocol/openid-connect/token`) return this.token(req, res);
    const other = /^\/(?:admin\/)?realms\/([^/]+)\//.exec(url.pathname);
    if (other && other[1] !== realm) return this.json(res, 404, { error: 'Realm does not exist' });
    const prefix = `/admin/realms/${realm}/users`;
    if (!url.pathname.startsWith(prefix)) return this.json(res, 404, { error: 'Unable to find matching target resource method' });
    this.adminRequests.push(`${req.method} ${url.pathname}${url.search}`);

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expires = bearer ? this.tokens.get(bearer) : undefined;
    if (!expires || expires < Date.now()) return this.json(res, 401, { error: 'HTTP 401 Unauthorized' });
    if (req.method !== 'GET') return this.json(res, 405, { error: 'HTTP 405 Method Not Allowed' });

    const rest = url.pathname.slice(prefix.length);
    if (rest === '' || rest === '/') return this.json(res, 200, this.search(url.searchParams));
    const match = /^\/([^/]+)(\/sessions)?$/.exec(rest);
    if (!match) return this.json(res, 404, { error: 'Unable to find matching target resource method' });
    const user = this.users.get(decodeURIComponent(match[1]));
    if (!user) return this.json(res, 404, { error: 'User not found' });
    if (match[2]) {
      const sessions = this.sessions.get(user.id) ?? [];
      return this.json(res, 200, sessions.map((s) => ({ id: s.id, username: user.username, userId: user.id, ipAddress: s.ipAddress, start: s.start, lastAccess: s.lastAccess, rememberMe: s.rememberMe ?? false, clients: s.clients })));
    }
    this.json(res, 200, this.representation(user));
  }

  private async token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.tokenRequests++;
    if (req.method !== 'POST') return this.json(res, 405, { error: 'HTTP 405 Method Not Allowed' });
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const form = new URLSearchParams(raw);
    let id = form.get('client_id');
    let secret = form.get('client_secret');
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (basic) {
      const [u, p] = Buffer.from(basic, 'base64').toString().split(':');
      id = decodeURIComponent(u);
      secret = decodeURIComponent(p ?? '');
    }
    if (id !== this.clientId || secret !== this.clientSecret) {
      return this.json(res, 401, { error: 'unauthorized_client', error_description: 'Invalid client or Invalid client credentials' });
    }
    if (form.get('grant_type') !== 'client_credentials') {
      return this.json(res, 400, { error: 'unsupported_grant_type', error_description: 'Unsupported grant_type' });
    }
    const token = `eyJ.${randomBytes(16).toString('base64url')}.sig`;
    this.tokens.set(token, Date.now() + this.tokenLifetimeSeconds * 1000);
    this.json(res, 200, {
      access_token: token,
      expires_in: this.tokenLifetimeSeconds,
      refresh_expires_in: 0,
      token_type: 'Bearer',
      'not-before-policy': 0,
      scope: 'profile email',
    });
  }

  /** GET users?username=|email=[&exact=true]: exact matches are case-insensitive, others substring. */
  private search(q: URLSearchParams): unknown[] {
    const exact = q.get('exact') === 'true';
    const matches = (value: string | undefined, wanted: string | null) => {
      if (wanted === null) return true;
      const v = (value ?? '').toLowerCase();
      return exact ? v === wanted.toLowerCase() : v.includes(wanted.toLowerCase());
    };
    const found = [...this.users.values()].filter((u) => matches(u.username, q.get('username')) && matches(u.email, q.get('email')));
    const max = Number(q.get('max') ?? 100);
    return found.slice(0, max).map((u) => this.representation(u));
  }

  private representation(u: FakeKeycloakUser): Record<string, unknown> {
    return {
      id: u.id,
      createdTimestamp: u.createdTimestamp,
      username: u.username,
      enabled: u.enabled,
      totp: false,
      emailVerified: u.emailVerified,
      ...(u.firstName === undefined ? {} : { firstName: u.firstName }),
      ...(u.lastName === undefined ? {} : { lastName: u.lastName }),
      ...(u.email === undefined ? {} : { email: u.email }),
      disableableCredentialTypes: [],
      requiredActions: [],
      notBefore: 0,
      access: { manageGroupMembership: true, view: true, mapRoles: true, impersonate: false, manage: true },
    };
  }
}
