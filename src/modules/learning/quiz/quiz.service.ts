import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { DomainError, DomainErrorCode } from '../../../core/http/domain.error';
import { ActivityService } from '../../activity/activity.service';
import type {
  AnswerDto,
  AnswerResultDto,
  CompleteQuizSessionDto,
  ImportedTopicDto,
  QuizQuestionDto,
  QuizQuestionsDto,
  QuizRefDto,
  QuizSessionResultDto,
  QuizSessionReviewDto,
  QuizSessionStartedDto,
  RevealResultDto,
  StartQuizSessionDto,
} from '../dto/quiz.dto';
import type { QuizKind } from '../entities/quiz.entity';
import { QuizLibraryService } from './quiz-library.service';
import { returnedRows } from '../../../core/database/returning';

/** Part 2 §9: a quiz is 10 questions. */
export const QUIZ_SIZE = 10;

interface QuizRow {
  id: number;
  slug: string;
  topic_slug: string;
  topic_name: string;
  kind: QuizKind;
}
interface QuestionRow {
  id: number;
  number_in_source: number;
  prompt_md: string;
  code_md: string | null;
  explanation_md: string | null;
  reference_url: string | null;
  multi: boolean;
  choices: { id: number; label_md: string; is_correct: boolean }[];
}
interface SessionRow {
  id: string;
  quiz_id: number;
  question_ids: number[];
  score_total: number;
  score_correct: number;
  revealed_question_ids: number[];
  completed_at: Date | null;
  duration_ms: number | null;
}

const QUESTION_COLUMNS = `q.id, q.number_in_source, q.prompt_md, q.code_md, q.explanation_md, q.reference_url, q.multi,
  (SELECT coalesce(json_agg(json_build_object('id', c.id, 'label_md', c.label_md, 'is_correct', c.is_correct) ORDER BY c.position), '[]')
   FROM quiz_choices c WHERE c.question_id = q.id) AS choices`;

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x));
const notFound = (what: string) => new DomainError(DomainErrorCode.NotFound, what);

/**
 * Quizzes and quiz sessions (part 2 §4–§7 Quiz). The client never decides a score: answers are
 * judged here (correct only when the selected set equals the correct set), correct choices are
 * sent only once a question is answered or revealed, and a revealed question scores nothing.
 */
