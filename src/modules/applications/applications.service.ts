import { Injectable, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { EnvironmentVariables } from '../../config/env.validation';
import { DomainError, DomainErrorCode } from '../../core/http/domain.error';
import { ActivityService } from '../activity/activity.service';
import { activityForMove, APPLICATION_STATUSES, type ApplicationStatus, refusedMove, RESPONSE_STATUSES } from './application-status';
import type {
  ApplicationStartedDto,
  FollowUpsDto,
  InitiateApplicationDto,
  StatusChangeDto,
  StatusUpdatedDto,
  TrackerSummaryDto,
  UpdateStatusDto,
} from './dto/application.dto';
import { Application } from './entities/application.entity';
import { ApplicationStatusChange } from './entities/application-status-change.entity';

/** The job fields an application copies, read only where the member may see the job. */
interface VisibleJob {
  id: string;
  title: string;
  company: string;
  location: string;
  company_website: string | null;
  url: string;
  description: string;
  requirements_summary: string;
  contact_email: string | null;
}

const EVENT_TITLES: Partial<Record<ApplicationStatus, string>> = {
  screening: 'Screening call',
  interview: 'Interview',
  offer: 'Offer decision',
};

/**
 * Applications and their pipeline (part 3 §2.2, §2.4, §4): one per member and job, started
 * idempotently, moved forward only, with a history whose dated moves are calendar events.
 */
@Injectable()
export class ApplicationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly activity: ActivityService,
    private readonly config: ConfigService<EnvironmentVariables, true>,
  ) {}

  /** A job the member may see (collected, or added by them), or 404. */
  async visibleJob(userId: string, jobId: string, manager: EntityManager = this.db.manager): Promise<VisibleJob> {
    const [job] = await manager.query<VisibleJob[]>(
      `SELECT id::text, title, company, location, company_website, url, description, requirements_summary, contact_email
       FROM jobs WHERE id = $1 AND (added_by IS NULL OR added_by = $2)`,
      [jobId, userId],
    );
    if (!job) throw new NotFoundException('Job not found.');
    return job;
  }

  /** The member's application for the job, started now (pending) when there is none. */
  async ensure(manager: EntityManager, userId: string, job: VisibleJob, details?: string): Promise<{ application: Application; created: boolean }> {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(Application)
      .values({
        userId,
        jobId: job.id,
        details: (details ?? `${job.title} at ${job.company}`).slice(0, 300),
        jobTitle: job.title,
        companyName: job.company,
        jobLocation: job.location,
        companyWebsite: job.company_website,
        jobUrl: job.url,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    const created = inserted.raw.length > 0;
    const application = await manager.findOneByOrFail(Application, { userId, jobId: job.id });
    if (created) await manager.insert(ApplicationStatusChange, { applicationId: application.id, userId, fromStatus: null, toStatus: 'pending' });
    return { application, created };
  }

  /** `POST /applications/initiate`: starts the member's application for a job, once. */
  async initiate(userId: string, body: InitiateApplicationDto): Promise<ApplicationStartedDto> {
    const { application, created } = await this.db.transaction(async (tx) => {
      const job = await this.visibleJob(userId, body.jobId, tx);
      return this.ensure(tx, userId, job, body.details);
    });
    if (created) await this.activity.record(userId, 'application_initiated', { jobId: Number(application.jobId), title: application.jobTitle, company: application.companyName });
    return { applicationId: application.id, jobId: application.jobId, status: application.status, created };
  }

  /**
   * Moves the application forward (part 3 §4). The row is locked for the move, so two moves at once
   * cannot both pass the check; a backward, repeated or unknown move, or any move of an archived
   * application, is a 409 saying why.
   */
  async updateStatus(userId: string, jobId: string, body: UpdateStatusDto): Promise<StatusUpdatedDto> {
    if (!/^\d{1,18}$/.test(jobId)) throw new NotFoundException('No application for this job.');
    const { application, from } = await this.db.transaction(async (tx) => {
      const application = await tx.getRepository(Application).findOne({ where: { userId, jobId }, lock: { mode: 'pessimistic_write' } });
      if (!application) throw new NotFoundException('No application for this job.');
      const from = application.status;
      const refused = refusedMove(from, body.newStatus);
      if (refused) throw new DomainError(DomainErrorCode.InvalidState, refused);
      const to = body.newStatus as ApplicationStatus;
      const eventAt = body.eventAt ? new Date(body.eventAt) : null;
      await tx.update(Application, { id: application.id }, { status: to, statusChangedAt: () => 'now()' });
      await tx.insert(ApplicationStatusChange, {
        applicationId: application.id,
        userId,
        fromStatus: from,
        toStatus: to,
        eventAt,
        eventTitle: eventAt ? body.eventTitle?.trim() || `${EVENT_TITLES[to] ?? 'Deadline'}: ${application.jobTitle} at ${application.companyName}` : null,
      });
      return { application, from };
    });
    const to = body.newStatus as ApplicationStatus;
    const type = activityForMove(to);
    if (type) await this.activity.record(userId, type, { jobId: Number(jobId), title: application.jobTitle, company: application.companyName, from, to });
    return { jobId, status: to, history: await this.history(userId, jobId) };
  }

  async history(userId: string, jobId: string): Promise<StatusChangeDto[]> {
    if (!/^\d{1,18}$/.test(jobId)) throw new NotFoundException('No application for this job.');
    const rows = await this.db.query<{ id: string; from_status: ApplicationStatus | null; to_status: ApplicationStatus; changed_at: Date; event_at: Date | null; event_title: string | null }[]>(
      `SELECT c.id::text, c.from_status, c.to_status, c.changed_at, c.event_at, c.event_title
       FROM application_status_changes c JOIN applications a ON a.id = c.application_id
       WHERE a.user_id = $1 AND a.job_id = $2 ORDER BY c.changed_at, c.id`,
      [userId, jobId],
    );
    if (!rows.length) throw new NotFoundException('No application for this job.');
    return rows.map((r) => ({
      id: r.id,
      fromStatus: r.from_status,
      toStatus: r.to_status,
      changedAt: r.changed_at.toISOString(),
      eventAt: r.event_at?.toISOString() ?? null,
      eventTitle: r.event_title,
    }));
  }

  /** The tracker's cards and pipeline (part 3 §2.4, §5), in SQL over the member's applications. */
  async summary(userId: string): Promise<TrackerSummaryDto> {
    const [counts, [packets], [timing]] = await Promise.all([
      this.db.query<{ status: ApplicationStatus; count: number }[]>(`SELECT status, count(*)::int AS count FROM applications WHERE user_id = $1 GROUP BY status`, [userId]),
      this.db.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM application_packets WHERE user_id = $1`, [userId]),
      // Days from applying (or starting, for one never marked applied) to the first response.
      this.db.query<{ avg_days: number | null; responses: number }[]>(
        `SELECT avg(extract(epoch FROM first_response - coalesce(applied_at, created_at)) / 86400)::float8 AS avg_days, count(*)::int AS responses
         FROM (SELECT a.created_at,
                      min(c.changed_at) FILTER (WHERE c.to_status = 'applied') AS applied_at,
                      min(c.changed_at) FILTER (WHERE c.to_status = ANY($2)) AS first_response
               FROM applications a JOIN application_status_changes c ON c.application_id = a.id
               WHERE a.user_id = $1 GROUP BY a.id) t
         WHERE first_response IS NOT NULL`,
        [userId, RESPONSE_STATUSES],
      ),
    ]);
    const by = new Map(counts.map((c) => [c.status, c.count]));
    const total = counts.reduce((n, c) => n + c.count, 0);
    const n = (...s: ApplicationStatus[]) => s.reduce((sum, k) => sum + (by.get(k) ?? 0), 0);
    const rate = (k: number) => (total ? Math.round((100 * k) / total) : 0);
    return {
      applications: total,
      packets: packets.count,
      counts: APPLICATION_STATUSES.map((status) => ({ status, count: by.get(status) ?? 0 })),
      responseRate: rate(n('screening', 'interview', 'offer')),
      interviewRate: rate(n('interview', 'offer')),
      avgDaysToResponse: timing.avg_days === null ? null : Math.round(Math.max(0, timing.avg_days) * 10) / 10,
      responses: timing.responses,
    };
  }

  /**
   * Applications waiting FOLLOW_UP_DAYS or more for an answer: worth a follow-up (issue 15). Two kinds:
   * - marked applied that long ago (`since` is the move to applied);
   * - still pending, but the packet went out by e-mail that long ago (`since` is the first e-mail
   *   the SMTP server accepted). The spec's pending means "packet prepared", yet a member who sent
   *   the packet from Waypoint has applied, whether or not they also moved the status, and expects
   *   the same nudge. A held, queued or failed e-mail never reached anyone, so it does not count.
   * Any later status (received, screening, …) is an answer, or a closed application: no nudge.
   */
  async followUps(userId: string): Promise<FollowUpsDto> {
    const afterDays = this.config.get('FOLLOW_UP_DAYS', { infer: true });
    const rows = await this.db.query<{ id: string; job_id: string; job_title: string; company_name: string; status: ApplicationStatus; since: Date }[]>(
      `SELECT a.id, a.job_id::text, a.job_title, a.company_name, a.status, w.since
       FROM applications a
       CROSS JOIN LATERAL (
         SELECT CASE WHEN a.status = 'applied' THEN a.status_changed_at
                     ELSE (SELECT min(o.sent_at) FROM application_packets p JOIN email_outbox o ON o.packet_id = p.id
                           WHERE p.application_id = a.id AND o.kind = 'application' AND o.status = 'sent') END AS since
       ) w
       WHERE a.user_id = $1 AND a.status IN ('applied', 'pending') AND w.since <= now() - make_interval(days => $2)
       ORDER BY w.since LIMIT 50`,
      [userId, afterDays],
    );
    return {
      afterDays,
      items: rows.map((r) => ({
        applicationId: r.id,
        jobId: r.job_id,
        jobTitle: r.job_title,
        companyName: r.company_name,
        status: r.status,
        since: r.since.toISOString(),
        days: Math.floor((Date.now() - r.since.getTime()) / 86_400_000),
      })),
    };
  }
}
