import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { PDF_DEFAULTS, PDF_SIZE_NAMES, type PdfSizeName, pdfSizeLabel } from '../pdf-sizes';
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
  /** The chosen page size, or null for the default. */
  @ApiPropertyOptional({ type: String, nullable: true })
  pdf_page_size: string | null;
  /** The page size in use, with its dimensions: `A4 (8.27 × 11.69 in)`. */
  pdf_page_size_label: string;
  effective_pdf_page_size: string;
  /** The chosen margin in points, or null for the default. */
  @ApiPropertyOptional({ type: Number, nullable: true })
  pdf_margin: number | null;
  effective_pdf_margin: number;
  /** Whether mail is forwarded to the personal address (the chosen value, else the default). */
  wip_email_proxy: boolean;
  default_wip_email_proxy: boolean;
}

/** PDF and email-proxy preferences; only the fields present are changed. */
export class UpdatePreferencesDto {
  @ApiPropertyOptional({ enum: PDF_SIZE_NAMES, nullable: true })
  @ValidateIf((_o, v) => v !== undefined && v !== null && v !== '')
  @IsIn(PDF_SIZE_NAMES, { message: `pdf_page_size must be one of: ${PDF_SIZE_NAMES.join(', ')}` })
  pdf_page_size?: PdfSizeName | '' | null;

  /** Points, 10 to 144; blank or null goes back to the default (50). */
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: PDF_DEFAULTS.minMargin, maximum: PDF_DEFAULTS.maxMargin })
  @Transform(({ value }) => (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value))
  @ValidateIf((_o, v) => v !== undefined && v !== null && v !== '')
  @IsInt({ message: 'pdf_margin must be a whole number of points' })
  @Min(PDF_DEFAULTS.minMargin, { message: `pdf_margin must be at least ${PDF_DEFAULTS.minMargin}` })
  @Max(PDF_DEFAULTS.maxMargin, { message: `pdf_margin must be at most ${PDF_DEFAULTS.maxMargin}` })
  pdf_margin?: number | '' | null;

  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsBoolean({ message: 'wip_email_proxy must be true or false' })
  wip_email_proxy?: boolean;
}

export class PdfSizeDto {
  name: string;
  /** Width and height in inches. */
  @ApiProperty({ type: [Number] })
  dim_in: number[];
}

export class MessageResponseDto {
  success: boolean;
  message: string;
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
  pdf_page_size: a.pdfPageSize,
  pdf_page_size_label: pdfSizeLabel(effectiveSize(a)),
  effective_pdf_page_size: effectiveSize(a),
  pdf_margin: a.pdfMargin,
  effective_pdf_margin: a.pdfMargin ?? PDF_DEFAULTS.margin,
  wip_email_proxy: a.wipEmailProxy ?? PDF_DEFAULTS.emailProxy,
  default_wip_email_proxy: PDF_DEFAULTS.emailProxy,
});

const effectiveSize = (a: Account): PdfSizeName => (PDF_SIZE_NAMES.includes(a.pdfPageSize as PdfSizeName) ? (a.pdfPageSize as PdfSizeName) : PDF_DEFAULTS.pageSize);
