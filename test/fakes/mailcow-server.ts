import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * Mailcow's API on loopback: GET /api/v1/get/mailbox/{address} with X-API-Key, answering the
 * mailbox object, `{}` for an unknown mailbox, and 401 JSON for a wrong key, as Mailcow does.
 */
export class FakeMailcow {
  readonly mailboxes = new Map<string, { active: number }>();
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
    const match = /^\/api\/v1\/get\/mailbox\/(.+)$/.exec(new URL(req.url ?? '/', this.url).pathname);
    if (req.method !== 'GET' || !match) return json(404, { type: 'error', msg: 'route not found' });
    const address = decodeURIComponent(match[1]);
    const mailbox = this.mailboxes.get(address);
    if (!mailbox) return json(200, {});
    json(200, { username: address, active: mailbox.active, active_int: mailbox.active, domain: address.split('@')[1], quota: 3072 });
  }
}
