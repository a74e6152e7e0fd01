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
