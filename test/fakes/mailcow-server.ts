import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * Mailcow's API on loopback: GET /api/v1/get/mailbox/{address} with X-API-Key, answering the
 * mailbox object, `{}` for an unknown mailbox, and 401 JSON for a wrong key, as Mailcow does; and
 * aliases (forwarding): GET get/alias/all, POST add/alias, edit/alias, delete/alias, answering
 * `[{type: 'success'|'danger', msg}]` as Mailcow does.
 */
export class FakeMailcow {
  readonly mailboxes = new Map<string, { active: number }>();
  readonly aliases = new Map<number, { id: number; address: string; goto: string; active: number }>();
  private nextAlias = 1;
  private server?: Server;
  url = '';

  constructor(readonly apiKey = 'mailcow-key') {}

  async start(): Promise<void> {
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers['x-api-key'] !== this.apiKey) return json(401, { type: 'error', msg: 'authentication failed' });
    const path = new URL(req.url ?? '/', this.url).pathname;
    if (path.startsWith('/api/v1/') && path.includes('alias')) return this.handleAlias(req, path, json);
    const match = /^\/api\/v1\/get\/mailbox\/(.+)$/.exec(path);
    if (req.method !== 'GET' || !match) return json(404, { type: 'error', msg: 'route not found' });
    const address = decodeURIComponent(match[1]);
    const mailbox = this.mailboxes.get(address);
    if (!mailbox) return json(200, {});
    json(200, { username: address, active: mailbox.active, active_int: mailbox.active, domain: address.split('@')[1], quota: 3072 });
  }

  private handleAlias(req: IncomingMessage, path: string, json: (status: number, body: unknown) => void): void {
    if (req.method === 'GET' && path === '/api/v1/get/alias/all') return json(200, [...this.aliases.values()]);
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || 'null');
      const ok = (msg: string) => json(200, [{ type: 'success', log: [], msg: [msg] }]);
      if (path === '/api/v1/add/alias') {
        if (![...this.aliases.values()].every((a) => a.address !== body.address)) return json(200, [{ type: 'danger', msg: ['alias_invalid', body.address] }]);
        const id = this.nextAlias++;
        this.aliases.set(id, { id, address: body.address, goto: body.goto, active: Number(body.active) });
        return ok('alias_added');
      }
      if (path === '/api/v1/edit/alias') {
        for (const id of body.items) Object.assign(this.aliases.get(id) ?? {}, { goto: body.attr.goto, active: Number(body.attr.active) });
        return ok('alias_modified');
      }
      if (path === '/api/v1/delete/alias') {
        for (const id of body) this.aliases.delete(id);
        return ok('alias_removed');
      }
      json(404, { type: 'error', msg: 'route not found' });
    });
  }
}
