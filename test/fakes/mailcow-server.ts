import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface FakeMailbox {
  active: number;
  name?: string;
  /** Bytes; 0 = unlimited. Default 3 GiB. */
  quota?: number;
  quotaUsed?: number;
  messages?: number;
  spamAliases?: number;
  /** 'YYYY-MM-DD HH:MM:SS'. */
  created?: string;
  modified?: string | null;
  /** Unix seconds; 0 = never. */
  lastImapLogin?: number;
  /** attributes.passwd_update: unix seconds (set at creation), 'YYYY-MM-DD HH:MM:SS' (changed since) or '0'. */
  passwdUpdate?: number | string;
  tags?: string[];
}

/**
 * Mailcow's API on loopback: GET /api/v1/get/mailbox/{address} with X-API-Key, answering the
 * mailbox details object, `{}` for an unknown mailbox, and 401 JSON for a wrong key, as Mailcow
 * does; aliases (forwarding): GET get/alias/all, POST add/alias, edit/alias, delete/alias,
 * answering `[{type: 'success'|'danger', msg}]` as Mailcow does; and address rewriting: GET
 * get/bcc/all and get/recipient_map/all (`{}` when there are none, as Mailcow answers).
 */
export class FakeMailcow {
  readonly mailboxes = new Map<string, FakeMailbox>();
  /** BCC maps by id; type 'sender' or 'rcpt'. */
  readonly bccMaps = new Map<number, { local_dest: string; bcc_dest: string; active: number; type: string }>();
  /** Recipient maps by id. */
  readonly recipientMaps = new Map<number, { recipient_map_old: string; recipient_map_new: string; active: number }>();
  /** Domain quota (bytes) the max_new_quota of its mailboxes is computed from. */
  domainQuota = 10 * 1024 ** 3;
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
    const stamps = { created: '2024-01-01 00:00:00', modified: null };
    if (req.method === 'GET' && path === '/api/v1/get/bcc/all') {
      const items = [...this.bccMaps].map(([id, b]) => ({ id, ...b, ...stamps, domain: b.local_dest.replace(/^.*@/, '') }));
      return json(200, items.length ? items : {});
    }
    if (req.method === 'GET' && path === '/api/v1/get/recipient_map/all') {
      const items = [...this.recipientMaps].map(([id, r]) => ({ id, ...r, ...stamps }));
      return json(200, items.length ? items : {});
    }
    const match = /^\/api\/v1\/get\/mailbox\/(.+)$/.exec(path);
    if (req.method !== 'GET' || !match) return json(404, { type: 'error', msg: 'route not found' });
    const address = decodeURIComponent(match[1]);
    const mailbox = this.mailboxes.get(address);
    if (!mailbox) return json(200, {});
    json(200, this.details(address, mailbox));
  }

  /** mailbox('get', 'mailbox_details') as the API encodes it (full form, not `reduced`). */
  private details(address: string, m: FakeMailbox): Record<string, unknown> {
    const [localPart, domain] = address.split('@');
    const quota = m.quota ?? 3 * 1024 ** 3;
    const used = m.quotaUsed ?? 0;
    const percent = quota === 0 ? '- ' : Math.round((used / quota) * 100);
    const percentClass = percent === '- ' ? 'info' : percent >= 90 ? 'danger' : percent >= 75 ? 'warning' : 'success';
    return {
      username: address,
      active: m.active,
      active_int: m.active,
      domain,
      name: m.name ?? localPart,
      local_part: localPart,
      quota,
      messages: m.messages ?? 0,
      attributes: {
        force_pw_update: '0', tls_enforce_in: '0', tls_enforce_out: '0', sogo_access: '1', imap_access: '1', pop3_access: '0',
        smtp_access: '1', sieve_access: '1', relayhost: '0', passwd_update: m.passwdUpdate ?? '0', mailbox_format: 'maildir:',
        quarantine_notification: 'hourly', quarantine_category: 'reject',
      },
      custom_attributes: {},
      quota_used: used,
      percent_in_use: percent,
      created: m.created ?? '2024-01-01 00:00:00',
      modified: m.modified ?? null,
      authsource: 'mailcow',
      percent_class: percentClass,
      last_imap_login: m.lastImapLogin ?? 0,
      last_smtp_login: 0,
      last_pop3_login: 0,
      last_sso_login: 0,
      // The domain's quota less what its other mailboxes hold.
      max_new_quota: this.domainQuota - [...this.mailboxes].filter(([a]) => a !== address && a.endsWith(`@${domain}`)).reduce((sum, [, o]) => sum + (o.quota ?? 3 * 1024 ** 3), 0),
      spam_aliases: m.spamAliases ?? 0,
      pushover_active: 0,
      rl: false,
      rl_scope: 'domain',
      is_relayed: 0,
      sender_acl: [],
      // Mailcow leaves `tags` out of a mailbox without tags.
      ...(m.tags?.length ? { tags: m.tags } : {}),
    };
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
