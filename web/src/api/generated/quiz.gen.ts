import { baseApi as api } from "../base-api";
export const addTagTypes = ["quiz"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      importLocal: build.mutation<ImportLocalApiResponse, ImportLocalApiArg>({
        query: (queryArg) => ({
          url: `/api/quiz/import-local`,
          method: "POST",
          body: queryArg.importLocalDto,
        }),
        invalidatesTags: ["quiz"],
      }),
      startQuizSession: build.mutation<
        StartQuizSessionApiResponse,
        StartQuizSessionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/quiz/session/start`,
          method: "POST",
          body: queryArg.startQuizSessionDto,
        }),
        invalidatesTags: ["quiz"],
      }),
      quizSession: build.query<QuizSessionApiResponse, QuizSessionApiArg>({
        query: (queryArg) => ({ url: `/api/quiz/session/${queryArg.id}` }),
        providesTags: ["quiz"],
      }),
      answerQuestion: build.mutation<
        AnswerQuestionApiResponse,
        AnswerQuestionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/quiz/session/${queryArg.id}/answer`,
          method: "POST",
          body: queryArg.answerDto,
        }),
        invalidatesTags: ["quiz"],
      }),
      completeQuizSession: build.mutation<
        CompleteQuizSessionApiResponse,
        CompleteQuizSessionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/quiz/session/${queryArg.id}/complete`,
          method: "POST",
          body: queryArg.completeQuizSessionDto,
        }),
        invalidatesTags: ["quiz"],
      }),
      revealAnswer: build.mutation<RevealAnswerApiResponse, RevealAnswerApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/quiz/session/${queryArg.id}/reveal`,
            method: "POST",
            body: queryArg.revealDto,
          }),
          invalidatesTags: ["quiz"],
        },
      ),
      quizTopics: build.query<QuizTopicsApiResponse, QuizTopicsApiArg>({
        query: (queryArg) => ({
          url: `/api/quiz/topics`,
          params: {
            kind: queryArg.kind,
          },
        }),
        providesTags: ["quiz"],
      }),
      localTopics: build.query<LocalTopicsApiResponse, LocalTopicsApiArg>({
        query: () => ({ url: `/api/quiz/topics/local` }),
        providesTags: ["quiz"],
      }),
      quizQuestions: build.query<QuizQuestionsApiResponse, QuizQuestionsApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/quiz/${queryArg.slug}/questions`,
            params: {
              limit: queryArg.limit,
            },
          }),
          providesTags: ["quiz"],
        },
      ),
      latestQuiz: build.query<LatestQuizApiResponse, LatestQuizApiArg>({
        query: (queryArg) => ({ url: `/api/quiz/${queryArg.topic}/latest` }),
        providesTags: ["quiz"],
      }),
      randomQuiz: build.query<RandomQuizApiResponse, RandomQuizApiArg>({
        query: (queryArg) => ({ url: `/api/quiz/${queryArg.topic}/random10` }),
        providesTags: ["quiz"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as quizApi };
export type ImportLocalApiResponse = /** status 200  */ QuizImportResultDto;
export type ImportLocalApiArg = {
  importLocalDto: ImportLocalDto;
};
export type StartQuizSessionApiResponse =
  /** status 201  */ QuizSessionStartedDto;
export type StartQuizSessionApiArg = {
  startQuizSessionDto: StartQuizSessionDto;
};
export type QuizSessionApiResponse = /** status 200  */ QuizSessionReviewDto;
export type QuizSessionApiArg = {
  id: string;
};
export type AnswerQuestionApiResponse = /** status 200  */ AnswerResultDto;
export type AnswerQuestionApiArg = {
  id: string;
  answerDto: AnswerDto;
};
export type CompleteQuizSessionApiResponse =
  /** status 200  */ QuizSessionResultDto;
export type CompleteQuizSessionApiArg = {
  id: string;
  completeQuizSessionDto: CompleteQuizSessionDto;
};
export type RevealAnswerApiResponse = /** status 200  */ RevealResultDto;
export type RevealAnswerApiArg = {
  id: string;
  revealDto: RevealDto;
};
export type QuizTopicsApiResponse = /** status 200  */ ImportedTopicDto[];
export type QuizTopicsApiArg = {
  kind?: "technical" | "industry";
};
export type LocalTopicsApiResponse = /** status 200  */ LocalTopicsDto;
export type LocalTopicsApiArg = void;
export type QuizQuestionsApiResponse = /** status 200  */ QuizQuestionsDto;
export type QuizQuestionsApiArg = {
  slug: string;
  limit?: number;
};
export type LatestQuizApiResponse = /** status 200  */ QuizRefDto;
export type LatestQuizApiArg = {
  topic: string;
};
export type RandomQuizApiResponse = /** status 200  */ QuizQuestionsDto;
export type RandomQuizApiArg = {
  topic: string;
};
export type QuizProblemDto = {
  line: number;
  message: string;
};
export type QuizImportResultDto = {
  /** false when this exact file was already imported. */
  imported: boolean;
  /** Questions left out, by line. */
  problems: QuizProblemDto[];
  question_count: number;
  slug: string;
  topic_slug: string;
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
export type ImportLocalDto = {
  kind?: "technical" | "industry";
  /** The file as topics/local lists it, relative to the repository root. */
  local_file: string;
  topic_name: string;
  topic_slug: string;
};
export type QuizSessionStartedDto = {
  id: string;
  score_total: number;
};
export type StartQuizSessionDto = {
  /** The questions shown, in order (from random10 or questions); left out: the quiz's first score_total. */
  question_ids?: number[];
  quiz_slug: string;
  score_total: number;
  topic_slug: string;
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
export type AnswerResultDto = {
  answered: number;
  correct_choice_ids: number[];
  explanation_md: string | null;
  /** True only when the selected set equals the correct set. */
  is_correct: boolean;
  reference_url: string | null;
  /** The session's score so far. */
  score_correct: number;
};
export type AnswerDto = {
  /** What the client thinks; ignored: the server decides. */
  is_correct?: boolean;
  question_id: number;
  selected_choice_ids: number[];
};
export type QuizSessionResultDto = {
  answered: number;
  completed_at: string | null;
  duration_ms: number | null;
  id: string;
  /** 0–100. */
  percent: number;
  quiz_slug: string;
  score_correct: number;
  score_total: number;
  topic_name: string;
  topic_slug: string;
};
export type CompleteQuizSessionDto = {
  duration_ms: number;
  /** The client's count; the server's own count is what is stored and returned. */
  score_correct?: number;
};
export type RevealResultDto = {
  correct_choice_ids: number[];
  explanation_md: string | null;
  reference_url: string | null;
};
export type RevealDto = {
  question_id: number;
};
export type ImportedTopicDto = {
  imported_at: string;
  kind: "technical" | "industry";
  question_count: number;
  /** The latest version's slug. */
  quiz_slug: string;
  topic_name: string;
  topic_slug: string;
};
export type LocalTopicDto = {
  /** Whether this exact file is already imported. */
  cached: boolean;
  /** The quiz file, relative to the repository root. */
  file: string;
  kind: "technical" | "industry";
  topic_name: string;
  topic_slug: string;
};
export type LocalTopicsDto = {
  /** The repository root as configured, or null when it is missing. */
  root: string | null;
  topics: LocalTopicDto[];
};
export type QuizQuestionDto = {
  choices: QuizChoiceDto[];
  code_md: string | null;
  /** Shown once answered or revealed (null before). */
  explanation_md: string | null;
  id: number;
  /** Several choices are correct: select all that apply. */
  multi: boolean;
  number_in_source: number;
  prompt_md: string;
  reference_url: string | null;
};
export type QuizRefDto = {
  slug: string;
  topic_name: string;
  topic_slug: string;
};
export type QuizQuestionsDto = {
  questions: QuizQuestionDto[];
  quiz: QuizRefDto;
};
export const {
  useImportLocalMutation,
  useStartQuizSessionMutation,
  useQuizSessionQuery,
  useAnswerQuestionMutation,
  useCompleteQuizSessionMutation,
  useRevealAnswerMutation,
  useQuizTopicsQuery,
  useLocalTopicsQuery,
  useQuizQuestionsQuery,
  useLatestQuizQuery,
  useRandomQuizQuery,
} = injectedRtkApi;
