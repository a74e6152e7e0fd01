import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * Nextcloud's OCS provisioning API on loopback (/ocs/v2.php/cloud/users): Basic auth with an admin
 * app password, the OCS-APIRequest header, and OCS JSON envelopes, as a real server answers.
 */
export class FakeNextcloud {
  readonly users = new Map<string, { email: string; displayName: string; lastLogin: number }>();
  private server?: Server;
  url = '';

  constructor(
    readonly adminUser = 'admin',
    readonly adminPassword = 'app-password',
  ) {}

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private send(res: ServerResponse, http: number, statuscode: number, data: unknown = []): void {
    res.writeHead(http, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ ocs: { meta: { status: statuscode < 300 ? 'ok' : 'failure', statuscode, message: 'OK' }, data } }));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const expected = `Basic ${Buffer.from(`${this.adminUser}:${this.adminPassword}`).toString('base64')}`;
    if (req.headers['ocs-apirequest'] !== 'true') return this.send(res, 401, 997);
    if (req.headers.authorization !== expected) return this.send(res, 401, 997);
    if (url.searchParams.get('format') !== 'json') {
      res.writeHead(200, { 'Content-Type': 'text/xml' });
      return void res.end('<ocs/>');
    }
    const match = /^\/ocs\/v2\.php\/cloud\/users(?:\/([^/]+))?$/.exec(url.pathname);
    if (!match) return this.send(res, 404, 998);
    if (req.method === 'GET' && match[1]) {
      const id = decodeURIComponent(match[1]);
      const user = this.users.get(id);
      return user ? this.send(res, 200, 200, { id, email: user.email, displayname: user.displayName, lastLogin: user.lastLogin, enabled: true }) : this.send(res, 404, 404);
    }
    if (req.method === 'GET' && !match[1]) {
      const term = (url.searchParams.get('search') ?? '').toLowerCase();
      const matches = ([id, u]: [string, { email: string; displayName: string }]) =>
        !term || [id, u.email, u.displayName].some((v) => v.toLowerCase().includes(term));
      const users = [...this.users].filter(matches).map(([id]) => id).slice(0, Number(url.searchParams.get('limit') ?? 1000));
      return this.send(res, 200, 200, { users });
    }
    if (req.method === 'POST' && !match[1]) {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const form = new URLSearchParams(raw);
      const id = form.get('userid') ?? '';
      if (!id) return this.send(res, 400, 101);
      if (this.users.has(id)) return this.send(res, 400, 102);
      this.users.set(id, { email: form.get('email') ?? '', displayName: form.get('displayName') ?? id, lastLogin: 0 });
      return this.send(res, 200, 200, { id });
    }
    this.send(res, 405, 998);
  }
}
