import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ImapFlow } from 'imapflow';
import type { EnvironmentVariables } from '../../../config/env.validation';
import { DomainError, DomainErrorCode } from '../../../core/http/domain.error';

/** Reads mailbox state over IMAP (imapflow), signing in as the Dovecot master user for the mailbox. */
@Injectable()
export class ImapClient {
  constructor(private readonly config: ConfigService<EnvironmentVariables, true>) {}

  async unseenCount(mailbox: string): Promise<number> {
    const host = this.config.get('IMAP_HOST', { infer: true });
    if (!host) throw new DomainError(DomainErrorCode.ServiceNotConfigured, 'Mail (IMAP) is not configured on this server.');
    const client = new ImapFlow({
      host,
      port: this.config.get('IMAP_PORT', { infer: true }),
      secure: this.config.get('IMAP_SECURE', { infer: true }),
      auth: {
        user: `${mailbox}*${this.config.get('IMAP_MASTER_USER', { infer: true })}`,
        pass: this.config.get('IMAP_MASTER_PASSWORD', { infer: true }) as string,
      },
      logger: false,
      connectionTimeout: 10_000,
      greetingTimeout: 5_000,
      socketTimeout: 15_000,
    });
    client.on('error', () => undefined); // surfaced by the awaited calls below
    try {
      await client.connect();
    } catch (err) {
      const e = err as Error & { authenticationFailed?: boolean };
      throw new DomainError(
        DomainErrorCode.ServiceUnavailable,
        e.authenticationFailed ? 'Mail (IMAP) refused our sign-in for this mailbox.' : `Mail (IMAP) cannot be reached: ${e.message}.`,
      );
    }
    try {
      const status = await client.status('INBOX', { unseen: true });
      if (!status) throw new Error('the server gave no STATUS for INBOX');
      return status.unseen ?? 0;
    } catch (err) {
      throw new DomainError(DomainErrorCode.ServiceUnavailable, `Mail (IMAP) could not read the inbox: ${(err as Error).message}.`);
    } finally {
      await client.logout().catch(() => client.close());
    }
  }
}
