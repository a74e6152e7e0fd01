import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import type { DigestService } from '../src/modules/emails/digest.service';
import type { OutboxService } from '../src/modules/emails/outbox.service';
import type { JobStore } from '../src/modules/jobs/job-store.service';
import type { CollectedJob } from '../src/modules/jobs/sources/job-source';
import { createTestAppWithEnv } from './create-app';
import { type SmtpFake, startSmtpFake } from './fakes/smtp-server';
import { signIn } from './sign-in';

type Agent = Awaited<ReturnType<typeof signIn>>;

const RESUME = `Ada Quinn
ada@example.org | Berlin

Summary
Backend engineer building payment systems.

Experience
Senior Backend Engineer, Brightline Payments, Berlin
2021 - Present
- Built a Go service on PostgreSQL handling 2M payments a day
- Cut API latency by 40% with query tuning

Skills
Go, PostgreSQL, Docker, REST APIs
`;

const job = (n: number, over: Partial<CollectedJob> = {}): CollectedJob => ({
  source: 'apps-test',
  sourceId: `a-${n}`,
  title: `Backend Engineer (Payments) ${n}`,
  company: `Acme ${n}`,
  location: 'Berlin, Germany',
  jobType: 'full-time',
  remote: false,
  description: `We build payments.\n\nRequirements\n- Go and PostgreSQL\n- Kubernetes and Terraform\n\nPosting ${n}.`,
  descriptionHtml: null,
  url: `https://jobs.example/${n}`,
  postedAt: new Date(),
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  category: null,
  companyWebsite: null,
  contactEmail: `jobs${n}@acme.test`,
  feedTitle: null,
  ...over,
});

