import { baseApi as api } from "../base-api";
export const addTagTypes = ["rss"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      insertFeedJob: build.mutation<
        InsertFeedJobApiResponse,
        InsertFeedJobApiArg
      >({
        query: (queryArg) => ({
          url: `/api/rss/etl-insert`,
          method: "POST",
          body: queryArg.etlInsertDto,
        }),
        invalidatesTags: ["rss"],
      }),
      transformFeedItem: build.mutation<
        TransformFeedItemApiResponse,
        TransformFeedItemApiArg
      >({
        query: (queryArg) => ({
          url: `/api/rss/etl-transform`,
          method: "POST",
          body: queryArg.etlTransformDto,
        }),
        invalidatesTags: ["rss"],
      }),
      listFeeds: build.query<ListFeedsApiResponse, ListFeedsApiArg>({
        query: () => ({ url: `/api/rss/feeds` }),
        providesTags: ["rss"],
      }),
      fetchFeeds: build.mutation<FetchFeedsApiResponse, FetchFeedsApiArg>({
        query: (queryArg) => ({
          url: `/api/rss/fetch`,
          method: "POST",
          body: queryArg.fetchFeedsDto,
        }),
        invalidatesTags: ["rss"],
      }),
      parseFeedContent: build.mutation<
        ParseFeedContentApiResponse,
        ParseFeedContentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/rss/parse-content`,
          method: "POST",
          body: queryArg.parseContentDto,
        }),
        invalidatesTags: ["rss"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as rssApi };
export type InsertFeedJobApiResponse = /** status 200  */ EtlInsertResultDto;
export type InsertFeedJobApiArg = {
  etlInsertDto: EtlInsertDto;
};
export type TransformFeedItemApiResponse = /** status 200  */ EtlResultDto;
export type TransformFeedItemApiArg = {
  etlTransformDto: EtlTransformDto;
};
export type ListFeedsApiResponse = /** status 200  */ FeedConfigDto[];
export type ListFeedsApiArg = void;
export type FetchFeedsApiResponse = /** status 200  */ FetchFeedsResultDto;
export type FetchFeedsApiArg = {
  fetchFeedsDto: FetchFeedsDto;
};
export type ParseFeedContentApiResponse =
  /** status 200  */ ParsedRssContentDto;
export type ParseFeedContentApiArg = {
  parseContentDto: ParseContentDto;
};
export type EtlInsertResultDto = {
  /** false when the job was already stored (deduplicated). */
  created: boolean;
  jobId: string;
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
export type EtlJobDataDto = {
  benefits: string;
  category: string | null;
  company: string;
  company_website: string | null;
  contact_email: string | null;
  description: string;
  feedTitle: string | null;
  jobId: string;
  job_type: string | null;
  location: string;
  posted_date: string | null;
  requirements_summary: string;
  salary_currency: string | null;
  salary_max: number | null;
  salary_min: number | null;
  title: string;
  /** The original posting. */
  url?: string;
};
export type EtlInsertDto = {
  jobData: EtlJobDataDto;
};
export type EtlValidationDto = {
  errors: string[];
  warnings: string[];
};
export type EtlResultDto = {
  error?: string;
  jobData?: EtlJobDataDto | null;
  method: "ai" | "handcoded";
  responseTime: number;
  success: boolean;
  validation: EtlValidationDto;
};
export type RssItemInputDto = {
  category?: string;
  company?: string;
  description: string;
  feedTitle?: string;
  jobId?: string;
  link?: string;
  location?: string;
  pubDate?: string;
  title: string;
  type?: string;
};
export type EtlTransformDto = {
  item: RssItemInputDto;
  method: "ai" | "handcoded";
};
export type FeedConfigDto = {
  name: string;
  url: string;
};
export type FeedStatusDto = {
  /** Why the feed could not be read. */
  error?: string;
  items: number;
  name: string;
  ok: boolean;
  url: string;
};
export type RssItemDto = {
  category: string;
  company: string;
  /** The item's HTML, sanitised. */
  description: string;
  feedTitle: string;
  jobId: string;
  link: string;
  location: string;
  pubDate: string;
  title: string;
  type: string;
};
export type FetchFeedsResultDto = {
  feeds: FeedStatusDto[];
  items: RssItemDto[];
  success: boolean;
};
export type FetchFeedsDto = {
  /** Feed URLs (http or https); the first configured feed when none is given (part 3 §5). */
  feeds?: string[];
  /** Items per feed, 3–20 (the ticker's slider). */
  maxItems?: number;
};
export type ParsedRssContentDto = {
  benefits: string[];
  companyInfo: string;
  jobDetails: string[];
  /** Which parser answered: ai or handcoded. */
  method: "ai" | "handcoded";
  rawDescription: string;
  requirements: string[];
  salary: string | null;
};
export type ParseContentDto = {
  description: string;
  /** AI Assist: the AI parser first, the hand-coded rules when it fails (silently). */
  useAi?: boolean;
};
export const {
  useInsertFeedJobMutation,
  useTransformFeedItemMutation,
  useListFeedsQuery,
  useFetchFeedsMutation,
  useParseFeedContentMutation,
} = injectedRtkApi;
