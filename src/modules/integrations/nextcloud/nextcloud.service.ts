import { Injectable } from '@nestjs/common';
import type { SessionUser } from '../../../core/auth/auth.decorators';
import { AccountService } from '../../account/account.service';
import { UsersService } from '../../users/users.service';
import { displayName } from '../../users/dto/user-response.dto';
import type { InitNextcloudResponseDto, MigrateNextcloudUidResponseDto, NextcloudLastLoginDto } from './dto/nextcloud.dto';
import { NextcloudClient, type NextcloudUser } from './nextcloud.client';

/**
 * The member's cloud storage. Their Nextcloud user is their Waypoint username, unless the cloud
 * migration linked an account Nextcloud created under a temporary uid at a first single-sign-on visit.
 */
@Injectable()
export class NextcloudService {
  constructor(
    private readonly client: NextcloudClient,
    private readonly accounts: AccountService,
    private readonly users: UsersService,
  ) {}

  private async cloudUid(user: SessionUser): Promise<string> {
    const account = await this.accounts.forUser(user.id, user.username);
    return account.nextcloudUid ?? user.username;
  }

  async lastLogin(user: SessionUser): Promise<NextcloudLastLoginDto> {
    const cloudUser = await this.client.getUser(await this.cloudUid(user));
    const lastLogin = cloudUser?.lastLogin ?? 0;
    // Cloud counts as set up once the member has signed in there (spec part 1 §4).
    if (lastLogin > 0)
      await this.accounts.setServiceFlag(user.id, user.username, {
        nextcloud: true,
      });
    return { lastLogin };
  }

  async init(user: SessionUser, force: boolean): Promise<InitNextcloudResponseDto> {
    const account = await this.accounts.forUser(user.id, user.username);
    const uid = account.nextcloudUid ?? user.username;
    let existing = await this.client.getUser(uid);
    let created = false;
    if (!existing && (force || !account.nextcloudEnabled)) {
      const profile = await this.users.findById(user.id);
      await this.client.createUser(uid, profile?.email ?? '', profile ? displayName(profile) : user.username);
      created = true;
      existing = await this.client.getUser(uid);
    }
    const lastLogin = existing?.lastLogin ?? 0;
    const updated = await this.accounts.setServiceFlag(user.id, user.username, {
      nextcloud: lastLogin > 0,
    });
    return { created, lastLogin, nextcloud_enabled: updated.nextcloudEnabled };
  }

  /**
   * Links a cloud account created under a temporary uid. Nextcloud's OIDC login app names accounts
   * after the identity provider's subject when it first sees a member, so a member who opened the
   * cloud before their account existed has one under their `sub` (or another id carrying their
   * email). When no account exists under their username, such an account is recorded as theirs.
   */
  async migrateTemporaryUid(user: SessionUser): Promise<MigrateNextcloudUidResponseDto> {
    const account = await this.accounts.forUser(user.id, user.username);
    const current = await this.client.getUser(account.nextcloudUid ?? user.username);
    if (current) return this.result(user, false, current);

    const profile = await this.users.findById(user.id);
    const email = profile?.email?.toLowerCase() ?? '';
    const candidates = new Set<string>();
    if (profile?.keycloakId) candidates.add(profile.keycloakId);
    if (email) for (const id of await this.client.searchUserIds(email)) candidates.add(id);

    for (const id of candidates) {
      const found = await this.client.getUser(id);
      if (!found) continue;
      if (id !== profile?.keycloakId && found.email.toLowerCase() !== email) continue;
      await this.accounts.linkNextcloudUid(user.id, user.username, found.id);
      return this.result(user, true, found);
    }
    return {
      migrated: false,
      uid: null,
      lastLogin: 0,
      nextcloud_enabled: account.nextcloudEnabled,
    };
  }

  private async result(user: SessionUser, migrated: boolean, cloudUser: NextcloudUser): Promise<MigrateNextcloudUidResponseDto> {
    const updated = await this.accounts.setServiceFlag(user.id, user.username, {
      nextcloud: cloudUser.lastLogin > 0,
    });
    return {
      migrated,
      uid: cloudUser.id,
      lastLogin: cloudUser.lastLogin,
      nextcloud_enabled: updated.nextcloudEnabled,
    };
  }
}
