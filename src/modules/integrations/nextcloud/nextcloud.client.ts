import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { EnvironmentVariables } from '../../../config/env.validation';
import { DomainError, DomainErrorCode } from '../../../core/http/domain.error';
import { callServiceJson } from '../service-http';

export interface NextcloudUser {
  id: string;
  email: string;
  /** Milliseconds since the epoch; 0 when the user never signed in. */
  lastLogin: number;
}

/**
 * A Nextcloud user as the admin dashboard's cloud block shows it (spec part 3 §3): the provisioning
 * API's user data with both login times in milliseconds. A field the server does not send is null.
 */
export interface NextcloudUserDetails {
  uid: string;
  email: string | null;
  displayname: string | null;
  /** Bytes; null where Nextcloud reports none or a negative code (unlimited, unknown, not computed). */
  quota: { used: number | null; free: number | null; total: number | null; relative: number | null };
  /** Milliseconds since the epoch; 0 = never signed in; null = unknown (first login before Nextcloud 31, or an older server). */
  firstLoginTimestamp: number | null;
  /** Milliseconds since the epoch; 0 = never signed in. */
  lastLoginTimestamp: number | null;
  backend: string | null;
  storageLocation: string | null;
  phone: string | null;
  address: string | null;
  website: string | null;
  organisation: string | null;
  role: string | null;
  headline: string | null;
  biography: string | null;
  pronouns: string | null;
  twitter: string | null;
  fediverse: string | null;
  language: string | null;
  locale: string | null;
  /** '1' when the user's profile page is on, '0' when off. */
  profile_enabled: string | null;
  notify_email: string | null;
}

interface OcsQuota {
  used?: number;
  free?: number;
  total?: number;
  relative?: number;
  /** Bytes, or 'none' (unlimited) before the first login. */
  quota?: number | string;
}

/** The provisioning API's user data (GET /cloud/users/{id}); every field may be missing on some version. */
interface OcsUserData {
  id?: string;
  email?: string | null;
  displayname?: string | null;
  'display-name'?: string | null;
  /** `[]` when Nextcloud could not read the storage; only `quota` and `used` before the first login. */
  quota?: OcsQuota | unknown[];
  /** Seconds (Nextcloud 31+): 0 never, -1 unknown. */
  firstLoginTimestamp?: number;
  /** Seconds (Nextcloud 31+). */
  lastLoginTimestamp?: number;
  /** Milliseconds. */
  lastLogin?: number;
  backend?: string;
  storageLocation?: string;
  phone?: string;
  address?: string;
  website?: string;
  organisation?: string;
  role?: string;
  headline?: string;
  biography?: string;
  pronouns?: string;
  twitter?: string;
  fediverse?: string;
  language?: string;
  locale?: string;
  profile_enabled?: string;
  notify_email?: string | null;
}

interface OcsEnvelope<T> {
  ocs?: { meta?: { status?: string; statuscode?: number; message?: string }; data?: T };
}

/**
 * Nextcloud's provisioning API (OCS, /ocs/v2.php/cloud/users), authenticated as an admin with an
 * app password. Configured by NEXTCLOUD_URL, NEXTCLOUD_ADMIN_USER, NEXTCLOUD_ADMIN_PASSWORD.
 */
@Injectable()
export class NextcloudClient {
  constructor(private readonly config: ConfigService<EnvironmentVariables, true>) {}

  get configured(): boolean {
    return Boolean(this.config.get('NEXTCLOUD_URL', { infer: true }));
  }

  /** The Nextcloud address members open, or undefined when not configured. */
  get baseUrl(): string | undefined {
    return this.config.get('NEXTCLOUD_URL', { infer: true })?.replace(/\/+$/, '');
  }

  private settings() {
    const url = this.config.get('NEXTCLOUD_URL', { infer: true });
    if (!url) {
      throw new DomainError(DomainErrorCode.ServiceNotConfigured, 'Cloud storage (Nextcloud) is not configured on this server.');
    }
    const auth = Buffer.from(
      `${this.config.get('NEXTCLOUD_ADMIN_USER', { infer: true })}:${this.config.get('NEXTCLOUD_ADMIN_PASSWORD', { infer: true })}`,
    ).toString('base64');
    return { base: url.replace(/\/+$/, ''), auth };
  }

