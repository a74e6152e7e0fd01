import { IsBoolean } from 'class-validator';

export class MailboxVerificationDto {
  /** The member's internal mailbox address. */
  mailbox: string;
  /** The mailbox exists and is active. */
  verified: boolean;
  /** The account's mail flag after this call. */
  mailcow_enabled: boolean;
}

export class ConfigureEmailProxyDto {
  @IsBoolean({ message: 'enableProxy must be true or false' })
  enableProxy: boolean;
}

export class EmailProxyResultDto {
  success: boolean;
  message: string;
}
