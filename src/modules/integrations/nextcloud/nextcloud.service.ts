import { Injectable } from '@nestjs/common';
import type { SessionUser } from '../../../core/auth/auth.decorators';
import { AccountService } from '../../account/account.service';
import { UsersService } from '../../users/users.service';
import { displayName } from '../../users/dto/user-response.dto';
import type { InitNextcloudResponseDto, NextcloudLastLoginDto } from './dto/nextcloud.dto';
import { NextcloudClient } from './nextcloud.client';

/** The member's cloud storage: their Nextcloud user is their Waypoint username. */
@Injectable()
export class NextcloudService {
  constructor(
    private readonly client: NextcloudClient,
    private readonly accounts: AccountService,
    private readonly users: UsersService,
  ) {}

  async lastLogin(user: SessionUser): Promise<NextcloudLastLoginDto> {
    const cloudUser = await this.client.getUser(user.username);
    const lastLogin = cloudUser?.lastLogin ?? 0;
    // Cloud counts as set up once the member has signed in there (spec part 1 §4).
    if (lastLogin > 0) await this.accounts.setServiceFlag(user.id, user.username, { nextcloud: true });
    return { lastLogin };
  }

  async init(user: SessionUser, force: boolean): Promise<InitNextcloudResponseDto> {
    const account = await this.accounts.forUser(user.id, user.username);
    let existing = await this.client.getUser(user.username);
    let created = false;
    if (!existing && (force || !account.nextcloudEnabled)) {
      const profile = await this.users.findById(user.id);
      await this.client.createUser(user.username, profile?.email ?? '', profile ? displayName(profile) : user.username);
      created = true;
      existing = await this.client.getUser(user.username);
    }
    const lastLogin = existing?.lastLogin ?? 0;
    const updated = await this.accounts.setServiceFlag(user.id, user.username, { nextcloud: lastLogin > 0 });
    return { created, lastLogin, nextcloud_enabled: updated.nextcloudEnabled };
  }
}
