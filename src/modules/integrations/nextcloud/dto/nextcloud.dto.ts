import { IsBoolean, IsOptional } from 'class-validator';

export class NextcloudLastLoginDto {
  /** Milliseconds since the epoch of the member's last cloud sign-in; 0 when never (or no account yet). */
  lastLogin: number;
}

export class InitNextcloudDto {
  /** Run even when the cloud flag is already on. */
  @IsOptional()
  @IsBoolean()
  force?: boolean;
}

export class InitNextcloudResponseDto {
  /** Whether a cloud account was created now. */
  created: boolean;
  lastLogin: number;
  nextcloud_enabled: boolean;
}

export class MigrateNextcloudUidResponseDto {
  /** Whether a cloud account under a temporary uid was linked to the member now. */
  migrated: boolean;
  /** The member's Nextcloud user id, or null when they have no cloud account yet. */
  uid: string | null;
  lastLogin: number;
  nextcloud_enabled: boolean;
}
