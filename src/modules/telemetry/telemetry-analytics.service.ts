import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { EnvironmentVariables } from '../../config/env.validation';
import {
  PERIOD_HOURS,
  type TelemetryAnalyticsDto,
  type TelemetryAnalyticsQueryDto,
  type TelemetryUserActivityDto,
} from './dto/telemetry-analytics.dto';

const TOP_TYPES = 10;
const TOP_USERS = 20;

/**
 * The period's events per UTC hour and type: whole hours from the `telemetry_hourly` rollup, the
 * partial first hour from the raw events (at most an hour of rows, by the created_at index). $1 is
 * the start of the period, $2 the event type or null for all.
 */
const HOURLY_CTE = `
  hourly AS MATERIALIZED (
    SELECT bucket, event_type, events
      FROM telemetry_hourly
     WHERE bucket >= date_trunc('hour', $1::timestamptz) + interval '1 hour'
       AND ($2::text IS NULL OR event_type = $2::text)
    UNION ALL
    SELECT date_trunc('hour', created_at), event_type, count(*)
      FROM telemetry_events
     WHERE created_at >= $1::timestamptz
       AND created_at < date_trunc('hour', $1::timestamptz) + interval '1 hour'
       AND ($2::text IS NULL OR event_type = $2::text)
     GROUP BY 1, 2
  )`;

/**
 * Totals, buckets, top types and weekday × hour averages in one statement over the hourly rows.
 * $3 is the time zone, $4 the grouping (hour, day, week). Every hour of the period is in `series`,
 * empty ones as 0, so buckets and averages count quiet hours too.
 */
const SUMMARY_SQL = `
  WITH ${HOURLY_CTE},
  per_hour AS (SELECT bucket, sum(events)::bigint AS n FROM hourly GROUP BY bucket),
  series AS (
    SELECT h AS bucket, coalesce(p.n, 0)::bigint AS n
      FROM generate_series(date_trunc('hour', $1::timestamptz), now(), interval '1 hour') AS h
      LEFT JOIN per_hour p ON p.bucket = h
  ),
  buckets AS (
    SELECT date_trunc($4::text, bucket AT TIME ZONE $3::text) AS local, sum(n)::bigint AS n
      FROM series GROUP BY 1
  ),
  types AS (
    SELECT event_type, sum(events)::bigint AS n FROM hourly GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP_TYPES}
  ),
  patterns AS (
    SELECT extract(dow FROM bucket AT TIME ZONE $3::text)::int AS day,
           extract(hour FROM bucket AT TIME ZONE $3::text)::int AS hour,
           avg(n)::float8 AS avg_events
      FROM series GROUP BY 1, 2
  )
  SELECT (SELECT coalesce(sum(n), 0)::bigint FROM per_hour) AS total,
         (SELECT coalesce(json_agg(json_build_object('timestamp', local AT TIME ZONE $3::text, 'count', n) ORDER BY local), '[]') FROM buckets) AS event_counts,
         (SELECT coalesce(json_agg(json_build_object('event_type', event_type, 'count', n) ORDER BY n DESC, event_type), '[]') FROM types) AS event_types,
         (SELECT coalesce(json_agg(json_build_object('day', day, 'hour', hour, 'avg_events', round(avg_events::numeric, 2)) ORDER BY day, hour), '[]') FROM patterns) AS temporal_patterns`;

/**
 * Top members from the raw events (periods up to a day, or one event type): an index-only scan of
 * (created_at | event_type, created_at) INCLUDE (user_id).
 */
const USERS_FROM_EVENTS_SQL = `
  WITH top AS (
    SELECT user_id, count(*)::bigint AS n, max(created_at) AS last_active
      FROM telemetry_events
     WHERE created_at >= $1::timestamptz AND user_id IS NOT NULL AND ($2::text IS NULL OR event_type = $2::text)
     GROUP BY user_id ORDER BY n DESC, last_active DESC LIMIT ${TOP_USERS}
  )
  SELECT top.user_id, u.username, top.n, top.last_active FROM top JOIN users u ON u.id = top.user_id
   ORDER BY top.n DESC, top.last_active DESC`;

