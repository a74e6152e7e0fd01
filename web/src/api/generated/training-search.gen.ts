import { baseApi as api } from "../base-api";
export const addTagTypes = ["training-search"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      crawlAllDomains: build.mutation<
        CrawlAllDomainsApiResponse,
        CrawlAllDomainsApiArg
      >({
        query: () => ({
          url: `/api/training-search/crawler/crawl-all`,
          method: "POST",
        }),
        invalidatesTags: ["training-search"],
      }),
      crawlDomain: build.mutation<CrawlDomainApiResponse, CrawlDomainApiArg>({
        query: (queryArg) => ({
          url: `/api/training-search/crawler/crawl/${queryArg.id}`,
          method: "POST",
          body: queryArg.crawlRequestDto,
        }),
        invalidatesTags: ["training-search"],
      }),
      searchPrograms: build.mutation<
        SearchProgramsApiResponse,
        SearchProgramsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/training-search/crawler/search`,
          method: "POST",
          body: queryArg.searchRequestDto,
        }),
        invalidatesTags: ["training-search"],
      }),
      crawlSessions: build.query<CrawlSessionsApiResponse, CrawlSessionsApiArg>(
        {
          query: () => ({ url: `/api/training-search/crawler/sessions` }),
          providesTags: ["training-search"],
        },
      ),
      crawlSession: build.query<CrawlSessionApiResponse, CrawlSessionApiArg>({
        query: (queryArg) => ({
          url: `/api/training-search/crawler/sessions/${queryArg.id}`,
        }),
        providesTags: ["training-search"],
      }),
      crawlerStatus: build.query<CrawlerStatusApiResponse, CrawlerStatusApiArg>(
        {
          query: () => ({ url: `/api/training-search/crawler/status` }),
          providesTags: ["training-search"],
        },
      ),
      trainingDomains: build.query<
        TrainingDomainsApiResponse,
        TrainingDomainsApiArg
      >({
        query: () => ({ url: `/api/training-search/domains` }),
        providesTags: ["training-search"],
      }),
      trainingHealth: build.query<
        TrainingHealthApiResponse,
        TrainingHealthApiArg
      >({
        query: () => ({ url: `/api/training-search/health` }),
        providesTags: ["training-search"],
      }),
      trainingPlatforms: build.query<
        TrainingPlatformsApiResponse,
        TrainingPlatformsApiArg
      >({
        query: () => ({ url: `/api/training-search/platforms` }),
        providesTags: ["training-search"],
      }),
      listPrograms: build.query<ListProgramsApiResponse, ListProgramsApiArg>({
        query: (queryArg) => ({
          url: `/api/training-search/programs`,
          params: {
            difficulty: queryArg.difficulty,
            q: queryArg.q,
            category: queryArg.category,
            platform: queryArg.platform,
            domain: queryArg.domain,
            is_free: queryArg.isFree,
            min_confidence: queryArg.minConfidence,
            limit: queryArg.limit,
            cursor: queryArg.cursor,
          },
        }),
        providesTags: ["training-search"],
      }),
      getProgram: build.query<GetProgramApiResponse, GetProgramApiArg>({
        query: (queryArg) => ({
          url: `/api/training-search/programs/${queryArg.id}`,
        }),
        providesTags: ["training-search"],
      }),
      trainingStats: build.query<TrainingStatsApiResponse, TrainingStatsApiArg>(
        {
          query: () => ({ url: `/api/training-search/stats` }),
          providesTags: ["training-search"],
        },
      ),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as trainingSearchApi };
export type CrawlAllDomainsApiResponse = /** status 202  */ CrawlAllResponseDto;
export type CrawlAllDomainsApiArg = void;
export type CrawlDomainApiResponse = /** status 200  */ CrawlResponseDto;
export type CrawlDomainApiArg = {
  id: string;
  crawlRequestDto: CrawlRequestDto;
};
export type SearchProgramsApiResponse = /** status 200  */ SearchResponseDto;
export type SearchProgramsApiArg = {
  searchRequestDto: SearchRequestDto;
};
export type CrawlSessionsApiResponse = /** status 200  */ CrawlSessionsDto;
export type CrawlSessionsApiArg = void;
export type CrawlSessionApiResponse = /** status 200  */ CrawlSessionDetailDto;
export type CrawlSessionApiArg = {
  id: string;
};
export type CrawlerStatusApiResponse = /** status 200  */ CrawlerStatusDto;
export type CrawlerStatusApiArg = void;
export type TrainingDomainsApiResponse = /** status 200  */ DomainsDto;
export type TrainingDomainsApiArg = void;
export type TrainingHealthApiResponse = /** status 200  */ TrainingHealthDto;
export type TrainingHealthApiArg = void;
export type TrainingPlatformsApiResponse = /** status 200  */ PlatformsDto;
export type TrainingPlatformsApiArg = void;
export type ListProgramsApiResponse = /** status 200  */ ProgramPageDto;
export type ListProgramsApiArg = {
  difficulty?: "beginner" | "intermediate" | "advanced";
  /** Words of the title, skills or description. */
  q?: string;
  /** The AI category (e.g. Data Science). */
  category?: string;
  platform?: string;
  domain?: string;
  isFree?: boolean;
  /** Only programs categorised with at least this confidence (0–1). */
  minConfidence?: number;
  limit?: number;
  /** From the previous page's next_cursor. */
  cursor?: string;
};
export type GetProgramApiResponse = /** status 200  */ ProgramDto;
export type GetProgramApiArg = {
  id: number;
};
export type TrainingStatsApiResponse = /** status 200  */ TrainingStatsDto;
export type TrainingStatsApiArg = void;
export type CrawlSkipDto = {
  reason: string;
  url: string;
};
export type CrawlSessionDto = {
  created_at: string;
  domain: string | null;
  error: string | null;
  finished_at: string | null;
  id: string;
  pages_fetched: number;
  programs_found: number;
  /** 0–100. */
  progress: number;
  query: string | null;
  skipped: CrawlSkipDto[];
  start_urls: string[];
  started_at: string | null;
  status: "queued" | "running" | "completed" | "failed";
};
export type CrawlAllResponseDto = {
  sessions: CrawlSessionDto[];
  success: boolean;
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
export type ProgramDto = {
  ai_category: string;
  /** 0–1; above 0.7 is high confidence (part 2 §9). */
  ai_confidence_score: number;
  ai_provider: string;
  ai_summary: string;
  category: string | null;
  currency: string | null;
  description: string;
  difficulty_level: string | null;
  domain: string | null;
  duration_text: string | null;
  extracted_from: string;
  id: number;
  is_free: boolean | null;
  platform: string;
  price: number | null;
  provider: string | null;
  scraped_at: string;
  skills: string[];
  title: string;
  url: string;
};
export type CrawlResultDto = {
  pages_fetched: number;
  programs: ProgramDto[];
  skipped: CrawlSkipDto[];
};
export type CrawlResponseDto = {
  /** Present once the crawl has finished; while it runs, poll crawler/sessions/{id}. */
  result?: CrawlResultDto | null;
  session: CrawlSessionDto;
  success: boolean;
};
export type CrawlOptionsDto = {
  max_pages?: number;
  /** The pages to start from (from search); left out: the domain's platform catalogue pages. */
  urls_to_scrape?: string[];
  /** Seconds to wait for the result before answering with the running session (default 20, at most 60). */
  wait_seconds?: number;
};
export type CrawlRequestDto = {
  domain?: string;
  options?: CrawlOptionsDto;
  /** The custom query the URLs came from, for the session's record. */
  query?: string;
};
export type SearchHitDto = {
  content: string;
  /** 'searxng' or the platform's name. */
  source: string;
  title: string;
  url: string;
};
export type SearchResultsDto = {
  search_results: SearchHitDto[];
  urls_to_scrape: string[];
};
export type SearchResponseDto = {
  /** Why web search was not used, when it was not (e.g. SearXNG not configured). */
  notes: string[];
  results: SearchResultsDto;
  search_term: string;
  success: boolean;
};
export type SearchRequestDto = {
  domain?: string;
  query?: string;
};
export type CrawlSessionsDto = {
  sessions: CrawlSessionDto[];
};
export type CrawlSessionDetailDto = {
  created_at: string;
  domain: string | null;
  error: string | null;
  finished_at: string | null;
  id: string;
  pages_fetched: number;
  programs: ProgramDto[];
  programs_found: number;
  /** 0–100. */
  progress: number;
  query: string | null;
  skipped: CrawlSkipDto[];
  start_urls: string[];
  started_at: string | null;
  status: "queued" | "running" | "completed" | "failed";
};
export type CrawlerStatusDto = {
  crawler_available: boolean;
  last_session: CrawlSessionDto | null;
  /** Crawls waiting and running now. */
  queued: number;
  running: number;
  searxng_configured: boolean;
};
export type TrainingDomainDto = {
  description: string;
  display_name: string;
  name: string;
};
export type DomainsDto = {
  domains: TrainingDomainDto[];
};
export type TrainingHealthDto = {
  /** Whether a worker takes crawl jobs now. */
  crawler_available: boolean;
  database: boolean;
  /** Whether a SearXNG instance is configured for web search. */
  searxng_configured: boolean;
  service: string;
  status: "ok" | "degraded";
};
export type TrainingPlatformDto = {
  base_url: string;
  display_name: string;
  enabled: boolean;
  name: string;
};
export type PlatformsDto = {
  platforms: TrainingPlatformDto[];
};
export type ProgramPageDto = {
  next_cursor: string | null;
  programs: ProgramDto[];
};
export type CountByDto = {
  count: number;
  name: string;
};
export type TrainingStatsDto = {
  by_category: CountByDto[];
  by_platform: CountByDto[];
  crawl_sessions: number;
  free_programs: number;
  high_confidence_programs: number;
  last_crawl_at: string | null;
  total_programs: number;
};
export const {
  useCrawlAllDomainsMutation,
  useCrawlDomainMutation,
  useSearchProgramsMutation,
  useCrawlSessionsQuery,
  useCrawlSessionQuery,
  useCrawlerStatusQuery,
  useTrainingDomainsQuery,
  useTrainingHealthQuery,
  useTrainingPlatformsQuery,
  useListProgramsQuery,
  useGetProgramQuery,
  useTrainingStatsQuery,
} = injectedRtkApi;
