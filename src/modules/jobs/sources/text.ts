import { load } from 'cheerio';
import type { AnyNode } from 'domhandler';
import type { CollectQuery, CollectedJob, JobType } from './job-source';

/**
 * Text helpers shared by the job sources: HTML to plain text in the shape CollectedJob asks for,
 * the hand-coded salary rule of part 3 §5, job-type and remote detection, and the query filters.
 */

const BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer', 'form',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'main', 'nav', 'p', 'pre', 'section', 'table', 'tr',
]);
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'head', 'title']);

export const looksLikeHtml = (s: string): boolean => /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/i.test(s);

/**
 * Visible text of an HTML fragment: paragraphs (and headings, divs…) separated by blank lines,
 * list items as "- item" on consecutive lines, `<br>` as a line break. Plain text passes through
 * with its lines trimmed.
 */
export function htmlToText(html: string): string {
  if (!html) return '';
  if (!looksLikeHtml(html)) return tidy(html);
  const $ = load(html);
  const parts: string[] = [];
  const walk = (nodes: AnyNode[], inItem: boolean): void => {
    for (const node of nodes) {
      if (node.type === 'text') {
        parts.push(node.data.replace(/\s+/g, ' '));
        continue;
      }
      if (node.type === 'cdata') {
        walk(node.children, inItem);
        continue;
      }
      if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue;
      const name = node.name.toLowerCase();
      if (SKIPPED.has(name)) continue;
      if (name === 'br') {
        parts.push(inItem ? ' ' : '\n');
      } else if (name === 'li') {
        parts.push('\n- ');
        walk(node.children, true);
      } else if (name === 'ul' || name === 'ol') {
        parts.push('\n\n');
        walk(node.children, false);
        parts.push('\n\n');
      } else if (BLOCK_LIKE(name)) {
        // Inside a list item, blocks (a <p> in an <li>) keep the item on one line.
        parts.push(inItem ? ' ' : '\n\n');
        walk(node.children, inItem);
        parts.push(inItem ? ' ' : '\n\n');
      } else if (name === 'td' || name === 'th') {
        walk(node.children, inItem);
        parts.push(' ');
      } else {
        walk(node.children, inItem);
      }
    }
  };
  walk($.root()[0].children, false);
  return tidy(parts.join(''));
}

const BLOCK_LIKE = (name: string) => BLOCKS.has(name) || name === 'body' || name === 'html';

/** Lines trimmed and their spaces collapsed, empty list items dropped, at most one blank line in a row. */
function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/[ \t\f\v\u00a0\u2000-\u200b\u202f\u3000]+/g, ' ').trim())
    .filter((l) => l !== '-')
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * JobSpy's markdown descriptions as plain text: backslash escapes and emphasis markers removed,
 * "* item" bullets as "- item".
 */
export function markdownToText(md: string): string {
  return tidy(
    md
      .replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, '$1')
      .replace(/\*\*([^*\n]+)\*\*/g, '$1')
      .replace(/__([^_\n]+)__/g, '$1')
      .replace(/^[ \t]*[*+•][ \t]+/gm, '- ')
      .replace(/^#{1,6}[ \t]+/gm, '')
      .replace(/\[([^\]\n]+)\]\((?:[^)\s]+)\)/g, '$1'),
  );
}

