import { createHash, randomBytes } from 'node:crypto';
import { Injectable, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import ical, { ICalAlarmType } from 'ical-generator';
import type { DataSource } from 'typeorm';
import type { EnvironmentVariables } from '../../config/env.validation';
import { publicBaseUrl } from '../auth/auth-urls';
import type { CalendarFeedDto } from './dto/application.dto';
import { titleForFile } from './packets.service';

interface EventRow {
  id: string;
  event_at: Date;
  event_title: string;
  to_status: string;
  job_title: string;
  company_name: string;
  job_url: string;
  job_location: string;
}

const EVENT_MINUTES = 60;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Calendar events from dated status moves (issue 15, beyond the peers): an .ics download per
 * application and a private feed of all of a member's events that calendar apps subscribe to.
 */
@Injectable()
export class CalendarService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly config: ConfigService<EnvironmentVariables, true>,
  ) {}

  /** The events of one of the member's applications as an iCalendar file; 404 when it has none or is not theirs. */
  async forApplication(userId: string, jobId: string): Promise<{ ics: string; fileName: string }> {
    if (!/^\d{1,18}$/.test(jobId)) throw new NotFoundException('No application for this job.');
    const rows = await this.events(`a.user_id = $1 AND a.job_id = $2`, [userId, jobId]);
    if (!rows.length) throw new NotFoundException('This application has no dated events.');
    return { ics: this.calendar(rows, `Waypoint: ${rows[0].job_title}`), fileName: `events_${titleForFile(rows[0].job_title)}.ics` };
  }

  /** The feed behind a secret token, or null for an unknown token. */
  async feed(token: string): Promise<string | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const [owner] = await this.db.query<{ user_id: string }[]>(`SELECT user_id FROM calendar_feeds WHERE token_hash = $1`, [hashToken(token)]);
    if (!owner) return null;
    // The last year and everything ahead: a calendar app re-reads this every few hours.
    const rows = await this.events(`a.user_id = $1 AND c.event_at > now() - interval '365 days'`, [owner.user_id]);
    return this.calendar(rows, 'Waypoint applications');
  }

  async feedStatus(userId: string): Promise<CalendarFeedDto> {
    const [row] = await this.db.query<{ created_at: Date }[]>(`SELECT created_at FROM calendar_feeds WHERE user_id = $1`, [userId]);
    return { active: Boolean(row), createdAt: row?.created_at.toISOString() ?? null, url: null };
  }

  /** Makes a new secret address (the old one stops working) and shows it this once. */
  async resetFeed(userId: string): Promise<CalendarFeedDto> {
    const token = randomBytes(32).toString('base64url');
    const [row] = await this.db.query<{ created_at: Date }[]>(
      `INSERT INTO calendar_feeds (user_id, token_hash) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = now() RETURNING created_at`,
      [userId, hashToken(token)],
    );
    return { active: true, createdAt: row.created_at.toISOString(), url: `${publicBaseUrl(this.config)}/api/calendar/${token}.ics` };
  }

  async removeFeed(userId: string): Promise<void> {
    await this.db.query(`DELETE FROM calendar_feeds WHERE user_id = $1`, [userId]);
  }

  private events(where: string, params: unknown[]): Promise<EventRow[]> {
    return this.db.query<EventRow[]>(
      `SELECT c.id::text, c.event_at, c.event_title, c.to_status, a.job_title, a.company_name, a.job_url, a.job_location
       FROM application_status_changes c JOIN applications a ON a.id = c.application_id
       WHERE c.event_at IS NOT NULL AND ${where} ORDER BY c.event_at LIMIT 1000`,
      params,
    );
  }

  private calendar(rows: EventRow[], name: string): string {
    const host = new URL(publicBaseUrl(this.config)).hostname;
    const cal = ical({ name, prodId: { company: 'Waypoint', product: 'Applications', language: 'EN' } });
    for (const r of rows) {
      const event = cal.createEvent({
        id: `status-change-${r.id}@${host}`,
        start: r.event_at,
        end: new Date(r.event_at.getTime() + EVENT_MINUTES * 60_000),
        summary: r.event_title,
        description: `${r.job_title} at ${r.company_name} (${r.to_status}).${r.job_url ? `\n${r.job_url}` : ''}`,
        location: r.job_location || undefined,
        url: /^https?:\/\//i.test(r.job_url) ? r.job_url : undefined,
      });
      event.createAlarm({ type: ICalAlarmType.display, trigger: 3600 });
    }
    return cal.toString();
  }
}
