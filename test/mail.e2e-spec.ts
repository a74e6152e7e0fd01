import type { NestExpressApplication } from '@nestjs/platform-express';
import { createTestApp, createTestAppWithEnv } from './create-app';
import { FakeImapServer } from './fakes/imap-server';
import { freePort } from './fakes/redis-server';
import { errorBody } from './responses';
import { signIn } from './sign-in';

const mailEnv = (port: number, password = 'master-secret') => ({
  MAILCOW_URL: 'https://mail.example.org',
  MAILCOW_API_KEY: 'k',
  MAIL_DOMAIN: 'mail.example.org',
  IMAP_HOST: '127.0.0.1',
  IMAP_PORT: String(port),
  IMAP_SECURE: 'false',
  IMAP_MASTER_USER: 'waypoint-master',
  IMAP_MASTER_PASSWORD: password,
});

describe('unseen mail over IMAP', () => {
  it('answers 503 naming the service when IMAP is not configured', async () => {
    const app = await createTestAppWithEnv({ MAILCOW_URL: 'https://mail.example.org', MAILCOW_API_KEY: 'k', MAIL_DOMAIN: 'mail.example.org' });
    try {
      const res = await (await signIn(app, 'member')).post('/api/mail/unseen').send({}).expect(503);
      expect(res.body).toEqual({ ...errorBody(503, 'Mail (IMAP) is not configured on this server.'), code: 'SERVICE_NOT_CONFIGURED' });
    } finally {
      await app.close();
    }
  });

  describe('against an IMAP server on loopback', () => {
    const imap = new FakeImapServer();
    let app: NestExpressApplication;
    beforeAll(async () => {
      await imap.start();
      app = await createTestAppWithEnv(mailEnv(imap.port));
    });
    afterAll(async () => {
      await app.close();
      await imap.stop();
    });

    it("reads the member's own unseen count, signing in as the master user", async () => {
      imap.unseen.set('member@mail.example.org', 7);
      const member = await signIn(app, 'member');
      await member.post('/api/mail/unseen').send({ username: 'member' }).expect(200, { unseen_count: 7 });
      expect(imap.logins).toContain('member@mail.example.org*waypoint-master');
      imap.unseen.set('member@mail.example.org', 120);
      await member.post('/api/mail/unseen').send({}).expect(200, { unseen_count: 120 });
    });

    it("answers 404 for another member's mailbox", async () => {
      const member = await signIn(app, 'member');
      const res = await member.post('/api/mail/unseen').send({ username: 'sysadmin' }).expect(404);
      expect(res.body.detail).toBe('No such mailbox.');
    });

    it('explains a refused sign-in', async () => {
      const admin = await signIn(app, 'sysadmin'); // no mailbox on the server
      const res = await admin.post('/api/mail/unseen').send({}).expect(503);
      expect(res.body.detail).toBe('Mail (IMAP) refused our sign-in for this mailbox.');
    });
  });

  it('explains an unreachable server', async () => {
    const app = await createTestAppWithEnv(mailEnv(await freePort()));
    try {
      const res = await (await signIn(app, 'member')).post('/api/mail/unseen').send({}).expect(503);
      expect(res.body.detail).toMatch(/^Mail \(IMAP\) cannot be reached: /);
    } finally {
      await app.close();
    }
  });

  it('refuses a malformed username', async () => {
    const app = await createTestApp();
    try {
      const res = await (await signIn(app, 'member')).post('/api/mail/unseen').send({ username: 'a b' }).expect(400);
      expect(res.body.detail).toBe('username must be a username');
    } finally {
      await app.close();
    }
  });
});
