import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import pkg from '../package.json';
import { createTestApp } from './create-app';

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

  it('counts and times requests by route template, and reports queue depths', async () => {
    await request(app.getHttpServer()).get('/api/settings').expect(200);
    await request(app.getHttpServer()).get('/api/no-such-thing').expect(404);
    const res = await request(app.getHttpServer()).get('/api/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/waypoint_http_requests_total\{method="GET",route="\/api\/settings",status="200"\} \d+/);
    expect(res.text).toMatch(/waypoint_http_requests_total\{method="GET",route="unmatched",status="404"\} \d+/);
    expect(res.text).toMatch(/waypoint_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/settings"/);
    expect(res.text).toMatch(/waypoint_queue_jobs\{queue="system",state="waiting"\} \d+/);
    expect(res.text).toMatch(/waypoint_process_cpu_seconds_total/);
  });
});
