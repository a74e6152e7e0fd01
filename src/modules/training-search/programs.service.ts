import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DomainError, DomainErrorCode } from '../../core/http/domain.error';
import type { AiResult, ProgramCategorisation } from '../ai/ai.types';
import { skillMatcher } from '../ai/builtin/skills';
import type { DomainsDto, PlatformsDto, ProgramDto, ProgramPageDto, ProgramsQueryDto, TrainingStatsDto } from './dto/training-search.dto';
import type { ExtractedProgram } from './program-extract';

/** Part 2 §9: a badge says high confidence above this. */
export const HIGH_CONFIDENCE = 0.7;
const PAGE = 20;

interface ProgramRow extends Omit<ProgramDto, 'scraped_at' | 'price'> {
  scraped_at: Date;
  price: string | null;
}

export const PROGRAM_COLUMNS = `p.id, p.url, p.title, p.platform, p.domain, p.description, p.provider, p.category, p.ai_category, p.ai_confidence_score,
  p.ai_provider, p.is_free, p.price, p.currency, p.difficulty_level, p.duration_text, p.ai_summary, p.skills, p.extracted_from, p.scraped_at`;

export function programDto(r: ProgramRow): ProgramDto {
  return { ...r, price: r.price === null ? null : Number(r.price), ai_confidence_score: Number(r.ai_confidence_score), scraped_at: new Date(r.scraped_at).toISOString() };
}

const encodeCursor = (scrapedAt: Date, id: number) => Buffer.from(`${new Date(scrapedAt).toISOString()}|${id}`).toString('base64url');
function decodeCursor(cursor: string): [string, number] {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || Number.isNaN(Date.parse(at)) || !/^\d+$/.test(id ?? '')) throw new DomainError(DomainErrorCode.NotFound, 'That page of programs no longer exists.');
  return [at, Number(id)];
}

/** First sentences of a description, at most ~280 characters: the card's summary line. */
export function summarise(text: string): string {
  const sentences = text.replace(/\s+/g, ' ').trim().match(/[^.!?]+[.!?]+(\s|$)/g) ?? [text];
  let out = '';
  for (const s of sentences) {
    if ((out + s).length > 280) break;
    out += s;
  }
  return (out || text.slice(0, 277) + (text.length > 277 ? '…' : '')).trim();
}

/**
 * What a program teaches, by the taxonomy's names: the skills the page declares and the ones its
 * title and description name, so the skill-gap plan finds "AWS" courses for "Amazon Web Services".
 */
export function programSkills(program: Pick<ExtractedProgram, 'title' | 'description' | 'skills'>): string[] {
  const matcher = skillMatcher();
  const names = [
    ...program.skills.map((s) => matcher.lookup(s.trim())?.name ?? s.trim()),
    ...matcher.find(`${program.title}\n${program.description}`).map((m) => m.name),
  ].filter((s) => s && s.length <= 100);
  const seen = new Set<string>();
  return names.filter((n) => !seen.has(n.toLowerCase()) && seen.add(n.toLowerCase())).slice(0, 20);
}

