import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import pkg from '../package.json';
import { createTestApp, createTestAppWithEnv } from './create-app';
import { signIn } from './sign-in';

describe('GET /api/settings and /api/metrics', () => {
  let app: NestExpressApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('tells the app version and repository from package.json', async () => {
    const res = await request(app.getHttpServer()).get('/api/settings').expect(200);
    expect(res.body).toEqual({ app: { version: pkg.version, repo: pkg.repository.url.replace(/\.git$/, ''), onboarding_url: null, mail_url: null, cloud_configured: false } });
  });

  it('counts and times requests by route template, and reports queue depths, to an administrator', async () => {
    const admin = await signIn(app, 'sysadmin');
    await request(app.getHttpServer()).get('/api/settings').expect(200);
    await request(app.getHttpServer()).get('/api/no-such-thing').expect(404);
    const res = await admin.get('/api/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/waypoint_http_requests_total\{method="GET",route="\/api\/settings",status="200"\} \d+/);
    expect(res.text).toMatch(/waypoint_http_requests_total\{method="GET",route="unmatched",status="404"\} \d+/);
    expect(res.text).toMatch(/waypoint_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/settings"/);
    expect(res.text).toMatch(/waypoint_queue_jobs\{queue="system",state="waiting"\} \d+/);
    expect(res.text).toMatch(/waypoint_process_cpu_seconds_total/);
  });

  it('keeps the metrics from anyone else: 401 without a session, 403 for a member, and no token is accepted when none is configured', async () => {
    const anonymous = await request(app.getHttpServer()).get('/api/metrics').expect(401);
    expect(anonymous.body.message).toMatch(/administrator/);
    expect(anonymous.text).not.toMatch(/waypoint_/);
    const member = await signIn(app, 'metrics-member');
    await member.get('/api/metrics').expect(403);
    await request(app.getHttpServer()).get('/api/metrics').set('Authorization', 'Bearer anything-at-all-0123456789abcdef0123').expect(401);
  });

  describe('with METRICS_TOKEN set', () => {
    const token = 'a-scraper-token-that-is-long-enough-0123456789';
    let scraped: NestExpressApplication;
    beforeAll(async () => {
      scraped = await createTestAppWithEnv({ METRICS_TOKEN: token });
    });
    afterAll(() => scraped.close());

    it('lets a scraper with the token read them, and refuses a wrong or missing token', async () => {
      const ok = await request(scraped.getHttpServer()).get('/api/metrics').set('Authorization', `Bearer ${token}`).expect(200);
      expect(ok.text).toMatch(/waypoint_process_cpu_seconds_total/);
      const wrong = await request(scraped.getHttpServer()).get('/api/metrics').set('Authorization', `Bearer ${token}x`).expect(401);
      expect(wrong.body.message).toBe('The metrics token is not valid.');
      const none = await request(scraped.getHttpServer()).get('/api/metrics').expect(401);
      expect(none.body.message).toMatch(/metrics token/);
    });
  });
});
