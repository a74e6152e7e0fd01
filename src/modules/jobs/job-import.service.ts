import { createHash } from 'node:crypto';
import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import * as cheerio from 'cheerio';
import type { EnvironmentVariables } from '../../config/env.validation';
import { AddressPolicy } from '../../core/outbound/address-policy';
import { fetchOutbound, OutboundError } from '../../core/outbound/outbound-http';
import { htmlToText } from '../ai/builtin/job-posting';
import { DocumentReader } from '../documents/document-reader.service';
import type { UploadedResume } from '../documents/resume-file';
import type { ImportedJobDto, JobDraftDto, SavedJobDto } from './dto/job.dto';
import { JobStore } from './job-store.service';
import { JOB_TYPES, type JobType } from './sources/job-source';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const num = (v: unknown) => {
  const n = typeof v === 'number' ? v : Number(str(v).replace(/[,\s]/g, ''));
  return Number.isFinite(n) && n > 0 ? Math.round(n) : null;
};

const EMPLOYMENT: Record<string, JobType> = { FULL_TIME: 'full-time', PART_TIME: 'part-time', CONTRACTOR: 'contract', TEMPORARY: 'contract', INTERN: 'part-time' };

/** Every JobPosting in a page's JSON-LD blocks (top level, arrays and @graph). */
function jsonLdPostings($: cheerio.CheerioAPI): Json[] {
  const found: Json[] = [];
  const visit = (v: unknown, depth = 0) => {
    if (depth > 5) return;
    if (Array.isArray(v)) return v.forEach((x) => visit(x, depth + 1));
    const o = obj(v);
    const type = o['@type'];
    if (type === 'JobPosting' || (Array.isArray(type) && type.includes('JobPosting'))) found.push(o);
    if (o['@graph']) visit(o['@graph'], depth + 1);
  };
  $('script[type="application/ld+json"]').each((_i, el) => {
    try {
      visit(JSON.parse($(el).text()));
    } catch {
      // a broken block is skipped; others may still hold the posting
    }
  });
  return found;
}

/** A schema.org JobPosting as a draft. */
export function draftFromJsonLd(p: Json, pageUrl: string): JobDraftDto {
  const org = obj(p.hiringOrganization);
  const places = Array.isArray(p.jobLocation) ? p.jobLocation : [p.jobLocation];
  const address = obj(obj(places[0]).address);
  const location = [str(address.addressLocality), str(address.addressRegion), str(obj(address.addressCountry).name) || str(address.addressCountry)].filter(Boolean).join(', ');
  const remote = /TELECOMMUTE/i.test(str(p.jobLocationType)) || /remote/i.test(location);
  const types = (Array.isArray(p.employmentType) ? p.employmentType : [p.employmentType]).map(str);
  const salary = obj(p.baseSalary);
  const value = obj(salary.value);
  const yearly = !str(value.unitText) || /YEAR/i.test(str(value.unitText));
  const html = str(p.description);
  return {
    title: str(p.title),
    company: str(org.name),
    location: location || (remote ? 'Remote' : ''),
    job_type: EMPLOYMENT[types.find((t) => EMPLOYMENT[t]) ?? ''] ?? (remote ? 'remote' : null),
    remote,
    description: htmlToText(html),
    url: str(p.url) || pageUrl,
    salary_min: yearly ? num(value.minValue ?? value.value) : null,
    salary_max: yearly ? num(value.maxValue ?? value.value) : null,
    salary_currency: /^[A-Z]{3}$/.test(str(salary.currency)) ? str(salary.currency) : null,
    posted_date: str(p.datePosted) || null,
    company_website: str(org.sameAs) || str(org.url) || null,
  };
}

/** A posting's plain text as a draft: the first line is the title; "Company: X" or "… at X" names the company. */
export function draftFromText(text: string, title = '', url = ''): JobDraftDto {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').map((l) => l.trim());
  const first = title || lines.find(Boolean) || '';
  const labelled = (label: RegExp) => lines.map((l) => label.exec(l)?.[1]?.trim()).find(Boolean) ?? '';
  const at = /^(.{3,120}?)\s+(?:at|@|–|—|-|\|)\s+(.{2,80})$/.exec(first);
  const company = labelled(/^(?:company|employer|organi[sz]ation)\s*:\s*(.+)$/i) || at?.[2] || '';
  const location = labelled(/^(?:location|based in|office)\s*:\s*(.+)$/i);
  const type = /\bpart[- ]time\b/i.test(text) ? 'part-time' : /\b(contract|freelance|contractor)\b/i.test(text) ? 'contract' : /\bfull[- ]time\b/i.test(text) ? 'full-time' : null;
  const remote = /\bremote\b/i.test(`${first} ${location}`);
  return {
    title: (at?.[1] ?? first).slice(0, 300),
    company: company.slice(0, 200),
    location: location.slice(0, 200) || (remote ? 'Remote' : ''),
    job_type: type ?? (remote ? 'remote' : null),
    remote,
    description: text.trim(),
    url,
    salary_min: null,
    salary_max: null,
    salary_currency: null,
    posted_date: null,
    company_website: null,
  };
}

