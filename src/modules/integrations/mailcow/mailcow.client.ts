import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { EnvironmentVariables } from '../../../config/env.validation';
import { DomainError, DomainErrorCode } from '../../../core/http/domain.error';
import { callServiceJson } from '../service-http';

export interface MailboxInfo {
  address: string;
  active: boolean;
}

/** A mailbox as the admin dashboard's mail block shows it (spec part 3 §3), from Mailcow's mailbox details. */
export interface MailcowMailbox {
  username: string;
  domain: string;
  name: string;
  active: boolean;
  /** Bytes; 0 = unlimited. */
  quota: number;
  /** Bytes the quota may be raised to (the domain's room left); null when Mailcow does not say. */
  maxNewQuota: number | null;
  /** Bytes. */
  quotaUsed: number;
  /** success below 75 % of the quota, warning from 75 %, danger from 90 %, info when unlimited. */
  percentClass: string;
  messages: number;
  /** Active spam (temporary) aliases forwarding to the mailbox; null when Mailcow does not say. */
  spamAliases: number | null;
  /** 'YYYY-MM-DD HH:MM:SS' in the Mailcow server's time zone. */
  created: string | null;
  modified: string | null;
  /** Unix seconds; 0 = never, or Mailcow hides last logins. */
  lastImapLogin: number;
  /** Last password change as Mailcow stored it: a 'YYYY-MM-DD HH:MM:SS' string or unix seconds; null when unknown. */
  passwdUpdate: string | number | null;
  tags: string[];
}

/** A BCC map (Mailcow's address rewriting): mail of `local_dest` is also sent, as a copy, to `bcc_dest`. */
export interface MailcowBccMap {
  id: number;
  /** A mailbox, alias or @domain. */
  local_dest: string;
  bcc_dest: string;
  active: boolean;
  /** 'sender' (mail sent by local_dest) or 'rcpt' (mail received by it). */
  type: string;
}

/** A recipient map (address rewriting): mail for `recipient_map_old` is delivered to `recipient_map_new` instead. */
export interface MailcowRecipientMap {
  id: number;
  recipient_map_old: string;
  recipient_map_new: string;
  active: boolean;
}

/** Mailcow's mailbox details (GET get/mailbox/{address}); spam_aliases and max_new_quota only in the full form. */
interface MailboxDetails {
  username?: string;
  domain?: string;
  name?: string;
  active?: number | string;
  active_int?: number | string;
  quota?: number | string;
  max_new_quota?: number | string;
  quota_used?: number | string;
  percent_class?: string;
  messages?: number | string | null;
  spam_aliases?: number | string;
  created?: string | null;
  modified?: string | null;
  last_imap_login?: number | string;
  attributes?: { passwd_update?: string | number | null } | null;
  tags?: string[];
}

const toNumber = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};
const isOn = (v: unknown) => Number(v) === 1;
/** Mailcow answers `{}` instead of `[]` for an empty list. */
const asList = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

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

  /** The mailbox with its quota, usage, logins and tags, or null when Mailcow has none (it answers `{}`). */
  async getMailboxDetails(address: string): Promise<MailcowMailbox | null> {
    const m = await this.call<MailboxDetails | unknown[]>('GET', `/api/v1/get/mailbox/${encodeURIComponent(address)}`);
    if (!m || Array.isArray(m) || typeof m !== 'object' || !m.username) return null;
    const passwd = m.attributes?.passwd_update;
    return {
      username: m.username,
      domain: m.domain ?? m.username.split('@')[1] ?? '',
      name: m.name ?? '',
      active: isOn(m.active_int ?? m.active),
      quota: toNumber(m.quota) ?? 0,
      maxNewQuota: toNumber(m.max_new_quota),
      quotaUsed: toNumber(m.quota_used) ?? 0,
      percentClass: m.percent_class ?? 'info',
      messages: toNumber(m.messages) ?? 0,
      spamAliases: toNumber(m.spam_aliases),
      created: m.created ?? null,
      modified: m.modified ?? null,
      lastImapLogin: toNumber(m.last_imap_login) ?? 0,
      // "0" (Mailcow's migration default) means unknown; new mailboxes store unix seconds, changes a datetime.
      passwdUpdate: passwd === undefined || passwd === null || passwd === '' || Number(passwd) === 0 ? null : (toNumber(passwd) ?? String(passwd)),
      tags: Array.isArray(m.tags) ? m.tags.filter((t): t is string => typeof t === 'string') : [],
    };
  }

  /** Every BCC map the API key may see. */
  async getBccMaps(): Promise<MailcowBccMap[]> {
    const maps = asList<Partial<Record<keyof MailcowBccMap, unknown>>>(await this.call('GET', '/api/v1/get/bcc/all'));
    return maps.map((b) => ({
      id: Number(b.id),
      local_dest: String(b.local_dest ?? ''),
      bcc_dest: String(b.bcc_dest ?? ''),
      active: isOn(b.active),
      type: String(b.type ?? ''),
    }));
  }

  /** Every recipient map. */
  async getRecipientMaps(): Promise<MailcowRecipientMap[]> {
    const maps = asList<Partial<Record<keyof MailcowRecipientMap, unknown>>>(await this.call('GET', '/api/v1/get/recipient_map/all'));
    return maps.map((r) => ({
      id: Number(r.id),
      recipient_map_old: String(r.recipient_map_old ?? ''),
      recipient_map_new: String(r.recipient_map_new ?? ''),
      active: isOn(r.active),
    }));
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
