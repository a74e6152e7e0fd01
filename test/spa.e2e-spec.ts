import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp } from './create-app';

describe('serving the web app', () => {
  let app: NestExpressApplication;
  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'waypoint-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Waypoint</title><div id="root"></div>');
    writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log("hi")');
    app = await createTestApp({ webDist });
  });
  afterAll(() => app.close());

  it.each(['/', '/login', '/dashboard', '/oauth/callback', '/nc-token-cleanup'])(
    'answers the client route %s with index.html',
    async (path) => {
      const res = await request(app.getHttpServer()).get(path).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets with a long cache', async () => {
    const res = await request(app.getHttpServer()).get('/assets/app-1234.js').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/api/nothing-here', '/auth/nothing-here', '/oidc/nothing-here'])(
    'never answers the server path %s with the web app',
    async (path) => {
      const res = await request(app.getHttpServer()).get(path).expect(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    },
  );
});
