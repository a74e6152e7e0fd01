import { baseApi as api } from "../base-api";
export const addTagTypes = ["profile"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getProfile: build.query<GetProfileApiResponse, GetProfileApiArg>({
        query: () => ({ url: `/api/profile` }),
        providesTags: ["profile"],
      }),
      updateProfile: build.mutation<
        UpdateProfileApiResponse,
        UpdateProfileApiArg
      >({
        query: (queryArg) => ({
          url: `/api/profile`,
          method: "PUT",
          body: queryArg.updateProfileDto,
        }),
        invalidatesTags: ["profile"],
      }),
      generateProfileSummary: build.mutation<
        GenerateProfileSummaryApiResponse,
        GenerateProfileSummaryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/profile/ai-summary`,
          method: "POST",
          body: queryArg.summaryHintDto,
        }),
        invalidatesTags: ["profile"],
      }),
      acceptProfileSummary: build.mutation<
        AcceptProfileSummaryApiResponse,
        AcceptProfileSummaryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/profile/ai-summary/accept`,
          method: "POST",
          body: queryArg.summaryHintDto,
        }),
        invalidatesTags: ["profile"],
      }),
      getLatestProfileSummary: build.query<
        GetLatestProfileSummaryApiResponse,
        GetLatestProfileSummaryApiArg
      >({
        query: () => ({ url: `/api/profile/ai-summary/latest` }),
        providesTags: ["profile"],
      }),
      getAvatar: build.query<GetAvatarApiResponse, GetAvatarApiArg>({
        query: () => ({ url: `/api/profile/avatar` }),
        providesTags: ["profile"],
      }),
      uploadAvatar: build.mutation<UploadAvatarApiResponse, UploadAvatarApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/profile/avatar`,
            method: "POST",
            body: queryArg.body,
          }),
          invalidatesTags: ["profile"],
        },
      ),
      getProfileLinks: build.query<
        GetProfileLinksApiResponse,
        GetProfileLinksApiArg
      >({
        query: () => ({ url: `/api/profile/links` }),
        providesTags: ["profile"],
      }),
      updateProfileLinks: build.mutation<
        UpdateProfileLinksApiResponse,
        UpdateProfileLinksApiArg
      >({
        query: (queryArg) => ({
          url: `/api/profile/links`,
          method: "PUT",
          body: queryArg.updateProfileLinksDto,
        }),
        invalidatesTags: ["profile"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as profileApi };
export type GetProfileApiResponse = /** status 200  */ ProfileDto;
export type GetProfileApiArg = void;
export type UpdateProfileApiResponse = /** status 200  */ ProfileDto;
export type UpdateProfileApiArg = {
  updateProfileDto: UpdateProfileDto;
};
export type GenerateProfileSummaryApiResponse = /** status 200  */ AiSummaryDto;
export type GenerateProfileSummaryApiArg = {
  summaryHintDto: SummaryHintDto;
};
export type AcceptProfileSummaryApiResponse =
  /** status 200  */ AcceptSummaryDto;
export type AcceptProfileSummaryApiArg = {
  summaryHintDto: SummaryHintDto;
};
export type GetLatestProfileSummaryApiResponse =
  /** status 200  */ AiSummaryDto;
export type GetLatestProfileSummaryApiArg = void;
export type GetAvatarApiResponse = /** status 200 The image */ Blob;
export type GetAvatarApiArg = void;
export type UploadAvatarApiResponse = /** status 200  */ ProfileDto;
export type UploadAvatarApiArg = {
  body: {
    avatar: Blob;
  };
};
export type GetProfileLinksApiResponse = /** status 200  */ ProfileLinksDto;
export type GetProfileLinksApiArg = void;
export type UpdateProfileLinksApiResponse = /** status 200  */ ProfileLinksDto;
export type UpdateProfileLinksApiArg = {
  updateProfileLinksDto: UpdateProfileLinksDto;
};
export type ProfileAchievementsDto = {
  /** Applications that reached 'applied' or a later answer from the employer. */
  applications_sent: number;
  /** Training courses the member marked complete. */
  courses_completed: number;
  /** Mock interviews the member finished. */
  interviews_completed: number;
};
export type ProfileDto = {
  achievements: ProfileAchievementsDto;
  /** Where the avatar image is served (`/api/profile/avatar?v=…`), or empty. */
  avatar: string;
  email: string;
  /** Years of experience, when known. */
  experience?: number | null;
  first_name: string;
  last_name: string;
  location: string;
  /** First and last name joined, else the username (read-only). */
  name: string;
  phone: string;
  summary: string;
  /** 1 when the summary is locked against AI replacement. */
  summary_is_locked: number;
  title: string;
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
export type UpdateProfileDto = {
  /** An image data URL to replace the avatar, or '' to remove it; a served avatar path is left as is. */
  avatar?: string;
  location?: string;
  phone?: string;
  summary?: string;
  /** true/false or 1/0. */
  summary_is_locked?: boolean | (0 | 1);
  title?: string;
};
export type AiSummaryDto = {
  /** The generated summary; empty when none was generated yet. */
  ai_summary: string;
  created_at?: string | null;
};
export type SummaryHintDto = {
  hint?:
    | "none"
    | "more concise"
    | "one sentence"
    | "formal tone"
    | "emphasize technical skills"
    | "emphasize leadership"
    | "emphasize customer impact"
    | "quantify achievements"
    | "product-focused"
    | "engineering-focused"
    | "title plus one sentence summary";
};
export type AcceptSummaryDto = {
  success: boolean;
  /** The profile's summary after accepting. */
  summary: string;
};
export type ProfileLinksDto = {
  github: string;
  linkedin: string;
  website: string;
};
export type UpdateProfileLinksDto = {
  github?: string;
  linkedin?: string;
  website?: string;
};
export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useGenerateProfileSummaryMutation,
  useAcceptProfileSummaryMutation,
  useGetLatestProfileSummaryQuery,
  useGetAvatarQuery,
  useUploadAvatarMutation,
  useGetProfileLinksQuery,
  useUpdateProfileLinksMutation,
} = injectedRtkApi;
