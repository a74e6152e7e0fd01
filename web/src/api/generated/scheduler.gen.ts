import { baseApi as api } from "../base-api";
export const addTagTypes = ["scheduler"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getSchedulerMetrics: build.query<
        GetSchedulerMetricsApiResponse,
        GetSchedulerMetricsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/ja/metrics`,
          params: {
            days: queryArg.days,
          },
        }),
        providesTags: ["scheduler"],
      }),
      runNow: build.query<RunNowApiResponse, RunNowApiArg>({
        query: (queryArg) => ({
          url: `/api/ja/run-now`,
          params: {
            sites: queryArg.sites,
            isRemote: queryArg.isRemote,
            resultsWanted: queryArg.resultsWanted,
            hoursOld: queryArg.hoursOld,
            searchTerm: queryArg.searchTerm,
            location: queryArg.location,
          },
        }),
        providesTags: ["scheduler"],
      }),
      startScheduler: build.mutation<
        StartSchedulerApiResponse,
        StartSchedulerApiArg
      >({
        query: () => ({ url: `/api/ja/scheduler/start`, method: "POST" }),
        invalidatesTags: ["scheduler"],
      }),
      getSchedulerStatus: build.query<
        GetSchedulerStatusApiResponse,
        GetSchedulerStatusApiArg
      >({
        query: () => ({ url: `/api/ja/scheduler/status` }),
        providesTags: ["scheduler"],
      }),
      stopScheduler: build.mutation<
        StopSchedulerApiResponse,
        StopSchedulerApiArg
      >({
        query: () => ({ url: `/api/ja/scheduler/stop`, method: "POST" }),
        invalidatesTags: ["scheduler"],
      }),
      seedDefaultTasks: build.mutation<
        SeedDefaultTasksApiResponse,
        SeedDefaultTasksApiArg
      >({
        query: () => ({ url: `/api/ja/tasks/seed-defaults`, method: "POST" }),
        invalidatesTags: ["scheduler"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as schedulerApi };
export type GetSchedulerMetricsApiResponse =
  /** status 200  */ SchedulerMetricsDto;
export type GetSchedulerMetricsApiArg = {
  days?: number;
};
export type RunNowApiResponse = /** status 200  */ QueuedDto;
export type RunNowApiArg = {
  /** Comma-separated: indeed, linkedin, rss, greenhouse, lever, bundled. Default indeed,linkedin. */
  sites?: (
    "indeed" | "linkedin" | "rss" | "greenhouse" | "lever" | "bundled"
  )[];
  isRemote?: boolean;
  resultsWanted?: number;
  hoursOld?: number;
  searchTerm?: string;
  location?: string;
};
export type StartSchedulerApiResponse = /** status 200  */ SchedulerStateDto;
export type StartSchedulerApiArg = void;
export type GetSchedulerStatusApiResponse =
  /** status 200  */ SchedulerStatusDto;
export type GetSchedulerStatusApiArg = void;
export type StopSchedulerApiResponse = /** status 200  */ SchedulerStateDto;
export type StopSchedulerApiArg = void;
export type SeedDefaultTasksApiResponse = /** status 200  */ SeedTasksResultDto;
export type SeedDefaultTasksApiArg = void;
export type SourceCountDto = {
  count: number;
  source: string;
};
export type JobsMetricsDto = {
  by_source: SourceCountDto[];
  new_in_window: number;
  total: number;
};
export type RunDto = {
  duplicates: number;
  duration_ms?: number | null;
  errors: number;
  fetched: number;
  finished_at?: string | null;
  id: string;
  new_jobs: number;
  reason: string;
  source: string;
  started_at: string;
  status: string;
  trigger: string;
};
export type RunsMetricsDto = {
  duplicates: number;
  errors: number;
  fetched: number;
  new_jobs: number;
  recent: RunDto[];
  runs: number;
};
export type SourceHealthDto = {
  configured: boolean;
  lastRunAt?: string | null;
  reason: string;
  source: string;
  /** ok, degraded, failed, skipped, or never (no run yet). */
  status: string;
};
export type MetricsBodyDto = {
  jobs: JobsMetricsDto;
  runs: RunsMetricsDto;
  sources: SourceHealthDto[];
};
export type SchedulerMetricsDto = {
  days: number;
  metrics: MetricsBodyDto;
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
export type QueuedDto = {
  /** The queue job's id, to follow its progress in the scheduler status. */
  jobId: string;
  queued: boolean;
};
export type SchedulerStateDto = {
  running: boolean;
};
export type CollectProgressDto = {
  done: number;
  source: string;
  total: number;
};
export type ActiveCollectionDto = {
  id: string;
  progress?: CollectProgressDto | null;
  trigger: string;
};
export type ScheduleDto = {
  id: string;
  next?: string | null;
  pattern: string;
};
export type SchedulerStatusDto = {
  active: ActiveCollectionDto[];
  running: boolean;
  schedules: ScheduleDto[];
  sources: SourceHealthDto[];
  waiting: number;
};
export type SeedTasksResultDto = {
  added: number;
  tasks: number;
};
export const {
  useGetSchedulerMetricsQuery,
  useRunNowQuery,
  useStartSchedulerMutation,
  useGetSchedulerStatusQuery,
  useStopSchedulerMutation,
  useSeedDefaultTasksMutation,
} = injectedRtkApi;
