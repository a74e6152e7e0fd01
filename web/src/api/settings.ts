import { settingsApi } from './generated/settings.gen';

/** Settings change only with a deploy: keep them for the whole visit. */
export const settings = settingsApi.enhanceEndpoints({
  endpoints: {
    getSettings: { keepUnusedDataFor: 3600 },
  },
});

export const { useGetSettingsQuery } = settings;
export type { SettingsResponseDto, AppInfoDto } from './generated/settings.gen';
