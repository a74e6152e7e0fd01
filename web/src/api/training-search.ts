import { trainingSearchApi } from './generated/training-search.gen';

/**
 * The training-program search service (part 2 §2.4, §7): search and crawl are mutations; a crawl
 * that outlasts its wait is followed by polling its session. New crawls refresh the lists and stats.
 */
export const trainingSearch = trainingSearchApi.enhanceEndpoints({
  addTagTypes: ['TrainingPrograms', 'CrawlSessions'],
  endpoints: {
    listPrograms: { providesTags: ['TrainingPrograms'] },
    trainingStats: { providesTags: ['TrainingPrograms'] },
    crawlSessions: { providesTags: ['CrawlSessions'] },
    crawlerStatus: { providesTags: ['CrawlSessions'] },
    crawlSession: { providesTags: ['CrawlSessions'] },
    searchPrograms: { invalidatesTags: [] },
    crawlDomain: { invalidatesTags: ['TrainingPrograms', 'CrawlSessions'] },
    crawlAllDomains: { invalidatesTags: ['CrawlSessions'] },
  },
});

export const {
  useTrainingHealthQuery,
  useTrainingDomainsQuery,
  useTrainingPlatformsQuery,
  useTrainingStatsQuery,
  useListProgramsQuery,
  useGetProgramQuery,
  useCrawlSessionsQuery,
  useCrawlSessionQuery,
  useCrawlerStatusQuery,
  useSearchProgramsMutation,
  useCrawlDomainMutation,
  useCrawlAllDomainsMutation,
} = trainingSearch;

export type {
  CrawlResponseDto,
  CrawlSessionDetailDto,
  CrawlSessionDto,
  ProgramDto,
  SearchResponseDto,
  TrainingDomainDto,
} from './generated/training-search.gen';
