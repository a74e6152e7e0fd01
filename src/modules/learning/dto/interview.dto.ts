import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsUUID, Max, Min } from 'class-validator';
import { OptionalNotNull } from '../../../core/validation/validation.decorators';
import { INTERVIEW_TYPES, type InterviewType } from '../entities/interview-session.entity';
import { QuizSessionReviewDto } from './quiz.dto';

export class StartInterviewDto {
  @ApiProperty({ enum: INTERVIEW_TYPES })
  @IsIn(INTERVIEW_TYPES, { message: `type must be one of ${INTERVIEW_TYPES.join(', ')}` })
  type: InterviewType;

  /** The countdown, from the card's duration (part 2 §4). */
  @IsInt({ message: 'duration_minutes must be a whole number from 1 to 180' })
  @Min(1, { message: 'duration_minutes must be a whole number from 1 to 180' })
  @Max(180, { message: 'duration_minutes must be a whole number from 1 to 180' })
  duration_minutes: number;

  /** Quiz types: the quiz session the member just started (POST /quiz/session/start). */
  @OptionalNotNull()
  @IsUUID('all', { message: 'quiz_session_id must be a quiz session id' })
  quiz_session_id?: string;

  /** Behavioural: how many questions (default 5). */
  @OptionalNotNull()
  @IsInt({ message: 'question_count must be a whole number from 1 to 20' })
  @Min(1, { message: 'question_count must be a whole number from 1 to 20' })
  @Max(20, { message: 'question_count must be a whole number from 1 to 20' })
  question_count?: number;
}

export class InterviewProgressDto {
  /** Questions moved past (never goes back). */
  @IsInt({ message: 'position must be a whole number' })
  @Min(0, { message: 'position must be a whole number' })
  @Max(100, { message: 'position must be at most 100' })
  position: number;

  @IsInt({ message: 'elapsed_seconds must be a whole number of seconds' })
  @Min(0, { message: 'elapsed_seconds must be a whole number of seconds' })
  @Max(24 * 3600, { message: 'elapsed_seconds must be at most a day' })
  elapsed_seconds: number;
}

export class BehavioralQuestionDto {
  id: string;
  question: string;
  category: string;
  @ApiProperty({ enum: ['easy', 'medium', 'hard'] })
  difficulty: string;
  /** What a strong answer covers (Show answer). */
  guidance: string;
}

export class InterviewSummaryDto {
  id: string;
  @ApiProperty({ enum: INTERVIEW_TYPES })
  type: InterviewType;
  /** The quiz topic, or null for behavioural. */
  topic_name: string | null;
  topic_slug: string | null;
  duration_minutes: number;
  question_count: number;
  position: number;
  elapsed_seconds: number;
  completed: boolean;
  /** 0–100 once complete. */
  score: number | null;
  started_at: string;
  completed_at: string | null;
}

export class InterviewDetailDto extends InterviewSummaryDto {
  /** Behavioural: the questions asked. */
  questions: BehavioralQuestionDto[];
  /** Quiz types: the quiz with the member's answers. */
  @ApiPropertyOptional({ type: () => QuizSessionReviewDto, nullable: true })
  quiz: QuizSessionReviewDto | null;
  quiz_session_id: string | null;
}

export class InterviewStatsDto {
  total_sessions: number;
  completed_sessions: number;
  /** Average score of completed sessions, 0–100, or null before the first. */
  average_score: number | null;
  /** Time spent in sessions, in minutes. */
  practice_minutes: number;
}

export class InterviewLandingDto {
  stats: InterviewStatsDto;
  recent: InterviewSummaryDto[];
}

