import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import type { EnvironmentVariables } from '../../config/env.validation';

/** SMTP by nodemailer, configured by SMTP_* (DESIGN.md §3). One pooled transport per process. */
@Injectable()
export class SmtpClient {
  private transport: Transporter | null = null;

  constructor(private readonly config: ConfigService<EnvironmentVariables, true>) {}

  configured(): boolean {
    return Boolean(this.config.get('SMTP_HOST', { infer: true }));
  }

  from(): string {
    return this.config.get('MAIL_FROM', { infer: true }) as string;
  }

  private get(): Transporter {
    if (!this.transport) {
      const user = this.config.get('SMTP_USER', { infer: true });
      this.transport = createTransport({
        host: this.config.get('SMTP_HOST', { infer: true }),
        port: this.config.get('SMTP_PORT', { infer: true }),
        secure: this.config.get('SMTP_SECURE', { infer: true }),
        auth: user ? { user, pass: this.config.get('SMTP_PASSWORD', { infer: true }) } : undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      });
    }
    return this.transport;
  }

  /** Hands a message to the SMTP server; resolves once the server has accepted it (250 to DATA). */
  async send(message: SendMailOptions): Promise<{ messageId: string; response: string }> {
    const info = await this.get().sendMail(message);
    return { messageId: info.messageId ?? '', response: String(info.response ?? '') };
  }

  /** Connects and signs in without sending (the connection test). */
  async verify(): Promise<void> {
    await this.get().verify();
  }
}

/** Whether an SMTP error means "never" (5xx) rather than "later". */
export function permanentSmtpError(err: unknown): boolean {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
