import { ApiPropertyOptional } from '@nestjs/swagger';

export class AppInfoDto {
  /** Where the source code lives. */
  repo: string;

  /** The running version, from package.json. */
  version: string;

  /** The operator's onboarding site, where members without all four opt-ins are sent; null when none. */
  @ApiPropertyOptional({ type: String, nullable: true })
  onboarding_url: string | null;
}

export class SettingsResponseDto {
  app: AppInfoDto;
}
