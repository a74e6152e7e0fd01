import { systemApi } from './generated/system.gen';

/** Live figures: never served from the cache of another screen. */
export const system = systemApi.enhanceEndpoints({
  endpoints: {
    getSystemStats: { keepUnusedDataFor: 0 },
    getSystemOverview: { keepUnusedDataFor: 10 },
    getHealth: { keepUnusedDataFor: 10 },
  },
});

export const { useGetSystemStatsQuery, useGetSystemOverviewQuery, useGetHealthQuery } = system;
export type { SystemStatsDto, SystemOverviewDto, SystemEventDto, HealthResponseDto } from './generated/system.gen';
