import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { EnvironmentVariables } from '../../../config/env.validation';
import { DomainError, DomainErrorCode } from '../../../core/http/domain.error';
import { callServiceJson } from '../service-http';

export interface MailboxInfo {
  address: string;
  active: boolean;
}

/** Mailcow's REST API (/api/v1, X-API-Key). Configured by MAILCOW_URL, MAILCOW_API_KEY, MAIL_DOMAIN. */
@Injectable()
export class MailcowClient {
  constructor(private readonly config: ConfigService<EnvironmentVariables, true>) {}

  private settings() {
    const url = this.config.get('MAILCOW_URL', { infer: true });
    if (!url) throw new DomainError(DomainErrorCode.ServiceNotConfigured, 'Mail (Mailcow) is not configured on this server.');
    return {
      base: url.replace(/\/+$/, ''),
      key: this.config.get('MAILCOW_API_KEY', { infer: true }) as string,
      domain: this.config.get('MAIL_DOMAIN', { infer: true }) as string,
    };
  }

  get configured(): boolean {
    return Boolean(this.config.get('MAILCOW_URL', { infer: true }));
  }

  /** The member's internal mailbox address. */
  mailboxFor(username: string): string {
    return `${username.toLowerCase()}@${this.settings().domain}`;
  }

  /** The web mail host (SOGo lives under it). */
  get baseUrl(): string {
    return this.settings().base;
  }

  /** The mailbox, or null when Mailcow has none (it answers `{}` or `[]` for an unknown mailbox). */
  async getMailbox(address: string): Promise<MailboxInfo | null> {
    const { base, key } = this.settings();
    const { res, body } = await callServiceJson<unknown>(
      'Mail (Mailcow)',
      `${base}/api/v1/get/mailbox/${encodeURIComponent(address)}`,
      { headers: { 'X-API-Key': key, Accept: 'application/json' } },
      { refused: 'refused our API key' },
    );
    if (!res.ok) throw new DomainError(DomainErrorCode.ServiceUnavailable, `Mail (Mailcow) answered HTTP ${res.status}.`);
    const mailbox = body as { username?: string; active?: number | string; active_int?: number };
    if (!mailbox || Array.isArray(mailbox) || !mailbox.username) return null;
    const active = Number(mailbox.active_int ?? mailbox.active) === 1;
    return { address: mailbox.username, active };
  }
}
