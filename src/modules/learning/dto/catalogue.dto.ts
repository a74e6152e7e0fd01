import { IsOptional, IsString, MaxLength } from 'class-validator';

export class CourseDto {
  id: number;
  slug: string;
  title: string;
  provider: string;
  duration: string;
  hours: number;
  level: string;
  category: string;
  rating: number;
  price: number;
  description: string;
  skills: string[];
  enrolled: boolean;
  completed: boolean;
  enrolled_at: string | null;
  completed_at: string | null;
}

export class LearningPathDto {
  slug: string;
  title: string;
  description: string;
  course_ids: number[];
  /** Courses of the path the member is enrolled in. */
  enrolled_count: number;
  completed_count: number;
}

export class CourseStatsDto {
  enrolled: number;
  completed: number;
  /** Completed share of enrolled courses, 0–100 (0 before the first enrolment). */
  completion_rate: number;
  /** Study hours of completed courses. */
  hours_learned: number;
}

export class TrainingCatalogueDto {
  paths: LearningPathDto[];
  categories: string[];
  courses: CourseDto[];
  stats: CourseStatsDto;
}

export class CatalogueQueryDto {
  /** A category name, or all. */
  @IsOptional()
  @IsString({ message: 'category must be text' })
  @MaxLength(60, { message: 'category must be at most 60 characters' })
  category?: string;
}

export class EnrollmentResultDto {
  course: CourseDto;
  stats: CourseStatsDto;
}

export class PathStartedDto {
  path: LearningPathDto;
  /** Courses newly enrolled in. */
  enrolled: number;
  stats: CourseStatsDto;
}
