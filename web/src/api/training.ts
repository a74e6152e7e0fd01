import { trainingApi } from './generated/training.gen';

/**
 * The training catalogue and the skill-gap plan (part 2 §2.3; issue 16). Enrolling or completing
 * refreshes the catalogue's stats and the member's activity.
 */
export const training = trainingApi.enhanceEndpoints({
  addTagTypes: ['TrainingCatalogue', 'SkillGap', 'Activity'],
  endpoints: {
    trainingCatalogue: { providesTags: ['TrainingCatalogue'] },
    skillGapPlan: { providesTags: ['SkillGap'] },
    enrollCourse: { invalidatesTags: ['TrainingCatalogue', 'Activity'] },
    completeCourse: { invalidatesTags: ['TrainingCatalogue', 'Activity'] },
    startLearningPath: { invalidatesTags: ['TrainingCatalogue', 'Activity'] },
  },
});

export const { useTrainingCatalogueQuery, useSkillGapPlanQuery, useEnrollCourseMutation, useCompleteCourseMutation, useStartLearningPathMutation } = training;

export type {
  CourseDto,
  LearningPathDto,
  SkillGapDto,
  SkillGapPlanDto,
  TrainingCatalogueDto,
  CourseStatsDto,
} from './generated/training.gen';
