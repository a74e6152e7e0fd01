import { applicationsApi } from './generated/applications.gen';

/**
 * Applications (part 3 §2.2–2.4): packets, cover-letter drafts, the status pipeline, the tracker
 * summary, follow-ups and the calendar feed. Saving or moving anything refreshes the tracker and the
 * member's activity (the tracker's charts read it).
 */
export const applications = applicationsApi.enhanceEndpoints({
  addTagTypes: ['Packets', 'TrackerSummary', 'CalendarFeed', 'Activity'],
  endpoints: {
    listPackets: { providesTags: ['Packets'] },
    getPacket: { providesTags: ['Packets'] },
    getTrackerSummary: { providesTags: ['TrackerSummary'] },
    getFollowUps: { providesTags: ['TrackerSummary'] },
    savePacket: { invalidatesTags: ['Packets', 'TrackerSummary', 'Activity'] },
    initiateApplication: { invalidatesTags: ['TrackerSummary', 'Activity'] },
    updateApplicationStatus: { invalidatesTags: ['Packets', 'TrackerSummary', 'Activity'] },
    draftCoverLetter: { invalidatesTags: [] },
    getCalendarFeed: { providesTags: ['CalendarFeed'] },
    resetCalendarFeed: { invalidatesTags: ['CalendarFeed'] },
    removeCalendarFeed: { invalidatesTags: ['CalendarFeed'] },
  },
});

export const {
  useListPacketsQuery,
  useGetPacketQuery,
  useLazyGetPacketQuery,
  useGetTrackerSummaryQuery,
  useGetFollowUpsQuery,
  useSavePacketMutation,
  useInitiateApplicationMutation,
  useUpdateApplicationStatusMutation,
  useDraftCoverLetterMutation,
  useGetApplicationHistoryQuery,
  useGetCalendarFeedQuery,
  useResetCalendarFeedMutation,
  useRemoveCalendarFeedMutation,
} = applications;

export type {
  CalendarFeedDto,
  CoverLetterDraftResponseDto,
  FollowUpDto,
  PacketDetailDto,
  PacketDto,
  PacketPageDto,
  StatusChangeDto,
  TrackerSummaryDto,
} from './generated/applications.gen';
