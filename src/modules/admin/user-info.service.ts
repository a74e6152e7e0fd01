import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { escapeLike } from '../../core/database/like';
import { DomainError } from '../../core/http/domain.error';
import { KeycloakAdminClient } from '../integrations/keycloak/keycloak-admin.client';
import { MailcowClient } from '../integrations/mailcow/mailcow.client';
import { NextcloudClient } from '../integrations/nextcloud/nextcloud.client';
import { displayName } from '../users/dto/user-response.dto';
import type { KeycloakBlockDto, MailcowBlockDto, NextcloudBlockDto, UserInfoAccountDto, UserInfoDto } from './dto/user-info.dto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface AccountRow {
  id: string;
  username: string;
  email: string;
  keycloak_id: string;
  first_name: string;
  last_name: string;
  title: string | null;
  location: string | null;
  created_at: Date;
  last_login: Date | null;
  signature: string | null;
  nextcloud_uid: string | null;
  cloud_storage_opt_in: boolean | null;
  email_opt_in: boolean | null;
  resume_uploaded: boolean | null;
  member_access_enabled: boolean | null;
  nextcloud_enabled: boolean | null;
  mailcow_enabled: boolean | null;
}

/** Why a provider block could not be filled, in words an admin can act on. */
const failure = (err: unknown) =>
  err instanceof DomainError ? err.message : `Unexpected error: ${err instanceof Error ? err.message : String(err)}`;

/**
 * The admin user-information dashboard (spec part 3 §2.14): our record of one member and what the
 * identity provider, cloud storage and mail server hold for them, each provider asked in parallel
 * and reported on its own (one failing never hides the others).
 */
@Injectable()
export class UserInfoService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly keycloak: KeycloakAdminClient,
    private readonly nextcloud: NextcloudClient,
    private readonly mailcow: MailcowClient,
  ) {}

  async lookup(identifier: string): Promise<UserInfoDto> {
    const row = await this.find(identifier.trim());
    if (!row) throw new NotFoundException(`No user matches "${identifier.trim()}".`);
    const mailbox = this.mailcow.configured ? this.mailcow.mailboxFor(row.username) : null;
    const [keycloak, nextcloud, mailcow] = await Promise.all([
      this.keycloakBlock(row.keycloak_id),
      this.nextcloudBlock(row.nextcloud_uid ?? row.username),
      this.mailcowBlock(mailbox),
    ]);
    return { account: this.account(row, mailbox), keycloak, nextcloud, mailcow };
  }

  /**
   * By id or identity-provider id (a UUID), then exact username or e-mail (case-insensitive), then
   * a name containing the text; the first sign-up wins when several names match.
   */
  private async find(identifier: string): Promise<AccountRow | null> {
    if (!identifier) return null;
    const select = `
      SELECT u.id, u.username, u.email, u.keycloak_id, u.first_name, u.last_name, u.title, u.location,
             u.created_at, u.last_login, a.signature, a.nextcloud_uid, a.cloud_storage_opt_in, a.email_opt_in,
             a.resume_uploaded, a.member_access_enabled, a.nextcloud_enabled, a.mailcow_enabled
        FROM users u LEFT JOIN accounts a ON a.user_id = u.id`;
    const attempts: [string, unknown[]][] = [
      ...(UUID.test(identifier) ? ([[`${select} WHERE u.id = $1::uuid`, [identifier]]] as [string, unknown[]][]) : []),
      [`${select} WHERE u.keycloak_id = $1`, [identifier]],
      [`${select} WHERE lower(u.username) = lower($1) OR lower(u.email) = lower($1) ORDER BY lower(u.username) = lower($1) DESC LIMIT 1`, [identifier]],
      [
        `${select} WHERE (u.first_name || ' ' || u.last_name) ILIKE $1 ORDER BY u.created_at LIMIT 1`,
        [`%${escapeLike(identifier)}%`],
      ],
    ];
    for (const [sql, params] of attempts) {
      const [row] = await this.db.query<AccountRow[]>(sql, params);
      if (row) return row;
    }
    return null;
  }

  private account(row: AccountRow, mailbox: string | null): UserInfoAccountDto {
    return {
      id: row.id,
      username: row.username,
      email: mailbox,
      personal_email: row.email,
      keycloak_id: row.keycloak_id,
      nextcloud_uid: row.nextcloud_uid,
      name: displayName({ firstName: row.first_name, lastName: row.last_name, username: row.username }),
      first_name: row.first_name,
      last_name: row.last_name,
      title: row.title,
      location: row.location,
      created_at: new Date(row.created_at).toISOString(),
      last_login: row.last_login ? new Date(row.last_login).toISOString() : null,
      signature: row.signature ?? '',
      cloud_storage_opt_in: Boolean(row.cloud_storage_opt_in),
      email_opt_in: Boolean(row.email_opt_in),
      resume_uploaded: Boolean(row.resume_uploaded),
      member_access_enabled: Boolean(row.member_access_enabled),
      nextcloud_enabled: Boolean(row.nextcloud_enabled),
      mailcow_enabled: Boolean(row.mailcow_enabled),
    };
  }

  private async keycloakBlock(keycloakId: string): Promise<KeycloakBlockDto> {
    try {
      const user = await this.keycloak.getUser(keycloakId);
      if (!user) return { success: false, error: 'The identity provider has no user with this id.', data: null };
      const sessions = await this.keycloak.getUserSessions(keycloakId);
      return {
        success: true,
        error: null,
        data: {
          id: user.id,
          email: user.email ?? null,
          username: user.username,
          firstName: user.firstName ?? null,
          lastName: user.lastName ?? null,
          enabled: Boolean(user.enabled),
          emailVerified: Boolean(user.emailVerified),
          createdTimestamp: user.createdTimestamp ?? null,
          sessions: sessions.map((s) => ({
            id: s.id,
            ipAddress: s.ipAddress,
            start: s.start,
            lastAccess: s.lastAccess,
            clients: s.clients ?? {},
          })),
        },
      };
    } catch (err) {
      return { success: false, error: failure(err), data: null };
    }
  }

  private async nextcloudBlock(uid: string): Promise<NextcloudBlockDto> {
    try {
      const data = await this.nextcloud.getUserDetails(uid);
      if (!data) return { success: false, error: `Cloud storage has no user "${uid}".`, data: null };
      return { success: true, error: null, data };
    } catch (err) {
      return { success: false, error: failure(err), data: null };
    }
  }

  private async mailcowBlock(mailbox: string | null): Promise<MailcowBlockDto> {
    const empty = { mailbox: null, bccMap: [], recipientMap: [] };
    if (!mailbox) return { success: false, error: 'Mail (Mailcow) is not configured on this server.', ...empty };
    try {
      const [box, bcc, recipients] = await Promise.all([
        this.mailcow.getMailboxDetails(mailbox),
        this.mailcow.getBccMaps(),
        this.mailcow.getRecipientMaps(),
      ]);
      const mine = (...addresses: string[]) => addresses.some((a) => a?.toLowerCase() === mailbox);
      return {
        success: Boolean(box),
        error: box ? null : `The mail server has no mailbox ${mailbox}.`,
        mailbox: box ? { ...box, passwdUpdate: box.passwdUpdate === null ? null : String(box.passwdUpdate) } : null,
        bccMap: bcc.filter((m) => mine(m.local_dest, m.bcc_dest)),
        recipientMap: recipients.filter((m) => mine(m.recipient_map_old, m.recipient_map_new)),
      };
    } catch (err) {
      return { success: false, error: failure(err), ...empty };
    }
  }
}
