import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A small OpenID provider on loopback speaking Keycloak's wire format: discovery document,
 * authorization endpoint (code flow), token endpoint (client_secret_post or basic), userinfo and
 * end_session. Tests pick the user with `test_user` on the authorization request, standing in for
 * the login form.
 */
export const FAKE_CLIENT_ID = 'waypoint-test';
export const FAKE_CLIENT_SECRET = 'fake-client-secret';

export interface FakeUser {
  sub: string;
  preferred_username: string;
  given_name: string;
  family_name: string;
  email: string;
}

export const fakeUser = (username: string): FakeUser => ({
  sub: `sub-${username}`,
  preferred_username: username,
  given_name: username[0].toUpperCase() + username.slice(1),
  family_name: 'Tester',
  email: `${username}@example.test`,
});

const b64url = (v: string | Buffer) => Buffer.from(v).toString('base64url');

export class FakeOidcProvider {
  private server?: Server;
  private readonly codes = new Map<string, { user: FakeUser; nonce?: string; redirectUri: string }>();
  private readonly tokens = new Map<string, FakeUser>();
  issuer = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((err: Error) => {
        res.statusCode = 500;
        res.end(err.message);
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as { port: number };
    this.issuer = `http://127.0.0.1:${port}/realms/waypoint`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private async body(req: IncomingMessage): Promise<URLSearchParams> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    return new URLSearchParams(raw);
  }

  private idToken(user: FakeUser, nonce?: string): string {
    const now = Math.floor(Date.now() / 1000);
    const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const claims = b64url(JSON.stringify({ iss: this.issuer, aud: FAKE_CLIENT_ID, sub: user.sub, iat: now, exp: now + 300, nonce, preferred_username: user.preferred_username }));
    const signature = createHmac('sha256', FAKE_CLIENT_SECRET).update(`${header}.${claims}`).digest('base64url');
    return `${header}.${claims}.${signature}`;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.issuer);
    const base = new URL(this.issuer).pathname;
    const path = url.pathname.slice(base.length);
    if (path === '/.well-known/openid-configuration') {
      return this.json(res, 200, {
        issuer: this.issuer,
        authorization_endpoint: `${this.issuer}/protocol/openid-connect/auth`,
        token_endpoint: `${this.issuer}/protocol/openid-connect/token`,
        userinfo_endpoint: `${this.issuer}/protocol/openid-connect/userinfo`,
        end_session_endpoint: `${this.issuer}/protocol/openid-connect/logout`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['HS256'],
      });
    }
    if (path === '/protocol/openid-connect/auth') {
      const q = url.searchParams;
      if (q.get('client_id') !== FAKE_CLIENT_ID || q.get('response_type') !== 'code') return this.json(res, 400, { error: 'invalid_request' });
      const username = q.get('test_user');
      if (!username) return this.json(res, 400, { error: 'login_required' });
      const code = b64url(randomBytes(16));
      const redirectUri = q.get('redirect_uri') ?? '';
      this.codes.set(code, { user: fakeUser(username), nonce: q.get('nonce') ?? undefined, redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      res.writeHead(302, { Location: back.toString() });
      return void res.end();
    }
    if (path === '/protocol/openid-connect/token' && req.method === 'POST') {
      const form = await this.body(req);
      const basic = req.headers.authorization?.startsWith('Basic ')
        ? Buffer.from(req.headers.authorization.slice(6), 'base64').toString().split(':').map(decodeURIComponent)
        : [form.get('client_id'), form.get('client_secret')];
      if (basic[0] !== FAKE_CLIENT_ID || basic[1] !== FAKE_CLIENT_SECRET) return this.json(res, 401, { error: 'invalid_client' });
      const grant = this.codes.get(form.get('code') ?? '');
      this.codes.delete(form.get('code') ?? '');
      if (!grant || grant.redirectUri !== form.get('redirect_uri')) return this.json(res, 400, { error: 'invalid_grant' });
      const accessToken = b64url(randomBytes(24));
      this.tokens.set(accessToken, grant.user);
      return this.json(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 300, id_token: this.idToken(grant.user, grant.nonce) });
    }
    if (path === '/protocol/openid-connect/userinfo') {
      const user = this.tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      return user ? this.json(res, 200, user) : this.json(res, 401, { error: 'invalid_token' });
    }
    this.json(res, 404, { error: 'not_found' });
  }
}
