import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DomainError, DomainErrorCode } from '../../../core/http/domain.error';
import { ActivityService } from '../../activity/activity.service';
import type {
  BehavioralQuestionDto,
  InterviewDetailDto,
  InterviewLandingDto,
  InterviewProgressDto,
  InterviewSummaryDto,
  StartInterviewDto,
} from '../dto/interview.dto';
import type { InterviewType } from '../entities/interview-session.entity';
import type { QuizKind } from '../entities/quiz.entity';
import { QuizService } from '../quiz/quiz.service';
import { BEHAVIORAL_QUESTIONS } from './behavioral-questions';
import { returnedRows } from '../../../core/database/returning';

const DEFAULT_BEHAVIORAL_COUNT = 5;
const RECENT = 10;
const QUIZ_KIND: Record<Exclude<InterviewType, 'behavioral'>, QuizKind> = { technical: 'technical', 'industry-specific': 'industry' };

interface SessionRow {
  id: string;
  type: InterviewType;
  topic_slug: string | null;
  topic_name: string | null;
  quiz_session_id: string | null;
  question_ids: string[];
  question_count: number;
  duration_minutes: number;
  position: number;
  elapsed_seconds: number;
  score: number | null;
  started_at: Date;
  completed_at: Date | null;
}

const byId = new Map(BEHAVIORAL_QUESTIONS.map((q) => [q.id, q]));
const notFound = () => new DomainError(DomainErrorCode.NotFound, 'Interview session not found.');

/** A few questions drawn at random, balanced across categories where the bank allows. */
export function drawBehavioral(count: number, random: () => number = Math.random): BehavioralQuestionDto[] {
  const shuffled = [...BEHAVIORAL_QUESTIONS].map((q) => ({ q, k: random() })).sort((a, b) => a.k - b.k).map((x) => x.q);
  const picked: BehavioralQuestionDto[] = [];
  const seen = new Set<string>();
  for (const q of shuffled) {
    if (picked.length < count && !seen.has(q.category)) {
      picked.push(q);
      seen.add(q.category);
    }
  }
  for (const q of shuffled) if (picked.length < count && !picked.includes(q)) picked.push(q);
  return picked.map((q) => ({ id: q.id, question: q.question, category: q.category, difficulty: q.difficulty, guidance: q.guidance }));
}

/**
 * Mock interviews (part 2 §2.5, §4): sessions the landing's stats and Recent Sessions are computed
 * from; Review shows a session's questions (and, for quizzes, the answers); Continue resumes at the
 * saved position with the time left.
 */
