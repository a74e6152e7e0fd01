import { ConfigService } from '@nestjs/config';
import { FakeMailcow } from '../../../test/fakes/mailcow-server';
import { FakeNextcloud } from '../../../test/fakes/nextcloud-server';
import { DomainError, DomainErrorCode } from '../../core/http/domain.error';
import { MailcowClient } from './mailcow/mailcow.client';
import { NextcloudClient } from './nextcloud/nextcloud.client';

const GiB = 1024 ** 3;

describe('NextcloudClient.getUserDetails against a Nextcloud on loopback', () => {
  const cloud = new FakeNextcloud();
  const client = (password = cloud.adminPassword) =>
    new NextcloudClient(new ConfigService({ NEXTCLOUD_URL: cloud.url, NEXTCLOUD_ADMIN_USER: cloud.adminUser, NEXTCLOUD_ADMIN_PASSWORD: password }));

  beforeAll(async () => {
    await cloud.start();
    cloud.users.set('member', {
      email: 'member@example.test',
      displayName: 'Member Tester',
      lastLogin: 1_796_000_000_000,
      firstLogin: 1_717_000_000,
      usedBytes: 1.5 * GiB,
      quotaBytes: 10 * GiB,
      language: 'de',
      locale: 'de_DE',
      notifyEmail: 'member@example.test',
      profile: {
        phone: '+49 30 1234567',
        address: 'Berlin',
        website: 'https://member.example.test',
        organisation: 'Waypoint',
        role: 'Backend developer',
        headline: 'Looking for remote work',
        biography: 'Ten years of TypeScript.',
        pronouns: 'they/them',
        twitter: 'member',
        fediverse: '@member@example.social',
        profile_enabled: '0',
      },
    });
    cloud.users.set('newcomer', { email: '', displayName: 'Newcomer', lastLogin: 0 });
  });
  afterAll(() => cloud.stop());
  beforeEach(() => {
    cloud.loginTimestamps = true;
  });

  it('maps the provisioning data to the cloud block, login times in milliseconds', async () => {
    await expect(client().getUserDetails('member')).resolves.toEqual({
      uid: 'member',
      email: 'member@example.test',
      displayname: 'Member Tester',
      quota: { used: 1.5 * GiB, free: 8.5 * GiB, total: 10 * GiB, relative: 15 },
      firstLoginTimestamp: 1_717_000_000_000,
      lastLoginTimestamp: 1_796_000_000_000,
      backend: 'Database',
      storageLocation: '/var/www/html/data/member',
      phone: '+49 30 1234567',
      address: 'Berlin',
      website: 'https://member.example.test',
      organisation: 'Waypoint',
      role: 'Backend developer',
      headline: 'Looking for remote work',
      biography: 'Ten years of TypeScript.',
      pronouns: 'they/them',
      twitter: 'member',
      fediverse: '@member@example.social',
      language: 'de',
      locale: 'de_DE',
      profile_enabled: '0',
      notify_email: 'member@example.test',
    });
  });

  it('maps a user who never signed in: no storage figures yet, logins 0, unset properties empty', async () => {
    const details = await client().getUserDetails('newcomer');
    expect(details).toMatchObject({
      uid: 'newcomer',
      email: null,
      displayname: 'Newcomer',
      quota: { used: 0, free: null, total: null, relative: null },
      firstLoginTimestamp: 0,
      lastLoginTimestamp: 0,
      phone: '',
      profile_enabled: '1',
      locale: '',
      notify_email: null,
    });
  });

  it('falls back to lastLogin (ms) on a server before Nextcloud 31, with the first login unknown', async () => {
    cloud.loginTimestamps = false;
    await expect(client().getUserDetails('member')).resolves.toMatchObject({ firstLoginTimestamp: null, lastLoginTimestamp: 1_796_000_000_000 });
  });

  it('answers null for an unknown user', async () => {
    await expect(client().getUserDetails('nobody')).resolves.toBeNull();
  });

  it('still answers the existing lookups from the richer payload', async () => {
    await expect(client().getUser('member')).resolves.toEqual({ id: 'member', email: 'member@example.test', lastLogin: 1_796_000_000_000 });
  });

  it('turns refused admin credentials into a 503 domain error', async () => {
    const error = await client('wrong').getUserDetails('member').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: DomainErrorCode.ServiceUnavailable, detail: 'Cloud storage (Nextcloud) refused our admin credentials.' });
  });
});

