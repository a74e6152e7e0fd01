import { baseApi as api } from "../base-api";
export const addTagTypes = ["resumes"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listResumes: build.query<ListResumesApiResponse, ListResumesApiArg>({
        query: () => ({ url: `/api/resumes` }),
        providesTags: ["resumes"],
      }),
      deleteResume: build.mutation<DeleteResumeApiResponse, DeleteResumeApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/resumes/${queryArg.id}`,
            method: "DELETE",
          }),
          invalidatesTags: ["resumes"],
        },
      ),
      getResume: build.query<GetResumeApiResponse, GetResumeApiArg>({
        query: (queryArg) => ({ url: `/api/resumes/${queryArg.id}` }),
        providesTags: ["resumes"],
      }),
      patchResume: build.mutation<PatchResumeApiResponse, PatchResumeApiArg>({
        query: (queryArg) => ({
          url: `/api/resumes/${queryArg.id}`,
          method: "PATCH",
          body: queryArg.updateResumeDto,
        }),
        invalidatesTags: ["resumes"],
      }),
      updateResume: build.mutation<UpdateResumeApiResponse, UpdateResumeApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/resumes/${queryArg.id}`,
            method: "PUT",
            body: queryArg.updateResumeDto,
          }),
          invalidatesTags: ["resumes"],
        },
      ),
      getResumeFeedback: build.mutation<
        GetResumeFeedbackApiResponse,
        GetResumeFeedbackApiArg
      >({
        query: (queryArg) => ({
          url: `/api/resumes/${queryArg.id}/ai-feedback`,
          method: "POST",
          body: queryArg.feedbackRequestDto,
        }),
        invalidatesTags: ["resumes"],
      }),
      generateResumeSummary: build.mutation<
        GenerateResumeSummaryApiResponse,
        GenerateResumeSummaryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/resumes/${queryArg.id}/ai-summary`,
          method: "POST",
          body: queryArg.resumeSummaryHintDto,
        }),
        invalidatesTags: ["resumes"],
      }),
      acceptResumeSummary: build.mutation<
        AcceptResumeSummaryApiResponse,
        AcceptResumeSummaryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/resumes/${queryArg.id}/ai-summary/accept`,
          method: "POST",
          body: queryArg.resumeSummaryHintDto,
        }),
        invalidatesTags: ["resumes"],
      }),
      getLatestResumeSummary: build.query<
        GetLatestResumeSummaryApiResponse,
        GetLatestResumeSummaryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/resumes/${queryArg.id}/ai-summary/latest`,
        }),
        providesTags: ["resumes"],
      }),
      checkResumeAts: build.mutation<
        CheckResumeAtsApiResponse,
        CheckResumeAtsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/resumes/${queryArg.id}/ats-check`,
          method: "POST",
          body: queryArg.atsCheckDto,
        }),
        invalidatesTags: ["resumes"],
      }),
      listCustomSections: build.query<
        ListCustomSectionsApiResponse,
        ListCustomSectionsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/resumes/${queryArg.id}/custom-sections`,
        }),
        providesTags: ["resumes"],
      }),
      applyCustomSection: build.mutation<
        ApplyCustomSectionApiResponse,
        ApplyCustomSectionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/resumes/${queryArg.id}/custom-sections/apply`,
          method: "POST",
          body: queryArg.applyCustomSectionDto,
        }),
        invalidatesTags: ["resumes"],
      }),
      mapCustomSectionContent: build.mutation<
        MapCustomSectionContentApiResponse,
        MapCustomSectionContentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/resumes/${queryArg.id}/custom-sections/map-content`,
          method: "POST",
          body: queryArg.mapContentDto,
        }),
        invalidatesTags: ["resumes"],
      }),
      suggestCustomSections: build.mutation<
        SuggestCustomSectionsApiResponse,
        SuggestCustomSectionsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/resumes/${queryArg.id}/custom-sections/suggest`,
          method: "POST",
          body: queryArg.suggestCustomSectionDto,
        }),
        invalidatesTags: ["resumes"],
      }),
      suggestCustomSectionTarget: build.mutation<
        SuggestCustomSectionTargetApiResponse,
        SuggestCustomSectionTargetApiArg
      >({
        query: (queryArg) => ({
          url: `/api/resumes/${queryArg.id}/custom-sections/suggest-section`,
          method: "POST",
          body: queryArg.suggestSectionDto,
        }),
        invalidatesTags: ["resumes"],
      }),
      exportResume: build.query<ExportResumeApiResponse, ExportResumeApiArg>({
        query: (queryArg) => ({
          url: `/api/resumes/${queryArg.id}/export`,
          params: {
            format: queryArg.format,
            template: queryArg.template,
          },
        }),
        providesTags: ["resumes"],
      }),
      downloadResumeOriginal: build.query<
        DownloadResumeOriginalApiResponse,
        DownloadResumeOriginalApiArg
      >({
        query: (queryArg) => ({ url: `/api/resumes/${queryArg.id}/original` }),
        providesTags: ["resumes"],
      }),
      addResumeSkill: build.mutation<
        AddResumeSkillApiResponse,
        AddResumeSkillApiArg
      >({
        query: (queryArg) => ({
          url: `/api/resumes/${queryArg.id}/skills`,
          method: "POST",
          body: queryArg.addResumeSkillDto,
        }),
        invalidatesTags: ["resumes"],
      }),
      deleteResumeSkill: build.mutation<
        DeleteResumeSkillApiResponse,
        DeleteResumeSkillApiArg
      >({
        query: (queryArg) => ({
          url: `/api/resumes/${queryArg.id}/skills/${queryArg.skillId}`,
          method: "DELETE",
        }),
        invalidatesTags: ["resumes"],
      }),
      updateResumeSkill: build.mutation<
        UpdateResumeSkillApiResponse,
        UpdateResumeSkillApiArg
      >({
        query: (queryArg) => ({
          url: `/api/resumes/${queryArg.id}/skills/${queryArg.skillId}`,
          method: "PUT",
          body: queryArg.updateResumeSkillDto,
        }),
        invalidatesTags: ["resumes"],
      }),
      getResumeThumbnail: build.query<
        GetResumeThumbnailApiResponse,
        GetResumeThumbnailApiArg
      >({
        query: (queryArg) => ({ url: `/api/resumes/${queryArg.id}/thumbnail` }),
        providesTags: ["resumes"],
      }),
      suggestResumeSkills: build.mutation<
        SuggestResumeSkillsApiResponse,
        SuggestResumeSkillsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/skills/ai-suggest`,
          method: "POST",
          body: queryArg.suggestSkillsDto,
        }),
        invalidatesTags: ["resumes"],
      }),
      listTemplates: build.query<ListTemplatesApiResponse, ListTemplatesApiArg>(
        {
          query: () => ({ url: `/api/templates` }),
          providesTags: ["resumes"],
        },
      ),
      uploadResume: build.mutation<UploadResumeApiResponse, UploadResumeApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/upload-resume`,
            method: "POST",
            body: queryArg.body,
          }),
          invalidatesTags: ["resumes"],
        },
      ),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as resumesApi };
