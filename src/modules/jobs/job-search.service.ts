import { escapeLike } from '../../core/database/like';
import { preparedQuery } from '../../core/database/prepared';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import * as cheerio from 'cheerio';
import type { Element } from 'domhandler';
import type { DataSource } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import type { JobDetailDto, JobListItemDto, JobPageDto, SearchJobsQueryDto } from './dto/job.dto';
import { type Match, matchScore, skillKey } from './match';

export const PAGE_SIZE = 20;
const PREVIEW_WORDS = 100;

/** Where the next page starts: the tier (1 = title or company matches, 2 = other matches) and the last row's sort key. */
interface Cursor {
  t: 1 | 2;
  d: string;
  i: string;
}

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');
function decodeCursor(raw: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Cursor;
    if ((c.t === 1 || c.t === 2) && !Number.isNaN(Date.parse(c.d)) && /^\d{1,18}$/.test(c.i)) return c;
  } catch {
    // falls through to the refusal
  }
  throw new BadRequestException('cursor is not one this server gave out');
}

interface JobRow {
  id: string;
  title: string;
  company: string;
  location: string;
  job_type: JobListItemDto['job_type'];
  remote: boolean;
  description: string;
  posted_date: Date;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  requirements_summary: string;
  required_skills: string[];
  nice_skills: string[];
  source: string;
}

const LIST_COLUMNS = `id::text, title, company, location, job_type, remote, left(description, 1500) AS description, posted_date,
  salary_min, salary_max, salary_currency, requirements_summary, required_skills, nice_skills, source`;

/**
 * One tier's page: the keys are found first (a narrow sort when the plan is a bitmap of matches), then
 * the wide columns are read for those rows only. Sorting the whole rows made the bitmap plans detoast
 * and cut every match's description: 11 ms instead of 2 for a term with 1,400 title matches.
 */
const pageSql = (where: string[], limit: number) =>
  `SELECT ${LIST_COLUMNS} FROM jobs JOIN (
     SELECT id AS page_id FROM jobs ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY posted_date DESC, id DESC LIMIT ${limit}
   ) page ON jobs.id = page.page_id
   ORDER BY posted_date DESC, jobs.id DESC`;

/** Collected jobs are for everyone; a job a member added by hand (its text may be private) is theirs alone. */
export function visibleTo(userId: string, params: unknown[]): string[] {
  return [`(added_by IS NULL OR added_by = $${params.push(userId)})`];
}

/** The SQL conditions of the search filters (not the text), with their values pushed onto `params`. */
export function filterClauses(query: Omit<SearchJobsQueryDto, 'q' | 'cursor'>, params: unknown[]): string[] {
  const p = (v: unknown) => `$${params.push(v)}`;
  const filters: string[] = [];
  if (query.location?.trim()) filters.push(`location ILIKE ${p(`%${escapeLike(query.location.trim())}%`)}`);
  if (query.jobType === 'remote') filters.push(`(remote OR job_type = 'remote')`);
  else if (query.jobType) filters.push(`job_type = ${p(query.jobType)}`);
  if (query.remote !== undefined) filters.push(`remote = ${p(query.remote)}`);
  if (query.postedWithinDays) filters.push(`posted_date >= now() - ${p(query.postedWithinDays)} * interval '1 day'`);
  if (query.minSalary) filters.push(`coalesce(salary_max, salary_min) >= ${p(query.minSalary)}`);
  return filters;
}

/** One formatter per currency: building an Intl.NumberFormat costs more than the whole rest of a row. */
const formatters = new Map<string, Intl.NumberFormat>();
const formatter = (currency: string) => {
  let f = formatters.get(currency);
  if (!f) formatters.set(currency, (f = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 })));
  return f;
};

export function salaryText(min: number | null, max: number | null, currency: string | null): string {
  if (min === null && max === null) return '';
  const fmt = (n: number) => formatter(currency ?? 'USD').format(n);
  if (min !== null && max !== null && min !== max) return `${fmt(min)} – ${fmt(max)}`;
  return fmt((min ?? max) as number);
}

/** JavaScript's `\s`: ASCII and Unicode spaces, line ends and the byte-order mark. */
const isSpace = (c: number) =>
  c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;

/**
 * The first 100 words, single-spaced, with '…' when more follow. A scan by character code: this runs
 * for 20 rows of every search page, and matching word by word made a third of a request's garbage.
 */
export function preview(text: string): string {
  const n = text.length;
  let i = 0;
  let words = 0;
  let start = 0;
  let end = 0;
  let singleSpaced = true;
  let more = false;
  while (i < n) {
    const gap = i;
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    if (i === n) break;
    if (words === PREVIEW_WORDS) {
      more = true;
      break;
    }
    if (words === 0) start = i;
    else if (i - gap !== 1 || text.charCodeAt(gap) !== 32) singleSpaced = false;
    while (i < n && !isSpace(text.charCodeAt(i))) i++;
    words++;
    end = i;
  }
  const head = singleSpaced ? text.slice(start, end) : text.slice(start, end).replace(/\s+/g, ' ');
  return more ? `${head}…` : head;
}

/**
 * Job search (part 3 §2.1, DESIGN.md §9). With a text query, jobs whose title or company match come
 * first (tier 1), then jobs matching anywhere (tier 2); newest first within each tier; 20 a page by
 * keyset on (posted_date, id), so Load More never repeats or skips a job while others arrive. Each
 * tier is one index-driven query that stops at 21 rows (no ranking over every match).
 */
