import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Mailcow's OAuth2 server (bshaffer/oauth2-server-php) on loopback, for the OAuth2 mail test:
 *
 *   POST /oauth/token    form grant_type=authorization_code, code, client_id, client_secret,
 *                        redirect_uri → 200 {access_token, expires_in, token_type, scope,
 *                        refresh_token}; 400 {error: invalid_client | invalid_grant |
 *                        unsupported_grant_type | invalid_request, error_description} as Mailcow.
 *                        Codes are single-use and bound to the redirect_uri they were issued for.
 *   GET  /oauth/profile  Authorization: Bearer → 200 {success, username, id, identifier, email,
 *                        full_name, displayName, created, modified, active}; 401 {error:
 *                        invalid_token} with WWW-Authenticate otherwise.
 *
 * `misbehave` makes both routes answer a 502 HTML page (a reverse proxy in front of a stopped
 * Mailcow) or hold the request forever. Every request is kept in `requests` (form fields and the
 * Authorization header as received). `close()` destroys open sockets so it returns at once.
 */
export interface OAuthProviderRequest {
  method: string;
  path: string;
  contentType: string;
  authorization?: string;
  form: Record<string, string>;
}

export type OAuthProviderMisbehaviour = 'html-502' | 'hang';

export class FakeOAuthProvider {
  readonly requests: OAuthProviderRequest[] = [];
  misbehave: OAuthProviderMisbehaviour | null = null;
  url = '';
  private readonly codes = new Map<string, { redirectUri: string; username: string }>();
  private readonly tokens = new Map<string, string>();
  private readonly sockets = new Set<Socket>();
  private server?: Server;

  constructor(
    readonly client = { id: 'waypoint-mail', secret: 'mail-client-secret' },
    readonly users: Record<string, { email: string; fullName: string }> = { sysadmin: { email: 'sysadmin@mail.example.org', fullName: 'System Admin' } },
  ) {}

  async start(): Promise<void> {
    this.server = createServer((req, res) => this.handle(req, res));
    this.server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
  }

  /** An authorization code, as the authorize endpoint would have sent to `redirectUri`. */
  issueCode(redirectUri: string, username = 'sysadmin'): string {
    const code = randomBytes(20).toString('hex');
    this.codes.set(code, { redirectUri, username });
    return code;
  }

  /** An access token for `username`, as a previous exchange would have given. */
  issueToken(username = 'sysadmin'): string {
    const token = randomBytes(20).toString('hex');
    this.tokens.set(token, username);
    return token;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (!this.server) return resolve();
      this.server.close(() => resolve());
      for (const socket of this.sockets) socket.destroy();
    });
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const contentType = String(req.headers['content-type'] ?? '');
      const form = contentType.startsWith('application/x-www-form-urlencoded') ? Object.fromEntries(new URLSearchParams(raw)) : {};
      this.requests.push({ method: req.method ?? '', path, contentType, authorization: req.headers.authorization, form });
      if (this.misbehave === 'hang') return;
      if (this.misbehave === 'html-502') {
        res.writeHead(502, { 'Content-Type': 'text/html' });
        return void res.end('<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>');
      }
      if (req.method === 'POST' && path === '/oauth/token') return this.token(form, res);
      if (req.method === 'GET' && path === '/oauth/profile') return this.profile(req.headers.authorization, res);
      json(res, 404, { error: 'not_found' });
    });
  }

  private token(form: Record<string, string>, res: ServerResponse): void {
    if (form.grant_type !== 'authorization_code') {
      return json(res, 400, { error: 'unsupported_grant_type', error_description: `Grant type "${form.grant_type ?? ''}" not supported` });
    }
    if (form.client_id !== this.client.id || form.client_secret !== this.client.secret) {
      return json(res, 400, { error: 'invalid_client', error_description: 'The client credentials are invalid' });
    }
    if (!form.code) return json(res, 400, { error: 'invalid_request', error_description: 'Missing parameter: "code" is required' });
    const issued = this.codes.get(form.code);
    if (!issued) return json(res, 400, { error: 'invalid_grant', error_description: "Authorization code doesn't exist or is invalid for the client" });
    if (issued.redirectUri !== form.redirect_uri) return json(res, 400, { error: 'redirect_uri_mismatch', error_description: 'The redirect URI is missing or do not match' });
    this.codes.delete(form.code);
    const accessToken = this.issueToken(issued.username);
    json(res, 200, { access_token: accessToken, expires_in: 3600, token_type: 'Bearer', scope: 'profile', refresh_token: randomBytes(20).toString('hex') });
  }

  private profile(authorization: string | undefined, res: ServerResponse): void {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    const username = token ? this.tokens.get(token) : undefined;
    const user = username ? this.users[username] : undefined;
    if (!username || !user) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="Service", error="invalid_token", error_description="The access token provided is invalid"');
      return json(res, 401, { error: 'invalid_token', error_description: 'The access token provided is invalid' });
    }
    json(res, 200, {
      success: true,
      username: user.email,
      id: user.email,
      identifier: user.email,
      email: user.email,
      full_name: user.fullName,
      displayName: user.fullName,
      created: '2024-01-01 00:00:00',
      modified: null,
      active: 1,
    });
  }
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}