export type ListResumesApiResponse = /** status 200  */ ResumeListItemDto[];
export type ListResumesApiArg = void;
export type DeleteResumeApiResponse = /** status 200  */ SuccessDto;
export type DeleteResumeApiArg = {
  id: string;
};
export type GetResumeApiResponse = /** status 200  */ ResumeDto;
export type GetResumeApiArg = {
  id: string;
};
export type PatchResumeApiResponse = /** status 200  */ ResumeDto;
export type PatchResumeApiArg = {
  id: string;
  updateResumeDto: UpdateResumeDto;
};
export type UpdateResumeApiResponse = /** status 200  */ ResumeDto;
export type UpdateResumeApiArg = {
  id: string;
  updateResumeDto: UpdateResumeDto;
};
export type GetResumeFeedbackApiResponse = /** status 200  */ FeedbackResultDto;
export type GetResumeFeedbackApiArg = {
  id: string;
  feedbackRequestDto: FeedbackRequestDto;
};
export type GenerateResumeSummaryApiResponse =
  /** status 200  */ ResumeAiSummaryDto;
export type GenerateResumeSummaryApiArg = {
  id: string;
  resumeSummaryHintDto: ResumeSummaryHintDto;
};
export type AcceptResumeSummaryApiResponse = /** status 200  */ ResumeDto;
export type AcceptResumeSummaryApiArg = {
  id: string;
  resumeSummaryHintDto: ResumeSummaryHintDto;
};
export type GetLatestResumeSummaryApiResponse =
  /** status 200  */ ResumeAiSummaryDto;
export type GetLatestResumeSummaryApiArg = {
  id: string;
};
export type CheckResumeAtsApiResponse = /** status 200  */ AtsCheckResultDto;
export type CheckResumeAtsApiArg = {
  id: string;
  atsCheckDto: AtsCheckDto;
};
export type ListCustomSectionsApiResponse =
  /** status 200  */ CustomSectionsDto;
export type ListCustomSectionsApiArg = {
  id: string;
};
export type ApplyCustomSectionApiResponse = /** status 200  */ ResumeDto;
export type ApplyCustomSectionApiArg = {
  id: string;
  applyCustomSectionDto: ApplyCustomSectionDto;
};
export type MapCustomSectionContentApiResponse =
  /** status 200  */ MapContentResultDto;
export type MapCustomSectionContentApiArg = {
  id: string;
  mapContentDto: MapContentDto;
};
export type SuggestCustomSectionsApiResponse =
  /** status 200  */ SectionSuggestionDto[];
