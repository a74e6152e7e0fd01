import { brotliCompressSync, gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp, createTestAppWithEnv, resetDatabase } from './create-app';
import { signIn } from './sign-in';

/** A built web app as Vite writes it: pages, a hashed asset with its .br/.gz copies, a source map. */
function fakeWebBuild(): string {
  const webDist = mkdtempSync(join(tmpdir(), 'waypoint-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Waypoint</title><div id="root"></div>');
  writeFileSync(join(webDist, 'login.html'), '<!doctype html><title>Waypoint</title><h1>Welcome to Waypoint</h1>');
  writeFileSync(join(webDist, 'feedback-viewer.html'), '<!doctype html><title>Feedback</title><main id="viewer"></main>');
  const js = `console.log(${JSON.stringify('x'.repeat(4000))})`;
  writeFileSync(join(webDist, 'assets', 'app-1234.js'), js);
  writeFileSync(join(webDist, 'assets', 'app-1234.js.br'), brotliCompressSync(js));
  writeFileSync(join(webDist, 'assets', 'app-1234.js.gz'), gzipSync(js));
  writeFileSync(join(webDist, 'assets', 'app-1234.js.map'), '{"version":3,"sources":["secret.ts"]}');
  // A stray file under a server path: the API answers there, never the web build.
  mkdirSync(join(webDist, 'api'));
  writeFileSync(join(webDist, 'api', 'health'), 'stale file');
  return webDist;
}

describe('serving the web app', () => {
  let app: NestExpressApplication;
  beforeAll(async () => {
    app = await createTestApp({ webDist: fakeWebBuild() });
    await resetDatabase(app);
  });
  afterAll(() => app.close());

  it.each(['/', '/dashboard', '/oauth/callback', '/nc-token-cleanup'])('answers the client route %s with index.html', async (path) => {
    const res = await request(app.getHttpServer()).get(path).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('never looks for files under the server paths', async () => {
    const res = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.text).not.toContain('stale file');
  });

  it('answers /login with the login page of its own', async () => {
    const res = await request(app.getHttpServer()).get('/login?error=signin_failed').expect(200);
    expect(res.text).toContain('Welcome to Waypoint');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long cache, brotli or gzip by what the client accepts', async () => {
    const server = app.getHttpServer();
    const br = await request(server).get('/assets/app-1234.js').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    const gz = await request(server).get('/assets/app-1234.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toContain('console.log');
    const plain = await request(server).get('/assets/app-1234.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('never serves source maps', async () => {
    await request(app.getHttpServer()).get('/assets/app-1234.js.map').expect(404);
  });

  it('answers a missing asset with 404, not with the web app', async () => {
    const res = await request(app.getHttpServer()).get('/assets/gone-5678.js').expect(404);
    expect(res.text).not.toContain('<div id="root">');
  });

  it.each(['/api/nothing-here', '/auth/nothing-here', '/oidc/nothing-here'])('never answers the server path %s with the web app', async (path) => {
    const res = await request(app.getHttpServer()).get(path).expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it.each(['/login', '/assets/app-1234.js', '/api/settings', '/api/nothing-here'])('sends the security headers with %s', async (path) => {
    const res = await request(app.getHttpServer()).get(path);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;| 'sha256-)/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // Plain http here: no upgrade of every request, no HSTS.
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('adds HSTS and upgrades every request when PUBLIC_URL is https', async () => {
    const secure = await createTestAppWithEnv({ PUBLIC_URL: 'https://waypoint.example.org' });
    try {
      const res = await request(secure.getHttpServer()).get('/api/settings').expect(200);
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(res.headers['strict-transport-security']).not.toContain('preload');
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });

  it('lets only our own pages frame the feedback viewer', async () => {
    const res = await request(app.getHttpServer()).get('/feedback-viewer.html');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'(;| 'sha256-)/);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('compresses JSON above 1 KB, not small answers', async () => {
    const admin = await signIn(app, 'sysadmin');
    const big = await admin.get('/api/docs/openapi.json').set('Accept-Encoding', 'gzip').expect(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.body.openapi).toMatch(/^3\./);
    const small = await request(app.getHttpServer()).get('/api/settings').set('Accept-Encoding', 'gzip').expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
