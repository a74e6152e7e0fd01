import { baseApi as api } from "../base-api";
export const addTagTypes = ["applications"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      removeCalendarFeed: build.mutation<
        RemoveCalendarFeedApiResponse,
        RemoveCalendarFeedApiArg
      >({
        query: () => ({
          url: `/api/applications/calendar-feed`,
          method: "DELETE",
        }),
        invalidatesTags: ["applications"],
      }),
      getCalendarFeed: build.query<
        GetCalendarFeedApiResponse,
        GetCalendarFeedApiArg
      >({
        query: () => ({ url: `/api/applications/calendar-feed` }),
        providesTags: ["applications"],
      }),
      resetCalendarFeed: build.mutation<
        ResetCalendarFeedApiResponse,
        ResetCalendarFeedApiArg
      >({
        query: () => ({
          url: `/api/applications/calendar-feed`,
          method: "POST",
        }),
        invalidatesTags: ["applications"],
      }),
      getFollowUps: build.query<GetFollowUpsApiResponse, GetFollowUpsApiArg>({
        query: () => ({ url: `/api/applications/follow-ups` }),
        providesTags: ["applications"],
      }),
      initiateApplication: build.mutation<
        InitiateApplicationApiResponse,
        InitiateApplicationApiArg
      >({
        query: (queryArg) => ({
          url: `/api/applications/initiate`,
          method: "POST",
          body: queryArg.initiateApplicationDto,
        }),
        invalidatesTags: ["applications"],
      }),
      listPackets: build.query<ListPacketsApiResponse, ListPacketsApiArg>({
        query: (queryArg) => ({
          url: `/api/applications/packets`,
          params: {
            limit: queryArg.limit,
            cursor: queryArg.cursor,
          },
        }),
        providesTags: ["applications"],
      }),
      savePacket: build.mutation<SavePacketApiResponse, SavePacketApiArg>({
        query: (queryArg) => ({
          url: `/api/applications/packets`,
          method: "POST",
          body: queryArg.savePacketDto,
        }),
        invalidatesTags: ["applications"],
      }),
      getPacket: build.query<GetPacketApiResponse, GetPacketApiArg>({
        query: (queryArg) => ({
          url: `/api/applications/packets/${queryArg.id}`,
        }),
        providesTags: ["applications"],
      }),
      downloadPacketPdf: build.query<
        DownloadPacketPdfApiResponse,
        DownloadPacketPdfApiArg
      >({
        query: (queryArg) => ({
          url: `/api/applications/packets/${queryArg.id}/resume.pdf`,
        }),
        providesTags: ["applications"],
      }),
      getTrackerSummary: build.query<
        GetTrackerSummaryApiResponse,
        GetTrackerSummaryApiArg
      >({
        query: () => ({ url: `/api/applications/summary` }),
        providesTags: ["applications"],
      }),
      downloadApplicationCalendar: build.query<
        DownloadApplicationCalendarApiResponse,
        DownloadApplicationCalendarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/applications/${queryArg.jobId}/calendar.ics`,
        }),
        providesTags: ["applications"],
      }),
      getApplicationHistory: build.query<
        GetApplicationHistoryApiResponse,
        GetApplicationHistoryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/applications/${queryArg.jobId}/history`,
        }),
        providesTags: ["applications"],
      }),
      updateApplicationStatus: build.mutation<
        UpdateApplicationStatusApiResponse,
        UpdateApplicationStatusApiArg
      >({
        query: (queryArg) => ({
          url: `/api/applications/${queryArg.jobId}/status`,
          method: "PUT",
          body: queryArg.updateStatusDto,
        }),
        invalidatesTags: ["applications"],
      }),
      readCalendarFeed: build.query<
        ReadCalendarFeedApiResponse,
        ReadCalendarFeedApiArg
      >({
        query: (queryArg) => ({ url: `/api/calendar/${queryArg.token}.ics` }),
        providesTags: ["applications"],
      }),
      draftCoverLetter: build.mutation<
        DraftCoverLetterApiResponse,
        DraftCoverLetterApiArg
      >({
        query: (queryArg) => ({
          url: `/api/coverletters/draft`,
          method: "POST",
          body: queryArg.draftCoverLetterDto,
        }),
        invalidatesTags: ["applications"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as applicationsApi };
export type RemoveCalendarFeedApiResponse = unknown;
export type RemoveCalendarFeedApiArg = void;
export type GetCalendarFeedApiResponse = /** status 200  */ CalendarFeedDto;
export type GetCalendarFeedApiArg = void;
export type ResetCalendarFeedApiResponse = /** status 200  */ CalendarFeedDto;
export type ResetCalendarFeedApiArg = void;
export type GetFollowUpsApiResponse = /** status 200  */ FollowUpsDto;
export type GetFollowUpsApiArg = void;
export type InitiateApplicationApiResponse =
  /** status 200  */ ApplicationStartedDto;
export type InitiateApplicationApiArg = {
  initiateApplicationDto: InitiateApplicationDto;
};
export type ListPacketsApiResponse = /** status 200  */ PacketPageDto;
export type ListPacketsApiArg = {
  /** Packets per page (default 100). */
  limit?: number;
  /** From the previous page's nextCursor. */
  cursor?: string;
};
export type SavePacketApiResponse = /** status 201  */ PacketDto;
export type SavePacketApiArg = {
  savePacketDto: SavePacketDto;
};
export type GetPacketApiResponse = /** status 200  */ PacketDetailDto;
export type GetPacketApiArg = {
  id: string;
};
export type DownloadPacketPdfApiResponse = /** status 200 The PDF */ Blob;
export type DownloadPacketPdfApiArg = {
  id: string;
};
export type GetTrackerSummaryApiResponse = /** status 200  */ TrackerSummaryDto;
export type GetTrackerSummaryApiArg = void;
export type DownloadApplicationCalendarApiResponse =
  /** status 200 iCalendar */ string;
export type DownloadApplicationCalendarApiArg = {
  jobId: string;
};
export type GetApplicationHistoryApiResponse =
  /** status 200  */ StatusChangeDto[];
export type GetApplicationHistoryApiArg = {
  jobId: string;
};
export type UpdateApplicationStatusApiResponse =
  /** status 200  */ StatusUpdatedDto;
export type UpdateApplicationStatusApiArg = {
  jobId: string;
  updateStatusDto: UpdateStatusDto;
};
export type ReadCalendarFeedApiResponse =
  /** status 200 iCalendar feed */ string;
export type ReadCalendarFeedApiArg = {
  token: string;
};
export type DraftCoverLetterApiResponse =
  /** status 200  */ CoverLetterDraftResponseDto;
export type DraftCoverLetterApiArg = {
  draftCoverLetterDto: DraftCoverLetterDto;
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
export type CalendarFeedDto = {
  /** Whether the member has a feed address (it is shown once, when made). */
  active: boolean;
  createdAt: string | null;
  /** The secret address; only in the answer that makes it. */
  url: string | null;
};
export type FollowUpDto = {
  applicationId: string;
  companyName: string;
  days: number;
  jobId: string;
  jobTitle: string;
  /** When it was marked applied; for a pending one, when its packet was first e-mailed. */
  since: string;
  status:
    | "pending"
    | "applied"
    | "received"
    | "screening"
    | "interview"
    | "offer"
    | "rejected"
    | "cancelled"
    | "archived";
};
export type FollowUpsDto = {
  /** The threshold in days (FOLLOW_UP_DAYS). */
  afterDays: number;
  items: FollowUpDto[];
};
export type ApplicationStartedDto = {
  applicationId: string;
  /** false when the member had already started an application for this job. */
  created: boolean;
  jobId: string;
  status:
    | "pending"
    | "applied"
    | "received"
    | "screening"
    | "interview"
    | "offer"
    | "rejected"
    | "cancelled"
    | "archived";
};
export type InitiateApplicationDto = {
  /** Company and title text, at most 300 characters. */
  details?: string;
  /** The job's id (from the job list). */
  jobId: string;
};
export type PacketEmailDto = {
  createdAt: string;
  /** Why it failed (or why it is held). */
  error: string | null;
  id: string;
  sentAt: string | null;
  status: "held" | "queued" | "sending" | "sent" | "failed";
};
export type PacketDto = {
  applicationId: string;
  applicationStatus:
    | "pending"
    | "applied"
    | "received"
    | "screening"
    | "interview"
    | "offer"
    | "rejected"
    | "cancelled"
    | "archived";
  /** Whether the posting gives an address to e-mail the application to. */
  canEmail: boolean;
  companyName: string;
  companyWebsite: string | null;
  coverLetterText: string | null;
  createdAt: string;
  hasResumePdf: boolean;
  id: string;
  jobId: string;
  jobLocation: string;
  jobTitle: string;
  /** The posting's own page. */
  jobUrl: string;
  lastEmail: PacketEmailDto | null;
  /** The same as id (the spec's other name for it). */
  packetId: string;
  personalWebsite: string | null;
  resumeId: string | null;
  resumeName: string | null;
  resumePdfBytes: number | null;
  statusChangedAt: string;
};
export type PacketPageDto = {
  items: PacketDto[];
  /** Pass as cursor for the next page; null on the last. */
  nextCursor: string | null;
};
export type SavePacketDto = {
  /** The cover letter as sent; leave out for a packet without one. */
  coverLetterText?: string;
  /** Company and title text for the application, at most 300 characters (when this packet starts it). */
  details?: string;
  jobId: string;
  /** The member's own site, http or https. */
  personalWebsite?: string;
  /** The resume to render as PDF; leave out for a packet without a resume. */
  resumeId?: string;
};
export type PacketDetailDto = {
  applicationId: string;
  applicationStatus:
    | "pending"
    | "applied"
    | "received"
    | "screening"
    | "interview"
    | "offer"
    | "rejected"
    | "cancelled"
    | "archived";
  /** Whether the posting gives an address to e-mail the application to. */
  canEmail: boolean;
  companyName: string;
  companyWebsite: string | null;
  coverLetterText: string | null;
  createdAt: string;
  hasResumePdf: boolean;
  id: string;
  jobDescription: string;
  jobId: string;
  jobLocation: string;
  jobTitle: string;
  /** The posting's own page. */
  jobUrl: string;
  lastEmail: PacketEmailDto | null;
  /** The same as id (the spec's other name for it). */
  packetId: string;
  pdfMargin: number | null;
  pdfPageSize: string | null;
  personalWebsite: string | null;
  resumeId: string | null;
  resumeName: string | null;
  resumePdfBytes: number | null;
  /** The resume PDF as it was saved, base64; null when the packet has none. */
  resume_pdf_data: string | null;
  statusChangedAt: string;
};
export type StatusCountDto = {
  count: number;
  status:
    | "pending"
    | "applied"
    | "received"
    | "screening"
    | "interview"
    | "offer"
    | "rejected"
    | "cancelled"
    | "archived";
};
export type TrackerSummaryDto = {
  applications: number;
  /** Mean days from applying (or preparing, when never marked applied) to the first response; null with no response yet. */
  avgDaysToResponse: number | null;
  counts: StatusCountDto[];
  /** (interview + offer) / applications, rounded percent. */
  interviewRate: number;
  packets: number;
  /** (screening + interview + offer) / applications, rounded percent. */
  responseRate: number;
  /** How many applications have had a response (the average's sample). */
  responses: number;
};
export type StatusChangeDto = {
  changedAt: string;
  eventAt: string | null;
  eventTitle: string | null;
  fromStatus:
    | (
        | "pending"
        | "applied"
        | "received"
        | "screening"
        | "interview"
        | "offer"
        | "rejected"
        | "cancelled"
        | "archived"
      )
    | null;
  id: string;
  toStatus:
    | "pending"
    | "applied"
    | "received"
    | "screening"
    | "interview"
    | "offer"
    | "rejected"
    | "cancelled"
    | "archived";
};
export type StatusUpdatedDto = {
  history: StatusChangeDto[];
  jobId: string;
  status:
    | "pending"
    | "applied"
    | "received"
    | "screening"
    | "interview"
    | "offer"
    | "rejected"
    | "cancelled"
    | "archived";
};
export type UpdateStatusDto = {
  /** The interview, call or deadline this move is about (ISO 8601): it becomes a calendar event. */
  eventAt?: string;
  /** What the event is ("Interview with Ada"); a title from the status when left out. */
  eventTitle?: string;
  /** The next status: any status after the current one (part 3 §4). */
  newStatus: string;
};
export type CoverLetterDraftResponseDto = {
  draftText: string;
  /** Skills the job names that the resume shows: the only skills the letter claims. */
  matched: string[];
  /** Skills the job names that the resume does not show: never claimed. */
  missing: string[];
  /** Whether the job and the resume share any skill; false shows "nothing in common - retry". */
  overlapFound: boolean;
  resumeId: string;
};
export type DraftCoverLetterDto = {
  jobId: string;
  /** The resume to draft from; the member's most recently edited resume when left out. */
  resumeId?: string;
};
export const {
  useRemoveCalendarFeedMutation,
  useGetCalendarFeedQuery,
  useResetCalendarFeedMutation,
  useGetFollowUpsQuery,
  useInitiateApplicationMutation,
  useListPacketsQuery,
  useSavePacketMutation,
  useGetPacketQuery,
  useDownloadPacketPdfQuery,
  useGetTrackerSummaryQuery,
  useDownloadApplicationCalendarQuery,
  useGetApplicationHistoryQuery,
  useUpdateApplicationStatusMutation,
  useReadCalendarFeedQuery,
  useDraftCoverLetterMutation,
} = injectedRtkApi;