export type SuggestCustomSectionsApiArg = {
  id: string;
  suggestCustomSectionDto: SuggestCustomSectionDto;
};
export type SuggestCustomSectionTargetApiResponse =
  /** status 200  */ SectionSuggestionDto;
export type SuggestCustomSectionTargetApiArg = {
  id: string;
  suggestSectionDto: SuggestSectionDto;
};
export type ExportResumeApiResponse = /** status 200 The file */ Blob;
export type ExportResumeApiArg = {
  id: string;
  format: "json" | "jsonresume" | "pdf" | "docx" | "txt";
  /** Another template than the resume's own, for pdf and docx. */
  template?: ResumeTemplate;
};
export type DownloadResumeOriginalApiResponse =
  /** status 200 The original file */ Blob;
export type DownloadResumeOriginalApiArg = {
  id: string;
};
export type AddResumeSkillApiResponse = /** status 201  */ ResumeDto;
export type AddResumeSkillApiArg = {
  id: string;
  addResumeSkillDto: AddResumeSkillDto;
};
export type DeleteResumeSkillApiResponse = /** status 200  */ ResumeDto;
export type DeleteResumeSkillApiArg = {
  id: string;
  skillId: string;
};
export type UpdateResumeSkillApiResponse = /** status 200  */ ResumeDto;
export type UpdateResumeSkillApiArg = {
  id: string;
  skillId: string;
  updateResumeSkillDto: UpdateResumeSkillDto;
};
export type GetResumeThumbnailApiResponse =
  /** status 200  */ ResumeThumbnailDto;
export type GetResumeThumbnailApiArg = {
  id: string;
};
export type SuggestResumeSkillsApiResponse =
  /** status 200  */ SuggestSkillsResultDto;
