import { createHash } from 'node:crypto';
import { open, readdir, readFile, realpath, stat } from 'node:fs/promises';
import { basename, join, resolve, sep } from 'node:path';
import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { EnvironmentVariables } from '../../../config/env.validation';
import { DomainError, DomainErrorCode } from '../../../core/http/domain.error';
import type { LocalTopicDto, LocalTopicsDto, QuizImportResultDto } from '../dto/quiz.dto';
import { TOPIC_SLUG } from '../dto/quiz.dto';
import type { QuizKind } from '../entities/quiz.entity';
import { parseQuizMarkdown } from './quiz-markdown';

/** A quiz file larger than this is not a quiz (the largest public ones are about 300 KB). */
const MAX_QUIZ_BYTES = 2 * 1024 * 1024;
const MAX_TOPICS = 500;

export interface LocalQuizFile {
  kind: QuizKind;
  topicSlug: string;
  topicName: string;
  /** Relative to the repository root. */
  file: string;
}

const titleCase = (slug: string) =>
  slug
    .split(/[-_.]+/)
    .filter(Boolean)
    .map((w) => (w.length <= 3 && /^(css|sql|aws|git|api|php|ux|ui|seo)$/i.test(w) ? w.toUpperCase() : w[0].toUpperCase() + w.slice(1)))
    .join(' ');

/**
 * The quiz repositories on disk (QUIZ_REPO_ROOT for technical topics, INTERVIEW_BANK_ROOT for the
 * industry banks): one folder per topic, one markdown quiz in it. Discovers topics and imports a
 * file into quizzes / quiz_questions / quiz_choices, idempotently by content hash. Every path is
 * resolved (symlinks too) and must stay inside its root.
 */
@Injectable()
export class QuizLibraryService {
  private readonly logger = new Logger(QuizLibraryService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly config: ConfigService<EnvironmentVariables, true>,
  ) {}

  root(kind: QuizKind): string {
    return resolve(this.config.get(kind === 'industry' ? 'INTERVIEW_BANK_ROOT' : 'QUIZ_REPO_ROOT', { infer: true }));
  }

  /** Topic folders of a repository with their quiz file; an absent root lists nothing. */
  async discover(kind: QuizKind): Promise<LocalQuizFile[]> {
    const root = this.root(kind);
    const entries = await readdir(root, { withFileTypes: true }).catch(() => null);
    if (!entries) return [];
    const topics: LocalQuizFile[] = [];
    for (const dir of entries.filter((e) => e.isDirectory() && TOPIC_SLUG.test(e.name)).sort((a, b) => a.name.localeCompare(b.name))) {
      const files = (await readdir(join(root, dir.name), { withFileTypes: true }).catch(() => []))
        .filter((f) => f.isFile() && /\.md$/i.test(f.name) && !/^readme\.md$/i.test(f.name))
        .map((f) => f.name)
        .sort();
      const file = files.find((f) => f.toLowerCase() === `${dir.name.toLowerCase()}-quiz.md`) ?? files.find((f) => /quiz/i.test(f)) ?? files[0];
      if (!file) continue;
      topics.push({ kind, topicSlug: dir.name, topicName: (await this.titleOf(join(root, dir.name, file))) ?? titleCase(dir.name), file: `${dir.name}/${file}` });
      if (topics.length >= MAX_TOPICS) break;
    }
    return topics;
  }

  /** GET /quiz/topics/local: both repositories, with whether each file is imported as it is now. */
  async localTopics(): Promise<LocalTopicsDto> {
    const technical = await this.discover('technical');
    const industry = await this.discover('industry');
    const all = [...technical, ...industry];
    const hashes = await Promise.all(all.map((t) => this.hashOf(t).catch(() => null)));
    const imported = new Set(
      (
        await this.db.query<{ key: string }[]>(`SELECT topic_slug || ':' || content_hash AS key FROM quizzes WHERE topic_slug = ANY($1)`, [
          all.map((t) => t.topicSlug),
        ])
      ).map((r) => r.key),
    );
    const topics: LocalTopicDto[] = all.map((t, i) => ({
      topic_slug: t.topicSlug,
      topic_name: t.topicName,
      file: t.file,
      kind: t.kind,
      cached: hashes[i] !== null && imported.has(`${t.topicSlug}:${hashes[i]}`),
    }));
    const root = this.root('technical');
    const exists = await stat(root).then(
      (s) => s.isDirectory(),
      () => false,
    );
    return { root: exists ? root : null, topics };
  }

  /** Imports every topic of both repositories (the seed and a fresh start). */
  async importAll(): Promise<QuizImportResultDto[]> {
    const results: QuizImportResultDto[] = [];
    for (const kind of ['technical', 'industry'] as const) {
      for (const topic of await this.discover(kind)) {
        const result = await this.importFile(kind, topic.topicSlug, topic.topicName, topic.file);
        for (const p of result.problems) this.logger.warn({ file: topic.file, line: p.line }, p.message);
        results.push(result);
      }
    }
    return results;
  }

