import type { CollectQuery, CollectedJob, JobSource, JobSourceResult, SourceHttpOptions } from './job-source';
import { httpOptions, readJson, sourceRequest } from './source-http';
import { annualise, extractSalary, firstEmail, htmlToText, looksLikeHtml, looksRemote, markdownToText, normaliseJobType, payInterval, toDate } from './text';

export interface JobspySourceOptions {
  /** The JobSpy site this instance collects: 'indeed' or 'linkedin' (any site_name JobSpy knows). It is the source's name. */
  site: string;
  /** The JobSpy API service's base URL (JOBSPY_URL); without it the source is not configured. */
  url?: string;
  /** Sent as x-api-key when the service asks for one. */
  apiKey?: string;
  /** Indeed's country (country_indeed); default 'USA'. */
  countryIndeed?: string;
  /** Defaults: public addresses only (AddressPolicy.Member), 10 MB. Scraping is slow: 120 s by default. */
  http?: Partial<SourceHttpOptions>;
}

/** A row of python-jobspy's result as the API services return it (NaN already null, or read as null). */
interface JobspyJob {
  id?: string | number | null;
  site?: string | null;
  job_url?: string | null;
  job_url_direct?: string | null;
  title?: string | null;
  company?: string | null;
  location?: string | { city?: string | null; state?: string | null; country?: string | null } | null;
  date_posted?: string | number | null;
  job_type?: string | string[] | null;
  is_remote?: boolean | null;
  min_amount?: number | null;
  max_amount?: number | null;
  currency?: string | null;
  interval?: string | null;
  description?: string | null;
  company_url?: string | null;
  company_url_direct?: string | null;
  emails?: string | string[] | null;
  job_function?: string | null;
}

/**
 * A JobSpy API service (a self-hosted HTTP wrapper of the python-jobspy scraper, such as the
 * open-source jobspy-api): `POST {url}/api/v1/search_jobs`. One instance per site, named after it
 * ('indeed', 'linkedin'), so each site has its own runs and health. The service filters by the
 * query itself; the answer is only capped at resultsWanted here.
 */
export class JobspySource implements JobSource {
  readonly name: string;
  private readonly base: string;
  private readonly http: SourceHttpOptions;

  constructor(private readonly options: JobspySourceOptions) {
    this.name = options.site.trim().toLowerCase();
    this.base = (options.url ?? '').trim().replace(/\/+$/, '');
    this.http = httpOptions(options.http, { timeoutMs: 120_000 });
  }

  configured(): boolean {
    return Boolean(this.base);
  }

  async collect(query: CollectQuery, signal?: AbortSignal): Promise<JobSourceResult> {
    signal?.throwIfAborted();
    const what = `The JobSpy service (${this.name})`;
    const body: Record<string, unknown> = {
      site_name: [this.name],
      search_term: query.searchTerm,
      location: query.location,
      results_wanted: query.resultsWanted,
      country_indeed: this.options.countryIndeed ?? 'USA',
    };
    if (query.hoursOld > 0) body.hours_old = query.hoursOld;
    // Indeed takes hours_old or is_remote, not both (python-jobspy; the API services answer 400):
    // with an age limit, the remote wish rides on the location ("Remote") instead.
    if (!(this.name === 'indeed' && body.hours_old !== undefined)) body.is_remote = query.isRemote;
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.options.apiKey) headers['x-api-key'] = this.options.apiKey;
    const res = await sourceRequest(this.name, what, this.http, { url: `${this.base}/api/v1/search_jobs`, method: 'POST', headers, body: JSON.stringify(body) });
    const answer = readJson(what, res);
    const rows = Array.isArray(answer) ? answer : Array.isArray((answer as { jobs?: unknown })?.jobs) ? (answer as { jobs: unknown[] }).jobs : null;
    if (!rows) throw new Error(`${what} answered JSON without a jobs list.`);
    const jobs: CollectedJob[] = [];
    let failures = 0;
    for (const raw of rows as JobspyJob[]) {
      const job = raw && typeof raw === 'object' ? this.toJob(raw) : null;
      if (!job) failures++;
      // A service asked for one site answers only that site; a shared answer is sorted here.
      else if (!raw.site || raw.site.toLowerCase() === this.name) jobs.push(job);
    }
    return { jobs: query.resultsWanted > 0 ? jobs.slice(0, query.resultsWanted) : jobs, itemsSeen: rows.length, parseFailures: failures };
  }

  private toJob(j: JobspyJob): CollectedJob | null {
    const title = (j.title ?? '').trim();
    const url = (j.job_url_direct || j.job_url || '').trim();
    if (!title || !url) return null;
    const location = locationText(j.location);
    const raw = j.description ?? '';
    const html = looksLikeHtml(raw);
    const description = html ? htmlToText(raw) : markdownToText(raw);
    const remote = j.is_remote === true || looksRemote(location, title);
    const types = Array.isArray(j.job_type) ? j.job_type.join(',') : (j.job_type ?? '');
    return {
      source: this.name,
      sourceId: String(j.id ?? '').trim() || (j.job_url ?? url).trim(),
      title,
      company: (j.company ?? '').trim(),
      location,
      jobType: normaliseJobType(types) ?? (remote ? 'remote' : null),
      remote,
      description,
      descriptionHtml: html ? raw : null,
      url,
      postedAt: toDate(j.date_posted),
      ...salaryOf(j, description),
      category: (j.job_function ?? '').trim() || null,
      companyWebsite: (j.company_url_direct || j.company_url || '').trim() || null,
      contactEmail: firstEmail(j.emails),
      feedTitle: null,
    };
  }
}

function locationText(value: JobspyJob['location']): string {
  if (!value) return '';
  if (typeof value === 'string') return value.trim();
  return [value.city, value.state, value.country]
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(', ');
}

/** min_amount/max_amount at their interval, annualised (hourly × 2080); else the salary rule over the text. */
function salaryOf(j: JobspyJob, description: string): Pick<CollectedJob, 'salaryMin' | 'salaryMax' | 'salaryCurrency'> {
  const lo = typeof j.min_amount === 'number' && Number.isFinite(j.min_amount) ? j.min_amount : null;
  const hi = typeof j.max_amount === 'number' && Number.isFinite(j.max_amount) ? j.max_amount : null;
  if (lo !== null || hi !== null) {
    const interval = payInterval(j.interval) ?? 'year';
    const currency = /^[A-Za-z]{3}$/.test(j.currency ?? '') ? (j.currency as string).toUpperCase() : 'USD';
    return { salaryMin: annualise((lo ?? hi) as number, interval), salaryMax: annualise((hi ?? lo) as number, interval), salaryCurrency: currency };
  }
  const found = extractSalary(description);
  return { salaryMin: found?.min ?? null, salaryMax: found?.max ?? null, salaryCurrency: found?.currency ?? null };
}
