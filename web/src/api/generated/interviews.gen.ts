import { baseApi as api } from "../base-api";
export const addTagTypes = ["interviews"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      interviewLanding: build.query<
        InterviewLandingApiResponse,
        InterviewLandingApiArg
      >({
        query: () => ({ url: `/api/interviews` }),
        providesTags: ["interviews"],
      }),
      startInterview: build.mutation<
        StartInterviewApiResponse,
        StartInterviewApiArg
      >({
        query: (queryArg) => ({
          url: `/api/interviews`,
          method: "POST",
          body: queryArg.startInterviewDto,
        }),
        invalidatesTags: ["interviews"],
      }),
      getInterview: build.query<GetInterviewApiResponse, GetInterviewApiArg>({
        query: (queryArg) => ({ url: `/api/interviews/${queryArg.id}` }),
        providesTags: ["interviews"],
      }),
      finishInterview: build.mutation<
        FinishInterviewApiResponse,
        FinishInterviewApiArg
      >({
        query: (queryArg) => ({
          url: `/api/interviews/${queryArg.id}/finish`,
          method: "POST",
          body: queryArg.interviewProgressDto,
        }),
        invalidatesTags: ["interviews"],
      }),
      saveInterviewProgress: build.mutation<
        SaveInterviewProgressApiResponse,
        SaveInterviewProgressApiArg
      >({
        query: (queryArg) => ({
          url: `/api/interviews/${queryArg.id}/progress`,
          method: "PUT",
          body: queryArg.interviewProgressDto,
        }),
        invalidatesTags: ["interviews"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as interviewsApi };
export type InterviewLandingApiResponse =
  /** status 200  */ InterviewLandingDto;
export type InterviewLandingApiArg = void;
export type StartInterviewApiResponse = /** status 201  */ InterviewDetailDto;
export type StartInterviewApiArg = {
  startInterviewDto: StartInterviewDto;
};
export type GetInterviewApiResponse = /** status 200  */ InterviewDetailDto;
export type GetInterviewApiArg = {
  id: string;
};
export type FinishInterviewApiResponse = /** status 200  */ InterviewSummaryDto;
export type FinishInterviewApiArg = {
  id: string;
  interviewProgressDto: InterviewProgressDto;
};
export type SaveInterviewProgressApiResponse =
  /** status 200  */ InterviewSummaryDto;
export type SaveInterviewProgressApiArg = {
  id: string;
  interviewProgressDto: InterviewProgressDto;
};
export type InterviewSummaryDto = {
  completed: boolean;
  completed_at: string | null;
  duration_minutes: number;
  elapsed_seconds: number;
  id: string;
  position: number;
  question_count: number;
  /** 0–100 once complete. */
  score: number | null;
  started_at: string;
  /** The quiz topic, or null for behavioural. */
  topic_name: string | null;
  topic_slug: string | null;
  type: "behavioral" | "technical" | "industry-specific";
};
export type InterviewStatsDto = {
  /** Average score of completed sessions, 0–100, or null before the first. */
  average_score: number | null;
  completed_sessions: number;
  /** Time spent in sessions, in minutes. */
  practice_minutes: number;
  total_sessions: number;
};
export type InterviewLandingDto = {
  recent: InterviewSummaryDto[];
  stats: InterviewStatsDto;
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
export type BehavioralQuestionDto = {
  category: string;
  difficulty: "easy" | "medium" | "hard";
  /** What a strong answer covers (Show answer). */
  guidance: string;
  id: string;
  question: string;
};
export type QuizChoiceDto = {
  id: number;
  /** Only in a review of a finished session or after the question was answered or revealed; otherwise left out. */
  is_correct?: boolean;
  label_md: string;
};
export type AnsweredQuestionDto = {
  choices: QuizChoiceDto[];
  code_md: string | null;
  /** Shown once answered or revealed (null before). */
  explanation_md: string | null;
  id: number;
  is_correct: boolean | null;
  /** Several choices are correct: select all that apply. */
  multi: boolean;
  number_in_source: number;
  prompt_md: string;
  reference_url: string | null;
  revealed: boolean;
  /** What the member chose (empty when unanswered). */
  selected_choice_ids: number[];
};
export type QuizSessionReviewDto = {
  answered: number;
  completed_at: string | null;
  duration_ms: number | null;
  id: string;
  /** 0–100. */
  percent: number;
  questions: AnsweredQuestionDto[];
  quiz_slug: string;
  score_correct: number;
  score_total: number;
  topic_name: string;
  topic_slug: string;
};
export type InterviewDetailDto = {
  completed: boolean;
  completed_at: string | null;
  duration_minutes: number;
  elapsed_seconds: number;
  id: string;
  position: number;
  question_count: number;
  /** Behavioural: the questions asked. */
  questions: BehavioralQuestionDto[];
  /** Quiz types: the quiz with the member's answers. */
  quiz?: QuizSessionReviewDto | null;
  quiz_session_id: string | null;
  /** 0–100 once complete. */
  score: number | null;
  started_at: string;
  /** The quiz topic, or null for behavioural. */
  topic_name: string | null;
  topic_slug: string | null;
  type: "behavioral" | "technical" | "industry-specific";
};
export type StartInterviewDto = {
  /** The countdown, from the card's duration (part 2 §4). */
  duration_minutes: number;
  /** Behavioural: how many questions (default 5). */
  question_count?: number;
  /** Quiz types: the quiz session the member just started (POST /quiz/session/start). */
  quiz_session_id?: string;
  type: "behavioral" | "technical" | "industry-specific";
};
export type InterviewProgressDto = {
  elapsed_seconds: number;
  /** Questions moved past (never goes back). */
  position: number;
};
export const {
  useInterviewLandingQuery,
  useStartInterviewMutation,
  useGetInterviewQuery,
  useFinishInterviewMutation,
  useSaveInterviewProgressMutation,
} = injectedRtkApi;
