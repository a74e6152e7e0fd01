import type { NestExpressApplication } from '@nestjs/platform-express';
import { createTestApp, createTestAppWithEnv, resetIsolated } from './create-app';
import { FakeMailcow } from './fakes/mailcow-server';
import { errorBody } from './responses';
import { signIn } from './sign-in';

describe('mailbox verification (Mailcow API)', () => {
  it('answers 503 naming the service when mail is not configured', async () => {
    const app = await createTestApp();
    try {
      const member = await signIn(app, 'member');
      const res = await member.post('/api/mailcow/verify-only').expect(503);
      expect(res.body).toEqual({ ...errorBody(503, 'Mail (Mailcow) is not configured on this server.'), code: 'SERVICE_NOT_CONFIGURED' });
    } finally {
      await app.close();
    }
  });

  describe('against Mailcow on loopback', () => {
    const mailcow = new FakeMailcow();
    let app: NestExpressApplication;
    beforeAll(async () => {
      await mailcow.start();
      app = await createTestAppWithEnv({ MAILCOW_URL: mailcow.url, MAILCOW_API_KEY: 'mailcow-key', MAIL_DOMAIN: 'mail.example.org' }, resetIsolated);
    });
    afterAll(async () => {
      await app.close();
      await mailcow.stop();
    });

    it('verify-only reports without changing the flag; verify records it', async () => {
      const member = await signIn(app, 'member');
      await member.post('/api/account/set').send({ mailcow: false }).expect(200);
      await member
        .post('/api/mailcow/verify-only')
        .expect(200, { mailbox: 'member@mail.example.org', verified: false, mailcow_enabled: false });

      mailcow.mailboxes.set('member@mail.example.org', { active: 1 });
      await member
        .post('/api/mailcow/verify-only')
        .expect(200, { mailbox: 'member@mail.example.org', verified: true, mailcow_enabled: false });
      await member.post('/api/mailcow/verify').expect(200, { mailbox: 'member@mail.example.org', verified: true, mailcow_enabled: true });
      expect((await member.get('/api/account/status')).body.mailcow_enabled).toBe(true);

      mailcow.mailboxes.set('member@mail.example.org', { active: 0 });
      await member.post('/api/mailcow/verify').expect(200, { mailbox: 'member@mail.example.org', verified: false, mailcow_enabled: false });
    });

    it('forwards the mailbox to the personal address through an alias, and stops it', async () => {
      const member = await signIn(app, 'member');
      const personal = (await member.get('/api/user').expect(200)).body.email as string;
      const on = await member.post('/api/email-proxy/configure').send({ enableProxy: true }).expect(200);
      expect(on.body).toEqual({ success: true, message: `Mail to member@mail.example.org is forwarded to ${personal}.` });
      expect([...mailcow.aliases.values()]).toEqual([{ id: 1, address: 'member@mail.example.org', goto: `member@mail.example.org,${personal}`, active: 1 }]);
      await member.post('/api/email-proxy/configure').send({ enableProxy: true }).expect(200);
      expect(mailcow.aliases.size).toBe(1);
      await member.post('/api/email-proxy/configure').send({ enableProxy: false }).expect(200, { success: true, message: 'Mail to member@mail.example.org is no longer forwarded.' });
      expect(mailcow.aliases.size).toBe(0);
    });
  });

  it('explains a refused API key', async () => {
    const mailcow = new FakeMailcow('the-real-key');
    await mailcow.start();
    const app = await createTestAppWithEnv({ MAILCOW_URL: mailcow.url, MAILCOW_API_KEY: 'wrong', MAIL_DOMAIN: 'mail.example.org' });
    try {
      const res = await (await signIn(app, 'member')).post('/api/mailcow/verify').expect(503);
      expect(res.body.detail).toBe('Mail (Mailcow) refused our API key.');
    } finally {
      await app.close();
      await mailcow.stop();
    }
  });
});

describe('service links', () => {
  it('sends the signed-in member to their SOGo calendar and cloud, and signed-out visitors to /login', async () => {
    const app = await createTestAppWithEnv({
      MAILCOW_URL: 'https://mail.example.org',
      MAILCOW_API_KEY: 'k',
      MAIL_DOMAIN: 'mail.example.org',
      NEXTCLOUD_URL: 'https://cloud.example.org/',
      NEXTCLOUD_ADMIN_USER: 'a',
      NEXTCLOUD_ADMIN_PASSWORD: 'b',
    });
    try {
      const { default: request } = await import('supertest');
      await request(app.getHttpServer()).get('/auth/calendar').expect(302).expect('Location', '/login');
      const member = await signIn(app, 'member');
      await member.get('/auth/calendar').expect(302).expect('Location', 'https://mail.example.org/SOGo/so/member%40mail.example.org/Calendar/view');
      await member.get('/auth/nextcloud').expect(302).expect('Location', 'https://cloud.example.org/');
      const settings = await member.get('/api/settings').expect(200);
      expect(settings.body.app).toMatchObject({ mail_url: 'https://mail.example.org', cloud_configured: true });
    } finally {
      await app.close();
    }
  });
});