describe('MailcowClient user-information calls against a Mailcow on loopback', () => {
  const mailcow = new FakeMailcow();
  const client = (key = mailcow.apiKey) => new MailcowClient(new ConfigService({ MAILCOW_URL: mailcow.url, MAILCOW_API_KEY: key, MAIL_DOMAIN: 'mail.example.org' }));

  beforeAll(() => mailcow.start());
  afterAll(() => mailcow.stop());
  beforeEach(() => {
    mailcow.mailboxes.clear();
    mailcow.bccMaps.clear();
    mailcow.recipientMaps.clear();
  });

  it('maps the mailbox details to the mail block', async () => {
    mailcow.mailboxes.set('member@mail.example.org', {
      active: 1,
      name: 'Member Tester',
      quota: 2 * GiB,
      quotaUsed: 1_717_986_918,
      messages: 1234,
      spamAliases: 2,
      created: '2024-03-01 09:15:00',
      modified: '2025-02-10 17:45:12',
      lastImapLogin: 1_795_999_000,
      passwdUpdate: '2025-02-10 17:45:12',
      tags: ['cohort-7', 'mentor'],
    });
    mailcow.mailboxes.set('other@mail.example.org', { active: 1, quota: 3 * GiB });

    await expect(client().getMailboxDetails('member@mail.example.org')).resolves.toEqual({
      username: 'member@mail.example.org',
      domain: 'mail.example.org',
      name: 'Member Tester',
      active: true,
      quota: 2 * GiB,
      maxNewQuota: 7 * GiB,
      quotaUsed: 1_717_986_918,
      percentClass: 'warning',
      messages: 1234,
      spamAliases: 2,
      created: '2024-03-01 09:15:00',
      modified: '2025-02-10 17:45:12',
      lastImapLogin: 1_795_999_000,
      passwdUpdate: '2025-02-10 17:45:12',
      tags: ['cohort-7', 'mentor'],
    });
  });

  it('maps a fresh, unlimited mailbox: no tags, never signed in, password time in seconds or unknown', async () => {
    mailcow.mailboxes.set('new@mail.example.org', { active: 0, quota: 0, passwdUpdate: 1_717_000_000 });
    mailcow.mailboxes.set('old@mail.example.org', { active: 1 });
    const fresh = await client().getMailboxDetails('new@mail.example.org');
    expect(fresh).toMatchObject({ active: false, quota: 0, quotaUsed: 0, percentClass: 'info', modified: null, lastImapLogin: 0, passwdUpdate: 1_717_000_000, tags: [] });
    await expect(client().getMailboxDetails('old@mail.example.org')).resolves.toMatchObject({ percentClass: 'success', passwdUpdate: null });
  });

  it('answers null for an unknown mailbox (Mailcow answers {})', async () => {
    await expect(client().getMailboxDetails('nobody@mail.example.org')).resolves.toBeNull();
  });

  it('lists the BCC maps and recipient maps', async () => {
    mailcow.bccMaps.set(3, { local_dest: 'member@mail.example.org', bcc_dest: 'archive@example.org', active: 1, type: 'rcpt' });
    mailcow.bccMaps.set(4, { local_dest: '@mail.example.org', bcc_dest: 'audit@example.org', active: 0, type: 'sender' });
    mailcow.recipientMaps.set(7, { recipient_map_old: 'old@example.org', recipient_map_new: 'member@mail.example.org', active: 1 });

    await expect(client().getBccMaps()).resolves.toEqual([
      { id: 3, local_dest: 'member@mail.example.org', bcc_dest: 'archive@example.org', active: true, type: 'rcpt' },
      { id: 4, local_dest: '@mail.example.org', bcc_dest: 'audit@example.org', active: false, type: 'sender' },
    ]);
    await expect(client().getRecipientMaps()).resolves.toEqual([
      { id: 7, recipient_map_old: 'old@example.org', recipient_map_new: 'member@mail.example.org', active: true },
    ]);
  });

  it('answers empty lists when there are no maps (Mailcow answers {})', async () => {
    await expect(client().getBccMaps()).resolves.toEqual([]);
    await expect(client().getRecipientMaps()).resolves.toEqual([]);
  });

  it('still answers the existing mailbox lookup from the richer payload', async () => {
    mailcow.mailboxes.set('member@mail.example.org', { active: 1 });
    await expect(client().getMailbox('member@mail.example.org')).resolves.toEqual({ address: 'member@mail.example.org', active: true });
  });

  it('turns a refused API key into a 503 domain error', async () => {
    for (const call of [(c: MailcowClient) => c.getMailboxDetails('member@mail.example.org'), (c: MailcowClient) => c.getBccMaps(), (c: MailcowClient) => c.getRecipientMaps()]) {
      const error = await call(client('wrong')).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: DomainErrorCode.ServiceUnavailable, detail: 'Mail (Mailcow) refused our API key.' });
    }
  });
});
