import { adminApi } from './generated/admin.gen';

export const admin = adminApi;

export const { useGetUserInfoMutation } = admin;
export type {
  UserInfoDto,
  UserInfoAccountDto,
  KeycloakBlockDto,
  KeycloakSessionDto,
  NextcloudBlockDto,
  NextcloudUserDataDto,
  MailcowBlockDto,
  MailcowMailboxDto,
  MailcowBccMapDto,
  MailcowRecipientMapDto,
} from './generated/admin.gen';
