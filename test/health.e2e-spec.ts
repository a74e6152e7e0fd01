import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, createTestAppWithEnv } from './create-app';
import { ThrowawayRedis } from './fakes/redis-server';
import { errorBody } from './responses';

describe('GET /api/health', () => {
  describe('with everything up', () => {
    let app: NestExpressApplication;
    beforeAll(async () => {
      app = await createTestApp();
    });
    afterAll(() => app.close());

    it('answers 200 with each check up and the queue depths', async () => {
      const res = await request(app.getHttpServer()).get('/api/health').expect(200);
      expect(res.body).toEqual({
        status: 'ok',
        checks: {
          database: { status: 'up', detail: expect.stringMatching(/answered in \d+ ms/) },
          redis: { status: 'up', detail: expect.stringMatching(/answered in \d+ ms/) },
        },
        queues: {
          system: expect.objectContaining({ waiting: expect.any(Number), failed: expect.any(Number) }),
          ai: expect.objectContaining({ waiting: expect.any(Number), failed: expect.any(Number) }),
          collect: expect.objectContaining({ waiting: expect.any(Number), failed: expect.any(Number) }),
          crawl: expect.objectContaining({ waiting: expect.any(Number), failed: expect.any(Number) }),
          mail: expect.objectContaining({ waiting: expect.any(Number), failed: expect.any(Number) }),
        },
        lastHeartbeatAt: res.body.lastHeartbeatAt === null ? null : expect.any(String),
      });
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  describe('on a freshly started app', () => {
    let app: NestExpressApplication;
    beforeAll(async () => {
      app = await createTestApp();
    });
    afterAll(() => app.close());

    it('answers 200 to concurrent first checks while the Redis connection is still opening', async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, () => request(app.getHttpServer()).get('/api/health')));
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    });
  });

  describe('when Redis stops', () => {
    const redis = new ThrowawayRedis();
    let app: NestExpressApplication;
    beforeAll(async () => {
      await redis.start();
      app = await createTestAppWithEnv({ REDIS_URL: redis.url });
    });
    afterAll(async () => {
      await app.close(); // must not hang while Redis is away
      await redis.stop();
    });

    it('is healthy first, then answers 503 naming Redis once it is gone', async () => {
      await request(app.getHttpServer()).get('/api/health').expect(200);
      await redis.stop();
      const res = await request(app.getHttpServer()).get('/api/health').expect(503);
      expect(res.body).toEqual(errorBody(503, 'Waypoint is unhealthy: Redis is down.'));
      expect(res.body.message).toEqual([expect.stringMatching(/^Redis is down: /)]);
    });

    it('keeps answering other requests while Redis is away', async () => {
      await request(app.getHttpServer()).get('/api/settings').expect(200);
    });
  });

  describe('when the database connection is lost', () => {
    let app: NestExpressApplication;
    beforeAll(async () => {
      app = await createTestApp();
      await app.get(DataSource).destroy();
    });
    afterAll(() => app.close());

    it('answers 503 naming the database', async () => {
      const res = await request(app.getHttpServer()).get('/api/health').expect(503);
      expect(res.body).toEqual(errorBody(503, 'Waypoint is unhealthy: Database (Postgres) is down.'));
    });
  });
});
