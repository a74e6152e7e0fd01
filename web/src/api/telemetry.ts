import { telemetryApi } from './generated/telemetry.gen';

export const telemetry = telemetryApi.enhanceEndpoints({
  endpoints: { getTelemetryAnalytics: { keepUnusedDataFor: 30 } },
});

export const { useGetTelemetryAnalyticsQuery } = telemetry;
export type {
  TelemetryAnalyticsDto,
  TelemetryEventCountDto,
  TelemetryEventTypeDto,
  TelemetryTemporalPatternDto,
  TelemetryUserActivityDto,
} from './generated/telemetry.gen';
