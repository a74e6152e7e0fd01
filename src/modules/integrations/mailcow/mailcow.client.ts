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

  /**
   * Forwards the mailbox to `personal` (keeping a copy in the mailbox), or stops forwarding when
   * `personal` is null. Mailcow keeps forwarding as an alias whose address is the mailbox itself.
   */
  async setForwarding(mailbox: string, personal: string | null): Promise<void> {
    const aliases = await this.call<{ id: number; address: string }[] | Record<string, never>>('GET', '/api/v1/get/alias/all');
    const existing = (Array.isArray(aliases) ? aliases : []).find((a) => a.address?.toLowerCase() === mailbox.toLowerCase());
    if (personal === null) {
      if (existing) await this.call('POST', '/api/v1/delete/alias', [existing.id]);
      return;
    }
    const gotoList = `${mailbox},${personal}`;
    if (existing) await this.call('POST', '/api/v1/edit/alias', { items: [existing.id], attr: { goto: gotoList, active: '1' } });
    else await this.call('POST', '/api/v1/add/alias', { address: mailbox, goto: gotoList, active: '1' });
  }

  /** One API call; Mailcow answers `[{type: 'error', msg}]` with HTTP 200 when it refuses a change. */
  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const { base, key } = this.settings();
    const { res, body: answer } = await callServiceJson<T>(
      'Mail (Mailcow)',
      `${base}${path}`,
      {
        method,
        headers: { 'X-API-Key': key, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      { refused: 'refused our API key' },
    );
    if (!res.ok) throw new DomainError(DomainErrorCode.ServiceUnavailable, `Mail (Mailcow) answered HTTP ${res.status}.`);
    const refused = (Array.isArray(answer) ? answer : [answer]).find((a) => (a as { type?: string })?.type === 'error' || (a as { type?: string })?.type === 'danger');
    if (refused) {
      const msg = (refused as { msg?: unknown }).msg;
      throw new DomainError(DomainErrorCode.ServiceUnavailable, `Mail (Mailcow) refused the change: ${Array.isArray(msg) ? msg.join(' ') : String(msg ?? 'no reason given')}.`);
    }
    return answer;
  }
}