/** Greenhouse's `content` is HTML escaped once more ("&lt;p&gt;"): one level of escaping undone. */
export function unescapeHtml(s: string): string {
  return s.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[0-9a-f]+);/gi, (_, e: string) => {
    const lower = e.toLowerCase();
    if (lower === 'lt') return '<';
    if (lower === 'gt') return '>';
    if (lower === 'quot') return '"';
    if (lower === 'apos') return "'";
    if (lower === 'amp') return '&';
    const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

export interface Salary {
  /** Annual amounts (hourly × 2080, weekly × 52, monthly × 12). */
  min: number;
  max: number;
  currency: string | null;
  /** The words it was read from, e.g. "$120,000 – $150,000 per year". */
  text: string;
}

export type PayInterval = 'hour' | 'day' | 'week' | 'month' | 'year';

/** Hours in a working year; an hourly wage × 2080 is its annual equivalent. */
export const HOURS_PER_YEAR = 2080;
const PER_YEAR: Record<PayInterval, number> = { hour: HOURS_PER_YEAR, day: 260, week: 52, month: 12, year: 1 };
const MIN_ANNUAL = 10_000;
const MAX_ANNUAL = 2_000_000;

/** An amount at `interval` as an annual amount, rounded. */
export function annualise(amount: number, interval: PayInterval): number {
  return Math.round(amount * PER_YEAR[interval]);
}

/** 'hourly', 'per-hour-wage', 'yearly', 'per-year-salary', 'monthly'… as an interval, or null. */
export function payInterval(raw: string | null | undefined): PayInterval | null {
  const s = (raw ?? '').toLowerCase();
  if (/hour|\bhr\b/.test(s)) return 'hour';
  if (/day|daily/.test(s)) return 'day';
  if (/week|\bwk\b/.test(s)) return 'week';
  if (/month|\bmo\b/.test(s)) return 'month';
  if (/year|annum|annual|\byr\b/.test(s)) return 'year';
  return null;
}

const NUMBER = String.raw`\d[\d,.]*`;
const RANGE_SEP = String.raw`\s*(?:-|–|—|to)\s*`;
const PERIOD = String.raw`(?:(?:per|\/|an?|each)\s*(?:hour|hr|day|week|wk|month|mo|year|yr|annum)\b|(?:hourly|daily|weekly|monthly|yearly|annually)\b)`;
const CODE = String.raw`(?:USD|CAD|AUD|NZD|EUR|GBP)`;
/** "$120k", "US$ 120,000 – $150,000 USD per year", "$45-60/hr". */
const DOLLARS = new RegExp(
  String.raw`(?:\b(US|USD|CA|CAD|C|A|AU|AUD|NZ|NZD)\s?)?\$\s?(${NUMBER})\s?([kK]\b)?(?:${RANGE_SEP}(?:[A-Z]{1,3}\s?)?\$?\s?(${NUMBER})\s?([kK]\b)?)?(\s*${CODE}\b)?(\s*${PERIOD})?`,
  'g',
);
/** "Salary: 90,000 - 110,000 EUR a year", "Pay: £40k". */
const LABELLED = /\b(?:salary|pay)(?:\s+range)?\s*:\s*([^\n]{1,100})/gi;
const LABELLED_AMOUNTS = new RegExp(
  String.raw`([€£$])?\s?(${NUMBER})\s?([kK]\b)?(?:${RANGE_SEP}[€£$]?\s?(${NUMBER})\s?([kK]\b)?)?(\s*${CODE}\b)?(\s*${PERIOD})?`,
);
const MILLIONS = /^\s?(?:m|mm|mn|million|b|bn|billion)\b/i;

function amount(raw: string, k: string | undefined): number {
  let s = raw.replace(/[.,]$/, '');
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(s)) s = s.replace(/,/g, '');
  else if (/^\d{1,3}(?:\.\d{3})+$/.test(s)) s = s.replace(/\./g, '');
  else s = s.replace(/,/g, '');
  const n = Number(s);
  return Number.isFinite(n) ? n * (k ? 1000 : 1) : NaN;
}

function currencyOf(prefix: string | undefined, code: string | undefined, symbol: string | undefined): string | null {
  const c = (code ?? '').trim().toUpperCase();
  if (c) return c;
  const p = (prefix ?? '').toUpperCase();
  if (p === 'CA' || p === 'C' || p === 'CAD') return 'CAD';
  if (p === 'A' || p === 'AU' || p === 'AUD') return 'AUD';
  if (p === 'NZ' || p === 'NZD') return 'NZD';
  if (symbol === '€') return 'EUR';
  if (symbol === '£') return 'GBP';
  if (symbol === '$' || p === 'US' || p === 'USD') return 'USD';
  return null;
}

function toSalary(a: number, b: number, interval: PayInterval | null, currency: string | null, text: string): Salary | null {
  if (!Number.isFinite(a)) return null;
  const hi = Number.isFinite(b) ? b : a;
  // "$45 - $60" with no period: below 1000 a figure is a wage only when the text says per hour.
  const per = interval ?? (Math.max(a, hi) < 1000 ? null : 'year');
  if (!per) return null;
  const min = annualise(Math.min(a, hi), per);
  const max = annualise(Math.max(a, hi), per);
  if (min < MIN_ANNUAL || max > MAX_ANNUAL) return null;
  return { min, max, currency, text: text.trim() };
}

/**
 * The hand-coded salary rule of part 3 §5: the first dollar amount or range (with its period, per
 * hour or year, when stated), else a "salary:" or "pay:" phrase. Amounts are annualised; figures
 * that cannot be a salary ("$5M in funding", "$500 home-office budget") are passed over.
 */
export function extractSalary(text: string): Salary | null {
  for (const m of text.matchAll(DOLLARS)) {
    const [whole, prefix, a, ak, b, bk, code, period] = m;
    if (MILLIONS.test(text.slice((m.index ?? 0) + whole.length))) continue;
    let lo = amount(a, ak);
    const hi = b ? amount(b, bk) : NaN;
    if (b && bk && !ak && lo < 1000) lo *= 1000; // "$120-150k"
    const found = toSalary(lo, hi, payInterval(period), currencyOf(prefix, code, '$'), whole);
    if (found) return found;
  }
  for (const m of text.matchAll(LABELLED)) {
    const phrase = m[1];
    const n = LABELLED_AMOUNTS.exec(phrase);
    if (!n) continue;
    const [, symbol, a, ak, b, bk, code, period] = n;
    let lo = amount(a, ak);
    const hi = b ? amount(b, bk) : NaN;
    if (b && bk && !ak && lo < 1000) lo *= 1000;
    const found = toSalary(lo, hi, payInterval(period ?? phrase), currencyOf(undefined, code, symbol), m[0]);
    if (found) return found;
  }
  return null;
}

