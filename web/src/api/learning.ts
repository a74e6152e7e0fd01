import { interviewsApi } from './generated/interviews.gen';
import { quizApi } from './generated/quiz.gen';

/**
 * Quizzes and mock interviews (part 2 §2.5, §4, §7 Quiz). Question fetches are lazy (the live
 * session asks when it starts); finishing refreshes the landing's stats and the activity list.
 */
export const quiz = quizApi.enhanceEndpoints({
  addTagTypes: ['QuizTopics', 'Activity'],
  endpoints: {
    localTopics: { providesTags: ['QuizTopics'] },
    quizTopics: { providesTags: ['QuizTopics'] },
    importLocal: { invalidatesTags: ['QuizTopics'] },
    startQuizSession: { invalidatesTags: ['Activity'] },
    completeQuizSession: { invalidatesTags: ['Activity'] },
    answerQuestion: { invalidatesTags: [] },
    revealAnswer: { invalidatesTags: [] },
  },
});

export const interviews = interviewsApi.enhanceEndpoints({
  addTagTypes: ['Interviews', 'Activity'],
  endpoints: {
    interviewLanding: { providesTags: ['Interviews'] },
    getInterview: { providesTags: ['Interviews'] },
    startInterview: { invalidatesTags: ['Interviews'] },
    saveInterviewProgress: { invalidatesTags: [] },
    finishInterview: { invalidatesTags: ['Interviews', 'Activity'] },
  },
});

export const {
  useLocalTopicsQuery,
  useQuizTopicsQuery,
  useImportLocalMutation,
  useLazyRandomQuizQuery,
  useLazyLatestQuizQuery,
  useLazyQuizQuestionsQuery,
  useStartQuizSessionMutation,
  useAnswerQuestionMutation,
  useRevealAnswerMutation,
  useCompleteQuizSessionMutation,
} = quiz;

export const { useInterviewLandingQuery, useLazyGetInterviewQuery, useStartInterviewMutation, useSaveInterviewProgressMutation, useFinishInterviewMutation } =
  interviews;

export type { QuizQuestionDto, QuizQuestionsDto, QuizSessionReviewDto, LocalTopicDto, ImportedTopicDto } from './generated/quiz.gen';
export type { InterviewDetailDto, InterviewLandingDto, InterviewSummaryDto, BehavioralQuestionDto } from './generated/interviews.gen';