export type SuggestResumeSkillsApiArg = {
  suggestSkillsDto: SuggestSkillsDto;
};
export type ListTemplatesApiResponse = /** status 200  */ string[];
export type ListTemplatesApiArg = void;
export type UploadResumeApiResponse = /** status 200  */ UploadResumeResultDto;
export type UploadResumeApiArg = {
  body: {
    model?: "primary" | "secondary";
    reason?: string;
    resume: Blob;
    template?: "modern" | "classic" | "creative" | "minimal" | "";
  };
};
export type ResumeTemplate = "modern" | "classic" | "creative" | "minimal";
export type ResumeListItemDto = {
  created_at: string;
  id: string;
  /** When it last changed (ISO 8601). */
  last_modified: string;
  name: string;
  template: ResumeTemplate;
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
export type SuccessDto = {
  success: boolean;
};
export type CertificateDto = {
  date: string;
  issuer: string;
  name: string;
  url: string;
};
export type EducationDto = {
  degree: string;
  description: string;
  duration: string;
  end_date: string;
  fieldOfStudy: string;
  gpa: string;
  institution: string;
  start_date: string;
};
export type ExperienceDto = {
  company: string;
  /** One achievement per line. */
  description: string;
  /** Free text as written ("2019 – 2021"). */
  duration: string;
  /** Blank when current. */
  end_date: string;
  /** true/false, or 1/0. */
  is_current: boolean;
  location: string;
  position: string;
  /** Free text such as 2021, 2021-07 or Jan 2020. */
  start_date: string;
};
export type PersonalInfoDto = {
  email: string;
  github: string;
  linkedin: string;
  location: string;
  name: string;
  phone: string;
  summary: string;
  website: string;
};
export type ProficiencyLevel =
  "beginner" | "intermediate" | "advanced" | "expert";
export type ResumeSkillDto = {
  id: string;
  proficiency_level: ProficiencyLevel;
  skill_name: string;
  years_experience: number | null;
};
export type ResumeDto = {
  certificates: CertificateDto[];
  created_at: string;
  /** Elided custom sections waiting to be restored. */
  custom_sections_count: number;
  education: EducationDto[];
  experience: ExperienceDto[];
  /** Whether the uploaded original can be downloaded. */
  has_original: boolean;
  id: string;
  /** When it last changed (ISO 8601). */
  last_modified: string;
  name: string;
  personalInfo: PersonalInfoDto;
  skills: ResumeSkillDto[];
  /** What it was made from: pdf, docx, json, txt, or '' when typed in. */
  source_format: string;
  template: ResumeTemplate;
};
export type UpdatePersonalInfoDto = {
  email?: string;
  github?: string;
  linkedin?: string;
  location?: string;
  name?: string;
  phone?: string;
  summary?: string;
  website?: string;
};
export type UpdateResumeDto = {
  certificates?: CertificateDto[];
  education?: EducationDto[];
  experience?: ExperienceDto[];
  /** The resume's name in the list. */
  name?: string;
  personalInfo?: UpdatePersonalInfoDto;
  template?: ResumeTemplate;
};
export type FeedbackResultDto = {
  error?: string;
  feedback: string;
  feedbackType: "brief" | "full";
  model: "primary" | "secondary";
  /** The model that answered. */
  modelName: string;
  /** Milliseconds. */
  responseTime: number;
  success: boolean;
};
export type FeedbackRequestDto = {
  feedbackType: "brief" | "full";
  model?: "primary" | "secondary";
};
export type ResumeAiSummaryDto = {
  /** The generated summary; empty when none was generated yet. */
  ai_summary: string;
  created_at?: string | null;
  hint: string;
};
export type ResumeSummaryHintDto = {
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
export type AtsSectionDto = {
  expected: number;
  found: number;
  ok: boolean;
  section:
    | "contact"
    | "summary"
    | "experience"
    | "education"
    | "skills"
    | "certifications";
};
export type AtsCheckResultDto = {
  lossless: boolean;
  /** One sentence per thing that would be lost. */
  lost: string[];
  pages: number;
  sections: AtsSectionDto[];
  template: ResumeTemplate;
};
export type AtsCheckDto = {
  /** The template to check; the resume's own when left out. */
  template?: ResumeTemplate;
};
export type ElidedItemDto = {
  sectionId: number;
  section_content: string;
  section_name: string;
  subIndex: number;
};
export type CustomSectionsDto = {
  /** Whether restoring is available (an AI provider answers). */
  available: boolean;
  sections: ElidedItemDto[];
};
export type MappedDataDto = {
  certificates?: CertificateDto[];
  education?: EducationDto[];
  experience?: ExperienceDto[];
  personalInfo?: UpdatePersonalInfoDto;
  skills?: string[];
};
export type CustomSectionTarget =
  "experience" | "education" | "skills" | "certificates" | "personalinfo";
export type ApplyCustomSectionDto = {
  mappedData: MappedDataDto;
  sectionId: number;
  subIndex: number;
  targetSection: CustomSectionTarget;
};
export type MapContentResultDto = {
  /** Whether anything structured came out. */
  empty: boolean;
  mappedData: MappedDataDto;
  targetSection: CustomSectionTarget;
};
export type MapContentDto = {
  sectionId: number;
  subIndex: number;
  targetSection: CustomSectionTarget;
};
export type SectionSuggestionDto = {
  /** 0 to 1. */
  confidence: number;
  sectionId?: number;
  subIndex?: number;
  targetSection: CustomSectionTarget;
};
export type SuggestCustomSectionDto = {
  sectionId?: number;
  subIndex?: number;
};
export type SuggestSectionDto = {
  content?: string;
  sectionName: string;
};
export type AddResumeSkillDto = {
  proficiencyLevel?: ProficiencyLevel;
  skillName: string;
  yearsExperience?: number;
};
export type UpdateResumeSkillDto = {
  proficiencyLevel?: ProficiencyLevel;
  skillName?: string;
  yearsExperience?: number | null;
};
export type ResumeThumbnailDto = {
  experienceCount: number;
  /** A small HTML preview; every piece of member text in it is escaped. */
  previewHtml: string;
  skillsCount: number;
};
export type SuggestedSkillDto = {
  name: string;
  /** Why it is suggested. */
  reason: string;
};
export type SuggestSkillsResultDto = {
  skills: SuggestedSkillDto[];
};
export type SuggestSkillsDto = {
  /** At most 20 (part 2 §9). */
  max?: number;
  resumeId: string;
};
export type UploadResumeResultDto = {
  certificatesCount: number;
  customSectionsCount: number;
  educationCount: number;
  /** How many entries each part got, and how many sections were elided. */
  experienceCount: number;
  message: string;
  resumeId: string;
  skillsCount: number;
  success: boolean;
};
export const {
  useListResumesQuery,
  useDeleteResumeMutation,
  useGetResumeQuery,
  usePatchResumeMutation,
  useUpdateResumeMutation,
  useGetResumeFeedbackMutation,
  useGenerateResumeSummaryMutation,
  useAcceptResumeSummaryMutation,
  useGetLatestResumeSummaryQuery,
  useCheckResumeAtsMutation,
  useListCustomSectionsQuery,
  useApplyCustomSectionMutation,
  useMapCustomSectionContentMutation,
  useSuggestCustomSectionsMutation,
  useSuggestCustomSectionTargetMutation,
  useExportResumeQuery,
  useDownloadResumeOriginalQuery,
  useAddResumeSkillMutation,
  useDeleteResumeSkillMutation,
  useUpdateResumeSkillMutation,
  useGetResumeThumbnailQuery,
  useSuggestResumeSkillsMutation,
  useListTemplatesQuery,
  useUploadResumeMutation,
} = injectedRtkApi;
