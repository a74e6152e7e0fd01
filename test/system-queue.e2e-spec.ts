import { hostname } from 'node:os';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp, resetDatabase } from './create-app';
import { signIn } from './sign-in';

describe('the system queue, end to end', () => {
  let app: NestExpressApplication;
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    app = await createTestApp();
    await resetDatabase(app);
    admin = await signIn(app, 'sysadmin');
  });
  afterAll(() => app.close());

  it('runs a heartbeat job through Redis and a worker, and records it in Postgres', async () => {
    const res = await admin.post('/api/system/heartbeats').send({ wait: true }).expect(200);
    expect(res.body).toEqual({
      jobId: expect.any(String),
      heartbeat: {
        id: expect.stringMatching(/^\d+$/),
        jobId: res.body.jobId,
        source: 'manual',
        queuedAt: expect.any(String),
        ranAt: expect.any(String),
        latencyMs: expect.any(Number),
        worker: `${hostname()}:${process.pid}`,
      },
    });
    expect(Date.parse(res.body.heartbeat.ranAt)).toBeGreaterThanOrEqual(Date.parse(res.body.heartbeat.queuedAt));

    const health = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(health.body.lastHeartbeatAt).toBe(res.body.heartbeat.ranAt);
  });

  it('queues without waiting when asked to', async () => {
    const res = await admin.post('/api/system/heartbeats').send({}).expect(200);
    expect(res.body).toEqual({ jobId: expect.any(String) });
  });

  it('lists heartbeats newest first, a page at a time by cursor', async () => {
    await admin.post('/api/system/heartbeats').send({ wait: true }).expect(200);
    await admin.post('/api/system/heartbeats').send({ wait: true }).expect(200);
    // Let the un-awaited job from the previous test land too.
    for (let i = 0; i < 50; i++) {
      const listed = await admin.get('/api/system/heartbeats?limit=100');
      if (listed.body.items.length >= 4) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // The scheduler's own heartbeat may land as well: page through whatever is there.
    const all = (await admin.get('/api/system/heartbeats?limit=100').expect(200)).body.items.map((i: { id: string }) => Number(i.id));
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    const paged: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { items: { id: string }[]; nextCursor: string | null } } = await admin.get(`/api/system/heartbeats?limit=3${cursor ? `&cursor=${cursor}` : ''}`).expect(200);
      const ids = page.body.items.map((i) => Number(i.id));
      expect(ids.length).toBeLessThanOrEqual(3);
      paged.push(...ids);
      cursor = page.body.nextCursor;
      if (cursor) expect(cursor).toBe(String(ids[ids.length - 1]));
    } while (cursor);
    expect(paged).toEqual(all);
  });
});
