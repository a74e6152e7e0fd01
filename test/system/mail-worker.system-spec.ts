import { type ChildProcess, spawn } from 'node:child_process';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import { type SmtpFake, startSmtpFake } from '../fakes/smtp-server';
import { MAIN } from './app-process';
import { waitUntil } from './browser';

/**
 * A mail worker process killed (SIGKILL) while the SMTP server holds its message: the e-mail is not
 * lost. After its lease another worker process takes the row over and sends it, once.
 */
describe('the mail outbox across a killed worker', () => {
  const prefix = `mail-kill-${process.pid}`;
  let smtp: SmtpFake;
  let db: Client;
  const workers: ChildProcess[] = [];

  const startWorker = (): ChildProcess => {
    const child = spawn(process.execPath, [MAIN], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        ROLE: 'worker',
        DATABASE_URL: process.env.WAYPOINT_TEST_DATABASE_URL,
        REDIS_URL: process.env.WAYPOINT_TEST_REDIS_URL,
        QUEUE_PREFIX: prefix,
        LOG_LEVEL: 'warn',
        SESSION_SECRET: 'system-test-session-secret-0123456789abcdef',
        SMTP_HOST: smtp.host,
        SMTP_PORT: String(smtp.port),
        MAIL_FROM: 'jobs@waypoint.test',
        OUTBOX_LEASE_MS: '2000',
        OUTBOX_SWEEP_MS: '500',
        DIGEST_CRON: 'off',
      },
      stdio: 'ignore',
    });
    workers.push(child);
    return child;
  };

  beforeAll(async () => {
    smtp = await startSmtpFake({ holdData: true });
    db = new Client({ connectionString: process.env.WAYPOINT_TEST_DATABASE_URL });
    await db.connect();
  });
  afterAll(async () => {
    for (const w of workers) if (w.exitCode === null) w.kill('SIGKILL');
    await db.end();
    await smtp.close();
  });

  it('sends the e-mail exactly once after the worker sending it is killed mid-hand-off', async () => {
    const [{ id: userId }] = (await db.query(`INSERT INTO users (username, keycloak_id, email) VALUES ('mail-kill', 'mail-kill-sub', 'kill@example.org') RETURNING id`)).rows;
    const [{ id }] = (
      await db.query(
        `INSERT INTO email_outbox (user_id, kind, to_address, to_name, from_name, subject, body, status, message_id)
         VALUES ($1, 'application', 'hiring@kill.test', 'Hiring Manager', 'Member', 'Killed mid-send', 'Hello', 'queued', '<kill-test@waypoint.test>') RETURNING id`,
        [userId],
      )
    ).rows;
    const queue = new Queue('mail', { prefix, connection: { url: process.env.WAYPOINT_TEST_REDIS_URL } });
    try {
      await queue.add('send', { outboxId: id }, { jobId: `outbox-${id}-0` });
      const first = startWorker();
      // The worker has claimed the row and handed the message over; the server has not answered.
      await waitUntil(async () => smtp.dataStarted() === 1, 30_000);
      expect((await db.query(`SELECT status FROM email_outbox WHERE id = $1`, [id])).rows[0].status).toBe('sending');
      first.kill('SIGKILL');
      await new Promise((r) => first.once('exit', r));
      smtp.configure({ holdData: false });

      startWorker();
      await smtp.waitFor(1, 30_000);
      await waitUntil(async () => (await db.query(`SELECT status FROM email_outbox WHERE id = $1`, [id])).rows[0].status === 'sent', 10_000);
      const row = (await db.query(`SELECT status, attempts FROM email_outbox WHERE id = $1`, [id])).rows[0];
      expect(row).toEqual({ status: 'sent', attempts: 2 });
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0].subject).toBe('Killed mid-send');
    } finally {
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
    }
  });
});