@Injectable()
export class InterviewsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly quizzes: QuizService,
    private readonly activity: ActivityService,
  ) {}

  async landing(userId: string): Promise<InterviewLandingDto> {
    const [stats] = await this.db.query<{ total: number; completed: number; average: number | null; seconds: number }[]>(
      `SELECT count(*)::int AS total, count(completed_at)::int AS completed,
              round(avg(score) FILTER (WHERE completed_at IS NOT NULL))::int AS average,
              coalesce(sum(elapsed_seconds), 0)::int AS seconds
       FROM interview_sessions WHERE user_id = $1`,
      [userId],
    );
    const recent = await this.db.query<SessionRow[]>(`SELECT * FROM interview_sessions WHERE user_id = $1 ORDER BY started_at DESC, id LIMIT $2`, [
      userId,
      RECENT,
    ]);
    return {
      stats: {
        total_sessions: stats.total,
        completed_sessions: stats.completed,
        average_score: stats.average,
        practice_minutes: Math.round(stats.seconds / 60),
      },
      recent: recent.map(summary),
    };
  }

  async start(userId: string, dto: StartInterviewDto): Promise<InterviewDetailDto> {
    let row: SessionRow;
    if (dto.type === 'behavioral') {
      if (dto.quiz_session_id) throw new BadRequestException('quiz_session_id is only for quiz interviews (technical, industry-specific)');
      const questions = drawBehavioral(dto.question_count ?? DEFAULT_BEHAVIORAL_COUNT);
      [row] = await this.db.query<SessionRow[]>(
        `INSERT INTO interview_sessions (user_id, type, question_ids, question_count, duration_minutes) VALUES ($1, 'behavioral', $2, $3, $4) RETURNING *`,
        [userId, questions.map((q) => q.id), questions.length, dto.duration_minutes],
      );
    } else {
      if (!dto.quiz_session_id) throw new BadRequestException('quiz_session_id is required for a quiz interview: start the quiz session first');
      const [quiz] = await this.db.query<{ topic_slug: string; topic_name: string; kind: QuizKind; score_total: number }[]>(
        `SELECT z.topic_slug, z.topic_name, z.kind, s.score_total FROM quiz_sessions s JOIN quizzes z ON z.id = s.quiz_id
         WHERE s.id = $1 AND s.user_id = $2`,
        [dto.quiz_session_id, userId],
      );
      if (!quiz) throw new DomainError(DomainErrorCode.NotFound, 'Quiz session not found.');
      if (quiz.kind !== QUIZ_KIND[dto.type]) throw new BadRequestException(`quiz_session_id must be a ${QUIZ_KIND[dto.type]} quiz for a ${dto.type} interview`);
      [row] = await this.db.query<SessionRow[]>(
        `INSERT INTO interview_sessions (user_id, type, topic_slug, topic_name, quiz_session_id, question_count, duration_minutes)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
        [userId, dto.type, quiz.topic_slug, quiz.topic_name, dto.quiz_session_id, quiz.score_total, dto.duration_minutes],
      );
    }
    return this.detailOf(userId, row);
  }

  async detail(userId: string, id: string): Promise<InterviewDetailDto> {
    return this.detailOf(userId, await this.row(userId, id));
  }

  /** Saves where the member is; a finished session no longer moves. */
  async progress(userId: string, id: string, dto: InterviewProgressDto): Promise<InterviewSummaryDto> {
    const row = await this.row(userId, id);
    if (row.completed_at) return summary(row);
    const [updated] = returnedRows<SessionRow>(
      await this.db.query(
        `UPDATE interview_sessions SET position = greatest(position, least($3, question_count)), elapsed_seconds = greatest(elapsed_seconds, $4)
         WHERE id = $1 AND user_id = $2 RETURNING *`,
        [id, userId, dto.position, dto.elapsed_seconds],
      ),
    );
    return summary(updated);
  }

  /**
   * Ends the session (Finish, Exit or End Interview): the score is the quiz's (its session is
   * completed with it) or, for behavioural, the share of questions worked through.
   */
  async finish(userId: string, id: string, dto: InterviewProgressDto): Promise<InterviewSummaryDto> {
    const row = await this.row(userId, id);
    if (row.completed_at) return summary(row);
    await this.progress(userId, id, dto);
    let score: number;
    if (row.quiz_session_id) {
      const quiz = await this.quizzes.complete(userId, row.quiz_session_id, { duration_ms: dto.elapsed_seconds * 1000 });
      score = quiz.percent;
    } else {
      const position = Math.min(Math.max(row.position, dto.position), row.question_count);
      score = row.question_count ? Math.round((position / row.question_count) * 100) : 0;
    }
    const [done] = returnedRows<SessionRow>(
      await this.db.query(
        `UPDATE interview_sessions SET completed_at = now(), score = $3 WHERE id = $1 AND user_id = $2 AND completed_at IS NULL RETURNING *`,
        [id, userId, score],
      ),
    );
    if (!done) return summary(await this.row(userId, id));
    await this.activity.record(userId, 'interview_completed', { type: row.type, topic: row.topic_name ?? 'Behavioral', score: `${score}%` });
    return summary(done);
  }

  private async row(userId: string, id: string): Promise<SessionRow> {
    const [row] = await this.db.query<SessionRow[]>(`SELECT * FROM interview_sessions WHERE id = $1 AND user_id = $2`, [id, userId]);
    if (!row) throw notFound();
    return row;
  }

  private async detailOf(userId: string, row: SessionRow): Promise<InterviewDetailDto> {
    const questions = row.question_ids
      .map((qid) => byId.get(qid))
      .filter((q) => q !== undefined)
      .map((q) => ({ id: q.id, question: q.question, category: q.category, difficulty: q.difficulty, guidance: q.guidance }));
    const quiz = row.quiz_session_id ? await this.quizzes.review(userId, row.quiz_session_id) : null;
    return { ...summary(row), questions, quiz, quiz_session_id: row.quiz_session_id };
  }
}

function summary(row: SessionRow): InterviewSummaryDto {
  return {
    id: row.id,
    type: row.type,
    topic_name: row.topic_name,
    topic_slug: row.topic_slug,
    duration_minutes: row.duration_minutes,
    question_count: row.question_count,
    position: row.position,
    elapsed_seconds: row.elapsed_seconds,
    completed: row.completed_at !== null,
    score: row.score,
    started_at: new Date(row.started_at).toISOString(),
    completed_at: row.completed_at ? new Date(row.completed_at).toISOString() : null,
  };
}
