import { baseApi as api } from "../base-api";
export const addTagTypes = ["activity"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getActivity: build.query<GetActivityApiResponse, GetActivityApiArg>({
        query: (queryArg) => ({
          url: `/api/activity`,
          params: {
            limit: queryArg.limit,
            tz: queryArg.tz,
          },
        }),
        providesTags: ["activity"],
      }),
      logActivity: build.mutation<LogActivityApiResponse, LogActivityApiArg>({
        query: (queryArg) => ({
          url: `/api/activity/log`,
          method: "POST",
          body: queryArg.logActivityDto,
        }),
        invalidatesTags: ["activity"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as activityApi };
export type GetActivityApiResponse = /** status 200  */ ActivitySummaryDto;
export type GetActivityApiArg = {
  /** How many of the newest activities to list: 3, 10, 25 (default) or 100. */
  limit?: 3 | 10 | 25 | 100;
  /** The browser's IANA time zone (`Europe/Paris`): days are counted in it. */
  tz?: string;
};
export type LogActivityApiResponse = /** status 201  */ LoggedDto;
export type LogActivityApiArg = {
  logActivityDto: LogActivityDto;
};
export type ActivityRowDto = {
  /** Text or JSON. */
  activity_details: string;
  activity_type: string;
  created_at: string;
  id: string;
};
export type DailyCountDto = {
  count: number;
  /** YYYY-MM-DD in the member's time zone. */
  date: string;
};
export type ActivityStatDto = {
  activity_type: string;
  count: number;
};
export type ActivityTotalsDto = {
  active_days: number;
  first_activity?: string | null;
  total_activities: number;
};
export type WeekDeltaDto = {
  /** This week to date minus the same days of last week. */
  change: number;
  /** True only for a rise: a zero change is neutral (part 1 §2.5). */
  positive: boolean;
};
export type ActivitySummaryDto = {
  /** The newest `limit` activities. */
  activities: ActivityRowDto[];
  all_time_totals_by_type: {
    [key: string]: number;
  };
  /** The last 30 days, oldest first, zero days included. */
  dailyCounts: DailyCountDto[];
  /** Today's activities (at most 100), newest first. */
  recentActivity: ActivityRowDto[];
  stats: ActivityStatDto[];
  summary: ActivityTotalsDto;
  week_deltas: {
    [key: string]: WeekDeltaDto;
  };
  /** Sun..Sat of this week, each a map of type to count. */
  week_to_date_daily_by_type: {
    [key: string]: {
      [key: string]: number;
    };
  };
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
export type LoggedDto = {
  success: boolean;
};
export type LogActivityDto = {
  /** Text, or an object (jobId, applicationId, status…) stored as JSON; at most 2,000 characters. */
  activity_details?:
    | string
    | {
        [key: string]: any;
      };
  activity_type:
    | "job_viewed"
    | "application_initiated"
    | "application_prepared"
    | "email_sent"
    | "job_applied"
    | "interview_scheduled"
    | "interview_completed"
    | "login"
    | "logout"
    | "profile_view"
    | "profile_edit"
    | "resume_created"
    | "resume_edited"
    | "course_enrolled"
    | "course_completed"
    | "skill_added"
    | "skill_updated"
    | "service_access"
    | "email_test";
};
export const { useGetActivityQuery, useLogActivityMutation } = injectedRtkApi;
