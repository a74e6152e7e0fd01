import { ProgramDto } from '../../training-search/dto/training-search.dto';

export class GapJobDto {
  id: string;
  title: string;
  company: string;
}

export class GapQuizDto {
  topic_slug: string;
  topic_name: string;
}

export class GapCourseDto {
  id: number;
  title: string;
  provider: string;
}

export class SkillGapDto {
  skill: string;
  /** Weighted demand: applied jobs count 2, viewed 1; nice-to-have skills half. */
  score: number;
  /** How many of the considered jobs ask for it. */
  job_count: number;
  /** Up to three of those jobs. */
  jobs: GapJobDto[];
  programs: ProgramDto[];
  quizzes: GapQuizDto[];
  courses: GapCourseDto[];
}

export class SkillGapPlanDto {
  /** Skills on the member's profile and newest resume. */
  member_skill_count: number;
  /** Jobs applied to, and viewed in the last 90 days, that were looked at. */
  jobs_considered: number;
  gaps: SkillGapDto[];
}
