import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { OptionalNotNull } from '../../../core/validation/validation.decorators';
import type { QuizKind } from '../entities/quiz.entity';

/** A topic folder name: letters, digits, dot, dash, underscore. */
export const TOPIC_SLUG = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;
export const QUIZ_SLUG = /^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/;
const QUIZ_KINDS: QuizKind[] = ['technical', 'industry'];

export class LocalTopicDto {
  topic_slug: string;
  topic_name: string;
  /** The quiz file, relative to the repository root. */
  file: string;
  /** Whether this exact file is already imported. */
  cached: boolean;
  @ApiProperty({ enum: QUIZ_KINDS })
  kind: QuizKind;
}

export class LocalTopicsDto {
  /** The repository root as configured, or null when it is missing. */
  root: string | null;
  topics: LocalTopicDto[];
}

export class TopicsQueryDto {
  @ApiPropertyOptional({ enum: QUIZ_KINDS })
  @IsOptional()
  @IsIn(QUIZ_KINDS, { message: 'kind must be technical or industry' })
  kind?: QuizKind;
}

export class ImportedTopicDto {
  topic_slug: string;
  topic_name: string;
  @ApiProperty({ enum: QUIZ_KINDS })
  kind: QuizKind;
  /** The latest version's slug. */
  quiz_slug: string;
  question_count: number;
  imported_at: string;
}

export class ImportLocalDto {
  @IsString({ message: 'topic_slug must be a topic folder name' })
  @Matches(TOPIC_SLUG, { message: 'topic_slug must be a topic folder name' })
  topic_slug: string;

  @IsString({ message: 'topic_name must be text' })
  @MaxLength(120, { message: 'topic_name must be at most 120 characters' })
  topic_name: string;

  /** The file as topics/local lists it, relative to the repository root. */
  @IsString({ message: 'local_file must be a path inside the quiz repository' })
  @MaxLength(300, { message: 'local_file must be at most 300 characters' })
  local_file: string;

  @ApiPropertyOptional({ enum: QUIZ_KINDS })
  @IsOptional()
  @IsIn(QUIZ_KINDS, { message: 'kind must be technical or industry' })
  kind?: QuizKind;
}

export class QuizProblemDto {
  line: number;
  message: string;
}

export class QuizImportResultDto {
  slug: string;
  topic_slug: string;
  /** false when this exact file was already imported. */
  imported: boolean;
  question_count: number;
  /** Questions left out, by line. */
  problems: QuizProblemDto[];
}

export class QuizRefDto {
  slug: string;
  topic_slug: string;
  topic_name: string;
}

export class QuizChoiceDto {
  id: number;
  label_md: string;
  /** Only in a review of a finished session or after the question was answered or revealed; otherwise left out. */
  is_correct?: boolean;
}

export class QuizQuestionDto {
  id: number;
  number_in_source: number;
  prompt_md: string;
  code_md: string | null;
  /** Several choices are correct: select all that apply. */
  multi: boolean;
  choices: QuizChoiceDto[];
  /** Shown once answered or revealed (null before). */
  explanation_md: string | null;
  reference_url: string | null;
}

export class QuizQuestionsDto {
  quiz: QuizRefDto;
  questions: QuizQuestionDto[];
}

export class QuestionsQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number from 1 to 50' })
  @Min(1, { message: 'limit must be a whole number from 1 to 50' })
  @Max(50, { message: 'limit must be a whole number from 1 to 50' })
  limit?: number;
}

export class StartQuizSessionDto {
  @IsString({ message: 'topic_slug must be a topic folder name' })
  @Matches(TOPIC_SLUG, { message: 'topic_slug must be a topic folder name' })
  topic_slug: string;

  @IsString({ message: 'quiz_slug must be a quiz slug' })
  @Matches(QUIZ_SLUG, { message: 'quiz_slug must be a quiz slug' })
  quiz_slug: string;

  @IsInt({ message: 'score_total must be a whole number from 1 to 50' })
  @Min(1, { message: 'score_total must be a whole number from 1 to 50' })
  @Max(50, { message: 'score_total must be a whole number from 1 to 50' })
  score_total: number;

  /** The questions shown, in order (from random10 or questions); left out: the quiz's first score_total. */
  @OptionalNotNull()
  @IsArray({ message: 'question_ids must be a list of question ids' })
  @ArrayMinSize(1, { message: 'question_ids must hold at least one question id' })
  @ArrayMaxSize(50, { message: 'question_ids must hold at most 50 question ids' })
  @IsInt({ each: true, message: 'question_ids must be a list of question ids' })
  question_ids?: number[];
}

export class QuizSessionStartedDto {
  id: string;
  score_total: number;
}

export class AnswerDto {
  @IsInt({ message: 'question_id must be a question id' })
  @Min(1, { message: 'question_id must be a question id' })
  question_id: number;

  @IsArray({ message: 'selected_choice_ids must be a list of choice ids' })
  @ArrayMinSize(1, { message: 'selected_choice_ids must hold at least one choice' })
  @ArrayMaxSize(12, { message: 'selected_choice_ids must hold at most 12 choices' })
  @IsInt({ each: true, message: 'selected_choice_ids must be a list of choice ids' })
  selected_choice_ids: number[];

  /** What the client thinks; ignored: the server decides. */
  @OptionalNotNull()
  @IsBoolean({ message: 'is_correct must be true or false' })
  is_correct?: boolean;
}

export class AnswerResultDto {
  /** True only when the selected set equals the correct set. */
  is_correct: boolean;
  correct_choice_ids: number[];
  explanation_md: string | null;
  reference_url: string | null;
  /** The session's score so far. */
  score_correct: number;
  answered: number;
}

export class RevealDto {
  @IsInt({ message: 'question_id must be a question id' })
  @Min(1, { message: 'question_id must be a question id' })
  question_id: number;
}

export class RevealResultDto {
  correct_choice_ids: number[];
  explanation_md: string | null;
  reference_url: string | null;
}

export class CompleteQuizSessionDto {
  /** The client's count; the server's own count is what is stored and returned. */
  @OptionalNotNull()
  @IsInt({ message: 'score_correct must be a whole number' })
  @Min(0, { message: 'score_correct must be a whole number' })
  @Max(50, { message: 'score_correct must be a whole number' })
  score_correct?: number;

  @IsInt({ message: 'duration_ms must be a whole number of milliseconds' })
  @Min(0, { message: 'duration_ms must be a whole number of milliseconds' })
  @Max(24 * 3600 * 1000, { message: 'duration_ms must be at most a day' })
  duration_ms: number;
}

export class QuizSessionResultDto {
  id: string;
  topic_slug: string;
  topic_name: string;
  quiz_slug: string;
  score_correct: number;
  score_total: number;
  /** 0–100. */
  percent: number;
  answered: number;
  completed_at: string | null;
  duration_ms: number | null;
}

export class AnsweredQuestionDto extends QuizQuestionDto {
  /** What the member chose (empty when unanswered). */
  selected_choice_ids: number[];
  is_correct: boolean | null;
  revealed: boolean;
}

export class QuizSessionReviewDto extends QuizSessionResultDto {
  questions: AnsweredQuestionDto[];
}