  private async ocs<T>(method: 'GET' | 'POST', path: string, form?: Record<string, string>): Promise<{ status: number; data?: T }> {
    const { base, auth } = this.settings();
    const { res, body } = await callServiceJson<OcsEnvelope<T>>(
      'Cloud storage (Nextcloud)',
      `${base}/ocs/v2.php${path}${path.includes('?') ? '&' : '?'}format=json`,
      {
        method,
        headers: {
          'OCS-APIRequest': 'true',
          Accept: 'application/json',
          Authorization: `Basic ${auth}`,
          ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form ? new URLSearchParams(form).toString() : undefined,
      },
      { refused: 'refused our admin credentials', bodyKind: 'OCS JSON' },
    );
    // OCS v2 mirrors its status code in HTTP; v1-style bodies carry it in meta.statuscode.
    const status = body.ocs?.meta?.statuscode ?? res.status;
    return { status: status === 100 ? 200 : status, data: body.ocs?.data };
  }

  /** The user, or null when Nextcloud has no such user. */
  async getUser(userId: string): Promise<NextcloudUser | null> {
    const { status, data } = await this.ocs<{ id?: string; email?: string | null; lastLogin?: number }>('GET', `/cloud/users/${encodeURIComponent(userId)}`);
    if (status === 404) return null;
    if (status !== 200 || !data) {
      throw new DomainError(DomainErrorCode.ServiceUnavailable, `Cloud storage (Nextcloud) answered status ${status} for the user lookup.`);
    }
    return { id: data.id ?? userId, email: data.email ?? '', lastLogin: Number(data.lastLogin ?? 0) };
  }

  /** The user's full provisioning data (quota, logins, profile fields), or null when Nextcloud has no such user. */
  async getUserDetails(userId: string): Promise<NextcloudUserDetails | null> {
    const { status, data } = await this.ocs<OcsUserData>('GET', `/cloud/users/${encodeURIComponent(userId)}`);
    if (status === 404) return null;
    if (status !== 200 || !data || typeof data !== 'object' || Array.isArray(data)) {
      throw new DomainError(DomainErrorCode.ServiceUnavailable, `Cloud storage (Nextcloud) answered status ${status} for the user lookup.`);
    }
    const quota: OcsQuota = data.quota && !Array.isArray(data.quota) ? data.quota : {};
    const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
    const size = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null);
    const seconds = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v * 1000 : null);
    const lastLogin = typeof data.lastLogin === 'number' && data.lastLogin >= 0 ? data.lastLogin : null;
    return {
      uid: text(data.id) ?? userId,
      email: text(data.email),
      displayname: text(data.displayname) ?? text(data['display-name']),
      quota: { used: size(quota.used), free: size(quota.free), total: size(quota.total), relative: size(quota.relative) },
      firstLoginTimestamp: seconds(data.firstLoginTimestamp),
      // Nextcloud before 31 sends only lastLogin, already in milliseconds.
      lastLoginTimestamp: seconds(data.lastLoginTimestamp) ?? lastLogin,
      backend: text(data.backend),
      storageLocation: text(data.storageLocation),
      phone: text(data.phone),
      address: text(data.address),
      website: text(data.website),
      organisation: text(data.organisation),
      role: text(data.role),
      headline: text(data.headline),
      biography: text(data.biography),
      pronouns: text(data.pronouns),
      twitter: text(data.twitter),
      fediverse: text(data.fediverse),
      language: text(data.language),
      locale: text(data.locale),
      profile_enabled: text(data.profile_enabled),
      notify_email: text(data.notify_email),
    };
  }

  /** User ids matching a search term (Nextcloud searches ids, display names and email addresses). */
  async searchUserIds(term: string): Promise<string[]> {
    const { status, data } = await this.ocs<{ users?: string[] }>('GET', `/cloud/users?search=${encodeURIComponent(term)}&limit=10`);
    if (status !== 200) {
      throw new DomainError(DomainErrorCode.ServiceUnavailable, `Cloud storage (Nextcloud) answered status ${status} for the user search.`);
    }
    return Array.isArray(data?.users) ? data.users : [];
  }

  /** Creates the user; Nextcloud mails them a link to set a password (or they sign in by SSO). */
  async createUser(userId: string, email: string, displayName: string): Promise<void> {
    const { status } = await this.ocs('POST', '/cloud/users', { userid: userId, email, displayName });
    if (status === 200) return;
    if (status === 102 || status === 400) return; // 102: the user already exists
    throw new DomainError(DomainErrorCode.ServiceUnavailable, `Cloud storage (Nextcloud) did not create the user (status ${status}).`);
  }
}
