import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Redis } from 'ioredis';
import request from 'supertest';
import { sharedSessionSecret } from '../src/modules/auth/embedded/shared-session-secret';
import { createTestApp, resetDatabase } from './create-app';
import { sessionCookie, signInWithCookie } from './sign-in';

/** Session commands Redis receives (MONITOR), for this worker's database and key prefix only. */
async function watchSessionCommands() {
  const url = new URL(process.env.REDIS_URL as string);
  const db = Number(url.pathname.slice(1) || 0);
  const client = new Redis(`${url.protocol}//${url.host}`);
  const monitor = await client.monitor();
  const seen: string[][] = [];
  const prefix = `${process.env.QUEUE_PREFIX}:sess:`;
  monitor.on('monitor', (_time: string, args: string[], _source: string, database: string) => {
    if (Number(database) === db && args.some((a) => a.startsWith(prefix))) seen.push(args);
  });
  return {
    seen,
    /** Resolves once `n` session commands have arrived (MONITOR delivers asynchronously). */
    async until(n: number) {
      for (let i = 0; i < 100 && seen.length < n; i++) await new Promise((r) => setTimeout(r, 20));
    },
    close: () => {
      monitor.disconnect();
      client.disconnect();
    },
  };
}

describe('sessions in Redis', () => {
  let app: NestExpressApplication;
  let redis: Redis;
  const webDist = mkdtempSync(join(tmpdir(), 'waypoint-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Waypoint</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log("hi")');

  beforeAll(async () => {
    app = await createTestApp({ webDist });
    await resetDatabase(app);
    redis = new Redis(process.env.REDIS_URL as string);
  });
  afterAll(async () => {
    redis.disconnect();
    await app.close();
  });

  const sessionKey = (cookie: string) => {
    // The cookie is `s:<id>.<signature>`, URL-encoded.
    const id = decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];
    return `${process.env.QUEUE_PREFIX}:sess:${id}`;
  };

  it('reads a signed-in session once per API request and writes nothing when it did not change', async () => {
    const { cookie } = await signInWithCookie(app, 'member');
    const watch = await watchSessionCommands();
    try {
      const res = await request(app.getHttpServer()).get('/api/user').set('Cookie', cookie).expect(200);
      expect(res.body.username).toBe('member');
      expect(res.headers['set-cookie']).toBeUndefined();
      await watch.until(1);
      await new Promise((r) => setTimeout(r, 100));
      expect(watch.seen.map((args) => args[0].toLowerCase())).toEqual(['get']);
    } finally {
      watch.close();
    }
  });

  it('serves static files without touching the session store', async () => {
    const { cookie } = await signInWithCookie(app, 'member');
    const watch = await watchSessionCommands();
    try {
      await request(app.getHttpServer()).get('/assets/app-1234.js').set('Cookie', cookie).expect(200);
      await request(app.getHttpServer()).get('/dashboard').set('Cookie', cookie).expect(200);
      // The control: an API request after them reads the session, so MONITOR is seeing this database.
      await request(app.getHttpServer()).get('/api/user').set('Cookie', cookie).expect(200);
      await watch.until(1);
      expect(watch.seen).toHaveLength(1);
      expect(watch.seen[0][0].toLowerCase()).toBe('get');
    } finally {
      watch.close();
    }
  });

  it('renews a session once less than half of its 12 hours is left, and only then', async () => {
    const { cookie } = await signInWithCookie(app, 'member');
    const key = sessionKey(cookie);
    expect(await redis.ttl(key)).toBeGreaterThan(11.9 * 3600);
    const stored = JSON.parse((await redis.get(key)) as string);
    stored.cookie.expires = new Date(Date.now() + 5 * 3600_000).toISOString();
    await redis.set(key, JSON.stringify(stored), 'EX', 5 * 3600);

    const res = await request(app.getHttpServer()).get('/api/user').set('Cookie', cookie).expect(200);
    expect(sessionCookie(res.headers['set-cookie'])).toBe(cookie);
    expect(res.headers['set-cookie']?.[0]).toMatch(/HttpOnly/);
    expect(await redis.ttl(key)).toBeGreaterThan(11.9 * 3600);
    const again = await request(app.getHttpServer()).get('/api/user').set('Cookie', cookie).expect(200);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('ends the session at logout at once: the same cookie is refused afterwards', async () => {
    const { cookie } = await signInWithCookie(app, 'member');
    await request(app.getHttpServer()).get('/api/user').set('Cookie', cookie).expect(200);
    await request(app.getHttpServer()).get('/auth/logout-confirm').set('Cookie', cookie).expect(302);
    await request(app.getHttpServer()).get('/api/user').set('Cookie', cookie).expect(401);
    expect(await redis.exists(sessionKey(cookie))).toBe(0);
  });

  it('keeps sessions across an app restart, and shares them between two replicas', async () => {
    const { cookie } = await signInWithCookie(app, 'sysadmin');
    await app.close();
    app = await createTestApp({ webDist });
    const replica = await createTestApp({ webDist });
    try {
      const here = await request(app.getHttpServer()).get('/auth/status').set('Cookie', cookie).expect(200);
      expect(here.body).toMatchObject({ authenticated: true, user: { username: 'sysadmin', is_admin: true } });
      await request(replica.getHttpServer()).get('/api/users').set('Cookie', cookie).expect(200);
      // Signing out on one replica ends the session on the other.
      await request(replica.getHttpServer()).get('/auth/logout-confirm').set('Cookie', cookie).expect(302);
      await request(app.getHttpServer()).get('/api/user').set('Cookie', cookie).expect(401);
    } finally {
      await replica.close();
    }
  });

  it('agrees on one session secret through Redis when SESSION_SECRET is not set (restarts and replicas)', async () => {
    const prefix = `${process.env.QUEUE_PREFIX}-secret`;
    await redis.del(`${prefix}:session-secret`);
    const first = await sharedSessionSecret(process.env.REDIS_URL as string, prefix);
    const [second, third] = await Promise.all([
      sharedSessionSecret(process.env.REDIS_URL as string, prefix),
      sharedSessionSecret(process.env.REDIS_URL as string, prefix),
    ]);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect([second, third]).toEqual([first, first]);
    // Another installation sharing the Redis gets its own.
    expect(await sharedSessionSecret(process.env.REDIS_URL as string, `${prefix}-other`)).not.toBe(first);
    await redis.del(`${prefix}:session-secret`, `${prefix}-other:session-secret`);
  });
});
