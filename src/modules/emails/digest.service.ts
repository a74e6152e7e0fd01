import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { AppRole, type EnvironmentVariables } from '../../config/env.validation';
import { QueueName } from '../../core/queue/queue-names';
import { publicBaseUrl } from '../auth/auth-urls';
import { ApplicationsService } from '../applications/applications.service';
import type { SavedSearchDto } from '../jobs/dto/job.dto';
import { filterClauses, visibleTo } from '../jobs/job-search.service';
import { SavedSearchesService } from '../jobs/saved-searches.service';
import type { MailJobData } from './outbox.service';
import { OutboxService } from './outbox.service';
import { SmtpClient } from './smtp.client';

export const DIGEST_SCHEDULER = 'weekly-digest';

/** New jobs listed per saved search; the rest are counted. */
export const DIGEST_JOBS_PER_SEARCH = 5;

/** SavedSearchesService counts new jobs up to this many (NEW_CAP there). */
const NEW_JOBS_CAP = 100;

/** The ISO week of a date, as 2026-W48 (Thursday decides the year). */
export function isoWeek(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  d.setUTCDate(d.getUTCDate() + 4 - (d.getUTCDay() || 7));
  const week = Math.ceil(((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * The weekly digest (issue 15, beyond the peers): to each member who opted in to e-mail, the
 * applications waiting FOLLOW_UP_DAYS or more for an answer (ApplicationsService.followUps: applied,
 * or pending with the packet e-mailed) and, per saved search, the newest new jobs (title, company,
 * link; DIGEST_JOBS_PER_SEARCH of them) and how many more there are.
 * Nothing to say, no e-mail; at most one per member and ISO week (the outbox's dedup key).
 */
@Injectable()
export class DigestService implements OnApplicationBootstrap {
  private readonly logger = new Logger(DigestService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectQueue(QueueName.Mail) private readonly queue: Queue<MailJobData | Record<string, never>>,
    private readonly outbox: OutboxService,
    private readonly smtp: SmtpClient,
    private readonly applications: ApplicationsService,
    private readonly savedSearches: SavedSearchesService,
    private readonly config: ConfigService<EnvironmentVariables, true>,
  ) {}

  /** Keeps the repeatable digest job in step with DIGEST_CRON (in processes that run workers). */
  async onApplicationBootstrap(): Promise<void> {
    if (this.config.get('ROLE', { infer: true }) === AppRole.Api) return;
    const cron = this.config.get('DIGEST_CRON', { infer: true });
    try {
      if (cron === 'off' || !this.smtp.configured()) await this.queue.removeJobScheduler(DIGEST_SCHEDULER);
      else await this.queue.upsertJobScheduler(DIGEST_SCHEDULER, { pattern: cron }, { name: 'digest', data: {}, opts: { removeOnComplete: true, removeOnFail: { age: 7 * 86_400 } } });
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'Could not schedule the weekly digest');
    }
  }

  /** Writes this week's digests to the outbox; answers how many. */
  async run(now = new Date()): Promise<number> {
    if (!this.smtp.configured()) return 0;
    const week = isoWeek(now);
    const members = await this.db.query<{ id: string; email: string; first_name: string; username: string }[]>(
      // A member without an account row yet has the default opt-in (AccountService.forUser).
      `SELECT u.id, u.email, u.first_name, u.username FROM users u LEFT JOIN accounts a ON a.user_id = u.id
       WHERE coalesce(a.email_opt_in, $1) AND u.email LIKE '%_@_%'
         AND (EXISTS (SELECT 1 FROM applications x WHERE x.user_id = u.id AND x.status IN ('applied', 'pending'))
              OR EXISTS (SELECT 1 FROM saved_searches s WHERE s.user_id = u.id))`,
      [!this.config.get('ONBOARDING_URL', { infer: true })],
    );
    let written = 0;
    for (const m of members) {
      const [followUps, searches] = await Promise.all([this.applications.followUps(m.id), this.savedSearches.list(m.id)]);
      const fresh = searches.filter((s) => s.newCount > 0);
      if (!followUps.items.length && !fresh.length) continue;
      const lines = [`Hello ${m.first_name || m.username},`, '', 'Your week in Waypoint:'];
      if (followUps.items.length) {
        lines.push('', `Waiting ${followUps.afterDays} days or more for an answer (a short follow-up often helps):`);
        for (const f of followUps.items) lines.push(`- ${f.jobTitle} at ${f.companyName}: ${f.status === 'pending' ? 'e-mailed' : 'applied'} ${f.days} days ago`);
      }
      if (fresh.length) {
        lines.push('', 'New jobs for your saved searches:');
        for (const s of fresh) {
          const plus = s.newCount >= NEW_JOBS_CAP ? '+' : '';
          const jobs = await this.newJobs(m.id, s);
          lines.push('', `${s.name}: ${s.newCount}${plus} new`);
          for (const j of jobs) lines.push(`- ${j.title} at ${j.company}${j.url ? `\n  ${j.url}` : ''}`);
          if (s.newCount > jobs.length) lines.push(`- and ${s.newCount - jobs.length}${plus} more in Waypoint`);
        }
      }
      lines.push('', `Open Waypoint: ${publicBaseUrl(this.config)}/`, '', 'You get this because e-mail is on in your account. Turn it off under Account.');
      try {
        await this.outbox.add({
          userId: m.id,
          kind: 'digest',
          packetId: null,
          toAddress: m.email,
          toName: m.first_name || m.username,
          replyTo: null,
          fromName: 'Waypoint',
          subject: `Your Waypoint week: ${followUps.items.length} to follow up, ${fresh.reduce((n, s) => n + s.newCount, 0)} new jobs`,
          body: lines.join('\n'),
          dedupKey: `digest:${m.id}:${week}`,
        });
        written++;
      } catch (err) {
        // The week's digest is already in the outbox (dedup key): nothing to do.
        if ((err as { code?: string }).code !== '23505') throw err;
      }
    }
    this.logger.log({ week, written }, 'Weekly digest written');
    return written;
  }

  /**
   * The newest jobs of a saved search that arrived since the member last opened it, at most
   * DIGEST_JOBS_PER_SEARCH: the same conditions as SavedSearchesService's new count (visible to the
   * member, the search's filters and text, created after last_seen_at), newest first.
   */
  private async newJobs(userId: string, search: SavedSearchDto): Promise<{ title: string; company: string; url: string }[]> {
    const params: unknown[] = [];
    const where = [...visibleTo(userId, params), ...filterClauses(search.filters, params)];
    if (search.filters.q?.trim()) where.push(`search_tsv @@ websearch_to_tsquery('english', $${params.push(search.filters.q.trim())})`);
    where.push(`created_at > $${params.push(search.last_seen_at)}`);
    return this.db.query(
      `SELECT title, company, url FROM jobs WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ${DIGEST_JOBS_PER_SEARCH}`,
      params,
    );
  }
}
