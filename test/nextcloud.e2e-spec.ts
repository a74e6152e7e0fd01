import type { NestExpressApplication } from '@nestjs/platform-express';
import { createTestApp, createTestAppWithEnv, resetIsolated } from './create-app';
import { FakeNextcloud } from './fakes/nextcloud-server';
import { freePort } from './fakes/redis-server';
import { errorBody } from './responses';
import { signIn } from './sign-in';

describe('cloud storage (Nextcloud OCS API)', () => {
  describe('when not configured', () => {
    let app: NestExpressApplication;
    beforeAll(async () => {
      app = await createTestApp();
    });
    afterAll(() => app.close());

    it('says so with 503 and a detail naming the service', async () => {
      const member = await signIn(app, 'member');
      const res = await member.get('/api/nextcloud/last-login').expect(503);
      expect(res.body).toEqual({ ...errorBody(503, 'Cloud storage (Nextcloud) is not configured on this server.'), code: 'SERVICE_NOT_CONFIGURED' });
      await member.post('/api/nextcloud/init').send({}).expect(503);
      await member.post('/api/migrate-nextcloud-temp-uid').expect(503);
    });
  });

  describe('against a Nextcloud on loopback', () => {
    const cloud = new FakeNextcloud();
    let app: NestExpressApplication;
    beforeAll(async () => {
      await cloud.start();
      app = await createTestAppWithEnv({ NEXTCLOUD_URL: cloud.url, NEXTCLOUD_ADMIN_USER: 'admin', NEXTCLOUD_ADMIN_PASSWORD: 'app-password' }, resetIsolated);
    });
    afterAll(async () => {
      await app.close();
      await cloud.stop();
    });

    it('reports 0 before the member has a cloud account, creates it on init, and turns the flag on after their first cloud sign-in', async () => {
      const member = await signIn(app, 'member');
      await member.get('/api/nextcloud/last-login').expect(200, { lastLogin: 0 });

      const init = await member.post('/api/nextcloud/init').send({ force: false }).expect(200);
      expect(init.body).toEqual({ created: true, lastLogin: 0, nextcloud_enabled: false });
      expect(cloud.users.get('member')).toMatchObject({ email: 'member@example.test', displayName: 'Member Tester' });

      const again = await member.post('/api/nextcloud/init').send({}).expect(200);
      expect(again.body.created).toBe(false);

      cloud.users.get('member')!.lastLogin = 1_795_000_000_000;
      await member.get('/api/nextcloud/last-login').expect(200, { lastLogin: 1_795_000_000_000 });
      expect((await member.get('/api/account/status')).body.nextcloud_enabled).toBe(true);
    });

    it('links a cloud account created under the member\'s identity-provider subject, then follows its last login', async () => {
      const member = await signIn(app, 'migrant');
      await member.post('/api/migrate-nextcloud-temp-uid').expect(200, { migrated: false, uid: null, lastLogin: 0, nextcloud_enabled: false });

      // The member's first single-sign-on visit made Nextcloud create an account named after their subject.
      cloud.users.set('sub-migrant', { email: 'migrant@example.test', displayName: 'Migrant Tester', lastLogin: 1_796_000_000_000 });
      const res = await member.post('/api/migrate-nextcloud-temp-uid').expect(200);
      expect(res.body).toEqual({ migrated: true, uid: 'sub-migrant', lastLogin: 1_796_000_000_000, nextcloud_enabled: true });

      await member.get('/api/nextcloud/last-login').expect(200, { lastLogin: 1_796_000_000_000 });
      const again = await member.post('/api/migrate-nextcloud-temp-uid').expect(200);
      expect(again.body).toMatchObject({ migrated: false, uid: 'sub-migrant' });
    });

    it('links an account found by the member\'s email but never one with another email', async () => {
      cloud.users.set('3f9a77c1', { email: 'Emailer@Example.test', displayName: 'Someone', lastLogin: 0 });
      cloud.users.set('impostor', { email: 'other@example.test', displayName: 'emailer@example.test', lastLogin: 5 });
      const member = await signIn(app, 'emailer');
      const res = await member.post('/api/migrate-nextcloud-temp-uid').expect(200);
      expect(res.body).toEqual({ migrated: true, uid: '3f9a77c1', lastLogin: 0, nextcloud_enabled: false });
    });

    it('refuses a malformed init body, naming the field', async () => {
      const member = await signIn(app, 'member');
      const res = await member.post('/api/nextcloud/init').send({ force: 'yes' }).expect(400);
      expect(res.body.detail).toBe('force must be a boolean value');
    });
  });

  describe('when Nextcloud misbehaves', () => {
    it('explains refused admin credentials', async () => {
      const cloud = new FakeNextcloud('admin', 'the-real-password');
      await cloud.start();
      const app = await createTestAppWithEnv({ NEXTCLOUD_URL: cloud.url, NEXTCLOUD_ADMIN_USER: 'admin', NEXTCLOUD_ADMIN_PASSWORD: 'wrong' });
      try {
        const res = await (await signIn(app, 'member')).get('/api/nextcloud/last-login').expect(503);
        expect(res.body.detail).toBe('Cloud storage (Nextcloud) refused our admin credentials.');
      } finally {
        await app.close();
        await cloud.stop();
      }
    });

    it('explains an unreachable server', async () => {
      const port = await freePort();
      const app = await createTestAppWithEnv({ NEXTCLOUD_URL: `http://127.0.0.1:${port}`, NEXTCLOUD_ADMIN_USER: 'a', NEXTCLOUD_ADMIN_PASSWORD: 'b' });
      try {
        const res = await (await signIn(app, 'member')).get('/api/nextcloud/last-login').expect(503);
        expect(res.body.detail).toBe('Cloud storage (Nextcloud) cannot be reached.');
      } finally {
        await app.close();
      }
    });
  });
});
