import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { IdentityService, REGISTRATION_REFUSED } from '../src/modules/identity/identity.service';
import { createTestApp, resetDatabase } from './create-app';
import { errorBody } from './responses';
import { signIn } from './sign-in';

describe('signing in and out (OIDC against a Keycloak-speaking provider on loopback)', () => {
  let app: NestExpressApplication;
  beforeAll(async () => {
    app = await createTestApp();
    await resetDatabase(app);
  });
  afterAll(() => app.close());

  it('says signed out, and refuses member endpoints with 401, before sign-in', async () => {
    await request(app.getHttpServer()).get('/auth/status').expect(200, { authenticated: false, user: null });
    const res = await request(app.getHttpServer()).get('/api/user').expect(401);
    expect(res.body).toEqual(errorBody(401, 'Sign in to continue.'));
  });

  it('signs a member in, creating the user from the ID token with last_login set', async () => {
    const agent = await signIn(app, 'member');
    const status = await agent.get('/auth/status').expect(200);
    expect(status.body).toEqual({
      authenticated: true,
      user: expect.objectContaining({
        username: 'member',
        first_name: 'Member',
        last_name: 'Tester',
        name: 'Member Tester',
        email: 'member@example.test',
        keycloak_id: 'sub-member',
        is_admin: false,
        last_login: expect.any(String),
      }),
    });
    const user = await agent.get('/api/user').expect(200);
    expect(user.body.username).toBe('member');
  });

  it('refuses admin endpoints to a member with 403, and serves them to sysadmin', async () => {
    const member = await signIn(app, 'member');
    const refused = await member.get('/api/users').expect(403);
    expect(refused.body).toEqual(errorBody(403, 'Administrator privileges required.'));

    const admin = await signIn(app, 'sysadmin');
    const users = await admin.get('/api/users').expect(200);
    expect(users.body.items.map((u: { username: string }) => u.username).sort()).toEqual(['member', 'sysadmin']);
    expect(users.body.items.every((u: { last_login: string | null }) => typeof u.last_login === 'string')).toBe(true);
    expect((await admin.get('/auth/status')).body.user.is_admin).toBe(true);
  });

  it('updates the same user at the next sign-in instead of creating another', async () => {
    await signIn(app, 'member');
    const rows = await app.get(DataSource).query(`SELECT count(*)::int AS n FROM users WHERE keycloak_id = 'sub-member'`);
    expect(rows[0].n).toBe(1);
  });

  it('makes a session id planted before sign-in useless afterwards', async () => {
    const agent = request.agent(app.getHttpServer());
    const start = await agent.get('/auth/keycloak').expect(302);
    const planted = (start.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('waypoint.sid='))?.split(';')[0];
    expect(planted).toBeDefined();
    const authorize = new URL(start.headers.location);
    authorize.searchParams.set('test_user', 'member');
    const callback = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location') ?? '');
    const done = await agent.get(`${callback.pathname}${callback.search}`).expect(302);
    const fresh = (done.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('waypoint.sid='))?.split(';')[0];
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(planted);
    await request(app.getHttpServer()).get('/auth/status').set('Cookie', planted as string).expect(200, { authenticated: false, user: null });
    expect((await agent.get('/auth/status')).body.authenticated).toBe(true);
  });

  it('refuses a cross-site POST even with a valid session', async () => {
    const admin = await signIn(app, 'sysadmin');
    const res = await admin.post('/api/system/heartbeats').set('Origin', 'https://evil.example').send({}).expect(403);
    expect(res.body).toEqual({ ...errorBody(403, 'This request came from another site and was refused.'), code: 'CSRF_REJECTED' });
    await admin.post('/api/system/heartbeats').set('Sec-Fetch-Site', 'cross-site').send({}).expect(403);
    await admin.post('/api/system/heartbeats').set('Origin', 'http://127.0.0.1:3000').send({}).expect(200);
  });

  it('ends the session at logout, records login and logout activities, and sends the browser to the provider', async () => {
    const agent = await signIn(app, 'member');
    const out = await agent.get('/auth/logout-confirm').expect(302);
    const target = new URL(out.headers.location);
    expect(`${target.origin}${target.pathname}`).toBe(`${process.env.OIDC_ISSUER}/protocol/openid-connect/logout`);
    expect(target.searchParams.get('post_logout_redirect_uri')).toBe('http://127.0.0.1:3000/login');
    expect(target.searchParams.get('id_token_hint')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect((await agent.get('/auth/status')).body).toEqual({ authenticated: false, user: null });
    const kinds = await app.get(DataSource).query(
      `SELECT a.activity_type FROM activities a JOIN users u ON u.id = a.user_id WHERE u.username = 'member' ORDER BY a.id`,
    );
    expect(kinds.map((k: { activity_type: string }) => k.activity_type)).toContain('logout');
    expect(kinds.filter((k: { activity_type: string }) => k.activity_type === 'login').length).toBeGreaterThanOrEqual(1);
  });

  it('keeps Swagger UI for admins', async () => {
    const anonymous = await request(app.getHttpServer()).get('/api/docs/').expect(401);
    expect(anonymous.body).toEqual(errorBody(401, 'Sign in to continue.'));
    await (await signIn(app, 'member')).get('/api/docs/').expect(403);
    const ui = await (await signIn(app, 'sysadmin')).get('/api/docs/').expect(200);
    expect(ui.text).toContain('swagger-ui');
  });
});

describe('registration on the embedded provider', () => {
  let app: NestExpressApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers a taken username and a taken email with the same words, naming neither', async () => {
    const identity = app.get(IdentityService);
    await identity.register({ username: 'reg-taken', email: 'reg-taken@example.org', password: 'a long enough password 1' });
    const refusal = (input: { username: string; email: string }) =>
      identity.register({ ...input, password: 'a long enough password 2' }).then(
        () => 'created',
        (err: Error) => err.message,
      );
    const byUsername = await refusal({ username: 'REG-TAKEN', email: 'someone-new@example.org' });
    const byEmail = await refusal({ username: 'someone-new', email: 'Reg-Taken@example.org' });
    expect(byUsername).toBe(REGISTRATION_REFUSED);
    expect(byEmail).toBe(byUsername);
    expect(byUsername).not.toMatch(/already exists|is taken|in use/i);
  });
});

