import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** Account properties of a user's profile (Personal settings); unset ones answer ''. */
export interface FakeNextcloudProfile {
  phone: string;
  address: string;
  website: string;
  twitter: string;
  bluesky: string;
  fediverse: string;
  organisation: string;
  role: string;
  headline: string;
  biography: string;
  /** '1' on, '0' off. */
  profile_enabled: string;
  pronouns: string;
}

export interface FakeNextcloudUser {
  email: string;
  displayName: string;
  /** Milliseconds; 0 = never signed in. */
  lastLogin: number;
  /** Seconds (Nextcloud 31+): 0 never, -1 unknown. Defaults to the last login (or 0). */
  firstLogin?: number;
  /** Bytes of the user's files; with `quotaBytes` (default: unlimited). */
  usedBytes?: number;
  quotaBytes?: number;
  language?: string;
  locale?: string;
  /** The notification address chosen among the user's addresses; unset: null. */
  notifyEmail?: string;
  profile?: Partial<FakeNextcloudProfile>;
}

/**
 * Nextcloud's OCS provisioning API on loopback (/ocs/v2.php/cloud/users): Basic auth with an admin
 * app password, the OCS-APIRequest header, and OCS JSON envelopes, as a real server answers. The
 * user data is the full admin view of Nextcloud 31 (set `loginTimestamps` false for an older server,
 * which sends `lastLogin` only).
 */
export class FakeNextcloud {
  readonly users = new Map<string, FakeNextcloudUser>();
  /** Nextcloud 31+ adds firstLoginTimestamp and lastLoginTimestamp (seconds) to the user data. */
  loginTimestamps = true;
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

  /** The admin view of GET /cloud/users/{id} (provisioning_api's getUserData). */
  private userData(id: string, user: FakeNextcloudUser): Record<string, unknown> {
    const lastLoginSeconds = Math.floor(user.lastLogin / 1000);
    const used = user.usedBytes ?? 0;
    const limit = user.quotaBytes;
    // Before the first login the user has no home folder yet: Nextcloud reports only quota and used.
    const quota =
      user.lastLogin === 0 && user.usedBytes === undefined
        ? { quota: limit ?? 'none', used: 0 }
        : limit && limit > 0
          ? { free: limit - used, used, total: limit, relative: Math.round((used / limit) * 10000) / 100, quota: limit }
          : { free: -3, used, total: -3, relative: 0, quota: -3 };
    const profile: FakeNextcloudProfile = {
      phone: '', address: '', website: '', twitter: '', bluesky: '', fediverse: '', organisation: '',
      role: '', headline: '', biography: '', profile_enabled: '1', pronouns: '',
      ...user.profile,
    };
    return {
      enabled: true,
      storageLocation: `/var/www/html/data/${id}`,
      id,
      ...(this.loginTimestamps ? { firstLoginTimestamp: user.firstLogin ?? lastLoginSeconds, lastLoginTimestamp: lastLoginSeconds } : {}),
      lastLogin: user.lastLogin,
      backend: 'Database',
      subadmin: [],
      quota,
      manager: '',
      email: user.email || null,
      additional_mail: [],
      displayname: user.displayName,
      'display-name': user.displayName,
      ...profile,
      groups: [],
      language: user.language ?? 'en',
      locale: user.locale ?? '',
      timezone: '',
      notify_email: user.notifyEmail ?? null,
      backendCapabilities: { setDisplayName: true, setPassword: true },
    };
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
      return user ? this.send(res, 200, 200, this.userData(id, user)) : this.send(res, 404, 404, []);
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
