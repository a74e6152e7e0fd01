import { baseApi as api } from "../base-api";
export const addTagTypes = ["skills"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listSkills: build.query<ListSkillsApiResponse, ListSkillsApiArg>({
        query: () => ({ url: `/api/skills` }),
        providesTags: ["skills"],
      }),
      syncSkills: build.mutation<SyncSkillsApiResponse, SyncSkillsApiArg>({
        query: () => ({ url: `/api/skills/sync`, method: "POST" }),
        invalidatesTags: ["skills"],
      }),
      upsertUserSkill: build.mutation<
        UpsertUserSkillApiResponse,
        UpsertUserSkillApiArg
      >({
        query: (queryArg) => ({
          url: `/api/skills/user`,
          method: "PUT",
          body: queryArg.upsertUserSkillDto,
        }),
        invalidatesTags: ["skills"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as skillsApi };
export type ListSkillsApiResponse = /** status 200  */ UserSkillDto[];
export type ListSkillsApiArg = void;
export type SyncSkillsApiResponse = /** status 200  */ SkillsSyncDto;
export type SyncSkillsApiArg = void;
export type UpsertUserSkillApiResponse = /** status 200  */ UserSkillDto;
export type UpsertUserSkillApiArg = {
  upsertUserSkillDto: UpsertUserSkillDto;
};
export type UserSkillDto = {
  id: string;
  /** beginner, intermediate, advanced or expert. */
  proficiency_level: string;
  skill_name: string;
  /** `manual` (typed by the member) or `resume` (synced from a resume). */
  source: string;
  years_experience?: number | null;
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
export type SkillsSyncDto = {
  /** Skills added from the member's resumes by this sync. */
  added: number;
  /** Resumes read. */
  resumes: number;
};
export type UpsertUserSkillDto = {
  proficiencyLevel?: "beginner" | "intermediate" | "advanced" | "expert";
  skillName: string;
  /** 0 to 60 years, in steps of 0.5; null when unknown. */
  yearsExperience?: number | null;
};
export const {
  useListSkillsQuery,
  useSyncSkillsMutation,
  useUpsertUserSkillMutation,
} = injectedRtkApi;
