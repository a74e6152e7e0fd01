import { schedulerApi } from './generated/scheduler.gen';

/** The administrator's job-collection scheduler (part 3 §2.1 scheduler bar, §7). */
export const scheduler = schedulerApi.enhanceEndpoints({
  addTagTypes: ['Scheduler'],
  endpoints: {
    getSchedulerStatus: { providesTags: ['Scheduler'] },
    getSchedulerMetrics: { providesTags: ['Scheduler'] },
    startScheduler: { invalidatesTags: ['Scheduler'] },
    stopScheduler: { invalidatesTags: ['Scheduler'] },
    seedDefaultTasks: { invalidatesTags: ['Scheduler'] },
    runNow: { providesTags: [] },
  },
});

export const {
  useGetSchedulerStatusQuery,
  useGetSchedulerMetricsQuery,
  useStartSchedulerMutation,
  useStopSchedulerMutation,
  useSeedDefaultTasksMutation,
  useLazyRunNowQuery,
} = scheduler;

export type { RunDto, SchedulerMetricsDto, SchedulerStatusDto, SourceHealthDto } from './generated/scheduler.gen';
