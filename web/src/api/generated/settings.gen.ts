import { baseApi as api } from "../base-api";
export const addTagTypes = ["settings"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getSettings: build.query<GetSettingsApiResponse, GetSettingsApiArg>({
        query: () => ({ url: `/api/settings` }),
        providesTags: ["settings"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as settingsApi };
export type GetSettingsApiResponse = /** status 200  */ SettingsResponseDto;
export type GetSettingsApiArg = void;
export type AppInfoDto = {
  /** Whether cloud storage is configured (the Cloud icon opens /auth/nextcloud). */
  cloud_configured: boolean;
  /** The web mail host (the Mail icon opens it with single sign-on); null when mail is not configured. */
  mail_url?: string | null;
  /** The operator's onboarding site, where members without all four opt-ins are sent; null when none. */
  onboarding_url?: string | null;
  /** Where the source code lives. */
  repo: string;
  /** The running version, from package.json. */
  version: string;
};
export type SettingsResponseDto = {
  app: AppInfoDto;
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
export const { useGetSettingsQuery } = injectedRtkApi;
