import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { extractPosting } from '../ai/builtin/extract';
import { parseJobPosting } from '../ai/builtin/job-posting';
import type { CollectedJob } from './sources/job-source';

export interface StoreResult {
  /** Jobs that were not there before. */
  inserted: number;
  /** Jobs already stored: the same (source, source id) or the same content from another source. */
  duplicates: number;
  /** The stored job's id for each input, in order (the existing one for a duplicate). */
  ids: string[];
}

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** Same posting, whichever source brought it: title, company, location and the start of the description. */
export const contentHash = (j: Pick<CollectedJob, 'title' | 'company' | 'location' | 'description'>) =>
  createHash('sha256')
    .update([norm(j.title), norm(j.company), norm(j.location), norm(j.description).slice(0, 2000)].join('\u0000'))
    .digest('hex');

// Postgres refuses byte 0x00 in text.
const clip = (s: string | null | undefined, max: number) => (s ?? '').replaceAll('\u0000', '').slice(0, max);
/** A posting's address as the apply link: http(s) only, whatever a source sent (`javascript:`, `data:`, a bare path). */
const webAddress = (url: string) => (/^https?:\/\/[^\s/]/i.test(url.trim()) ? clip(url.trim(), 2000) : '');
const salary = (n: number | null) => (n !== null && Number.isFinite(n) && n > 0 && n < 10_000_000 ? Math.round(n) : null);

/**
 * Stores jobs (DESIGN.md §9): requirement lines and benefits by the hand-coded rules of part 3 §5,
 * required and nice-to-have skills by the AI engine's posting extractor (stored once, here, for the
 * match score), and deduplication by (source, source id) and by content hash across sources.
 */
@Injectable()
export class JobStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async store(jobs: CollectedJob[], addedBy: string | null = null, manager: EntityManager = this.db.manager): Promise<StoreResult> {
    const ids: string[] = [];
    let inserted = 0;
    // Jobs already stored under their source id skip the parsing and skill extraction (a re-run is cheap).
    const known = new Map<string, string>();
    for (const source of new Set(jobs.map((j) => clip(j.source, 40)))) {
      const rows = await manager.query<{ source_id: string; id: string }[]>(`SELECT source_id, id::text FROM jobs WHERE source = $1 AND source_id = ANY($2::text[])`, [
        source,
        jobs.filter((j) => clip(j.source, 40) === source).map((j) => clip(j.sourceId, 300)),
      ]);
      for (const r of rows) known.set(`${source}\u0000${r.source_id}`, r.id);
    }
    for (const job of jobs) {
      const existingId = known.get(`${clip(job.source, 40)}\u0000${clip(job.sourceId, 300)}`);
      if (existingId) {
        ids.push(existingId);
        continue;
      }
      const parsed = parseJobPosting(job.descriptionHtml ?? job.description);
      const skills = extractPosting(job.descriptionHtml ?? job.description);
      const min = salary(job.salaryMin);
      const max = salary(job.salaryMax);
      const row = [
        clip(job.source, 40),
        clip(job.sourceId, 300),
        clip(job.title, 300) || 'Untitled job',
        clip(job.company, 200),
        clip(job.location, 200),
        job.jobType,
        job.remote,
        clip(job.description, 100_000),
        job.descriptionHtml ? clip(job.descriptionHtml, 200_000) : null,
        parsed.requirements.join('\n'),
        parsed.benefits.length ? parsed.benefits.join('\n') : null,
        webAddress(job.url),
        job.postedAt && !Number.isNaN(job.postedAt.getTime()) && job.postedAt.getTime() <= Date.now() + 86_400_000 ? job.postedAt : new Date(),
        min !== null && max !== null && min > max ? max : min,
        min !== null && max !== null && min > max ? min : max,
        job.salaryCurrency && /^[A-Z]{3}$/.test(job.salaryCurrency) ? job.salaryCurrency : null,
        job.category ? clip(job.category, 100) : null,
        job.companyWebsite ? clip(job.companyWebsite, 500) : null,
        job.contactEmail ? clip(job.contactEmail, 200) : null,
        job.feedTitle ? clip(job.feedTitle, 200) : null,
        skills.required.slice(0, 60),
        skills.nice_to_have.slice(0, 60),
        // A member's own job deduplicates against their own jobs only (it is visible to them alone).
        addedBy ? createHash('sha256').update(`${addedBy}\u0000${contentHash(job)}`).digest('hex') : contentHash(job),
        addedBy,
      ];
      // ON CONFLICT DO NOTHING covers both unique keys; the existing row is then found by either.
      const [created] = await manager.query<{ id: string }[]>(
        `INSERT INTO jobs (source, source_id, title, company, location, job_type, remote, description, description_html,
           requirements_summary, benefits, url, posted_date, salary_min, salary_max, salary_currency, category,
           company_website, contact_email, feed_title, required_skills, nice_skills, content_hash, added_by)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24)
         ON CONFLICT DO NOTHING RETURNING id::text`,
        row,
      );
      if (created) {
        inserted++;
        ids.push(created.id);
        continue;
      }
      const [existing] = await manager.query<{ id: string }[]>(
        `SELECT id::text FROM jobs WHERE (source = $1 AND source_id = $2) OR content_hash = $3 LIMIT 1`,
        [row[0], row[1], row[22]],
      );
      ids.push(existing?.id ?? '');
    }
    return { inserted, duplicates: jobs.length - inserted, ids };
  }
}
