import { baseApi as api } from "../base-api";
export const addTagTypes = ["jobs"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getJob: build.query<GetJobApiResponse, GetJobApiArg>({
        query: (queryArg) => ({ url: `/api/job/${queryArg.id}` }),
        providesTags: ["jobs"],
      }),
      searchJobs: build.query<SearchJobsApiResponse, SearchJobsApiArg>({
        query: (queryArg) => ({
          url: `/api/jobs`,
          params: {
            jobType: queryArg.jobType,
            remote: queryArg.remote,
            postedWithinDays: queryArg.postedWithinDays,
            minSalary: queryArg.minSalary,
            q: queryArg.q,
            location: queryArg.location,
            cursor: queryArg.cursor,
          },
        }),
        providesTags: ["jobs"],
      }),
      addJob: build.mutation<AddJobApiResponse, AddJobApiArg>({
        query: (queryArg) => ({
          url: `/api/jobs`,
          method: "POST",
          body: queryArg.jobDraftDto,
        }),
        invalidatesTags: ["jobs"],
      }),
      importJobFromFile: build.mutation<
        ImportJobFromFileApiResponse,
        ImportJobFromFileApiArg
      >({
        query: (queryArg) => ({
          url: `/api/jobs/import/file`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["jobs"],
      }),
      importJobFromText: build.mutation<
        ImportJobFromTextApiResponse,
        ImportJobFromTextApiArg
      >({
        query: (queryArg) => ({
          url: `/api/jobs/import/text`,
          method: "POST",
          body: queryArg.importTextDto,
        }),
        invalidatesTags: ["jobs"],
      }),
      importJobFromUrl: build.mutation<
        ImportJobFromUrlApiResponse,
        ImportJobFromUrlApiArg
      >({
        query: (queryArg) => ({
          url: `/api/jobs/import/url`,
          method: "POST",
          body: queryArg.importUrlDto,
        }),
        invalidatesTags: ["jobs"],
      }),
      refreshJobs: build.mutation<RefreshJobsApiResponse, RefreshJobsApiArg>({
        query: () => ({ url: `/api/jobs/refresh`, method: "POST" }),
        invalidatesTags: ["jobs"],
      }),
      listSavedSearches: build.query<
        ListSavedSearchesApiResponse,
        ListSavedSearchesApiArg
      >({
        query: () => ({ url: `/api/jobs/saved-searches` }),
        providesTags: ["jobs"],
      }),
      saveSearch: build.mutation<SaveSearchApiResponse, SaveSearchApiArg>({
        query: (queryArg) => ({
          url: `/api/jobs/saved-searches`,
          method: "POST",
          body: queryArg.saveSearchDto,
        }),
        invalidatesTags: ["jobs"],
      }),
      deleteSavedSearch: build.mutation<
        DeleteSavedSearchApiResponse,
        DeleteSavedSearchApiArg
      >({
        query: (queryArg) => ({
          url: `/api/jobs/saved-searches/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["jobs"],
      }),
      markSavedSearchSeen: build.mutation<
        MarkSavedSearchSeenApiResponse,
        MarkSavedSearchSeenApiArg
      >({
        query: (queryArg) => ({
          url: `/api/jobs/saved-searches/${queryArg.id}/seen`,
          method: "POST",
        }),
        invalidatesTags: ["jobs"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as jobsApi };
export type GetJobApiResponse = /** status 200  */ JobDetailDto;
export type GetJobApiArg = {
  id: string;
};
export type SearchJobsApiResponse = /** status 200  */ JobPageDto;
export type SearchJobsApiArg = {
  jobType?: "full-time" | "part-time" | "contract" | "remote";
  remote?: boolean;
  /** Posted within this many days. */
  postedWithinDays?: number;
  /** Annual salary at least this (by the posting's maximum, else its minimum). */
  minSalary?: number;
  /** Words, "quoted phrases", -excluded words, OR. */
  q?: string;
  /** Part of the location ("Berlin", "Remote"). */
  location?: string;
  /** From the previous page's nextCursor. */
  cursor?: string;
};
export type AddJobApiResponse = /** status 201  */ SavedJobDto;
export type AddJobApiArg = {
  jobDraftDto: JobDraftDto;
};
export type ImportJobFromFileApiResponse = /** status 200  */ ImportedJobDto;
export type ImportJobFromFileApiArg = {
  body: {
    file: Blob;
  };
};
export type ImportJobFromTextApiResponse = /** status 200  */ ImportedJobDto;
export type ImportJobFromTextApiArg = {
  importTextDto: ImportTextDto;
};
export type ImportJobFromUrlApiResponse = /** status 200  */ ImportedJobDto;
export type ImportJobFromUrlApiArg = {
  importUrlDto: ImportUrlDto;
};
export type RefreshJobsApiResponse = /** status 200  */ QueuedDto;
export type RefreshJobsApiArg = void;
export type ListSavedSearchesApiResponse = /** status 200  */ SavedSearchDto[];
export type ListSavedSearchesApiArg = void;
export type SaveSearchApiResponse = /** status 201  */ SavedSearchDto;
export type SaveSearchApiArg = {
  saveSearchDto: SaveSearchDto;
};
export type DeleteSavedSearchApiResponse = /** status 200  */ SuccessDto;
export type DeleteSavedSearchApiArg = {
  id: string;
};
export type MarkSavedSearchSeenApiResponse = /** status 200  */ SuccessDto;
export type MarkSavedSearchSeenApiArg = {
  id: string;
};
export type JobDetailDto = {
  benefits: string | null;
  category: string | null;
  company: string;
  company_website: string | null;
  description: string;
  /** The original HTML when the source gave HTML, sanitised. */
  description_html: string | null;
  /** The first 100 words of the description; '' when there is none. */
  description_preview: string;
  id: string;
  job_type: ("full-time" | "part-time" | "contract" | "remote") | null;
  location: string;
  matchBasis: "skills" | "default";
  /** 0–100; 75 when the member has no skills on record (matchBasis 'default'). */
  matchScore: number;
  /** The posting's skills the member has, and the ones they lack. */
  matched_skills: string[];
  missing_skills: string[];
  nice_skills: string[];
  posted_date: string;
  remote: boolean;
  required_skills: string[];
  /** Requirement lines (at most 5 here; all on the detail). */
  requirements: string[];
  requirements_summary: string;
  salary_currency: string | null;
  salary_max: number | null;
  salary_min: number | null;
  /** "$95,000 – $120,000", or '' when the posting gives none. */
  salary_text: string;
  source: string;
  title: string;
  /** The original posting (Apply On Site). */
  url: string;
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
export type JobListItemDto = {
  company: string;
  /** The first 100 words of the description; '' when there is none. */
  description_preview: string;
  id: string;
  job_type: ("full-time" | "part-time" | "contract" | "remote") | null;
  location: string;
  matchBasis: "skills" | "default";
  /** 0–100; 75 when the member has no skills on record (matchBasis 'default'). */
  matchScore: number;
  posted_date: string;
  remote: boolean;
  /** Requirement lines (at most 5 here; all on the detail). */
  requirements: string[];
  salary_currency: string | null;
  salary_max: number | null;
  salary_min: number | null;
  /** "$95,000 – $120,000", or '' when the posting gives none. */
  salary_text: string;
  source: string;
  title: string;
};
export type JobPageDto = {
  /** Whether the member has any skills on record (else the score is the default 75). */
  hasSkills: boolean;
  jobs: JobListItemDto[];
  /** Pass as `cursor` for the next 20; null on the last page. */
  nextCursor: string | null;
};
export type SavedJobDto = {
  /** false when the same posting was already stored: its id is answered. */
  created: boolean;
  id: string;
};
export type JobDraftDto = {
  company?: string;
  company_website?: string | null;
  description: string;
  job_type?: ("full-time" | "part-time" | "contract" | "remote") | null;
  location?: string;
  /** ISO date; today when left out. */
  posted_date?: string | null;
  remote?: boolean;
  salary_currency?: string | null;
  salary_max?: number | null;
  salary_min?: number | null;
  title: string;
  /** The original posting, when there is one. */
  url?: string;
};
export type ImportedJobDto = {
  draft: JobDraftDto;
  /** How the fields were found: json-ld (the page's schema.org JobPosting), text (read from the page or the text given), file. */
  method: "json-ld" | "text" | "file";
  /** Fields the member should check (a missing company, no date…). */
  warnings: string[];
};
export type ImportTextDto = {
  text: string;
};
export type ImportUrlDto = {
  url: string;
};
export type QueuedDto = {
  /** The queue job's id, to follow its progress in the scheduler status. */
  jobId: string;
  queued: boolean;
};
export type SavedSearchFiltersDto = {
  jobType?: "full-time" | "part-time" | "contract" | "remote";
  location?: string;
  minSalary?: number;
  postedWithinDays?: number;
  q?: string;
  remote?: boolean;
};
export type SavedSearchDto = {
  created_at: string;
  filters: SavedSearchFiltersDto;
  id: string;
  last_seen_at: string;
  name: string;
  /** Jobs matching the filters that arrived since the member last opened this search (capped at 100). */
  newCount: number;
};
export type SaveSearchDto = {
  jobType?: "full-time" | "part-time" | "contract" | "remote";
  location?: string;
  minSalary?: number;
  name: string;
  postedWithinDays?: number;
  q?: string;
  remote?: boolean;
};
export type SuccessDto = {
  success: boolean;
};
export const {
  useGetJobQuery,
  useSearchJobsQuery,
  useAddJobMutation,
  useImportJobFromFileMutation,
  useImportJobFromTextMutation,
  useImportJobFromUrlMutation,
  useRefreshJobsMutation,
  useListSavedSearchesQuery,
  useSaveSearchMutation,
  useDeleteSavedSearchMutation,
  useMarkSavedSearchSeenMutation,
} = injectedRtkApi;
