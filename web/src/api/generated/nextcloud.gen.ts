import { baseApi as api } from "../base-api";
export const addTagTypes = ["nextcloud"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      migrateNextcloudTempUid: build.mutation<
        MigrateNextcloudTempUidApiResponse,
        MigrateNextcloudTempUidApiArg
      >({
        query: () => ({
          url: `/api/migrate-nextcloud-temp-uid`,
          method: "POST",
        }),
        invalidatesTags: ["nextcloud"],
      }),
      initNextcloud: build.mutation<
        InitNextcloudApiResponse,
        InitNextcloudApiArg
      >({
        query: (queryArg) => ({
          url: `/api/nextcloud/init`,
          method: "POST",
          body: queryArg.initNextcloudDto,
        }),
        invalidatesTags: ["nextcloud"],
      }),
      getNextcloudLastLogin: build.query<
        GetNextcloudLastLoginApiResponse,
        GetNextcloudLastLoginApiArg
      >({
        query: () => ({ url: `/api/nextcloud/last-login` }),
        providesTags: ["nextcloud"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as nextcloudApi };
export type MigrateNextcloudTempUidApiResponse =
  /** status 200  */ MigrateNextcloudUidResponseDto;
export type MigrateNextcloudTempUidApiArg = void;
export type InitNextcloudApiResponse =
  /** status 200  */ InitNextcloudResponseDto;
export type InitNextcloudApiArg = {
  initNextcloudDto: InitNextcloudDto;
};
export type GetNextcloudLastLoginApiResponse =
  /** status 200  */ NextcloudLastLoginDto;
export type GetNextcloudLastLoginApiArg = void;
export type MigrateNextcloudUidResponseDto = {
  lastLogin: number;
  /** Whether a cloud account under a temporary uid was linked to the member now. */
  migrated: boolean;
  nextcloud_enabled: boolean;
  /** The member's Nextcloud user id, or null when they have no cloud account yet. */
  uid: string | null;
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
export type InitNextcloudResponseDto = {
  /** Whether a cloud account was created now. */
  created: boolean;
  lastLogin: number;
  nextcloud_enabled: boolean;
};
export type InitNextcloudDto = {
  /** Run even when the cloud flag is already on. */
  force?: boolean;
};
export type NextcloudLastLoginDto = {
  /** Milliseconds since the epoch of the member's last cloud sign-in; 0 when never (or no account yet). */
  lastLogin: number;
};
export const {
  useMigrateNextcloudTempUidMutation,
  useInitNextcloudMutation,
  useGetNextcloudLastLoginQuery,
} = injectedRtkApi;