@Injectable()
export class QuizService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly library: QuizLibraryService,
    private readonly activity: ActivityService,
  ) {}

  /** The imported topics, each with its latest version. */
  async topics(kind?: QuizKind): Promise<ImportedTopicDto[]> {
    const rows = await this.db.query<(ImportedTopicDto & { imported_at: Date })[]>(
      `SELECT DISTINCT ON (topic_slug) topic_slug, topic_name, kind, slug AS quiz_slug, question_count, imported_at
       FROM quizzes WHERE ($1::text IS NULL OR kind = $1) ORDER BY topic_slug, imported_at DESC, id DESC`,
      [kind ?? null],
    );
    return rows.map((r) => ({ ...r, imported_at: new Date(r.imported_at).toISOString() })).sort((a, b) => a.topic_name.localeCompare(b.topic_name));
  }

  async latest(topic: string): Promise<QuizRefDto> {
    const quiz = await this.latestQuiz(topic);
    return { slug: quiz.slug, topic_slug: quiz.topic_slug, topic_name: quiz.topic_name };
  }

  /** Ten random questions of the topic's latest quiz; a topic of the repositories not imported yet is imported first. */
  async random(topic: string, count = QUIZ_SIZE): Promise<QuizQuestionsDto> {
    const quiz = await this.latestQuiz(topic, true);
    const questions = await this.db.query<QuestionRow[]>(
      `SELECT ${QUESTION_COLUMNS} FROM quiz_questions q WHERE q.quiz_id = $1 ORDER BY random() LIMIT $2`,
      [quiz.id, count],
    );
    return { quiz: ref(quiz), questions: questions.map((q) => questionDto(q, false)) };
  }

  /** The first `limit` questions of a quiz version, in source order. */
  async questions(slug: string, limit = QUIZ_SIZE): Promise<QuizQuestionsDto> {
    const [quiz] = await this.db.query<QuizRow[]>(`SELECT id, slug, topic_slug, topic_name, kind FROM quizzes WHERE slug = $1`, [slug]);
    if (!quiz) throw notFound(`There is no quiz ${slug}.`);
    const questions = await this.db.query<QuestionRow[]>(
      `SELECT ${QUESTION_COLUMNS} FROM quiz_questions q WHERE q.quiz_id = $1 ORDER BY q.number_in_source LIMIT $2`,
      [quiz.id, limit],
    );
    return { quiz: ref(quiz), questions: questions.map((q) => questionDto(q, false)) };
  }

  async start(userId: string, dto: StartQuizSessionDto): Promise<QuizSessionStartedDto> {
    const [quiz] = await this.db.query<QuizRow[]>(`SELECT id, slug, topic_slug, topic_name, kind FROM quizzes WHERE slug = $1 AND topic_slug = $2`, [
      dto.quiz_slug,
      dto.topic_slug,
    ]);
    if (!quiz) throw notFound(`There is no quiz ${dto.quiz_slug} for topic ${dto.topic_slug}.`);
    let ids: number[];
    if (dto.question_ids) {
      ids = [...new Set(dto.question_ids)];
      const known = await this.db.query<{ id: number }[]>(`SELECT id FROM quiz_questions WHERE quiz_id = $1 AND id = ANY($2)`, [quiz.id, ids]);
      if (known.length !== ids.length) throw new BadRequestException('question_ids must all be questions of this quiz');
    } else {
      ids = (
        await this.db.query<{ id: number }[]>(`SELECT id FROM quiz_questions WHERE quiz_id = $1 ORDER BY number_in_source LIMIT $2`, [quiz.id, dto.score_total])
      ).map((r) => r.id);
    }
    const [session] = await this.db.query<{ id: string }[]>(
      `INSERT INTO quiz_sessions (user_id, quiz_id, question_ids, score_total) VALUES ($1, $2, $3, $4) RETURNING id`,
      [userId, quiz.id, ids, ids.length],
    );
    await this.activity.record(userId, 'skill_updated', { topic_name: quiz.topic_name, topic_slug: quiz.topic_slug, quiz_slug: quiz.slug });
    return { id: session.id, score_total: ids.length };
  }

  async answer(userId: string, sessionId: string, dto: AnswerDto): Promise<AnswerResultDto> {
    return this.db.transaction(async (tx) => {
      const session = await this.lockedSession(tx, userId, sessionId);
      if (session.completed_at) throw new DomainError(DomainErrorCode.InvalidState, 'This quiz is complete: answers can no longer change.');
      if (!session.question_ids.includes(dto.question_id)) throw new BadRequestException('question_id is not a question of this quiz session');
      const [question] = await tx.query<QuestionRow[]>(`SELECT ${QUESTION_COLUMNS} FROM quiz_questions q WHERE q.id = $1`, [dto.question_id]);
      const selected = [...new Set(dto.selected_choice_ids)];
      const choiceIds = question.choices.map((c) => c.id);
      if (!selected.every((id) => choiceIds.includes(id))) throw new BadRequestException('selected_choice_ids must be choices of this question');
      if (!question.multi && selected.length > 1) throw new BadRequestException('selected_choice_ids: this question takes one choice');
      const correct = question.choices.filter((c) => c.is_correct).map((c) => c.id);
      const isCorrect = sameSet(selected, correct);
      const inserted = await tx.query<unknown[]>(
        `INSERT INTO quiz_answers (session_id, question_id, selected_choice_ids, is_correct) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING RETURNING question_id`,
        [sessionId, dto.question_id, selected, isCorrect],
      );
      if (!inserted.length) throw new DomainError(DomainErrorCode.Conflict, 'This question is already answered.');
      const scores = isCorrect && !session.revealed_question_ids.includes(dto.question_id) ? 1 : 0;
      const [updated] = returnedRows<{ score_correct: number; answered: number }>(
        await tx.query(
          `UPDATE quiz_sessions SET score_correct = score_correct + $2 WHERE id = $1
           RETURNING score_correct, (SELECT count(*)::int FROM quiz_answers WHERE session_id = $1) AS answered`,
          [sessionId, scores],
        ),
      );
      return {
        is_correct: isCorrect,
        correct_choice_ids: correct,
        explanation_md: question.explanation_md,
        reference_url: question.reference_url,
        score_correct: updated.score_correct,
        answered: updated.answered,
      };
    });
  }

  /** Show answer: the correct choices of one question; revealed before answering, it scores nothing. */
  async reveal(userId: string, sessionId: string, questionId: number): Promise<RevealResultDto> {
    return this.db.transaction(async (tx) => {
      const session = await this.lockedSession(tx, userId, sessionId);
      if (!session.question_ids.includes(questionId)) throw notFound('That question is not part of this quiz session.');
      if (!session.completed_at && !session.revealed_question_ids.includes(questionId)) {
        await tx.query(`UPDATE quiz_sessions SET revealed_question_ids = array_append(revealed_question_ids, $2) WHERE id = $1`, [sessionId, questionId]);
      }
      const [question] = await tx.query<QuestionRow[]>(`SELECT ${QUESTION_COLUMNS} FROM quiz_questions q WHERE q.id = $1`, [questionId]);
      return {
        correct_choice_ids: question.choices.filter((c) => c.is_correct).map((c) => c.id),
        explanation_md: question.explanation_md,
        reference_url: question.reference_url,
      };
    });
  }

  /** Ends the session with the server's score; ending it again answers the same result. */
  async complete(userId: string, sessionId: string, dto: CompleteQuizSessionDto): Promise<QuizSessionResultDto> {
    const first = await this.db.transaction(async (tx) => {
      const session = await this.lockedSession(tx, userId, sessionId);
      if (session.completed_at) return false;
      await tx.query(`UPDATE quiz_sessions SET completed_at = now(), duration_ms = $2 WHERE id = $1`, [sessionId, dto.duration_ms]);
      return true;
    });
    const result = await this.result(userId, sessionId);
    if (first) {
      await this.activity.record(userId, 'skill_added', {
        topic_name: result.topic_name,
        topic_slug: result.topic_slug,
        quiz_slug: result.quiz_slug,
        score: `${result.score_correct}/${result.score_total}`,
      });
    }
    return result;
  }

  async result(userId: string, sessionId: string): Promise<QuizSessionResultDto> {
    const [row] = await this.db.query<(QuizSessionResultDto & { completed_at: Date | null })[]>(
      `SELECT s.id, z.topic_slug, z.topic_name, z.slug AS quiz_slug, s.score_correct, s.score_total, s.completed_at, s.duration_ms,
              (SELECT count(*)::int FROM quiz_answers a WHERE a.session_id = s.id) AS answered
       FROM quiz_sessions s JOIN quizzes z ON z.id = s.quiz_id WHERE s.id = $1 AND s.user_id = $2`,
      [sessionId, userId],
    );
    if (!row) throw notFound('Quiz session not found.');
    return {
      ...row,
      percent: row.score_total ? Math.round((row.score_correct / row.score_total) * 100) : 0,
      completed_at: row.completed_at ? new Date(row.completed_at).toISOString() : null,
    };
  }

  /** The session with its questions in order, the member's answers, and the correct choices where they may be seen. */
  async review(userId: string, sessionId: string): Promise<QuizSessionReviewDto> {
    const result = await this.result(userId, sessionId);
    const [session] = await this.db.query<SessionRow[]>(`SELECT question_ids, revealed_question_ids, completed_at FROM quiz_sessions WHERE id = $1`, [sessionId]);
    const questions = await this.db.query<(QuestionRow & { selected: number[] | null; answer_correct: boolean | null })[]>(
      `SELECT ${QUESTION_COLUMNS}, a.selected_choice_ids AS selected, a.is_correct AS answer_correct
       FROM unnest($1::int[]) WITH ORDINALITY AS o(id, ord) JOIN quiz_questions q ON q.id = o.id
       LEFT JOIN quiz_answers a ON a.session_id = $2 AND a.question_id = q.id ORDER BY o.ord`,
      [session.question_ids, sessionId],
    );
    return {
      ...result,
      questions: questions.map((q) => {
        const revealed = session.revealed_question_ids.includes(q.id);
        return {
          ...questionDto(q, Boolean(session.completed_at) || q.selected !== null || revealed),
          selected_choice_ids: q.selected ?? [],
          is_correct: q.answer_correct,
          revealed,
        };
      }),
    };
  }

  private async lockedSession(tx: EntityManager, userId: string, sessionId: string): Promise<SessionRow> {
    const [session] = await tx.query<SessionRow[]>(`SELECT * FROM quiz_sessions WHERE id = $1 AND user_id = $2 FOR UPDATE`, [sessionId, userId]);
    if (!session) throw notFound('Quiz session not found.');
    return session;
  }

  private async latestQuiz(topic: string, importIfLocal = false): Promise<QuizRow> {
    const find = () =>
      this.db.query<QuizRow[]>(
        `SELECT id, slug, topic_slug, topic_name, kind FROM quizzes WHERE topic_slug = $1 ORDER BY imported_at DESC, id DESC LIMIT 1`,
        [topic],
      );
    let [quiz] = await find();
    if (!quiz && importIfLocal) {
      for (const kind of ['technical', 'industry'] as const) {
        const local = (await this.library.discover(kind)).find((t) => t.topicSlug === topic);
        if (local) {
          await this.library.importFile(kind, local.topicSlug, local.topicName, local.file);
          [quiz] = await find();
          break;
        }
      }
    }
    if (!quiz) throw notFound(`No quiz has been imported for ${topic}.`);
    return quiz;
  }
}

function ref(quiz: QuizRow): QuizRefDto {
  return { slug: quiz.slug, topic_slug: quiz.topic_slug, topic_name: quiz.topic_name };
}

function questionDto(q: QuestionRow, showAnswers: boolean): QuizQuestionDto {
  return {
    id: q.id,
    number_in_source: q.number_in_source,
    prompt_md: q.prompt_md,
    code_md: q.code_md,
    multi: q.multi,
    choices: q.choices.map((c) => (showAnswers ? { id: c.id, label_md: c.label_md, is_correct: c.is_correct } : { id: c.id, label_md: c.label_md })),
    explanation_md: showAnswers ? q.explanation_md : null,
    reference_url: showAnswers ? q.reference_url : null,
  };
}