  /**
   * Imports one quiz file: broken questions are reported by line and left out, the rest imported.
   * The same content imported again answers the existing version (imported: false).
   */
  async importFile(kind: QuizKind, topicSlug: string, topicName: string, localFile: string): Promise<QuizImportResultDto> {
    const path = await this.confined(kind, topicSlug, localFile);
    const source = await readFile(path, 'utf8');
    const hash = createHash('sha256').update(source).digest('hex');
    const parsed = parseQuizMarkdown(source);
    const problems = parsed.problems.map((p) => ({ line: p.line, message: p.message }));
    const name = topicName.trim() || parsed.title || titleCase(topicSlug);
    if (!parsed.questions.length) {
      throw new BadRequestException(`${localFile} has no question that can be imported.${problems[0] ? ` Line ${problems[0].line}: ${problems[0].message}` : ''}`);
    }
    const slug = `${topicSlug.toLowerCase()}-${hash.slice(0, 10)}`;
    return this.db.transaction(async (tx) => {
      const inserted = await tx.query<{ id: number }[]>(
        `INSERT INTO quizzes (slug, topic_slug, topic_name, kind, source_file, content_hash, question_count)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (topic_slug, content_hash) DO NOTHING RETURNING id`,
        [slug, topicSlug, name.slice(0, 120), kind, localFile, hash, parsed.questions.length],
      );
      if (!inserted.length) {
        const [existing] = await tx.query<{ slug: string; question_count: number }[]>(
          `SELECT slug, question_count FROM quizzes WHERE topic_slug = $1 AND content_hash = $2`,
          [topicSlug, hash],
        );
        return { slug: existing.slug, topic_slug: topicSlug, imported: false, question_count: existing.question_count, problems };
      }
      const quizId = inserted[0].id;
      for (const q of parsed.questions) {
        const [row] = await tx.query<{ id: number }[]>(
          `INSERT INTO quiz_questions (quiz_id, number_in_source, prompt_md, code_md, explanation_md, reference_url, multi)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [quizId, q.numberInSource, q.promptMd, q.codeMd, q.explanationMd, q.referenceUrl, q.choices.filter((c) => c.isCorrect).length > 1],
        );
        await tx.query(
          `INSERT INTO quiz_choices (question_id, position, label_md, is_correct)
           SELECT $1, ord, label, correct FROM unnest($2::text[], $3::boolean[]) WITH ORDINALITY AS c(label, correct, ord)`,
          [row.id, q.choices.map((c) => c.labelMd), q.choices.map((c) => c.isCorrect)],
        );
      }
      this.logger.log({ topic: topicSlug, questions: parsed.questions.length, problems: problems.length }, 'Quiz imported');
      return { slug, topic_slug: topicSlug, imported: true, question_count: parsed.questions.length, problems };
    });
  }

  /** The file's absolute path when it is a markdown file inside the topic's folder of the root; else 400/404. */
  private async confined(kind: QuizKind, topicSlug: string, localFile: string): Promise<string> {
    const root = this.root(kind);
    const wanted = resolve(root, localFile);
    const folder = resolve(root, topicSlug);
    if (!/\.md$/i.test(localFile) || !wanted.startsWith(folder + sep)) {
      throw new DomainError(DomainErrorCode.NotFound, `local_file must be a markdown file in the ${topicSlug} folder of the quiz repository.`);
    }
    // Symlinks could point anywhere: the real path must still be inside the real root.
    const real = await realpath(wanted).catch(() => null);
    const realRoot = await realpath(root).catch(() => root);
    const info = real ? await stat(real) : null;
    if (!real || !info?.isFile() || !real.startsWith(realRoot + sep)) {
      throw new DomainError(DomainErrorCode.NotFound, `${localFile} is not in the quiz repository.`);
    }
    if (info.size > MAX_QUIZ_BYTES) throw new BadRequestException(`${basename(localFile)} is larger than 2 MB: not a quiz file.`);
    return real;
  }

  private async hashOf(t: LocalQuizFile): Promise<string> {
    const path = join(this.root(t.kind), t.file);
    if ((await stat(path)).size > MAX_QUIZ_BYTES) throw new Error('too large');
    return createHash('sha256').update(await readFile(path, 'utf8')).digest('hex');
  }

  /** The `#`/`##` title of a quiz file, from its first 4 KB. */
  private async titleOf(path: string): Promise<string | null> {
    const handle = await open(path, 'r').catch(() => null);
    if (!handle) return null;
    try {
      const buf = Buffer.alloc(4096);
      const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
      const title = /^#{1,2}\s+(.+?)\s*#*\s*$/m.exec(buf.subarray(0, bytesRead).toString('utf8'))?.[1];
      return title ? title.replace(/\s+(quiz|assessment|skill assessment)$/i, '').slice(0, 120) : null;
    } finally {
      await handle.close();
    }
  }
}
