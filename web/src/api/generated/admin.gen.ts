import { baseApi as api } from "../base-api";
export const addTagTypes = ["admin"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getUserInfo: build.mutation<GetUserInfoApiResponse, GetUserInfoApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/user-info`,
          method: "POST",
          body: queryArg.userInfoRequestDto,
        }),
        invalidatesTags: ["admin"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as adminApi };
export type GetUserInfoApiResponse = /** status 200  */ UserInfoDto;
export type GetUserInfoApiArg = {
  userInfoRequestDto: UserInfoRequestDto;
};
export type UserInfoAccountDto = {
  cloud_storage_opt_in: boolean;
  created_at: string;
  /** The internal mailbox address; null when mail (Mailcow) is not configured. */
  email?: string | null;
  email_opt_in: boolean;
  first_name: string;
  id: string;
  keycloak_id: string;
  last_login?: string | null;
  last_name: string;
  location?: string | null;
  mailcow_enabled: boolean;
  member_access_enabled: boolean;
  name: string;
  nextcloud_enabled: boolean;
  /** The member's cloud-storage (Nextcloud) user id, once provisioned. */
  nextcloud_uid?: string | null;
  /** The address the identity provider holds. */
  personal_email: string;
  resume_uploaded: boolean;
  signature: string;
  title?: string | null;
  username: string;
};
export type KeycloakSessionDto = {
  /** Client id → client name. */
  clients: {
    [key: string]: string;
  };
  id: string;
  ipAddress: string;
  /** Milliseconds since the epoch. */
  lastAccess: number;
  /** Milliseconds since the epoch. */
  start: number;
};
export type KeycloakUserDataDto = {
  /** Milliseconds since the epoch. */
  createdTimestamp?: number | null;
  email?: string | null;
  emailVerified: boolean;
  enabled: boolean;
  firstName?: string | null;
  id: string;
  lastName?: string | null;
  sessions: KeycloakSessionDto[];
  username: string;
};
export type KeycloakBlockDto = {
  data?: KeycloakUserDataDto | null;
  error?: string | null;
  success: boolean;
};
export type MailcowBccMapDto = {
  active: boolean;
  bcc_dest: string;
  id: number;
  local_dest: string;
  type: string;
};
export type MailcowMailboxDto = {
  active: boolean;
  /** Date strings as Mailcow gives them. */
  created?: string | null;
  domain: string;
  /** Seconds since the epoch (0 = never). */
  lastImapLogin: number;
  /** Bytes the quota may be raised to; null when Mailcow does not say. */
  maxNewQuota?: number | null;
  messages: number;
  modified?: string | null;
  name: string;
  /** Last password change: a date string, or seconds since the epoch as text. */
  passwdUpdate?: string | null;
  /** success, warning, danger, or info when unlimited. */
  percentClass: string;
  /** Bytes; 0 means unlimited. */
  quota: number;
  quotaUsed: number;
  spamAliases?: number | null;
  tags: string[];
  username: string;
};
export type MailcowRecipientMapDto = {
  active: boolean;
  id: number;
  recipient_map_new: string;
  recipient_map_old: string;
};
export type MailcowBlockDto = {
  bccMap: MailcowBccMapDto[];
  error?: string | null;
  mailbox?: MailcowMailboxDto | null;
  recipientMap: MailcowRecipientMapDto[];
  success: boolean;
};
export type NextcloudQuotaDto = {
  /** Bytes; null when unlimited. */
  free?: number | null;
  /** Percent used. */
  relative?: number | null;
  total?: number | null;
  /** Bytes. */
  used?: number | null;
};
export type NextcloudUserDataDto = {
  address?: string | null;
  backend?: string | null;
  biography?: string | null;
  displayname?: string | null;
  email?: string | null;
  fediverse?: string | null;
  /** Milliseconds since the epoch. */
  firstLoginTimestamp?: number | null;
  headline?: string | null;
  language?: string | null;
  /** Milliseconds since the epoch. */
  lastLoginTimestamp?: number | null;
  locale?: string | null;
  notify_email?: string | null;
  organisation?: string | null;
  phone?: string | null;
  /** '1' when the public profile is on. */
  profile_enabled?: string | null;
  pronouns?: string | null;
  quota: NextcloudQuotaDto;
  role?: string | null;
  storageLocation?: string | null;
  twitter?: string | null;
  uid: string;
  website?: string | null;
};
export type NextcloudBlockDto = {
  data?: NextcloudUserDataDto | null;
  error?: string | null;
  success: boolean;
};
export type UserInfoDto = {
  account: UserInfoAccountDto;
  keycloak: KeycloakBlockDto;
  mailcow: MailcowBlockDto;
  nextcloud: NextcloudBlockDto;
};
export type ApiErrorDto = {
  /** A stable machine-readable code for domain errors. */
  code?: string;
  /** One human sentence describing the problem. */
  detail: string;
  error: string;
  message: string | string[];
  requestId: string;
  statusCode: number;
};
export type UserInfoRequestDto = {
  /** A user id, identity-provider id, username, e-mail address or name. */
  identifier: string;
};
export const { useGetUserInfoMutation } = injectedRtkApi;
