import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength } from 'class-validator';
import { OptionalNotNull } from '../../../core/validation/validation.decorators';
import type { Account } from '../entities/account.entity';

export class AccountStatusDto {
  mailcow_enabled: boolean;
  nextcloud_enabled: boolean;
}

export class AccountResponseDto extends AccountStatusDto {
  cloud_storage_opt_in: boolean;
  email_opt_in: boolean;
  resume_uploaded: boolean;
  member_access_enabled: boolean;
  signature: string;
}

/** Exactly one of `mailcow` or `nextcloud`. */
export class SetServiceFlagDto {
  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsBoolean()
  mailcow?: boolean;

  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsBoolean()
  nextcloud?: boolean;
}

export class UpdateSignatureDto {
  /** Up to 2,000 characters; may be empty. */
  @IsString()
  @MaxLength(2000)
  signature: string;
}

export class SuccessResponseDto {
  success: boolean;
}

export const toAccountStatus = (a: Account): AccountStatusDto => ({
  mailcow_enabled: a.mailcowEnabled,
  nextcloud_enabled: a.nextcloudEnabled,
});

export const toAccountResponse = (a: Account): AccountResponseDto => ({
  cloud_storage_opt_in: a.cloudStorageOptIn,
  email_opt_in: a.emailOptIn,
  resume_uploaded: a.resumeUploaded,
  member_access_enabled: a.memberAccessEnabled,
  signature: a.signature,
  ...toAccountStatus(a),
});
