import type { CollectQuery, CollectedJob, JobSource, JobSourceResult, SourceHttpOptions } from './job-source';
import { eachTarget, httpOptions, readJson, sourceRequest, type TargetFailure } from './source-http';
import { extractSalary, filterJobs, htmlToText, jobTypeFromText, looksLikeHtml, looksRemote, titleCase, toDate, unescapeHtml } from './text';

/** A Greenhouse job board: its token (boards.greenhouse.io/{token}) and the company name to show. */
export interface GreenhouseBoard {
  token: string;
  /** Defaults to the board's company_name, else the token titled ("acme-labs" → "Acme Labs"). */
  name?: string;
}

export interface GreenhouseSourceOptions {
  /** Tokens ("acme") or boards with a display name. */
  boards: (string | GreenhouseBoard)[];
  /** Job Board API base; default https://boards-api.greenhouse.io. */
  baseUrl?: string;
  /** Defaults: public addresses only (AddressPolicy.Member), 15 s, 10 MB per board. */
  http?: Partial<SourceHttpOptions>;
}

/** The fields of the Job Board API's job that are read (GET /v1/boards/{token}/jobs?content=true). */
interface GreenhouseJob {
  id?: number | string;
  title?: string;
  company_name?: string;
  location?: { name?: string } | null;
  absolute_url?: string;
  updated_at?: string;
  first_published?: string;
  /** HTML escaped once more: "&lt;p&gt;…". */
  content?: string;
  departments?: { name?: string }[];
}

export const GREENHOUSE_API = 'https://boards-api.greenhouse.io';

/**
 * Greenhouse's public Job Board API, one board after another. The API has no search, so the query
 * filters the answer here: search term, age, remote-only (isRemote) and location. A board that
 * fails does not lose the other boards' jobs (listed in the result's `failed`); when every board
 * fails, the first error is thrown (SourceHttpError for 403, 404, 429, 5xx…).
 */
export class GreenhouseSource implements JobSource {
  readonly name = 'greenhouse';
  private readonly boards: GreenhouseBoard[];
  private readonly base: string;
  private readonly http: SourceHttpOptions;

  constructor(options: GreenhouseSourceOptions) {
    this.boards = options.boards.map((b) => (typeof b === 'string' ? { token: b.trim() } : { ...b, token: b.token.trim() })).filter((b) => b.token);
    this.base = (options.baseUrl || GREENHOUSE_API).replace(/\/+$/, '');
    this.http = httpOptions(options.http);
  }

  configured(): boolean {
    return this.boards.length > 0;
  }

  async collect(query: CollectQuery, signal?: AbortSignal): Promise<JobSourceResult & { failed: TargetFailure[] }> {
    const { results, failed } = await eachTarget(this.boards, signal, (board) => this.board(board), (board) => board.token);
    const all = results.flatMap((r) => r.jobs);
    const failures = results.reduce((n, r) => n + r.failures, 0);
    return { jobs: filterJobs(all, query, { place: true }), itemsSeen: all.length + failures, parseFailures: failures, failed };
  }

  private async board(board: GreenhouseBoard): Promise<{ jobs: CollectedJob[]; failures: number }> {
    const what = `Greenhouse board "${board.token}"`;
    const url = `${this.base}/v1/boards/${encodeURIComponent(board.token)}/jobs?content=true`;
    const res = await sourceRequest(this.name, what, this.http, { url, headers: { accept: 'application/json' } });
    const body = readJson(what, res) as { jobs?: unknown };
    if (!body || !Array.isArray(body.jobs)) throw new Error(`${what} answered JSON without a jobs list.`);
    const jobs: CollectedJob[] = [];
    let failures = 0;
    for (const raw of body.jobs as GreenhouseJob[]) {
      const job = raw && typeof raw === 'object' ? this.toJob(raw, board) : null;
      if (job) jobs.push(job);
      else failures++;
    }
    return { jobs, failures };
  }

  private toJob(job: GreenhouseJob, board: GreenhouseBoard): CollectedJob | null {
    const title = (job.title ?? '').trim();
    const url = (job.absolute_url ?? '').trim();
    if (!title || !url || job.id === undefined || job.id === null) return null;
    const content = job.content ?? '';
    // The API escapes the HTML once more; a board that does not is read as it is.
    const html = /&lt;\/?[a-z]/i.test(content) && !looksLikeHtml(content) ? unescapeHtml(content) : content;
    const description = htmlToText(html);
    const location = (job.location?.name ?? '').trim();
    const remote = looksRemote(location, title);
    const salary = extractSalary(description);
    const departments = (job.departments ?? []).map((d) => (d?.name ?? '').trim()).filter(Boolean);
    return {
      source: this.name,
      sourceId: String(job.id),
      title,
      company: board.name?.trim() || job.company_name?.trim() || titleCase(board.token),
      location,
      jobType: jobTypeFromText(title, description) ?? (remote ? 'remote' : null),
      remote,
      description,
      descriptionHtml: html || null,
      url,
      postedAt: toDate(job.first_published) ?? toDate(job.updated_at),
      salaryMin: salary?.min ?? null,
      salaryMax: salary?.max ?? null,
      salaryCurrency: salary?.currency ?? null,
      category: departments[0] ?? null,
      companyWebsite: null,
      contactEmail: null,
      feedTitle: null,
    };
  }
}
