import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DomainError, DomainErrorCode } from '../../core/http/domain.error';
import { AccountService } from '../account/account.service';
import { ActivityService } from '../activity/activity.service';
import { PacketsService } from '../applications/packets.service';
import type { EmailDefaultsDto, SendEmailDto, SendEmailResultDto, TestConnectionResultDto } from './dto/email.dto';
import { OutboxService } from './outbox.service';
import { SmtpClient } from './smtp.client';

export const DEFAULT_TO_NAME = 'Hiring Manager';
export const NO_ADDRESS = 'This posting gives no e-mail address to send an application to. Use Apply On Site on the job instead.';
const defaultSubject = (title: string, company: string) => `Application for ${title} position at ${company}`;

/** Application e-mails (part 3 §2.3, §7 Email): defaults, send through the outbox, connection test. */
@Injectable()
export class EmailsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly packets: PacketsService,
    private readonly outbox: OutboxService,
    private readonly smtp: SmtpClient,
    private readonly account: AccountService,
    private readonly activity: ActivityService,
  ) {}

  async defaults(userId: string, username: string, packetId?: string): Promise<EmailDefaultsDto> {
    const sender = await this.sender(userId, username);
    const smtpConfigured = this.smtp.configured();
    if (!packetId) {
      return {
        success: true,
        defaults: { to: DEFAULT_TO_NAME, toAddress: null, subject: defaultSubject('{jobTitle}', '{companyName}'), body: this.body('{jobTitle}', '{companyName}', sender.closing) },
        canSend: false,
        reason: 'Choose a packet to send.',
        smtpConfigured,
      };
    }
    const { row, contactEmail } = await this.packets.forSending(userId, packetId);
    return {
      success: true,
      defaults: { to: DEFAULT_TO_NAME, toAddress: contactEmail, subject: defaultSubject(row.jobTitle, row.companyName), body: this.body(row.jobTitle, row.companyName, sender.closing) },
      canSend: contactEmail !== null,
      reason: contactEmail ? null : NO_ADDRESS,
      smtpConfigured,
    };
  }

  /** Writes the e-mail to the outbox for the `mail` queue; the address is the posting's, never the client's. */
  async send(userId: string, username: string, body: SendEmailDto): Promise<SendEmailResultDto> {
    const { row, contactEmail } = await this.packets.forSending(userId, body.packetId);
    if (!contactEmail) throw new DomainError(DomainErrorCode.InvalidState, NO_ADDRESS);
    const sender = await this.sender(userId, username);
    const email = await this.outbox.add({
      userId,
      kind: 'application',
      packetId: row.id,
      toAddress: contactEmail,
      toName: body.to.trim().slice(0, 200),
      replyTo: sender.email,
      fromName: sender.name,
      subject: body.subject.replace(/[\r\n]+/g, ' ').trim(),
      body: body.body.replace(/\r\n?/g, '\n'),
    });
    const status = email.status === 'held' ? 'held' : 'queued';
    if (status === 'queued') await this.activity.record(userId, 'email_sent', { jobId: Number(row.jobId), title: row.jobTitle, company: row.companyName, packetId: row.id });
    return {
      success: true,
      emailId: email.id,
      status,
      message: status === 'queued' ? 'Email sent successfully!' : 'Saved in your outbox, not sent: no mail server is configured on this Waypoint.',
    };
  }

  async testConnection(): Promise<TestConnectionResultDto> {
    if (!this.smtp.configured()) return { success: false, message: 'Mail (SMTP) is not configured on this server: set SMTP_HOST and MAIL_FROM.' };
    try {
      await this.smtp.verify();
      return { success: true, message: 'Connected and signed in to the mail server.' };
    } catch (err) {
      return { success: false, message: `The mail server could not be reached or refused us: ${(err as Error).message}` };
    }
  }

  private async sender(userId: string, username: string): Promise<{ name: string; email: string | null; closing: string }> {
    const [user] = await this.db.query<{ first_name: string; last_name: string; email: string }[]>(`SELECT first_name, last_name, email FROM users WHERE id = $1`, [userId]);
    const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ') || username;
    const { signature } = await this.account.forUser(userId, username);
    return { name, email: user?.email && /^[^\s@]+@[^\s@]+$/.test(user.email) ? user.email : null, closing: signature?.trim() || name };
  }

  private body(title: string, company: string, closing: string): string {
    return `Dear Hiring Manager,\n\nPlease find attached my application for the ${title} position at ${company}: my resume and my cover letter.\n\nI look forward to hearing from you.\n\nKind regards,\n${closing}`;
  }
}
