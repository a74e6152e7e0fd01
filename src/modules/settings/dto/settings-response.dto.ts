import { ApiPropertyOptional } from '@nestjs/swagger';

export class AppInfoDto {
  /** Where the source code lives. */
  repo: string;

  /** The running version, from package.json. */
  version: string;

  /** The operator's onboarding site, where members without all four opt-ins are sent; null when none. */
  @ApiPropertyOptional({ type: String, nullable: true })
  onboarding_url: string | null;

  /** The web mail host (the Mail icon opens it with single sign-on); null when mail is not configured. */
  @ApiPropertyOptional({ type: String, nullable: true })
  mail_url: string | null;

  /** Whether cloud storage is configured (the Cloud icon opens /auth/nextcloud). */
  cloud_configured: boolean;
}

export class SettingsResponseDto {
  app: AppInfoDto;
}
