import { baseApi as api } from "../base-api";
export const addTagTypes = ["telemetry"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getTelemetryAnalytics: build.query<
        GetTelemetryAnalyticsApiResponse,
        GetTelemetryAnalyticsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/telemetry/analytics`,
          params: {
            period: queryArg.period,
            eventType: queryArg.eventType,
            groupBy: queryArg.groupBy,
            tz: queryArg.tz,
          },
        }),
        providesTags: ["telemetry"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as telemetryApi };
export type GetTelemetryAnalyticsApiResponse =
  /** status 200  */ TelemetryAnalyticsDto;
export type GetTelemetryAnalyticsApiArg = {
  period?: "1h" | "24h" | "7d" | "30d";
  /** One event type, or `all` (default). */
  eventType?: string;
  groupBy?: "hour" | "day" | "week";
  /** The browser's IANA time zone: buckets, days and hours of day are counted in it (default UTC). */
  tz?: string;
};
export type TelemetryEventCountDto = {
  count: number;
  /** Start of the bucket (hour, day or week in the requested time zone). */
  timestamp: string;
};
export type TelemetryEventTypeDto = {
  count: number;
  event_type: string;
  /** Share of the period's events, one decimal. */
  percentage: number;
};
export type TelemetryRetentionDto = {
  /** Events per day over the period (a period under a day counts as one day). */
  avg_daily_events: number;
  /** How many days events are kept before they are pruned. */
  retention_days: number;
  /** Events in the period. */
  total_events: number;
};
export type TelemetryTemporalPatternDto = {
  /** Average events in that hour of that weekday over the period (hours without events count as 0). */
  avg_events: number;
  /** Day of week, 0 = Sunday … 6 = Saturday. */
  day: number;
  /** Hour of day, 0-23. */
  hour: number;
};
export type TelemetryUserActivityDto = {
  event_count: number;
  last_active: string;
  user_id: string;
  username: string;
};
export type TelemetryAnalyticsDto = {
  /** Every event type recorded within the retention window, for the filter. */
  available_event_types: string[];
  eventType: string;
  /** Every bucket of the period, empty ones as 0, oldest first. */
  event_counts: TelemetryEventCountDto[];
  /** The 10 most frequent event types. */
  event_types: TelemetryEventTypeDto[];
  groupBy: "hour" | "day" | "week";
  period: "1h" | "24h" | "7d" | "30d";
  retention_metrics: TelemetryRetentionDto;
  /** Start of the period. */
  since: string;
  temporal_patterns: TelemetryTemporalPatternDto[];
  /** The 20 most active members in the period. */
  user_activity: TelemetryUserActivityDto[];
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
export const { useGetTelemetryAnalyticsQuery } = injectedRtkApi;