function warningsFor(d: JobDraftDto): string[] {
  const w: string[] = [];
  if (!d.title) w.push('No title was found: please add one.');
  if (!d.company) w.push('No company was found: please add it.');
  if (!d.location) w.push('No location was found.');
  if (!d.posted_date) w.push('No posting date was found: today will be used.');
  return w;
}

/**
 * Adding a job by hand (no peer does all three): from a URL (the page's schema.org JobPosting when
 * it has one, else its readable text), from pasted text, or from an uploaded PDF/DOCX/TXT. The
 * member reviews the draft, then saves it; a saved job stays after the original posting is gone.
 * Pages are fetched with the same SSRF guard as every server-side fetch (public addresses only).
 */
@Injectable()
export class JobImportService {
  constructor(
    private readonly config: ConfigService<EnvironmentVariables, true>,
    private readonly documents: DocumentReader,
    private readonly store: JobStore,
  ) {}

  async fromUrl(url: string): Promise<ImportedJobDto> {
    let html: string;
    let finalUrl = url;
    try {
      const res = await fetchOutbound({
        url,
        policy: this.config.get('JOB_SOURCES_ALLOW_PRIVATE', { infer: true }) ? AddressPolicy.Operator : AddressPolicy.Member,
        accept: ['text/html', 'application/xhtml+xml'],
        timeoutMs: 10_000,
        maxBytes: 3 * 1024 * 1024,
      });
      if (res.status >= 400) throw new OutboundError('unreachable', `the page answered ${res.status}`);
      html = res.text();
      finalUrl = res.url;
    } catch (err) {
      const why = err instanceof OutboundError ? err.message : 'the page could not be fetched';
      throw new UnprocessableEntityException(`We could not read a job from that page (${why.replace(/\.$/, '')}). Paste the posting's text instead.`);
    }
    const $ = cheerio.load(html);
    const [posting] = jsonLdPostings($);
    if (posting) {
      const draft = draftFromJsonLd(posting, finalUrl);
      if (draft.title && draft.description) return { draft, method: 'json-ld', warnings: warningsFor(draft) };
    }
    $('script, style, noscript, nav, header, footer, form, svg').remove();
    const main = $('main').length ? $('main') : $('article').length ? $('article') : $('body');
    const text = htmlToText(main.html() ?? '');
    if (text.split(/\s+/).length < 40) {
      throw new UnprocessableEntityException("We could not find a job posting on that page (too little text). Paste the posting's text instead.");
    }
    const title = $('h1').first().text().trim() || $('meta[property="og:title"]').attr('content')?.trim() || $('title').text().trim();
    const draft = draftFromText(text, title, finalUrl);
    if (!draft.company) draft.company = $('meta[property="og:site_name"]').attr('content')?.trim().slice(0, 200) ?? '';
    return { draft, method: 'text', warnings: warningsFor(draft) };
  }

  fromText(text: string): ImportedJobDto {
    const draft = draftFromText(text);
    return { draft, method: 'text', warnings: warningsFor(draft) };
  }

  async fromFile(file: UploadedResume | undefined): Promise<ImportedJobDto> {
    const { text } = await this.documents.read(file);
    const draft = draftFromText(text);
    return { draft, method: 'file', warnings: warningsFor(draft) };
  }

  /** Saves a reviewed draft (the same posting saved twice answers the first one's id). */
  async save(userId: string, d: JobDraftDto): Promise<SavedJobDto> {
    const posted = d.posted_date && !Number.isNaN(Date.parse(d.posted_date)) ? new Date(d.posted_date) : new Date();
    const key = createHash('sha256').update(`${userId}\u0000${d.url?.trim() || `${d.title}\u0000${d.company ?? ''}\u0000${d.description}`}`).digest('hex').slice(0, 40);
    const result = await this.store.store(
      [
        {
          source: 'member',
          sourceId: key,
          title: d.title.trim(),
          company: d.company?.trim() ?? '',
          location: d.location?.trim() ?? '',
          jobType: d.job_type && (JOB_TYPES as readonly string[]).includes(d.job_type) ? d.job_type : null,
          remote: d.remote ?? false,
          description: d.description,
          descriptionHtml: null,
          url: d.url?.trim() && /^https?:\/\//i.test(d.url.trim()) ? d.url.trim() : '',
          postedAt: posted,
          salaryMin: d.salary_min ?? null,
          salaryMax: d.salary_max ?? null,
          salaryCurrency: d.salary_currency ?? null,
          category: null,
          companyWebsite: d.company_website && /^https?:\/\//i.test(d.company_website) ? d.company_website : null,
          contactEmail: null,
          feedTitle: null,
        },
      ],
      userId,
    );
    return { id: result.ids[0], created: result.inserted === 1 };
  }
}
