// The floor bench:jobs compares GET /api/jobs with: node:http and a pg Pool (max 10, as the app's
// data source) answering GET /api/jobs with the app's SQL (src/modules/jobs/job-search.service.ts:
// two tiers of websearch_to_tsquery, the same filters, keyset on (posted_date, id), LIMIT 21, the
// same base64url JSON cursor) and a JSON body of the same shape, without sessions, match scores or
// telemetry. Run as a script with `--pg <url>` it listens on a free loopback port and prints the port
// as the first line of stdout; bench/jobs.mjs imports searchStatements() to EXPLAIN the same SQL.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

export const PAGE_SIZE = 20;
/** The app's planner settings for its sessions (src/core/database/data-source-options.ts). */
export const SESSION_OPTIONS = '-c random_page_cost=1.1';
const PREVIEW_WORDS = 100;
const JOB_TYPES = ['full-time', 'part-time', 'contract', 'remote'];
const LIST_COLUMNS = `id::text, title, company, location, job_type, remote, left(description, 1500) AS description, posted_date,
  salary_min, salary_max, salary_currency, requirements_summary, required_skills, nice_skills, source`;

export const encodeCursor = (c) => Buffer.from(JSON.stringify(c)).toString('base64url');

class BadRequest extends Error {}

function decodeCursor(raw) {
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if ((c.t === 1 || c.t === 2) && !Number.isNaN(Date.parse(c.d)) && /^\d{1,18}$/.test(c.i)) return c;
  } catch {
    // falls through to the refusal
  }
  throw new BadRequest('cursor is not one this server gave out');
}

const int = (name, raw, min, max) => {
  if (raw === null) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new BadRequest(`${name} must be a whole number from ${min} to ${max}`);
  return n;
};

/** The query string as SearchJobsQueryDto validates and transforms it (src/modules/jobs/dto/job.dto.ts). */
export function parseSearchQuery(params) {
  const text = (name, max) => {
    const v = params.get(name);
    if (v !== null && v.length > max) throw new BadRequest(`${name} must be at most ${max} characters`);
    return v ?? undefined;
  };
  const jobType = params.get('jobType') ?? undefined;
  if (jobType !== undefined && !JOB_TYPES.includes(jobType)) throw new BadRequest(`jobType must be one of: ${JOB_TYPES.join(', ')}`);
  const rawRemote = params.get('remote');
  const remote = rawRemote === null ? undefined : rawRemote === 'true' || rawRemote === '1' ? true : rawRemote === 'false' || rawRemote === '0' ? false : null;
  if (remote === null) throw new BadRequest('remote must be true or false');
  const cursor = text('cursor', 200);
  if (cursor !== undefined && !/^[A-Za-z0-9_-]+$/.test(cursor)) throw new BadRequest('cursor is not one this server gave out');
  return {
    q: text('q', 200),
    location: text('location', 100),
    jobType,
    remote,
    postedWithinDays: int('postedWithinDays', params.get('postedWithinDays'), 1, 365),
    minSalary: int('minSalary', params.get('minSalary'), 0, 10_000_000),
    cursor,
  };
}

