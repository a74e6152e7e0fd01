import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { TelemetryAnalyticsService } from '../telemetry/telemetry-analytics.service';
import type { SystemOverviewDto } from './dto/system-overview.dto';

const ACTIVE_DAYS = 7;
const RECENT_EVENTS = 8;

/** Figures for the admin System Status screen: users, sign-in alerts, events, uptime. */
@Injectable()
export class SystemOverviewService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly telemetry: TelemetryAnalyticsService,
  ) {}

  async overview(): Promise<SystemOverviewDto> {
    const [[users], [security], recent, events] = await Promise.all([
      this.db.query<{ total: string; active: string }[]>(
        `SELECT count(*) AS total, count(*) FILTER (WHERE last_login >= now() - make_interval(days => $1)) AS active FROM users`,
        [ACTIVE_DAYS],
      ),
      this.db.query<{ failed: string | null; throttled: string | null }[]>(
        `SELECT sum(events) FILTER (WHERE event_type = 'sign_in_failed') AS failed,
                sum(events) FILTER (WHERE event_type = 'sign_in_throttled') AS throttled
           FROM telemetry_hourly
          WHERE bucket >= date_trunc('hour', now() - interval '24 hours') AND event_type IN ('sign_in_failed', 'sign_in_throttled')`,
      ),
      this.db.query<{ at: Date; event_type: string; username: string | null }[]>(
        `SELECT e.created_at AS at, e.event_type, u.username
           FROM telemetry_events e LEFT JOIN users u ON u.id = e.user_id
          ORDER BY e.id DESC LIMIT $1`,
        [RECENT_EVENTS],
      ),
      this.telemetry.totalEvents(),
    ]);
    const uptime = Math.round(process.uptime());
    return {
      total_users: Number(users.total),
      active_users: Number(users.active),
      system_events: events,
      uptime_seconds: uptime,
      started_at: new Date(Date.now() - uptime * 1000).toISOString(),
      security: { failed_sign_ins_24h: Number(security.failed ?? 0), throttled_sign_ins_24h: Number(security.throttled ?? 0) },
      recent_activity: recent.map((r) => ({ at: new Date(r.at).toISOString(), event_type: r.event_type, username: r.username })),
    };
  }
}