/** Top members over 7 or 30 days from the daily rollup: whole UTC days from the period's first day. */
const USERS_FROM_DAILY_SQL = `
  WITH top AS (
    SELECT user_id, sum(events)::bigint AS n, max(last_active) AS last_active
      FROM telemetry_daily_users
     WHERE day >= ($1::timestamptz AT TIME ZONE 'UTC')::date
     GROUP BY user_id ORDER BY n DESC, last_active DESC LIMIT ${TOP_USERS}
  )
  SELECT top.user_id, u.username, top.n, top.last_active FROM top JOIN users u ON u.id = top.user_id
   ORDER BY top.n DESC, top.last_active DESC`;

interface SummaryRow {
  total: string;
  event_counts: { timestamp: string; count: number }[];
  event_types: { event_type: string; count: number }[];
  temporal_patterns: { day: number; hour: number; avg_events: number }[];
}

interface UserRow {
  user_id: string;
  username: string;
  n: string;
  last_active: Date;
}

/** The admin telemetry analytics (spec part 3 §2.8, §3), computed in SQL over the rollups. */
@Injectable()
export class TelemetryAnalyticsService {
  private readonly logger = new Logger(TelemetryAnalyticsService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly config: ConfigService<EnvironmentVariables, true>,
  ) {}

  private get retentionDays(): number {
    return this.config.get('TELEMETRY_RETENTION_DAYS', { infer: true });
  }

  async analytics(query: TelemetryAnalyticsQueryDto): Promise<TelemetryAnalyticsDto> {
    const period = query.period ?? '24h';
    const groupBy = query.groupBy ?? 'hour';
    const eventType = query.eventType && query.eventType !== 'all' ? query.eventType : null;
    const tz = query.tz ?? 'UTC';
    const hours = PERIOD_HOURS[period];
    const since = new Date(Date.now() - hours * 3600_000);
    const fromDaily = hours > 24 && !eventType;

    const [[summary], users, types] = await Promise.all([
      this.db.query<SummaryRow[]>(SUMMARY_SQL, [since, eventType, tz, groupBy]),
      this.db.query<UserRow[]>(fromDaily ? USERS_FROM_DAILY_SQL : USERS_FROM_EVENTS_SQL, fromDaily ? [since] : [since, eventType]),
      this.db.query<{ event_type: string }[]>(
        `SELECT DISTINCT event_type FROM telemetry_hourly WHERE bucket >= now() - make_interval(days => $1) ORDER BY 1`,
        [this.retentionDays],
      ),
    ]);
    const total = Number(summary.total);
    const percent = (n: number) => (total ? Math.round((n / total) * 1000) / 10 : 0);
    return {
      period,
      groupBy,
      eventType: eventType ?? 'all',
      since: since.toISOString(),
      retention_metrics: {
        total_events: total,
        avg_daily_events: Math.round((total / Math.max(1, hours / 24)) * 10) / 10,
        retention_days: this.retentionDays,
      },
      user_activity: users.map(
        (u): TelemetryUserActivityDto => ({
          user_id: u.user_id,
          username: u.username,
          event_count: Number(u.n),
          last_active: new Date(u.last_active).toISOString(),
        }),
      ),
      event_counts: summary.event_counts.map((b) => ({ timestamp: new Date(b.timestamp).toISOString(), count: Number(b.count) })),
      event_types: summary.event_types.map((t) => ({ event_type: t.event_type, count: Number(t.count), percentage: percent(Number(t.count)) })),
      temporal_patterns: summary.temporal_patterns.map((p) => ({ day: p.day, hour: p.hour, avg_events: Number(p.avg_events) })),
      available_event_types: types.map((t) => t.event_type),
    };
  }

  /** Total events ever kept (the System Status card): a sum over the hourly rollup. */
  async totalEvents(): Promise<number> {
    const [row] = await this.db.query<{ n: string }[]>(`SELECT coalesce(sum(events), 0)::bigint AS n FROM telemetry_hourly`);
    return Number(row.n);
  }

  /** Keeps TELEMETRY_RETENTION_DAYS of events and rollups. */
  @Cron(CronExpression.EVERY_DAY_AT_4AM, { name: 'prune-telemetry' })
  async prune(): Promise<void> {
    const days = this.retentionDays;
    await this.db.query(`DELETE FROM telemetry_events WHERE created_at < now() - make_interval(days => $1)`, [days]);
    await this.db.query(`DELETE FROM telemetry_hourly WHERE bucket < now() - make_interval(days => $1)`, [days]);
    await this.db.query(`DELETE FROM telemetry_daily_users WHERE day < (now() - make_interval(days => $1))::date`, [days]);
    this.logger.log({ days }, 'Pruned telemetry older than the retention window');
  }
}