describe('applications, packets and e-mail', () => {
  let app: NestExpressApplication;
  let smtp: SmtpFake;
  let outbox: OutboxService;
  let maxAttempts: number;
  let mailQueue: Queue;
  let digest: DigestService;
  let jobStore: JobStore;
  let db: DataSource;
  let withMail: string;
  let noMail: string;
  let ann: Agent;
  let resumeId: string;

  beforeAll(async () => {
    smtp = await startSmtpFake({ auth: { user: 'waypoint', pass: 'smtp-secret' } });
    app = await createTestAppWithEnv(
      {
        QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}-apps`,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        SMTP_USER: 'waypoint',
        SMTP_PASSWORD: 'smtp-secret',
        MAIL_FROM: 'jobs@waypoint.test',
        OUTBOX_LEASE_MS: '1000',
      },
      async (isolated) => {
        const { OutboxService: Isolated, MAX_ATTEMPTS } = await import('../src/modules/emails/outbox.service');
        outbox = isolated.get(Isolated);
        maxAttempts = MAX_ATTEMPTS;
        const { getQueueToken } = await import('@nestjs/bullmq');
        const { QueueName } = await import('../src/core/queue/queue-names');
        mailQueue = isolated.get(getQueueToken(QueueName.Mail));
        const { DigestService: IsolatedDigest } = await import('../src/modules/emails/digest.service');
        digest = isolated.get(IsolatedDigest);
        const { JobStore: IsolatedJobStore } = await import('../src/modules/jobs/job-store.service');
        jobStore = isolated.get(IsolatedJobStore);
        const stored = await jobStore.store([job(1), job(2, { contactEmail: null })]);
        [withMail, noMail] = stored.ids;
        const { DataSource: IsolatedDataSource } = await import('typeorm');
        db = isolated.get(IsolatedDataSource) as unknown as DataSource;
      },
    );
    ann = await signIn(app, 'apps-ann');
    await ann.put('/api/account/signature').send({ signature: 'Ada Quinn, Berlin' });
    const up = await ann.post('/api/upload-resume').field('reason', 'resumebuilder_upload').attach('resume', Buffer.from(RESUME), 'ada.txt').expect(200);
    resumeId = up.body.resumeId;
  });
  /** The worker records a send just after the SMTP server accepts it: wait for that. */
  async function recorded(id: string, status: string): Promise<void> {
    for (let i = 0; i < 100; i++) {
      const [row] = await db.query(`SELECT status FROM email_outbox WHERE id = $1`, [id]);
      if (row?.status === status) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`e-mail ${id} never became ${status}`);
  }

  interface OutboxRow { status: string; attempts: number; last_error: string | null }
  /** The outbox row once `ready` holds for it (the worker updates it asynchronously). */
  async function outboxRow(id: string, ready: (row: OutboxRow) => boolean, what: string): Promise<OutboxRow> {
    let row: OutboxRow | undefined;
    for (let i = 0; i < 200; i++) {
      [row] = await db.query<OutboxRow[]>(`SELECT status, attempts, last_error FROM email_outbox WHERE id = $1`, [id]);
      if (row && ready(row)) return row;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`e-mail ${id} never became ${what}: ${JSON.stringify(row)}`);
  }

  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('drafts a cover letter on the real overlap, signed, never claiming a missing skill', async () => {
    const res = await ann.post('/api/coverletters/draft').send({ jobId: withMail }).expect(200);
    expect(res.body.resumeId).toBe(resumeId);
    expect(res.body.overlapFound).toBe(true);
    expect(res.body.matched).toEqual(expect.arrayContaining(['Go', 'PostgreSQL']));
    expect(res.body.missing).toEqual(expect.arrayContaining(['Kubernetes', 'Terraform']));
    expect(res.body.draftText).toMatch(/^Dear Hiring Manager,/);
    expect(res.body.draftText).toMatch(/Ada Quinn, Berlin$/);
    for (const skill of res.body.missing) expect(res.body.draftText).not.toContain(skill);
  });

  it('refuses bad input with the field named', async () => {
    expect((await ann.post('/api/coverletters/draft').send({ jobId: 'x' }).expect(400)).body.detail).toMatch(/jobId/);
    expect((await ann.post('/api/applications/initiate').send({ jobId: withMail, details: 'x'.repeat(301) }).expect(400)).body.detail).toMatch(/details/);
    expect((await ann.post('/api/applications/packets').send({ jobId: withMail }).expect(400)).body.detail).toMatch(/resumeId, coverLetterText or personalWebsite/);
    expect((await ann.post('/api/applications/packets').send({ jobId: withMail, personalWebsite: 'javascript:alert(1)' }).expect(400)).body.detail).toMatch(/personalWebsite/);
    await ann.post('/api/coverletters/draft').send({ jobId: '999999' }).expect(404);
  });

  it('starts an application once, in pending', async () => {
    const first = await ann.post('/api/applications/initiate').send({ jobId: withMail, details: 'Backend Engineer at Acme' }).expect(200);
    expect(first.body).toMatchObject({ jobId: withMail, status: 'pending', created: true });
    const again = await ann.post('/api/applications/initiate').send({ jobId: withMail }).expect(200);
    expect(again.body).toMatchObject({ applicationId: first.body.applicationId, created: false });
  });

  let packetId: string;
  it('saves a packet with the resume rendered to PDF now, and serves exactly that file', async () => {
    const letter = (await ann.post('/api/coverletters/draft').send({ jobId: withMail, resumeId }).expect(200)).body.draftText;
    const saved = await ann
      .post('/api/applications/packets')
      .send({ jobId: withMail, resumeId, coverLetterText: letter, personalWebsite: 'https://ada.dev' })
      .expect(201);
    packetId = saved.body.id;
    expect(saved.body).toMatchObject({ jobId: withMail, applicationStatus: 'pending', hasResumePdf: true, resumeId, personalWebsite: 'https://ada.dev', canEmail: true, lastEmail: null });
    const detail = (await ann.get(`/api/applications/packets/${packetId}`).expect(200)).body;
    const pdf = Buffer.from(detail.resume_pdf_data, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(detail.pdfPageSize).toBe('A4');
    const file = await ann.get(`/api/applications/packets/${packetId}/resume.pdf`).buffer(true).parse((res, cb) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => cb(null, Buffer.concat(parts)));
    }).expect(200);
    expect(file.headers['content-disposition']).toContain('resume_Backend_Engineer__Payments__1.pdf');
    expect(Buffer.compare(file.body as Buffer, pdf)).toBe(0);
    // Editing the resume afterwards does not change what the packet holds.
    await ann.put(`/api/resumes/${resumeId}`).send({ template: 'classic' }).expect(200);
    expect((await ann.get(`/api/applications/packets/${packetId}`).expect(200)).body.resume_pdf_data).toBe(detail.resume_pdf_data);
    const list = (await ann.get('/api/applications/packets').expect(200)).body;
    expect(list.items.map((p: { id: string }) => p.id)).toEqual([packetId]);
  });

  it('moves status forward only, with history, and refuses backward, unknown and archived moves with 409', async () => {
    const at = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await ann.put(`/api/applications/${withMail}/status`).send({ newStatus: 'applied' }).expect(200);
    const moved = await ann.put(`/api/applications/${withMail}/status`).send({ newStatus: 'interview', eventAt: at }).expect(200);
    expect(moved.body.history.map((h: { toStatus: string }) => h.toStatus)).toEqual(['pending', 'applied', 'interview']);
    expect((await ann.put(`/api/applications/${withMail}/status`).send({ newStatus: 'applied' }).expect(409)).body.detail).toMatch(/cannot move back from interview to applied/);
    expect((await ann.put(`/api/applications/${withMail}/status`).send({ newStatus: 'hired' }).expect(409)).body.detail).toMatch(/not a status/);
    expect((await ann.put(`/api/applications/${withMail}/status`).send({ eventAt: at }).expect(400)).body.detail).toMatch(/newStatus/);

    // Applied 3 days before the interview answer: the history is backdated, as if the moves had been days apart.
    await db.query(
      `UPDATE application_status_changes SET changed_at = changed_at - interval '3 days'
       WHERE to_status IN ('pending', 'applied') AND application_id = (SELECT id FROM applications WHERE job_id = $1)`,
      [withMail],
    );
    const summary = (await ann.get('/api/applications/summary').expect(200)).body;
    expect(summary).toMatchObject({ applications: 1, packets: 1, responseRate: 100, interviewRate: 100, responses: 1 });
    expect(summary.avgDaysToResponse).toBe(3);

    const ics = await ann.get(`/api/applications/${withMail}/calendar.ics`).expect(200);
    expect(ics.headers['content-type']).toMatch(/text\/calendar/);
    expect(ics.text).toContain('BEGIN:VEVENT');
    expect(ics.text).toContain('SUMMARY:Interview: Backend Engineer (Payments) 1 at Acme 1');

    const feed = (await ann.post('/api/applications/calendar-feed').expect(200)).body;
    const path = new URL(feed.url).pathname;
    const anonymous = (await import('supertest')).default(app.getHttpServer());
    expect((await anonymous.get(path).expect(200)).text).toContain('BEGIN:VEVENT');
    await ann.post('/api/applications/calendar-feed').expect(200);
    await anonymous.get(path).expect(404);

    await ann.put(`/api/applications/${withMail}/status`).send({ newStatus: 'archived' }).expect(200);
    expect((await ann.put(`/api/applications/${withMail}/status`).send({ newStatus: 'archived' }).expect(409)).body.detail).toMatch(/Archived applications cannot be edited/);
  });

  it("keeps every member's packets, statuses and e-mails their own: 404 for anyone else", async () => {
    const bob = await signIn(app, 'apps-bob');
    await bob.get(`/api/applications/packets/${packetId}`).expect(404);
    await bob.get(`/api/applications/packets/${packetId}/resume.pdf`).expect(404);
    await bob.put(`/api/applications/${withMail}/status`).send({ newStatus: 'offer' }).expect(404);
    await bob.get(`/api/applications/${withMail}/history`).expect(404);
    await bob.get(`/api/applications/${withMail}/calendar.ics`).expect(404);
    await bob.get(`/api/emails/defaults?packetId=${packetId}`).expect(404);
    await bob.post('/api/emails/send').send({ packetId, to: 'Hiring Manager', subject: 's', body: 'b' }).expect(404);
    await bob.post('/api/coverletters/draft').send({ jobId: withMail, resumeId }).expect(404);
    await bob.post('/api/applications/packets').send({ jobId: withMail, resumeId }).expect(404);
    expect((await bob.get('/api/applications/packets').expect(200)).body.items).toEqual([]);
  });

  it('e-mails the packet to the posting address by SMTP, PDF and letter attached, and records it', async () => {
    const defaults = (await ann.get(`/api/emails/defaults?packetId=${packetId}`).expect(200)).body;
    expect(defaults).toMatchObject({ success: true, canSend: true, smtpConfigured: true });
    expect(defaults.defaults).toMatchObject({ to: 'Hiring Manager', toAddress: 'jobs1@acme.test', subject: 'Application for Backend Engineer (Payments) 1 position at Acme 1' });
    const sent = await ann.post('/api/emails/send').send({ packetId, to: 'Hiring Manager', subject: defaults.defaults.subject, body: defaults.defaults.body }).expect(202);
    expect(sent.body).toMatchObject({ success: true, status: 'queued', message: 'Email sent successfully!' });
    const [mail] = await smtp.waitFor(1, 10_000);
    expect(mail.envelopeTo).toEqual(['jobs1@acme.test']);
    expect(mail.to).toContain('Hiring Manager');
    expect(mail.subject).toBe(defaults.defaults.subject);
    expect(mail.attachments.map((a) => a.filename)).toEqual(['resume_Backend_Engineer__Payments__1.pdf', 'cover_letter_Backend_Engineer__Payments__1.txt']);
    expect(mail.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mail.attachments[1].content.toString()).toMatch(/^Dear Hiring Manager,/);
    for (let i = 0; i < 50; i++) {
      const p = (await ann.get(`/api/applications/packets/${packetId}`).expect(200)).body;
      if (p.lastEmail?.status === 'sent') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await ann.get(`/api/applications/packets/${packetId}`).expect(200)).body.lastEmail).toMatchObject({ status: 'sent', error: null });
    const activity = (await ann.get('/api/activity?limit=25').expect(200)).body;
    expect(Object.keys(activity.all_time_totals_by_type)).toEqual(expect.arrayContaining(['application_initiated', 'application_prepared', 'email_sent', 'job_applied', 'interview_scheduled']));
  });

  it('explains why it cannot send when the posting gives no address', async () => {
    const saved = await ann.post('/api/applications/packets').send({ jobId: noMail, personalWebsite: 'https://ada.dev' }).expect(201);
    expect(saved.body.canEmail).toBe(false);
    const defaults = (await ann.get(`/api/emails/defaults?packetId=${saved.body.id}`).expect(200)).body;
    expect(defaults).toMatchObject({ canSend: false, reason: expect.stringMatching(/no e-mail address/) });
    const res = await ann.post('/api/emails/send').send({ packetId: saved.body.id, to: 'Hiring Manager', subject: 's', body: 'b' }).expect(409);
    expect(res.body.detail).toMatch(/no e-mail address/);
  });

  it('loses no e-mail when its worker dies mid-send: after the lease the sweep sends it, once', async () => {
    const before = smtp.messages.length;
    const sent = await ann.post('/api/emails/send').send({ packetId, to: 'Hiring Manager', subject: 'Second try', body: 'Hello' }).expect(202);
    await smtp.waitFor(before + 1, 10_000);
    await recorded(sent.body.emailId, 'sent');
    // The state a worker leaves when it dies between the SMTP hand-off and recording it: sending, lease run out.
    await db.query(`UPDATE email_outbox SET status = 'sending', sent_at = NULL, lease_until = now() - interval '1 second' WHERE id = $1`, [sent.body.emailId]);
    expect(await outbox.sweep()).toBe(1);
    await smtp.waitFor(before + 2, 10_000);
    await recorded(sent.body.emailId, 'sent');
    const [row] = await db.query(`SELECT status, attempts, message_id FROM email_outbox WHERE id = $1`, [sent.body.emailId]);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    // The repeat carries the same Message-ID, so a receiving system can drop it.
    expect(smtp.messages.slice(-2).map((m) => m.raw.toString().match(/^Message-ID: (.*)$/im)?.[1].trim())).toEqual([row.message_id, row.message_id]);
    expect(await outbox.sweep()).toBe(0);
  });

  it('retries a temporary SMTP refusal and sends it then; a permanent refusal or the last attempt fails it, with the error', async () => {
    const lastEmail = async () => (await ann.get(`/api/applications/packets/${packetId}`).expect(200)).body.lastEmail;
    const send = async (subject: string): Promise<string> =>
      (await ann.post('/api/emails/send').send({ packetId, to: 'Hiring Manager', subject, body: 'Hello' }).expect(202)).body.emailId;
    try {
      // 451 (temporary): back to queued, the attempt counted, the error kept; the queue job waits out its backoff.
      smtp.configure({ failData: { code: 451, message: 'Greylisted, try again later' } });
      const before = smtp.messages.length;
      const id = await send('Greylisted first');
      const queued = await outboxRow(id, (r) => r.status === 'queued' && r.attempts === 1, 'queued after one attempt');
      expect(queued.last_error).toMatch(/451.*Greylisted, try again later/);
      expect(smtp.messages.length).toBe(before);
      expect(await lastEmail()).toMatchObject({ id, status: 'queued', sentAt: null, error: expect.stringMatching(/451/) });
      const job = await mailQueue.getJob(`outbox-${id}-0`);
      if (!job) throw new Error(`no queue job for e-mail ${id}`);
      for (let i = 0; i < 100 && (await job.getState()) !== 'delayed'; i++) await new Promise((r) => setTimeout(r, 50));
      expect(await job.getState()).toBe('delayed');

      // The retry (its backoff cut short): the server takes it now.
      smtp.configure({ failData: undefined });
      await job.promote();
      const [mail] = (await smtp.waitFor(before + 1, 10_000)).slice(before);
      expect(mail.subject).toBe('Greylisted first');
      await recorded(id, 'sent');
      expect(await outboxRow(id, (r) => r.status === 'sent', 'sent')).toEqual({ status: 'sent', attempts: 2, last_error: null });
      expect(await lastEmail()).toMatchObject({ id, status: 'sent', error: null, sentAt: expect.any(String) });

      // 550 (permanent): failed at the first attempt, with the server's answer, and never retried.
      smtp.configure({ failData: { code: 550, message: 'Mailbox unavailable' } });
      const refused = await send('Refused');
      const failed = await outboxRow(refused, (r) => r.status === 'failed', 'failed');
      expect(failed).toEqual({ status: 'failed', attempts: 1, last_error: expect.stringMatching(/550.*Mailbox unavailable/) });
      expect(await lastEmail()).toMatchObject({ id: refused, status: 'failed', sentAt: null, error: expect.stringMatching(/550.*Mailbox unavailable/) });
      expect(await outbox.process(refused)).toBe('skipped');

      // A temporary refusal on the last allowed attempt is final too.
      smtp.configure({ failData: { code: 451, message: 'Still busy' } });
      const tired = await send('Out of attempts');
      await outboxRow(tired, (r) => r.status === 'queued' && r.attempts === 1, 'queued after one attempt');
      await db.query(`UPDATE email_outbox SET attempts = $2 WHERE id = $1`, [tired, maxAttempts - 1]);
      expect(await outbox.process(tired)).toBe('failed');
      expect(await outboxRow(tired, () => true, 'read')).toEqual({ status: 'failed', attempts: maxAttempts, last_error: expect.stringMatching(/451.*Still busy/) });
      expect(smtp.messages.length).toBe(before + 1);
    } finally {
      smtp.configure({ failData: undefined });
    }
  });

  it('tests the SMTP connection with the server credentials', async () => {
    expect((await ann.post('/api/emails/test-connection').send({}).expect(200)).body).toEqual({ success: true, message: 'Connected and signed in to the mail server.' });
  });

  it('nudges after FOLLOW_UP_DAYS without an answer, and mails a weekly digest once a week', async () => {
    const dora = await signIn(app, 'apps-dora');
    await dora.post('/api/applications/initiate').send({ jobId: noMail }).expect(200);
    await dora.put(`/api/applications/${noMail}/status`).send({ newStatus: 'applied' }).expect(200);
    expect((await dora.get('/api/applications/follow-ups').expect(200)).body).toEqual({ afterDays: 7, items: [] });
    await db.query(`UPDATE applications SET status_changed_at = now() - interval '8 days' WHERE job_id = $1`, [noMail]);
    const nudges = (await dora.get('/api/applications/follow-ups').expect(200)).body;
    expect(nudges.items).toEqual([expect.objectContaining({ jobId: noMail, status: 'applied', days: 8, companyName: 'Acme 2' })]);

    const before = smtp.messages.length;
    expect(await digest.run()).toBeGreaterThanOrEqual(1);
    const mails = await smtp.waitFor(before + 1, 10_000);
    const mine = mails.slice(before).find((m) => m.text.includes('Acme 2'));
    expect(mine?.subject).toMatch(/^Your Waypoint week: 1 to follow up/);
    expect(mine?.text).toMatch(/Backend Engineer \(Payments\) 2 at Acme 2: applied 8 days ago/);
    expect(await digest.run()).toBe(0);
  });

  it('nudges a pending application whose packet went out by e-mail, counted from the sending, and says so in the digest', async () => {
    const fay = await signIn(app, 'apps-fay');
    const packet = (await fay.post('/api/applications/packets').send({ jobId: withMail, personalWebsite: 'https://fay.dev' }).expect(201)).body;
    // Prepared long ago but never sent, nor marked applied: nothing to follow up.
    await db.query(`UPDATE applications SET created_at = now() - interval '20 days', status_changed_at = now() - interval '20 days' WHERE id = $1`, [packet.applicationId]);
    expect((await fay.get('/api/applications/follow-ups').expect(200)).body).toEqual({ afterDays: 7, items: [] });

    const sent = await fay.post('/api/emails/send').send({ packetId: packet.id, to: 'Hiring Manager', subject: 'Application', body: 'Hello' }).expect(202);
    await recorded(sent.body.emailId, 'sent');
    expect((await fay.get('/api/applications/follow-ups').expect(200)).body.items).toEqual([]);
    await db.query(`UPDATE email_outbox SET sent_at = now() - interval '8 days' WHERE id = $1`, [sent.body.emailId]);
    const nudges = (await fay.get('/api/applications/follow-ups').expect(200)).body;
    expect(nudges.items).toEqual([expect.objectContaining({ applicationId: packet.applicationId, jobId: withMail, status: 'pending', days: 8, jobTitle: 'Backend Engineer (Payments) 1' })]);

    const before = smtp.messages.length;
    expect(await digest.run()).toBeGreaterThanOrEqual(1);
    const mails = await smtp.waitFor(before + 1, 10_000);
    const mine = mails.slice(before).find((m) => m.envelopeTo.includes('apps-fay@example.test'));
    expect(mine?.text).toMatch(/Backend Engineer \(Payments\) 1 at Acme 1: e-mailed 8 days ago/);

    // An answer ends the nudge.
    await fay.put(`/api/applications/${withMail}/status`).send({ newStatus: 'screening' }).expect(200);
    expect((await fay.get('/api/applications/follow-ups').expect(200)).body.items).toEqual([]);
  });

  it("lists each saved search's new jobs in the weekly digest: up to five, with title, company and link", async () => {
    const erin = await signIn(app, 'apps-erin');
    await erin.post('/api/jobs/saved-searches').send({ name: 'Quokka roles', q: 'quokka' }).expect(201);
    const quokka = (n: number) =>
      job(100 + n, { title: `Quokka Platform Engineer ${n}`, company: `Wombat Labs ${n}`, url: `https://jobs.example/quokka-${n}`, description: `Run the quokka platform.\n\nPosting ${n}.` });
    await jobStore.store([1, 2, 3, 4, 5, 6].map(quokka));
    expect((await erin.get('/api/jobs/saved-searches').expect(200)).body).toEqual([expect.objectContaining({ name: 'Quokka roles', newCount: 6 })]);

    const before = smtp.messages.length;
    expect(await digest.run()).toBeGreaterThanOrEqual(1);
    const mails = await smtp.waitFor(before + 1, 10_000);
    const mine = mails.slice(before).find((m) => m.text.includes('Quokka roles'));
    expect(mine?.subject).toBe('Your Waypoint week: 0 to follow up, 6 new jobs');
    const text = mine?.text ?? '';
    expect(text).toContain('Quokka roles: 6 new');
    const listed = [...text.matchAll(/^- Quokka Platform Engineer (\d) at Wombat Labs (\d)\r?\n {2}(\S+)\r?$/gm)];
    expect(listed).toHaveLength(5);
    for (const [, n, company, link] of listed) {
      expect(company).toBe(n);
      expect(link).toBe(`https://jobs.example/quokka-${n}`);
    }
    expect(text).toContain('- and 1 more in Waypoint');
    expect(await digest.run()).toBe(0);
  });
});
