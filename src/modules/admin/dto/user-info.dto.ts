import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';

export class UserInfoRequestDto {
  /** A user id, identity-provider id, username, e-mail address or name. */
  @IsString({ message: 'identifier must be text' })
  @Length(1, 254, { message: 'identifier must be 1 to 254 characters' })
  identifier: string;
}

/** Our own record of the member (spec part 3 §3 "Account (user-info)"). */
export class UserInfoAccountDto {
  id: string;
  username: string;
  /** The internal mailbox address; null when mail (Mailcow) is not configured. */
  @ApiPropertyOptional({ type: String, nullable: true })
  email: string | null;
  /** The address the identity provider holds. */
  personal_email: string;
  keycloak_id: string;
  /** The member's cloud-storage (Nextcloud) user id, once provisioned. */
  @ApiPropertyOptional({ type: String, nullable: true })
  nextcloud_uid: string | null;
  name: string;
  first_name: string;
  last_name: string;
  @ApiPropertyOptional({ type: String, nullable: true })
  title: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  location: string | null;
  created_at: string;
  @ApiPropertyOptional({ type: String, nullable: true })
  last_login: string | null;
  signature: string;
  cloud_storage_opt_in: boolean;
  email_opt_in: boolean;
  resume_uploaded: boolean;
  member_access_enabled: boolean;
  nextcloud_enabled: boolean;
  mailcow_enabled: boolean;
}

export class KeycloakSessionDto {
  id: string;
  ipAddress: string;
  /** Milliseconds since the epoch. */
  start: number;
  /** Milliseconds since the epoch. */
  lastAccess: number;
  /** Client id → client name. */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } })
  clients: Record<string, string>;
}

export class KeycloakUserDataDto {
  id: string;
  @ApiPropertyOptional({ type: String, nullable: true })
  email: string | null;
  username: string;
  @ApiPropertyOptional({ type: String, nullable: true })
  firstName: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  lastName: string | null;
  enabled: boolean;
  emailVerified: boolean;
  /** Milliseconds since the epoch. */
  @ApiPropertyOptional({ type: Number, nullable: true })
  createdTimestamp: number | null;
  sessions: KeycloakSessionDto[];
}

/** A provider block: `success` false carries `error`; `data` is null when the provider has no such user. */
export class KeycloakBlockDto {
  success: boolean;
  @ApiPropertyOptional({ type: String, nullable: true })
  error: string | null;
  @ApiPropertyOptional({ type: KeycloakUserDataDto, nullable: true })
  data: KeycloakUserDataDto | null;
}

export class NextcloudQuotaDto {
  /** Bytes. */
  @ApiPropertyOptional({ type: Number, nullable: true })
  used: number | null;
  /** Bytes; null when unlimited. */
  @ApiPropertyOptional({ type: Number, nullable: true })
  free: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true })
  total: number | null;
  /** Percent used. */
  @ApiPropertyOptional({ type: Number, nullable: true })
  relative: number | null;
}

export class NextcloudUserDataDto {
  uid: string;
  @ApiPropertyOptional({ type: String, nullable: true }) email: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) displayname: string | null;
  quota: NextcloudQuotaDto;
  /** Milliseconds since the epoch. */
  @ApiPropertyOptional({ type: Number, nullable: true }) firstLoginTimestamp: number | null;
  /** Milliseconds since the epoch. */
  @ApiPropertyOptional({ type: Number, nullable: true }) lastLoginTimestamp: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) backend: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) storageLocation: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) phone: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) address: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) website: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) organisation: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) role: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) headline: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) biography: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) pronouns: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) twitter: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) fediverse: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) language: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) locale: string | null;
  /** '1' when the public profile is on. */
  @ApiPropertyOptional({ type: String, nullable: true }) profile_enabled: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) notify_email: string | null;
}

export class NextcloudBlockDto {
  success: boolean;
  @ApiPropertyOptional({ type: String, nullable: true })
  error: string | null;
  @ApiPropertyOptional({ type: NextcloudUserDataDto, nullable: true })
  data: NextcloudUserDataDto | null;
}

export class MailcowMailboxDto {
  username: string;
  domain: string;
  name: string;
  active: boolean;
  /** Bytes; 0 means unlimited. */
  quota: number;
  /** Bytes the quota may be raised to; null when Mailcow does not say. */
  @ApiPropertyOptional({ type: Number, nullable: true })
  maxNewQuota: number | null;
  quotaUsed: number;
  /** success, warning, danger, or info when unlimited. */
  percentClass: string;
  messages: number;
  @ApiPropertyOptional({ type: Number, nullable: true })
  spamAliases: number | null;
  /** Date strings as Mailcow gives them. */
  @ApiPropertyOptional({ type: String, nullable: true }) created: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) modified: string | null;
  /** Seconds since the epoch (0 = never). */
  lastImapLogin: number;
  /** Last password change: a date string, or seconds since the epoch as text. */
  @ApiPropertyOptional({ type: String, nullable: true }) passwdUpdate: string | null;
  tags: string[];
}

export class MailcowBccMapDto {
  id: number;
  local_dest: string;
  bcc_dest: string;
  active: boolean;
  type: string;
}

export class MailcowRecipientMapDto {
  id: number;
  recipient_map_old: string;
  recipient_map_new: string;
  active: boolean;
}

export class MailcowBlockDto {
  success: boolean;
  @ApiPropertyOptional({ type: String, nullable: true })
  error: string | null;
  @ApiPropertyOptional({ type: MailcowMailboxDto, nullable: true })
  mailbox: MailcowMailboxDto | null;
  bccMap: MailcowBccMapDto[];
  recipientMap: MailcowRecipientMapDto[];
}

/** Everything known about one member, from us and each provider (spec part 3 §2.14). */
export class UserInfoDto {
  account: UserInfoAccountDto;
  keycloak: KeycloakBlockDto;
  nextcloud: NextcloudBlockDto;
  mailcow: MailcowBlockDto;
}
