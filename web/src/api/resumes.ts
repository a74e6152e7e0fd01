import { type ResumeDto, resumesApi } from './generated/resumes.gen';

type Id = { id: string };
const resume = (id: string) => ({ type: 'Resume' as const, id });

interface Saved {
  dispatch: (action: ReturnType<typeof resumesApi.util.updateQueryData>) => unknown;
  queryFulfilled: Promise<{ data: ResumeDto }>;
}

// A change answers the whole resume: it goes straight into the cache, so the builder shows what
// the server saved before any refetch. On failure the cache keeps what the server last sent.
const showSaved = async ({ id }: Id, { dispatch, queryFulfilled }: Saved) => {
  const saved = await queryFulfilled.catch(() => null);
  if (saved) dispatch(resumesApi.util.updateQueryData('getResume', { id }, () => saved.data));
};

const changesResume = (extra: ('ResumeList' | 'ResumeSections' | 'ResumeSummary')[] = []) => ({
  onQueryStarted: showSaved,
  invalidatesTags: (_r: unknown, _e: unknown, { id }: Id) => [{ type: 'ResumeThumb' as const, id }, 'ResumeList' as const, ...extra.map((type) => ({ type, id }))],
});

/**
 * The member's resumes (part 2 §7): the list, each resume with its sections, its thumbnail, AI
 * summary and elided sections. Uploads go through uploadResume (lib/upload.ts) for their progress
 * and refresh the list with `resumes.util.invalidateTags(['ResumeList'])`.
 */
export const resumes = resumesApi.enhanceEndpoints({
  addTagTypes: ['Resume', 'ResumeList', 'ResumeThumb', 'ResumeSections', 'ResumeSummary'],
  endpoints: {
    listResumes: { providesTags: ['ResumeList'] },
    listTemplates: { providesTags: [] },
    getResume: { providesTags: (_r, _e, { id }) => [resume(id)] },
    getResumeThumbnail: { providesTags: (_r, _e, { id }) => [{ type: 'ResumeThumb', id }] },
    updateResume: changesResume(),
    patchResume: changesResume(),
    deleteResume: { invalidatesTags: ['ResumeList'] },
    addResumeSkill: changesResume(),
    updateResumeSkill: changesResume(),
    deleteResumeSkill: changesResume(),
    getLatestResumeSummary: { providesTags: (_r, _e, { id }) => [{ type: 'ResumeSummary', id }] },
    generateResumeSummary: { invalidatesTags: (_r, _e, { id }) => [{ type: 'ResumeSummary', id }] },
    acceptResumeSummary: changesResume(['ResumeSummary']),
    listCustomSections: { providesTags: (_r, _e, { id }) => [{ type: 'ResumeSections', id }] },
    applyCustomSection: changesResume(['ResumeSections']),
  },
});

export const {
  useListResumesQuery,
  useGetResumeQuery,
  useUpdateResumeMutation,
  usePatchResumeMutation,
  useDeleteResumeMutation,
  useGetResumeThumbnailQuery,
  useListTemplatesQuery,
  useAddResumeSkillMutation,
  useUpdateResumeSkillMutation,
  useDeleteResumeSkillMutation,
  useSuggestResumeSkillsMutation,
  useGenerateResumeSummaryMutation,
  useGetLatestResumeSummaryQuery,
  useAcceptResumeSummaryMutation,
  useGetResumeFeedbackMutation,
  useCheckResumeAtsMutation,
  useListCustomSectionsQuery,
  useMapCustomSectionContentMutation,
  useApplyCustomSectionMutation,
  useSuggestCustomSectionsMutation,
} = resumes;

/** Where a browser downloads an export: a plain link, so the file streams to disk (part 2 §7). */
export const exportUrl = (id: string, format: 'json' | 'jsonresume' | 'pdf' | 'docx' | 'txt', template?: string) =>
  `/api/resumes/${encodeURIComponent(id)}/export?format=${format}${template ? `&template=${encodeURIComponent(template)}` : ''}`;

export type {
  AtsCheckResultDto,
  CertificateDto,
  EducationDto,
  ElidedItemDto,
  ExperienceDto,
  FeedbackResultDto,
  MappedDataDto,
  PersonalInfoDto,
  ResumeDto,
  ResumeListItemDto,
  ResumeSkillDto,
  ProficiencyLevel,
  ResumeTemplate,
  UpdateResumeDto,
  UploadResumeResultDto,
} from './generated/resumes.gen';
