import { activityApi, type GetActivityApiArg } from './generated/activity.gen';

/** A member's activity summary; logging an activity refreshes every screen showing it. */
export const activity = activityApi.enhanceEndpoints({
  addTagTypes: ['Activity'],
  endpoints: {
    getActivity: { providesTags: ['Activity'] },
    logActivity: { invalidatesTags: ['Activity'] },
  },
});

export const { useGetActivityQuery, useLogActivityMutation } = activity;
export type {
  ActivityRowDto,
  ActivityStatDto,
  ActivitySummaryDto,
  ActivityTotalsDto,
  DailyCountDto,
  GetActivityApiArg,
  LogActivityDto,
  WeekDeltaDto,
} from './generated/activity.gen';

/** How many of the newest activities to list: 3 on the dashboard, 10, 25 or 100 on Your Activity. */
export type ActivityLimit = NonNullable<GetActivityApiArg['limit']>;

let zone: string | undefined;

/**
 * The browser's IANA time zone (`Europe/Paris`); the server counts days, weeks and "today" in it.
 * Read once: building an Intl.DateTimeFormat on every render cost the dashboard ~60 ms of a
 * throttled phone's main thread.
 */
export const browserTimeZone = (): string => (zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

/** The activity summary with the newest `limit` rows, always counted in the browser's time zone. */
export function useActivitySummary(limit: ActivityLimit) {
  return useGetActivityQuery({ limit, tz: browserTimeZone() });
}
