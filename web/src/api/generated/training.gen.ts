import { baseApi as api } from "../base-api";
export const addTagTypes = ["training"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      trainingCatalogue: build.query<
        TrainingCatalogueApiResponse,
        TrainingCatalogueApiArg
      >({
        query: (queryArg) => ({
          url: `/api/training/catalogue`,
          params: {
            category: queryArg.category,
          },
        }),
        providesTags: ["training"],
      }),
      completeCourse: build.mutation<
        CompleteCourseApiResponse,
        CompleteCourseApiArg
      >({
        query: (queryArg) => ({
          url: `/api/training/courses/${queryArg.id}/complete`,
          method: "POST",
        }),
        invalidatesTags: ["training"],
      }),
      enrollCourse: build.mutation<EnrollCourseApiResponse, EnrollCourseApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/training/courses/${queryArg.id}/enroll`,
            method: "POST",
          }),
          invalidatesTags: ["training"],
        },
      ),
      startLearningPath: build.mutation<
        StartLearningPathApiResponse,
        StartLearningPathApiArg
      >({
        query: (queryArg) => ({
          url: `/api/training/paths/${queryArg.slug}/start`,
          method: "POST",
        }),
        invalidatesTags: ["training"],
      }),
      skillGapPlan: build.query<SkillGapPlanApiResponse, SkillGapPlanApiArg>({
        query: () => ({ url: `/api/training/skill-gap` }),
        providesTags: ["training"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as trainingApi };
export type TrainingCatalogueApiResponse =
  /** status 200  */ TrainingCatalogueDto;
export type TrainingCatalogueApiArg = {
  /** A category name, or all. */
  category?: string;
};
export type CompleteCourseApiResponse = /** status 200  */ EnrollmentResultDto;
export type CompleteCourseApiArg = {
  id: number;
};
export type EnrollCourseApiResponse = /** status 200  */ EnrollmentResultDto;
export type EnrollCourseApiArg = {
  id: number;
};
export type StartLearningPathApiResponse = /** status 200  */ PathStartedDto;
export type StartLearningPathApiArg = {
  slug: string;
};
export type SkillGapPlanApiResponse = /** status 200  */ SkillGapPlanDto;
export type SkillGapPlanApiArg = void;
export type CourseDto = {
  category: string;
  completed: boolean;
  completed_at: string | null;
  description: string;
  duration: string;
  enrolled: boolean;
  enrolled_at: string | null;
  hours: number;
  id: number;
  level: string;
  price: number;
  provider: string;
  rating: number;
  skills: string[];
  slug: string;
  title: string;
};
export type LearningPathDto = {
  completed_count: number;
  course_ids: number[];
  description: string;
  /** Courses of the path the member is enrolled in. */
  enrolled_count: number;
  slug: string;
  title: string;
};
export type CourseStatsDto = {
  completed: number;
  /** Completed share of enrolled courses, 0–100 (0 before the first enrolment). */
  completion_rate: number;
  enrolled: number;
  /** Study hours of completed courses. */
  hours_learned: number;
};
export type TrainingCatalogueDto = {
  categories: string[];
  courses: CourseDto[];
  paths: LearningPathDto[];
  stats: CourseStatsDto;
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
export type EnrollmentResultDto = {
  course: CourseDto;
  stats: CourseStatsDto;
};
export type PathStartedDto = {
  /** Courses newly enrolled in. */
  enrolled: number;
  path: LearningPathDto;
  stats: CourseStatsDto;
};
export type GapCourseDto = {
  id: number;
  provider: string;
  title: string;
};
export type GapJobDto = {
  company: string;
  id: string;
  title: string;
};
export type ProgramDto = {
  ai_category: string;
  /** 0–1; above 0.7 is high confidence (part 2 §9). */
  ai_confidence_score: number;
  ai_provider: string;
  ai_summary: string;
  category: string | null;
  currency: string | null;
  description: string;
  difficulty_level: string | null;
  domain: string | null;
  duration_text: string | null;
  extracted_from: string;
  id: number;
  is_free: boolean | null;
  platform: string;
  price: number | null;
  provider: string | null;
  scraped_at: string;
  skills: string[];
  title: string;
  url: string;
};
export type GapQuizDto = {
  topic_name: string;
  topic_slug: string;
};
export type SkillGapDto = {
  courses: GapCourseDto[];
  /** How many of the considered jobs ask for it. */
  job_count: number;
  /** Up to three of those jobs. */
  jobs: GapJobDto[];
  programs: ProgramDto[];
  quizzes: GapQuizDto[];
  /** Weighted demand: applied jobs count 2, viewed 1; nice-to-have skills half. */
  score: number;
  skill: string;
};
export type SkillGapPlanDto = {
  gaps: SkillGapDto[];
  /** Jobs applied to, and viewed in the last 90 days, that were looked at. */
  jobs_considered: number;
  /** Skills on the member's profile and newest resume. */
  member_skill_count: number;
};
export const {
  useTrainingCatalogueQuery,
  useCompleteCourseMutation,
  useEnrollCourseMutation,
  useStartLearningPathMutation,
  useSkillGapPlanQuery,
} = injectedRtkApi;
