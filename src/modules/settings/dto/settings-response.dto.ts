export class AppInfoDto {
  /** Where the source code lives. */
  repo: string;

  /** The running version, from package.json. */
  version: string;
}

export class SettingsResponseDto {
  app: AppInfoDto;
}
