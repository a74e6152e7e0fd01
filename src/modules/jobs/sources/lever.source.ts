import type { CollectQuery, CollectedJob, JobSource, JobSourceResult, SourceHttpOptions } from './job-source';
import { eachTarget, httpOptions, readJson, sourceRequest, type TargetFailure } from './source-http';
import { annualise, extractSalary, filterJobs, htmlToText, looksRemote, normaliseJobType, payInterval, titleCase, toDate } from './text';

/** A Lever company: its handle (jobs.lever.co/{handle}) and the name to show. */
export interface LeverCompany {
  handle: string;
  /** Defaults to the handle titled ("acme-labs" → "Acme Labs"). */
  name?: string;
}

export interface LeverSourceOptions {
  /** Handles ("acme") or companies with a display name. */
  companies: (string | LeverCompany)[];
  /** Postings API base; default https://api.lever.co (https://api.eu.lever.co for EU accounts). */
  baseUrl?: string;
  /** Defaults: public addresses only (AddressPolicy.Member), 15 s, 10 MB per company. */
  http?: Partial<SourceHttpOptions>;
}

/** The fields of a posting that are read (GET /v0/postings/{company}?mode=json). */
interface LeverPosting {
  id?: string;
  text?: string;
  categories?: { location?: string; commitment?: string; team?: string; department?: string; allLocations?: string[] };
  hostedUrl?: string;
  applyUrl?: string;
  /** Milliseconds. */
  createdAt?: number;
  description?: string;
  descriptionPlain?: string;
  lists?: { text?: string; content?: string }[];
  additional?: string;
  additionalPlain?: string;
  salaryRange?: { min?: number; max?: number; currency?: string; interval?: string } | null;
  salaryDescriptionPlain?: string;
  workplaceType?: string;
}

export const LEVER_API = 'https://api.lever.co';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Lever's public Postings API, one company after another. Like Greenhouse it has no search: the
 * query filters the answer here (search term, age, remote-only, location). A company that fails
 * does not lose the others' jobs (listed in the result's `failed`); when every company fails, the
 * first error is thrown.
 */
export class LeverSource implements JobSource {
  readonly name = 'lever';
  private readonly companies: LeverCompany[];
  private readonly base: string;
  private readonly http: SourceHttpOptions;

  constructor(options: LeverSourceOptions) {
    this.companies = options.companies.map((c) => (typeof c === 'string' ? { handle: c.trim() } : { ...c, handle: c.handle.trim() })).filter((c) => c.handle);
    this.base = (options.baseUrl || LEVER_API).replace(/\/+$/, '');
    this.http = httpOptions(options.http);
  }

  configured(): boolean {
    return this.companies.length > 0;
  }

  async collect(query: CollectQuery, signal?: AbortSignal): Promise<JobSourceResult & { failed: TargetFailure[] }> {
    const { results, failed } = await eachTarget(this.companies, signal, (company) => this.company(company), (company) => company.handle);
    const all = results.flatMap((r) => r.jobs);
    const failures = results.reduce((n, r) => n + r.failures, 0);
    return { jobs: filterJobs(all, query, { place: true }), itemsSeen: all.length + failures, parseFailures: failures, failed };
  }

  private async company(company: LeverCompany): Promise<{ jobs: CollectedJob[]; failures: number }> {
    const what = `Lever company "${company.handle}"`;
    const url = `${this.base}/v0/postings/${encodeURIComponent(company.handle)}?mode=json`;
    const res = await sourceRequest(this.name, what, this.http, { url, headers: { accept: 'application/json' } });
    const body = readJson(what, res);
    if (!Array.isArray(body)) throw new Error(`${what} answered JSON that is not a list of postings.`);
    const jobs: CollectedJob[] = [];
    let failures = 0;
    for (const raw of body as LeverPosting[]) {
      const job = raw && typeof raw === 'object' ? this.toJob(raw, company) : null;
      if (job) jobs.push(job);
      else failures++;
    }
    return { jobs, failures };
  }

  private toJob(p: LeverPosting, company: LeverCompany): CollectedJob | null {
    const title = (p.text ?? '').trim();
    const url = (p.hostedUrl ?? p.applyUrl ?? '').trim();
    if (!title || !url || !p.id) return null;
    const lists = (p.lists ?? []).filter((l) => l && (l.text || l.content));
    const html = [
      p.description ?? '',
      ...lists.map((l) => `${l.text ? `<h3>${escapeHtml(l.text)}</h3>` : ''}<ul>${l.content ?? ''}</ul>`),
      p.additional ?? '',
    ]
      .filter(Boolean)
      .join('\n');
    const description = html ? htmlToText(html) : [p.descriptionPlain, p.additionalPlain].filter(Boolean).join('\n\n').trim();
    const cats = p.categories ?? {};
    const all = (cats.allLocations ?? []).filter(Boolean);
    const location = (cats.location || all.join(' / ')).trim();
    const remote = p.workplaceType === 'remote' || looksRemote(location, ...all, title);
    const salary = this.salary(p, description);
    return {
      source: this.name,
      sourceId: p.id,
      title,
      company: company.name?.trim() || titleCase(company.handle),
      location,
      jobType: normaliseJobType(cats.commitment) ?? (remote ? 'remote' : null),
      remote,
      description,
      descriptionHtml: html || null,
      url,
      postedAt: toDate(p.createdAt),
      ...salary,
      category: (cats.team || cats.department || '').trim() || null,
      companyWebsite: null,
      contactEmail: null,
      feedTitle: null,
    };
  }

  /** The posting's salaryRange (annualised: per-hour × 2080, per-month × 12), else the salary rule over its text. */
  private salary(p: LeverPosting, description: string): Pick<CollectedJob, 'salaryMin' | 'salaryMax' | 'salaryCurrency'> {
    const range = p.salaryRange;
    const interval = payInterval(range?.interval);
    if (range && interval && (Number.isFinite(range.min) || Number.isFinite(range.max))) {
      const lo = Number.isFinite(range.min) ? (range.min as number) : (range.max as number);
      const hi = Number.isFinite(range.max) ? (range.max as number) : lo;
      const currency = /^[A-Za-z]{3}$/.test(range.currency ?? '') ? (range.currency as string).toUpperCase() : null;
      return { salaryMin: annualise(lo, interval), salaryMax: annualise(hi, interval), salaryCurrency: currency };
    }
    const found = extractSalary([p.salaryDescriptionPlain, description].filter(Boolean).join('\n\n'));
    return { salaryMin: found?.min ?? null, salaryMax: found?.max ?? null, salaryCurrency: found?.currency ?? null };
  }
}
