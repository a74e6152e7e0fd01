import { baseApi as api } from "../base-api";
export const addTagTypes = ["system"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ["system"],
      }),
      getMetrics: build.query<GetMetricsApiResponse, GetMetricsApiArg>({
        query: () => ({ url: `/api/metrics` }),
        providesTags: ["system"],
      }),
      getSystemStats: build.query<
        GetSystemStatsApiResponse,
        GetSystemStatsApiArg
      >({
        query: () => ({ url: `/api/system-stats` }),
        providesTags: ["system"],
      }),
      listHeartbeats: build.query<
        ListHeartbeatsApiResponse,
        ListHeartbeatsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/system/heartbeats`,
          params: {
            limit: queryArg.limit,
            cursor: queryArg.cursor,
          },
        }),
        providesTags: ["system"],
      }),
      runHeartbeat: build.mutation<RunHeartbeatApiResponse, RunHeartbeatApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/system/heartbeats`,
            method: "POST",
            body: queryArg.runHeartbeatDto,
          }),
          invalidatesTags: ["system"],
        },
      ),
      getSystemOverview: build.query<
        GetSystemOverviewApiResponse,
        GetSystemOverviewApiArg
      >({
        query: () => ({ url: `/api/system/overview` }),
        providesTags: ["system"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as systemApi };
export type GetHealthApiResponse = /** status 200  */ HealthResponseDto;
export type GetHealthApiArg = void;
export type GetMetricsApiResponse = /** status 200  */ string;
export type GetMetricsApiArg = void;
export type GetSystemStatsApiResponse = /** status 200  */ SystemStatsDto;
export type GetSystemStatsApiArg = void;
export type ListHeartbeatsApiResponse = /** status 200  */ HeartbeatPageDto;
export type ListHeartbeatsApiArg = {
  /** How many heartbeats to return (1-100, default 20). */
  limit?: number;
  /** `nextCursor` from the previous page. */
  cursor?: string;
};
export type RunHeartbeatApiResponse =
  /** status 200  */ RunHeartbeatResponseDto;
export type RunHeartbeatApiArg = {
  runHeartbeatDto: RunHeartbeatDto;
};
export type GetSystemOverviewApiResponse = /** status 200  */ SystemOverviewDto;
export type GetSystemOverviewApiArg = void;
export type CheckStatus = "up" | "down";
export type HealthCheckDto = {
  /** Why the check failed, or how long it took when it passed. */
  detail: string;
  status: CheckStatus;
};
export type HealthChecksDto = {
  database: HealthCheckDto;
  redis: HealthCheckDto;
};
export type QueueCountsDto = {
  active: number;
  completed: number;
  delayed: number;
  failed: number;
  waiting: number;
};
export type HealthResponseDto = {
  checks: HealthChecksDto;
  /** When the system queue's heartbeat job last ran (null before its first run). */
  lastHeartbeatAt?: string | null;
  /** Jobs per state in each queue. */
  queues: {
    [key: string]: QueueCountsDto;
  };
  status: "ok";
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
export type UsageDto = {
  percentage: number;
  total: number;
  used: number;
};
export type NetworkStatsDto = {
  /** Names of the external interfaces that are up. */
  interfaces: string[];
  /** Received, MB/s over the external interfaces (base 1024, two decimals). */
  rxMBps: number;
  /** Transmitted, MB/s over the external interfaces. */
  txMBps: number;
  /** Seconds since the machine started. */
  uptime: number;
};
export type SystemStatsDto = {
  /** CPU load across all cores, percent. */
  cpu: number;
  disk: UsageDto;
  memory: UsageDto;
  network: NetworkStatsDto;
  /** Seconds this server process has been running. */
  processUptime: number;
  /** When these figures were read. */
  sampledAt: string;
};
export type HeartbeatResponseDto = {
  id: string;
  jobId: string;
  /** Milliseconds between queueing and running. */
  latencyMs: number;
  queuedAt: string;
  ranAt: string;
  /** `scheduler` or `manual`. */
  source: string;
  /** host:pid of the worker that ran it. */
  worker: string;
};
export type HeartbeatPageDto = {
  items: HeartbeatResponseDto[];
  /** Pass as `cursor` to get the next page; null on the last page. */
  nextCursor?: string | null;
};
export type RunHeartbeatResponseDto = {
  /** Present when `wait` was true. */
  heartbeat?: HeartbeatResponseDto;
  jobId: string;
};
export type RunHeartbeatDto = {
  /** Wait for the job to run and answer with the recorded heartbeat (up to 10 s). */
  wait?: boolean;
};
export type SystemEventDto = {
  at: string;
  event_type: string;
  /** Who caused it; null for anonymous events (a failed sign-in). */
  username?: string | null;
};
export type SystemSecurityDto = {
  /** Wrong passwords on the embedded sign-in page in the last 24 hours. */
  failed_sign_ins_24h: number;
  /** Sign-in attempts refused by the throttle in the last 24 hours: the Security card's alerts. */
  throttled_sign_ins_24h: number;
};
export type SystemOverviewDto = {
  /** Members who signed in within the last 7 days. */
  active_users: number;
  /** The 8 newest telemetry events. */
  recent_activity: SystemEventDto[];
  security: SystemSecurityDto;
  started_at: string;
  /** Telemetry events kept (the retention window). */
  system_events: number;
  total_users: number;
  /** Seconds this server process has been running. */
  uptime_seconds: number;
};
export const {
  useGetHealthQuery,
  useGetMetricsQuery,
  useGetSystemStatsQuery,
  useListHeartbeatsQuery,
  useRunHeartbeatMutation,
  useGetSystemOverviewQuery,
} = injectedRtkApi;
