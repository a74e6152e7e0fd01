import { randomUUID } from 'node:crypto';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { EnvironmentVariables } from '../../config/env.validation';
import { QueueName } from '../../core/queue/queue-names';
import { PacketsService, titleForFile } from '../applications/packets.service';
import { OutboxEmail } from './entities/outbox-email.entity';
import { permanentSmtpError, SmtpClient } from './smtp.client';
import { returnedRows } from '../../core/database/returning';

export interface MailJobData {
  outboxId: string;
}

/** Attempts before an e-mail is given up as failed (temporary SMTP errors only; 5xx fails at once). */
export const MAX_ATTEMPTS = 5;

/**
 * The outbox (DESIGN.md §6): rows first, queue jobs second. Whoever sends claims the row with a
 * lease; the row, not the queue job, decides whether an e-mail still has to go.
 */
@Injectable()
export class OutboxService {
  private readonly logger = new Logger(OutboxService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectQueue(QueueName.Mail) private readonly queue: Queue<MailJobData>,
    private readonly smtp: SmtpClient,
    private readonly packets: PacketsService,
    private readonly config: ConfigService<EnvironmentVariables, true>,
  ) {}

  /** Writes the e-mail, then queues it (or holds it when no SMTP server is configured). */
  async add(email: Pick<OutboxEmail, 'userId' | 'kind' | 'packetId' | 'toAddress' | 'toName' | 'replyTo' | 'fromName' | 'subject' | 'body'> & { dedupKey?: string }): Promise<OutboxEmail> {
    const configured = this.smtp.configured();
    const id = randomUUID();
    const saved = await this.db.getRepository(OutboxEmail).save({
      ...email,
      id,
      dedupKey: email.dedupKey ?? null,
      status: configured ? 'queued' : 'held',
      lastError: configured ? null : 'No mail server is configured on this Waypoint (SMTP_HOST), so this e-mail was kept, not sent.',
      // Fixed per row: a resend (see process) carries the same Message-ID.
      messageId: `<${id}@${this.from().split('@')[1] ?? 'waypoint.local'}>`,
    });
    if (configured) await this.enqueue(saved.id, 0);
    return saved;
  }

  private from(): string {
    return this.smtp.configured() ? this.smtp.from() : 'waypoint@waypoint.local';
  }

  /** One queue job per row and attempt: the row's claim makes a duplicate job harmless. */
  private async enqueue(outboxId: string, attempt: number): Promise<void> {
    await this.queue.add('send', { outboxId }, { jobId: `outbox-${outboxId}-${attempt}`, attempts: MAX_ATTEMPTS, backoff: { type: 'exponential', delay: 30_000 }, removeOnComplete: true, removeOnFail: { age: 7 * 86_400 } });
  }

  /**
   * Sends one e-mail. The claim sets status sending and a lease; another worker may take the row over
   * only after the lease. The one window in which an e-mail can go twice: the SMTP server has
   * accepted it (sendMail resolved) and this process dies before the UPDATE to sent. SMTP cannot be
   * asked whether a message arrived, so after the lease it is sent again, with the same Message-ID,
   * which lets receiving systems that de-duplicate by Message-ID drop the repeat.
   */
  async process(outboxId: string): Promise<'sent' | 'skipped' | 'failed'> {
    const leaseMs = this.config.get('OUTBOX_LEASE_MS', { infer: true });
    const result: unknown = await this.db.query(
      `UPDATE email_outbox SET status = 'sending', attempts = attempts + 1, lease_until = now() + make_interval(secs => $2::float8 / 1000), updated_at = now()
       WHERE id = $1 AND (status = 'queued' OR (status = 'sending' AND lease_until < now()))
       RETURNING id, user_id AS "userId", packet_id AS "packetId", to_address AS "toAddress", to_name AS "toName", reply_to AS "replyTo",
                 from_name AS "fromName", subject, body, attempts, message_id AS "messageId"`,
      [outboxId, leaseMs],
    );
    const [claimed] = returnedRows<OutboxEmail>(result);
    if (!claimed) {
      const [row] = await this.db.query<{ status: string }[]>(`SELECT status FROM email_outbox WHERE id = $1`, [outboxId]);
      if (row?.status === 'sending') throw new Error('Another worker holds this e-mail; retrying after its lease.');
      return 'skipped';
    }
    try {
      const attachments: { filename: string; content: Buffer | string; contentType: string }[] = [];
      if (claimed.packetId) {
        const packet = await this.packets.forSending(claimed.userId, claimed.packetId);
        const title = titleForFile(packet.row.jobTitle);
        if (packet.pdf) attachments.push({ filename: `resume_${title}.pdf`, content: packet.pdf, contentType: 'application/pdf' });
        if (packet.row.coverLetterText?.trim()) attachments.push({ filename: `cover_letter_${title}.txt`, content: packet.row.coverLetterText, contentType: 'text/plain; charset=utf-8' });
      }
      const info = await this.smtp.send({
        from: { name: claimed.fromName || 'Waypoint', address: this.smtp.from() },
        to: { name: claimed.toName, address: claimed.toAddress },
        replyTo: claimed.replyTo ?? undefined,
        subject: claimed.subject,
        text: claimed.body,
        messageId: claimed.messageId,
        attachments,
      });
      await this.db.query(`UPDATE email_outbox SET status = 'sent', sent_at = now(), lease_until = NULL, last_error = NULL, updated_at = now() WHERE id = $1`, [outboxId]);
      this.logger.log({ outboxId, response: info.response.slice(0, 120) }, 'E-mail sent');
      return 'sent';
    } catch (err) {
      const message = (err as Error).message.slice(0, 1000);
      const final = permanentSmtpError(err) || claimed.attempts >= MAX_ATTEMPTS;
      await this.db.query(`UPDATE email_outbox SET status = $2, lease_until = NULL, last_error = $3, updated_at = now() WHERE id = $1`, [outboxId, final ? 'failed' : 'queued', message]);
      this.logger.warn({ outboxId, attempt: claimed.attempts, final, err: message }, 'E-mail not sent');
      if (final) return 'failed';
      throw err; // the queue retries with backoff
    }
  }

  /**
   * E-mails nobody is working on: sending rows whose lease ran out (their worker died) and queued
   * rows untouched for a lease (their queue job was lost). Each is queued again.
   */
  async sweep(): Promise<number> {
    if (!this.smtp.configured()) return 0;
    const leaseMs = this.config.get('OUTBOX_LEASE_MS', { infer: true });
    const rows = await this.db.query<{ id: string; attempts: number }[]>(
      `SELECT id, attempts FROM email_outbox
       WHERE (status = 'sending' AND lease_until < now())
          OR (status = 'queued' AND updated_at < now() - make_interval(secs => $1::float8 / 1000) - interval '15 minutes')
       ORDER BY updated_at LIMIT 100`,
      [leaseMs],
    );
    for (const r of rows) await this.enqueue(r.id, r.attempts);
    if (rows.length) this.logger.warn({ count: rows.length }, 'Re-queued e-mails whose worker or queue job was lost');
    return rows.length;
  }
}