/** Crawled programs: the catalogue reads of the training-search service, and storing what a crawl found. */
@Injectable()
export class ProgramsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async domains(): Promise<DomainsDto> {
    return { domains: await this.db.query(`SELECT name, display_name, description FROM training_domains ORDER BY position, name`) };
  }

  async platforms(): Promise<PlatformsDto> {
    return { platforms: await this.db.query(`SELECT name, display_name, base_url, enabled FROM training_platforms ORDER BY display_name`) };
  }

  async stats(): Promise<TrainingStatsDto> {
    const [totals] = await this.db.query<{ total: number; free: number; high: number }[]>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE is_free)::int AS free, count(*) FILTER (WHERE ai_confidence_score > $1)::int AS high
       FROM training_programs`,
      [HIGH_CONFIDENCE],
    );
    const byCategory = await this.db.query<{ name: string; count: number }[]>(
      `SELECT ai_category AS name, count(*)::int AS count FROM training_programs GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 20`,
    );
    const byPlatform = await this.db.query<{ name: string; count: number }[]>(
      `SELECT platform AS name, count(*)::int AS count FROM training_programs GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 20`,
    );
    const [sessions] = await this.db.query<{ count: number; last: Date | null }[]>(`SELECT count(*)::int AS count, max(finished_at) AS last FROM crawl_sessions`);
    return {
      total_programs: totals.total,
      free_programs: totals.free,
      high_confidence_programs: totals.high,
      by_category: byCategory,
      by_platform: byPlatform,
      crawl_sessions: sessions.count,
      last_crawl_at: sessions.last ? new Date(sessions.last).toISOString() : null,
    };
  }

  /** Newest first, keyset-paged by (scraped_at, id). */
  async list(query: ProgramsQueryDto): Promise<ProgramPageDto> {
    const params: unknown[] = [];
    const where: string[] = [];
    const p = (v: unknown) => `$${params.push(v)}`;
    if (query.q?.trim()) where.push(`p.search @@ websearch_to_tsquery('english', ${p(query.q.trim())})`);
    if (query.category) where.push(`(p.ai_category = ${p(query.category)} OR p.category = $${params.length})`);
    if (query.platform) where.push(`p.platform = ${p(query.platform)}`);
    if (query.domain) where.push(`p.domain = ${p(query.domain)}`);
    if (query.is_free !== undefined) where.push(query.is_free ? `p.is_free` : `p.is_free IS NOT TRUE`);
    if (query.difficulty) where.push(`p.difficulty_level = ${p(query.difficulty)}`);
    if (query.min_confidence !== undefined) where.push(`p.ai_confidence_score >= ${p(query.min_confidence)}`);
    if (query.cursor) {
      const [at, id] = decodeCursor(query.cursor);
      where.push(`(p.scraped_at, p.id) < (${p(at)}::timestamptz, ${p(id)})`);
    }
    const limit = query.limit ?? PAGE;
    const rows = await this.db.query<ProgramRow[]>(
      `SELECT ${PROGRAM_COLUMNS} FROM training_programs p ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY p.scraped_at DESC, p.id DESC LIMIT ${p(limit + 1)}`,
      params,
    );
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return { programs: page.map(programDto), next_cursor: rows.length > limit && last ? encodeCursor(last.scraped_at, last.id) : null };
  }

  async get(id: number): Promise<ProgramDto> {
    const [row] = await this.db.query<ProgramRow[]>(`SELECT ${PROGRAM_COLUMNS} FROM training_programs p WHERE p.id = $1`, [id]);
    if (!row) throw new DomainError(DomainErrorCode.NotFound, 'Program not found.');
    return programDto(row);
  }

  async byIds(ids: number[]): Promise<ProgramDto[]> {
    if (!ids.length) return [];
    const rows = await this.db.query<ProgramRow[]>(
      `SELECT ${PROGRAM_COLUMNS} FROM unnest($1::int[]) WITH ORDINALITY AS o(id, ord) JOIN training_programs p ON p.id = o.id ORDER BY o.ord`,
      [ids],
    );
    return rows.map(programDto);
  }

  /** Programs that teach a skill, best match first: the skill-gap plan's links. */
  async forSkill(skill: string, limit = 3): Promise<ProgramDto[]> {
    const rows = await this.db.query<ProgramRow[]>(
      `SELECT ${PROGRAM_COLUMNS} FROM training_programs p
       WHERE p.search @@ plainto_tsquery('english', $1) OR lower($1) = ANY(SELECT lower(s) FROM unnest(p.skills) s)
       ORDER BY (lower($1) = ANY(SELECT lower(s) FROM unnest(p.skills) s)) DESC, ts_rank(p.search, plainto_tsquery('english', $1)) DESC,
                p.ai_confidence_score DESC, p.id
       LIMIT $2`,
      [skill, limit],
    );
    return rows.map(programDto);
  }

  /** Stores (or refreshes, by URL) one crawled program with its categorisation; answers its id. */
  async store(program: ExtractedProgram, platform: string, domain: string | null, ai: AiResult<ProgramCategorisation>): Promise<number> {
    const [row] = await this.db.query<{ id: number }[]>(
      `INSERT INTO training_programs (url, title, platform, domain, description, provider, category, ai_category, ai_confidence_score, ai_provider,
         is_free, price, currency, difficulty_level, duration_text, ai_summary, skills, extracted_from, scraped_at)
       VALUES ($1, $2, $3, $4, $5, $6, NULL, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, now())
       ON CONFLICT (url) DO UPDATE SET title = EXCLUDED.title, platform = EXCLUDED.platform, domain = coalesce(EXCLUDED.domain, training_programs.domain),
         description = EXCLUDED.description, provider = EXCLUDED.provider, ai_category = EXCLUDED.ai_category,
         ai_confidence_score = EXCLUDED.ai_confidence_score, ai_provider = EXCLUDED.ai_provider, is_free = EXCLUDED.is_free, price = EXCLUDED.price,
         currency = EXCLUDED.currency, difficulty_level = EXCLUDED.difficulty_level, duration_text = EXCLUDED.duration_text,
         ai_summary = EXCLUDED.ai_summary, skills = EXCLUDED.skills, extracted_from = EXCLUDED.extracted_from, scraped_at = now()
       RETURNING id`,
      [
        program.url,
        program.title.slice(0, 300),
        platform.slice(0, 120),
        domain,
        program.description,
        program.provider?.slice(0, 200) ?? null,
        ai.output.category,
        ai.output.confidence,
        ai.provider,
        program.isFree,
        program.price,
        program.currency?.slice(0, 3).toUpperCase() ?? null,
        program.difficultyLevel ?? ai.output.difficulty,
        program.durationText?.slice(0, 80) ?? null,
        summarise(program.description),
        programSkills(program),
        program.source,
      ],
    );
    return row.id;
  }
}