/** The app's filterClauses(), word for word. */
function filterClauses(query, params) {
  const p = (v) => `$${params.push(v)}`;
  const filters = [];
  if (query.location?.trim()) filters.push(`location ILIKE ${p(`%${query.location.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
  if (query.jobType === 'remote') filters.push(`(remote OR job_type = 'remote')`);
  else if (query.jobType) filters.push(`job_type = ${p(query.jobType)}`);
  if (query.remote !== undefined) filters.push(`remote = ${p(query.remote)}`);
  if (query.postedWithinDays) filters.push(`posted_date >= now() - ${p(query.postedWithinDays)} * interval '1 day'`);
  if (query.minSalary) filters.push(`coalesce(salary_max, salary_min) >= ${p(query.minSalary)}`);
  return filters;
}

/**
 * The statements JobSearchService.search() runs for `query`: one per tier it may need, in order,
 * each as a function of how many rows it still wants (21 minus the rows earlier tiers found).
 */
export function searchStatements(query) {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const text = query.q?.trim() ?? '';
  const params = [];
  const filters = filterClauses(query, params);
  const tiers = text ? [1, 2] : [1];
  const tsquery = text ? `$${params.push(text)}` : null;
  const statements = [];
  for (const tier of tiers) {
    if (cursor && tier < cursor.t) continue;
    const where = [...filters];
    if (tsquery) {
      const q = `websearch_to_tsquery('english', ${tsquery})`;
      where.push(tier === 1 ? `title_tsv @@ ${q}` : `search_tsv @@ ${q} AND NOT (title_tsv @@ ${q})`);
    }
    const local = [...params];
    const lp = (v) => `$${local.push(v)}`;
    if (cursor && cursor.t === tier) where.push(`(posted_date, id) < (${lp(cursor.d)}::timestamptz, ${lp(cursor.i)}::bigint)`);
    statements.push({
      tier,
      sql: (want) => `SELECT ${LIST_COLUMNS} FROM jobs JOIN (
     SELECT id AS page_id FROM jobs ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY posted_date DESC, id DESC LIMIT ${want}
   ) page ON jobs.id = page.page_id
   ORDER BY posted_date DESC, jobs.id DESC`,
      values: local,
    });
  }
  return { statements, text };
}

const formats = new Map();
function money(n, currency) {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 });
    formats.set(currency, format);
  }
  return format.format(n);
}

function salaryText(min, max, currency) {
  if (min === null && max === null) return '';
  const c = currency ?? 'USD';
  if (min !== null && max !== null && min !== max) return `${money(min, c)} – ${money(max, c)}`;
  return money(min ?? max, c);
}

/** JavaScript's `\s`: ASCII and Unicode spaces, line ends and the byte-order mark. */
const isSpace = (c) =>
  c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;

/** The app's preview(), word for word: the first 100 words, single-spaced, '…' when more follow. */
function preview(text) {
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

/** One page of search results, as the app's JobPageDto without match scores. */
export async function searchPage(pool, query) {
  const { statements, text } = searchStatements(query);
  const rows = [];
  for (const { tier, sql, values } of statements) {
    const found = await pool.query(sql(PAGE_SIZE + 1 - rows.length), values);
    for (const r of found.rows) rows.push({ ...r, tier });
    if (rows.length > PAGE_SIZE) break;
  }
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  const more = rows.length > PAGE_SIZE || (text && last?.tier === 1);
  return {
    jobs: page.map((r) => ({
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
      source: r.source,
    })),
    nextCursor: more && last ? encodeCursor({ t: last.tier, d: last.posted_date.toISOString(), i: last.id }) : null,
    hasSkills: false,
  };
}

/** Starts this file as a child process on `pgUrl`; resolves with its URL and stop() once it listens. */
export async function startBareJobsServer(pgUrl) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--pg', pgUrl], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  const port = await new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`The bare jobs server exited with ${code} before listening`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      process.off('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

function serve(pgUrl) {
  const pool = new pg.Pool({ connectionString: pgUrl, max: 10, connectionTimeoutMillis: 5_000, options: SESSION_OPTIONS });
  const send = (res, status, body) => {
    const json = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
    res.end(json);
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    if (req.method !== 'GET' || url.pathname !== '/api/jobs') return send(res, 404, { statusCode: 404, message: 'Not found' });
    try {
      send(res, 200, await searchPage(pool, parseSearchQuery(url.searchParams)));
    } catch (err) {
      if (err instanceof BadRequest) send(res, 400, { statusCode: 400, message: err.message });
      else send(res, 500, { statusCode: 500, message: String(err) });
    }
  });
  server.keepAliveTimeout = 65_000;
  server.listen(0, '127.0.0.1', () => console.log(server.address().port));
  process.on('SIGTERM', () => {
    server.close();
    server.closeAllConnections();
    void pool.end();
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { pg: { type: 'string' } } });
  if (!values.pg) {
    console.error('Usage: node bench/lib/bare-jobs-server.mjs --pg <postgres url>');
    process.exit(2);
  }
  serve(values.pg);
}