/**
 * Our job type from a source's words: "Full-Time", "fulltime", "Part time", "Contract",
 * "Freelance", "Temporary", "Remote". Internships map to no type (part 3 §2.1 has none for them).
 */
export function normaliseJobType(raw: string | null | undefined): JobType | null {
  const s = (raw ?? '').toLowerCase();
  if (!s) return null;
  if (/full[\s_-]?time|permanent/.test(s)) return 'full-time';
  if (/part[\s_-]?time/.test(s)) return 'part-time';
  if (/contract|freelance|temporary|\btemp\b|fixed[\s_-]?term|per[\s_-]?diem/.test(s)) return 'contract';
  if (/\bremote\b/.test(s)) return 'remote';
  return null;
}

/** A job type stated in a posting's text ("Employment type: Full-time"), or null. */
export function jobTypeFromText(title: string, text: string): JobType | null {
  const fromTitle = /\b(full[\s-]?time|part[\s-]?time|contract(?:or)?|freelance)\b/i.exec(title);
  if (fromTitle) return normaliseJobType(fromTitle[1]);
  const labelled = /\b(?:employment|job|position|contract)\s+type\s*:\s*([^\n]{1,40})/i.exec(text);
  return labelled ? normaliseJobType(labelled[1]) : null;
}

const REMOTE = /\bremote\b|\banywhere\b|\bworld-?wide\b|work from home|\bwfh\b|\bfully distributed\b/i;

/** Whether any of these words (location, title, type) say the job is remote. */
export function looksRemote(...texts: (string | null | undefined)[]): boolean {
  return texts.some((t) => Boolean(t) && REMOTE.test(t as string));
}

/** Every word of the search term in the title or description, case-insensitive; a blank term matches all. */
export function matchesSearchTerm(job: Pick<CollectedJob, 'title' | 'description'>, searchTerm: string): boolean {
  const words = searchTerm.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const hay = `${job.title}\n${job.description}`.toLowerCase();
  return words.every((w) => hay.includes(w));
}

/** Posted within the last `hoursOld` hours; a job without a date, or a query without a limit, passes. */
export function withinHours(postedAt: Date | null, hoursOld: number, now = Date.now()): boolean {
  if (!hoursOld || hoursOld <= 0 || !postedAt) return true;
  return postedAt.getTime() >= now - hoursOld * 3_600_000;
}

const REMOTE_PLACE = /^\s*(?:remote|anywhere|worldwide|any)\s*$/i;

/**
 * A query's filters over jobs a source could not filter itself: search term and age always;
 * with `place`, also remote-only (isRemote) and the location's first part ("Berlin" of
 * "Berlin, Germany") unless the location is itself "Remote". Newest first, at most resultsWanted.
 */
export function filterJobs(jobs: CollectedJob[], query: CollectQuery, options: { place?: boolean; now?: number } = {}): CollectedJob[] {
  const place = (query.location ?? '').split(',')[0].trim().toLowerCase();
  const kept = jobs.filter((job) => {
    if (!matchesSearchTerm(job, query.searchTerm ?? '')) return false;
    if (!withinHours(job.postedAt, query.hoursOld, options.now)) return false;
    if (options.place) {
      if (query.isRemote && !job.remote) return false;
      if (place && !REMOTE_PLACE.test(place) && !job.location.toLowerCase().includes(place)) return false;
    }
    return true;
  });
  kept.sort((a, b) => (b.postedAt?.getTime() ?? -Infinity) - (a.postedAt?.getTime() ?? -Infinity));
  return query.resultsWanted > 0 ? kept.slice(0, query.resultsWanted) : kept;
}

/** A date from an ISO string, an RFC 822 date, epoch milliseconds or seconds; null when unreadable. */
export function toDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value <= 0) return null;
    return new Date(value < 1e11 ? value * 1000 : value);
  }
  if (typeof value !== 'string') return null;
  const s = value.trim();
  if (/^\d{9,13}$/.test(s)) return toDate(Number(s));
  const t = Date.parse(s);
  return Number.isNaN(t) ? null : new Date(t);
}

/** "acme-labs" → "Acme Labs": a board token or company handle as a display name. */
export function titleCase(token: string): string {
  return token
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

/** The first e-mail address in a value (string, comma list or array), or null. */
export function firstEmail(value: unknown): string | null {
  const list = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
  for (const v of list) {
    const m = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(v);
    if (m) return m[0];
  }
  return null;
}
