import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, createTestAppWithEnv, resetDatabase } from './create-app';
import { FakeKeycloakAdmin } from './fakes/keycloak-admin-server';
import { FakeMailcow } from './fakes/mailcow-server';
import { FakeNextcloud } from './fakes/nextcloud-server';
import { signIn } from './sign-in';

type Agent = Awaited<ReturnType<typeof signIn>>;

describe('administration', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let admin: Agent;
  let member: Agent;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
    await resetDatabase(app);
    admin = await signIn(app, 'sysadmin');
    member = await signIn(app, 'member');
  });
  afterAll(() => app.close());

  const userId = async (username: string) =>
    ((await db.query(`SELECT id FROM users WHERE username = $1`, [username])) as { id: string }[])[0].id;

  describe('access', () => {
    // Rows of one length: jest hands a shorter row a `done` callback in place of the missing value.
    const adminCalls: [string, string, object | null][] = [
      ['get', '/api/system-stats', null],
      ['get', '/api/system/overview', null],
      ['get', '/api/users', null],
      ['get', '/api/telemetry/analytics', null],
      ['post', '/api/admin/user-info', { identifier: 'member' }],
      ['get', '/api/emails/oauth2-config', null],
      ['post', '/api/emails/test-oauth2', { diagnostics: { listAuth: true } }],
      ['get', '/admin/queues', null],
      ['get', '/admin/queues/api/queues', null],
    ];

    it.each(adminCalls)('a member is refused %s %s with 403, a visitor with 401', async (method, path, body) => {
      const call = (agent: Agent | request.Agent) => (method === 'get' ? agent.get(path) : agent.post(path).send(body ?? {}));
      const denied = await call(member).expect(403);
      expect(denied.body.detail).toMatch(/administrator|admin/i);
      await call(request.agent(app.getHttpServer())).expect(401);
    });
  });

  describe('system stats and status', () => {
    it('reads the host: CPU, memory, disk and network in the spec shape', async () => {
      const { body } = await admin.get('/api/system-stats').expect(200);
      expect(body).toEqual({
        cpu: expect.any(Number),
        memory: { used: expect.any(Number), total: expect.any(Number), percentage: expect.any(Number) },
        disk: { used: expect.any(Number), total: expect.any(Number), percentage: expect.any(Number) },
        network: { rxMBps: expect.any(Number), txMBps: expect.any(Number), interfaces: expect.any(Array), uptime: expect.any(Number) },
        processUptime: expect.any(Number),
        sampledAt: expect.any(String),
      });
      expect(body.memory.total).toBeGreaterThan(0);
      expect(body.memory.percentage).toBeGreaterThan(0);
      expect(body.memory.percentage).toBeLessThanOrEqual(100);
      expect(body.disk.total).toBeGreaterThan(0);
      expect(body.network.uptime).toBeGreaterThan(0);
    });

    it('counts users, members active within 7 days, events kept, and lists the newest events', async () => {
      await db.query(`INSERT INTO users (username, keycloak_id, last_login) VALUES ('dormant', 'sub-dormant', now() - interval '30 days')`);
      await db.query(`INSERT INTO telemetry_events (event_type, user_id) VALUES ('resume_upload', $1)`, [await userId('member')]);
      const { body } = await admin.get('/api/system/overview').expect(200);
      expect(body.total_users).toBe(3);
      expect(body.active_users).toBe(2);
      expect(body.system_events).toBeGreaterThanOrEqual(1);
      expect(body.uptime_seconds).toBeGreaterThanOrEqual(0);
      expect(body.recent_activity[0]).toEqual({ at: expect.any(String), event_type: 'resume_upload', username: 'member' });
      expect(body.security).toEqual({ failed_sign_ins_24h: expect.any(Number), throttled_sign_ins_24h: expect.any(Number) });
    });
  });

  describe('users', () => {
    beforeAll(async () => {
      const rows = Array.from({ length: 23 }, (_, i) => {
        const n = String(i).padStart(2, '0');
        return `('user${n}', 'sub-user${n}', 'First${n}', 'Last${n}', 'user${n}@example.test', ${i % 3 === 0 ? "'Nurse'" : "'Data Analyst'"}, ${i % 2 ? "'Lyon'" : 'NULL'}, now() - interval '${i} hours')`;
      });
      await db.query(`INSERT INTO users (username, keycloak_id, first_name, last_name, email, title, location, created_at) VALUES ${rows.join(', ')}`);
    });

    it('pages newest first with the total', async () => {
      const first = (await admin.get('/api/users').expect(200)).body;
      expect(first.total).toBeGreaterThanOrEqual(26);
      expect(first.items).toHaveLength(10);
      const created = first.items.map((u: { created_at: string }) => u.created_at);
      expect([...created].sort().reverse()).toEqual(created);
      const second = (await admin.get('/api/users?limit=10&offset=10').expect(200)).body;
      const ids = new Set(first.items.map((u: { id: string }) => u.id));
      expect(second.items.every((u: { id: string }) => !ids.has(u.id))).toBe(true);
    });

    it('searches username, email, name, title and location, case-insensitively', async () => {
      const title = (await admin.get('/api/users?q=NURSE&limit=50').expect(200)).body;
      expect(title.total).toBe(8);
      expect(title.items.every((u: { title: string }) => u.title === 'Nurse')).toBe(true);
      expect((await admin.get('/api/users?q=lyon&limit=50').expect(200)).body.total).toBe(11);
      expect((await admin.get('/api/users?q=first07 last07').expect(200)).body.items.map((u: { username: string }) => u.username)).toEqual(['user07']);
      expect((await admin.get('/api/users?q=user05@EXAMPLE').expect(200)).body.total).toBe(1);
      // LIKE wildcards are literal text.
      expect((await admin.get('/api/users?q=%25').expect(200)).body.total).toBe(0);
      expect((await admin.get('/api/users?q=nobody-matches').expect(200)).body).toEqual({ items: [], total: 0, limit: 10, offset: 0 });
    });

    it('sorts text as lowercase text with empty values last, and dates as times', async () => {
      const byLocation = (await admin.get('/api/users?sort=location&dir=asc&limit=50&q=user').expect(200)).body.items;
      expect(byLocation[0].location).toBe('Lyon');
      expect(byLocation[byLocation.length - 1].location).toBeNull();
      const byName = (await admin.get('/api/users?sort=name&dir=desc&limit=3&q=user').expect(200)).body.items;
      expect(byName.map((u: { name: string }) => u.name)).toEqual(['First22 Last22', 'First21 Last21', 'First20 Last20']);
      const oldest = (await admin.get('/api/users?sort=created_at&dir=asc&limit=1&q=user').expect(200)).body.items[0];
      expect(oldest.username).toBe('user22');
    });

    it('answers 400 naming the field for a bad sort, direction, size or offset', async () => {
      expect((await admin.get('/api/users?sort=password').expect(400)).body.detail).toMatch(/sort must be one of/);
      expect((await admin.get('/api/users?dir=up').expect(400)).body.detail).toMatch(/dir must be asc or desc/);
      expect((await admin.get('/api/users?limit=500').expect(400)).body.detail).toMatch(/limit must be/);
      expect((await admin.get('/api/users?offset=-1').expect(400)).body.detail).toMatch(/offset must be/);
      expect((await admin.get(`/api/users?q=${'x'.repeat(101)}`).expect(400)).body.detail).toMatch(/q must be/);
    });

    it('answers each user as the spec’s user record (part 3 §3)', async () => {
      await db.query(`UPDATE users SET avatar = '/api/profile/avatar?v=1' WHERE username = 'user07'`);
      const [item] = (await admin.get('/api/users?q=user07@').expect(200)).body.items;
      expect(item).toEqual({
        id: await userId('user07'),
        username: 'user07',
        email: 'user07@example.test',
        name: 'First07 Last07',
        first_name: 'First07',
        last_name: 'Last07',
        title: 'Data Analyst',
        location: 'Lyon',
        avatar: '/api/profile/avatar?v=1',
        created_at: expect.any(String),
        last_login: null,
      });
    });

    it('finds a user by their id or identity-provider id', async () => {
      const id = await userId('user11');
      const byId = (await admin.get(`/api/users?q=${id}`).expect(200)).body;
      expect(byId.total).toBe(1);
      expect(byId.items[0].username).toBe('user11');
      expect((await admin.get(`/api/users?q=${id.toUpperCase()}`).expect(200)).body.items.map((u: { id: string }) => u.id)).toEqual([id]);
      const sub = '3f2c9a4e-8b1d-4c7a-9e5f-0a1b2c3d4e5f';
      await db.query(`INSERT INTO users (username, keycloak_id, email) VALUES ('kc-user', $1, 'kc@example.test')`, [sub]);
      expect((await admin.get(`/api/users?q=${sub}`).expect(200)).body.items.map((u: { username: string }) => u.username)).toEqual(['kc-user']);
      // A UUID nobody has finds nobody.
      expect((await admin.get('/api/users?q=00000000-0000-4000-8000-000000000000').expect(200)).body.total).toBe(0);
    });

    it('sorts a user without a name by the username the screen shows in its place', async () => {
      await db.query(`INSERT INTO users (username, keycloak_id, email) VALUES ('aardvark-user', 'sub-aardvark', 'aa@example.test')`);
      const asc = (await admin.get('/api/users?sort=name&dir=asc&limit=2&q=user').expect(200)).body.items;
      expect(asc.map((u: { name: string }) => u.name)).toEqual(['aardvark-user', 'First00 Last00']);
      const desc = (await admin.get('/api/users?sort=name&dir=desc&limit=50&q=user').expect(200)).body.items;
      expect(desc.at(-1).name).toBe('aardvark-user');
      expect(desc[0].name).toBe('kc-user');
    });
  });

  describe('telemetry analytics', () => {
    beforeAll(async () => {
      await db.query(`TRUNCATE telemetry_events, telemetry_hourly, telemetry_daily_users`);
      const memberId = await userId('member');
      const adminId = await userId('sysadmin');
      // 3 days ago: 5 uploads by the member; 2 hours ago: 3 logins by the admin and 1 by the member; 10 days ago: 4 exports.
      await db.query(
        `INSERT INTO telemetry_events (event_type, user_id, created_at)
         SELECT 'resume_upload', $1::uuid, now() - interval '3 days' FROM generate_series(1, 5)
         UNION ALL SELECT 'login', $2::uuid, now() - interval '2 hours' FROM generate_series(1, 3)
         UNION ALL SELECT 'login', $1::uuid, now() - interval '2 hours'
         UNION ALL SELECT 'resume_export', NULL, now() - interval '10 days' FROM generate_series(1, 4)`,
        [memberId, adminId],
      );
    });

    it('totals, types with percentages, buckets and top members for the last 7 days', async () => {
      const { body } = await admin.get('/api/telemetry/analytics?period=7d&groupBy=day').expect(200);
      expect(body.retention_metrics).toEqual({ total_events: 9, avg_daily_events: 1.3, retention_days: 90 });
      expect(body.event_types).toEqual([
        { event_type: 'resume_upload', count: 5, percentage: 55.6 },
        { event_type: 'login', count: 4, percentage: 44.4 },
      ]);
      expect(body.event_counts.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(9);
      expect(body.event_counts.length).toBeGreaterThanOrEqual(7);
      expect(body.user_activity.map((u: { username: string; event_count: number }) => [u.username, u.event_count])).toEqual([
        ['member', 6],
        ['sysadmin', 3],
      ]);
      const busiest = body.temporal_patterns.reduce((a: { avg_events: number }, b: { avg_events: number }) => (b.avg_events > a.avg_events ? b : a));
      expect(busiest.avg_events).toBeGreaterThan(0);
      expect(body.temporal_patterns.every((p: { day: number; hour: number }) => p.day >= 0 && p.day <= 6 && p.hour >= 0 && p.hour <= 23)).toBe(true);
      expect(body.available_event_types).toEqual(['login', 'resume_export', 'resume_upload']);
    });

    it('narrows to the period and to one event type', async () => {
      const day = (await admin.get('/api/telemetry/analytics?period=24h').expect(200)).body;
      expect(day.retention_metrics.total_events).toBe(4);
      expect(day.event_counts).toHaveLength(25);
      expect(day.user_activity.map((u: { username: string }) => u.username)).toEqual(['sysadmin', 'member']);
      const month = (await admin.get('/api/telemetry/analytics?period=30d&eventType=resume_export&groupBy=week').expect(200)).body;
      expect(month.retention_metrics.total_events).toBe(4);
      expect(month.event_types).toEqual([{ event_type: 'resume_export', count: 4, percentage: 100 }]);
      expect(month.user_activity).toEqual([]);
      const hour = (await admin.get('/api/telemetry/analytics?period=1h').expect(200)).body;
      expect(hour.retention_metrics.total_events).toBe(0);
    });

    it('counts buckets and hours in the requested time zone', async () => {
      const { body } = await admin.get('/api/telemetry/analytics?period=7d&groupBy=day&tz=Asia/Tokyo').expect(200);
      // Days start at midnight Tokyo time (15:00 UTC).
      expect(new Date(body.event_counts[1].timestamp).getUTCHours()).toBe(15);
    });

    it('answers 400 for an unknown period, grouping, time zone or event type', async () => {
      expect((await admin.get('/api/telemetry/analytics?period=2y').expect(400)).body.detail).toMatch(/period must be one of 1h, 24h, 7d, 30d/);
      expect((await admin.get('/api/telemetry/analytics?groupBy=month').expect(400)).body.detail).toMatch(/groupBy/);
      expect((await admin.get('/api/telemetry/analytics?tz=Mars/Olympus').expect(400)).body.detail).toMatch(/tz must be an IANA time zone/);
      expect((await admin.get("/api/telemetry/analytics?eventType=x' OR 1=1").expect(400)).body.detail).toMatch(/eventType/);
    });

    it('keeps the rollups in step with every insert, in bulk too', async () => {
      const [{ n }] = await db.query(`SELECT sum(events)::int AS n FROM telemetry_hourly`);
      const [{ raw }] = await db.query(`SELECT count(*)::int AS raw FROM telemetry_events`);
      expect(n).toBe(raw);
      const [{ users }] = await db.query(`SELECT sum(events)::int AS users FROM telemetry_daily_users`);
      const [{ owned }] = await db.query(`SELECT count(*)::int AS owned FROM telemetry_events WHERE user_id IS NOT NULL`);
      expect(users).toBe(owned);
    });
  });

  describe('queue monitoring', () => {
    it('serves Bull Board to the admin with every queue', async () => {
      const page = await admin.get('/admin/queues').expect(200);
      expect(page.text).toContain('<div id="root">');
      const { body } = await admin.get('/admin/queues/api/queues').expect(200);
      expect(body.queues.map((q: { name: string }) => q.name).sort()).toEqual(['ai', 'collect', 'crawl', 'mail', 'system']);
    });

    it('exports completed and failed totals per queue in /api/metrics', async () => {
      await admin.post('/api/system/heartbeats').send({ wait: true }).expect(200);
      const metrics = await admin.get('/api/metrics').expect(200);
      expect(metrics.text).toMatch(/waypoint_queue_jobs_total\{queue="system",outcome="completed"\} [1-9]/);
      expect(metrics.text).toMatch(/waypoint_queue_jobs_total\{queue="ai",outcome="failed"\} \d+/);
      expect(metrics.text).toMatch(/waypoint_queue_jobs\{queue="system",state="waiting"\} \d+/);
    });
  });

  describe('user information without the providers configured', () => {
    it('shows our record and says, per provider, that it is not configured', async () => {
      const { body } = await admin.post('/api/admin/user-info').send({ identifier: '  Member  ' }).expect(200);
      expect(body.account).toMatchObject({ username: 'member', personal_email: 'member@example.test', email: null });
      expect(body.keycloak).toEqual({ success: false, error: expect.stringMatching(/not configured/), data: null });
      expect(body.nextcloud).toEqual({ success: false, error: expect.stringMatching(/not configured/), data: null });
      expect(body.mailcow).toEqual({ success: false, error: expect.stringMatching(/not configured/), mailbox: null, bccMap: [], recipientMap: [] });
    });

    it('answers 404 for no match and 400 for a blank identifier', async () => {
      expect((await admin.post('/api/admin/user-info').send({ identifier: 'ghost' }).expect(404)).body.detail).toBe('No user matches "ghost".');
      expect((await admin.post('/api/admin/user-info').send({ identifier: '' }).expect(400)).body.detail).toMatch(/identifier/);
      await admin.post('/api/admin/user-info').send({}).expect(400);
    });
  });
});

