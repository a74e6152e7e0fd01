import { jobsApi } from './generated/jobs.gen';

/**
 * Jobs (part 3 §2.1–2.2): search pages (the screen keeps the pages it loaded and asks for the next
 * with `cursor`), one job, adding a job by URL, text or file, and saved searches.
 */
export const jobs = jobsApi.enhanceEndpoints({
  addTagTypes: ['Jobs', 'SavedSearches'],
  endpoints: {
    searchJobs: { providesTags: ['Jobs'] },
    addJob: { invalidatesTags: ['Jobs', 'SavedSearches'] },
    refreshJobs: { invalidatesTags: [] },
    listSavedSearches: { providesTags: ['SavedSearches'] },
    saveSearch: { invalidatesTags: ['SavedSearches'] },
    deleteSavedSearch: { invalidatesTags: ['SavedSearches'] },
    markSavedSearchSeen: { invalidatesTags: ['SavedSearches'] },
  },
});

export const {
  useSearchJobsQuery,
  useLazySearchJobsQuery,
  useGetJobQuery,
  useAddJobMutation,
  useImportJobFromUrlMutation,
  useImportJobFromTextMutation,
  useImportJobFromFileMutation,
  useRefreshJobsMutation,
  useListSavedSearchesQuery,
  useSaveSearchMutation,
  useDeleteSavedSearchMutation,
  useMarkSavedSearchSeenMutation,
} = jobs;

export type {
  ImportedJobDto,
  JobDetailDto,
  JobDraftDto,
  JobListItemDto,
  JobPageDto,
  SavedSearchDto,
  SaveSearchDto,
  SearchJobsApiArg,
} from './generated/jobs.gen';