@Injectable()
export class JobSearchService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly activity: ActivityService,
  ) {}

  /** The member's skill keys: their profile skills and the skills of their newest resume. */
  async memberSkillKeys(userId: string): Promise<Set<string>> {
    const rows = await preparedQuery<{ name: string }>(
      this.db,
      'member-skill-names',
      `SELECT skill_name AS name FROM user_skills WHERE user_id = $1
       UNION
       SELECT k.skill_name FROM resume_skills k
       WHERE k.resume_id = (SELECT id FROM resumes WHERE user_id = $1 ORDER BY updated_at DESC LIMIT 1)`,
      [userId],
    );
    return new Set(rows.map((r) => skillKey(r.name)));
  }

  async search(userId: string, query: SearchJobsQueryDto): Promise<JobPageDto> {
    const cursor = query.cursor ? decodeCursor(query.cursor) : null;
    const text = query.q?.trim() ?? '';
    const params: unknown[] = [];
    const filters = [...visibleTo(userId, params), ...filterClauses(query, params)];
    const rows: (JobRow & { tier: 1 | 2 })[] = [];
    const tiers: (1 | 2)[] = text ? [1, 2] : [1];
    const tsquery = text ? `$${params.push(text)}` : null;
    for (const tier of tiers) {
      if (cursor && tier < cursor.t) continue;
      const where = [...filters];
      if (tsquery) {
        const q = `websearch_to_tsquery('english', ${tsquery})`;
        where.push(tier === 1 ? `title_tsv @@ ${q}` : `search_tsv @@ ${q} AND NOT (title_tsv @@ ${q})`);
      }
      const local = [...params];
      const lp = (v: unknown) => `$${local.push(v)}`;
      if (cursor && cursor.t === tier) where.push(`(posted_date, id) < (${lp(cursor.d)}::timestamptz, ${lp(cursor.i)}::bigint)`);
      const want = PAGE_SIZE + 1 - rows.length;
      const found = await this.db.query<JobRow[]>(pageSql(where, want), local);
      rows.push(...found.map((r) => ({ ...r, tier })));
      if (rows.length > PAGE_SIZE) break;
    }
    const page = rows.slice(0, PAGE_SIZE);
    const last = page.at(-1);
    const more = rows.length > PAGE_SIZE || (text && last?.tier === 1);
    const skills = await this.memberSkillKeys(userId);
    return {
      jobs: page.map((r) => this.listItem(r, matchScore(skills, r.required_skills, r.nice_skills))),
      nextCursor: more && last ? encodeCursor({ t: last.tier, d: last.posted_date.toISOString(), i: last.id }) : null,
      hasSkills: skills.size > 0,
    };
  }

  private listItem(r: JobRow, match: Match): JobListItemDto {
    return {
      id: r.id,
      title: r.title,
      company: r.company,
      location: r.location,
      job_type: r.job_type,
      remote: r.remote,
      description_preview: preview(r.description),
      posted_date: r.posted_date.toISOString(),
      salary_min: r.salary_min,
      salary_max: r.salary_max,
      salary_currency: r.salary_currency,
      salary_text: salaryText(r.salary_min, r.salary_max, r.salary_currency),
      requirements: r.requirements_summary.split('\n').filter(Boolean).slice(0, 5),
      matchScore: match.score,
      matchBasis: match.basis,
      source: r.source,
    };
  }

  /** One job with its match against the member's skills; records `job_viewed`. */
  async detail(userId: string, id: string): Promise<JobDetailDto> {
    if (!/^\d{1,18}$/.test(id)) throw new NotFoundException('Job not found.');
    const [row] = await this.db.query<(JobRow & { description_html: string | null; benefits: string | null; url: string; company_website: string | null; category: string | null })[]>(
      `SELECT ${LIST_COLUMNS.replace('left(description, 1500) AS description', 'description')}, description_html, benefits, url, company_website, category
       FROM jobs WHERE id = $1 AND (added_by IS NULL OR added_by = $2)`,
      [id, userId],
    );
    if (!row) throw new NotFoundException('Job not found.');
    const match = matchScore(await this.memberSkillKeys(userId), row.required_skills, row.nice_skills);
    await this.activity.record(userId, 'job_viewed', { jobId: Number(row.id), title: row.title, company: row.company });
    return {
      ...this.listItem(row, match),
      requirements: row.requirements_summary.split('\n').filter(Boolean),
      description: row.description,
      description_html: row.description_html ? sanitizeJobHtml(row.description_html) : null,
      requirements_summary: row.requirements_summary,
      benefits: row.benefits,
      url: row.url,
      company_website: row.company_website,
      category: row.category,
      required_skills: row.required_skills,
      nice_skills: row.nice_skills,
      matched_skills: match.matched,
      missing_skills: match.missing,
    };
  }
}

const ALLOWED_TAGS = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'div', 'span', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'td', 'th']);

/** A posting's HTML with only text-structure tags kept, no attributes but a link's http(s) href. */
export function sanitizeJobHtml(html: string): string {
  const $ = cheerio.load(html, null, false);
  $('script, style, iframe, object, embed, form, noscript, template, svg, math').remove();
  $('*').each((_i, node0) => {
    const el = node0 as Element;
    const node = $(el);
    const tag = el.tagName.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) {
      node.replaceWith(node.contents());
      return;
    }
    const href = tag === 'a' ? node.attr('href') : undefined;
    for (const name of Object.keys(el.attribs)) node.removeAttr(name);
    if (href && /^https?:\/\//i.test(href)) node.attr('href', href).attr('rel', 'noopener noreferrer').attr('target', '_blank');
  });
  return $.html();
}