describe('user information from Keycloak, Nextcloud and Mailcow on loopback', () => {
  const keycloak = new FakeKeycloakAdmin();
  const cloud = new FakeNextcloud();
  const mail = new FakeMailcow();
  let app: NestExpressApplication;
  let isolatedDb: DataSource;

  beforeAll(async () => {
    await Promise.all([keycloak.start(), cloud.start(), mail.start()]);
    app = await createTestAppWithEnv(
      {
      KEYCLOAK_ADMIN_URL: keycloak.url,
      KEYCLOAK_REALM: keycloak.realm,
      KEYCLOAK_ADMIN_CLIENT_ID: keycloak.clientId,
      KEYCLOAK_ADMIN_CLIENT_SECRET: keycloak.clientSecret,
      NEXTCLOUD_URL: cloud.url,
      NEXTCLOUD_ADMIN_USER: 'admin',
      NEXTCLOUD_ADMIN_PASSWORD: 'app-password',
      MAILCOW_URL: mail.url,
      MAILCOW_API_KEY: mail.apiKey,
      MAIL_DOMAIN: 'mail.example.test',
      },
      async (isolated) => {
        const typeorm = await import('typeorm');
        isolatedDb = isolated.get(typeorm.DataSource);
      },
    );
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([keycloak.stop(), cloud.stop(), mail.stop()]);
  });

  it('fills all four blocks for a member found by e-mail, and each provider reports its own failure', async () => {
    const admin = await signIn(app, 'sysadmin');
    await signIn(app, 'member');
    const [{ keycloak_id: sub, id }] = await isolatedDb.query(`SELECT id, keycloak_id FROM users WHERE username = 'member'`);
    const now = Date.now();
    keycloak.users.set(sub, {
      id: sub,
      username: 'member',
      email: 'member@example.test',
      firstName: 'Member',
      lastName: 'Tester',
      enabled: true,
      emailVerified: true,
      createdTimestamp: now - 86_400_000,
    });
    keycloak.sessions.set(sub, [{ id: 'a1b2c3d4-e5f6-4711-8000-000000000001', ipAddress: '10.0.0.7', start: now - 60_000, lastAccess: now, clients: { c1: 'waypoint' } }]);
    cloud.users.set('member', { email: 'member@example.test', displayName: 'Member Tester', lastLogin: now - 3_600_000, usedBytes: 512 * 1024 ** 2, quotaBytes: 1024 ** 3 });
    mail.mailboxes.set('member@mail.example.test', { active: 1, name: 'Member Tester', quota: 3 * 1024 ** 3, quotaUsed: 1024 ** 3, messages: 42, tags: ['member'] });
    mail.bccMaps.set(1, { local_dest: 'member@mail.example.test', bcc_dest: 'archive@mail.example.test', active: 1, type: 'sender' });
    mail.bccMaps.set(2, { local_dest: 'someone@mail.example.test', bcc_dest: 'archive@mail.example.test', active: 1, type: 'sender' });
    mail.recipientMaps.set(1, { recipient_map_old: 'member@mail.example.test', recipient_map_new: 'member.tester@example.test', active: 1 });

    const { body } = await admin.post('/api/admin/user-info').send({ identifier: 'MEMBER@example.test' }).expect(200);
    expect(body.account).toMatchObject({ id, username: 'member', email: 'member@mail.example.test', keycloak_id: sub });
    expect(body.keycloak.success).toBe(true);
    expect(body.keycloak.data).toMatchObject({ id: sub, enabled: true, emailVerified: true, createdTimestamp: now - 86_400_000 });
    expect(body.keycloak.data.sessions).toEqual([
      { id: 'a1b2c3d4-e5f6-4711-8000-000000000001', ipAddress: '10.0.0.7', start: now - 60_000, lastAccess: now, clients: { c1: 'waypoint' } },
    ]);
    expect(body.nextcloud.success).toBe(true);
    expect(body.nextcloud.data).toMatchObject({ uid: 'member', displayname: 'Member Tester', lastLoginTimestamp: expect.any(Number) });
    expect(body.nextcloud.data.quota).toMatchObject({ used: 512 * 1024 ** 2, total: 1024 ** 3 });
    expect(body.mailcow.success).toBe(true);
    expect(body.mailcow.mailbox).toMatchObject({ username: 'member@mail.example.test', quota: 3 * 1024 ** 3, quotaUsed: 1024 ** 3, messages: 42, tags: ['member'] });
    expect(body.mailcow.bccMap.map((m: { id: number }) => m.id)).toEqual([1]);
    expect(body.mailcow.recipientMap).toEqual([{ id: 1, recipient_map_old: 'member@mail.example.test', recipient_map_new: 'member.tester@example.test', active: true }]);

    // By id, with Nextcloud missing the user and Keycloak gone.
    cloud.users.delete('member');
    await keycloak.stop();
    const partial = (await admin.post('/api/admin/user-info').send({ identifier: id }).expect(200)).body;
    expect(partial.account.username).toBe('member');
    expect(partial.keycloak).toEqual({ success: false, error: expect.stringMatching(/cannot be reached/), data: null });
    expect(partial.nextcloud).toEqual({ success: false, error: 'Cloud storage has no user "member".', data: null });
    expect(partial.mailcow.success).toBe(true);
  });
});
