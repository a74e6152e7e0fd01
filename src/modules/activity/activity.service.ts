import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ActivityTypeName } from './activity-types';

export interface ActivitySummary {
  all_time_totals_by_type: Record<string, number>;
  week_to_date_daily_by_type: Record<string, Record<string, number>>;
  week_deltas: Record<string, { change: number; positive: boolean }>;
  stats: { activity_type: string; count: number }[];
  summary: { total_activities: number; active_days: number; first_activity: string | null };
  recentActivity: ActivityRow[];
  dailyCounts: { date: string; count: number }[];
  activities: ActivityRow[];
}

export interface ActivityRow {
  id: string;
  activity_type: string;
  activity_details: string;
  created_at: string;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** Today's activities listed at most (the "Today's Activities" card counts them). */
const TODAY_MAX = 100;

/** An IANA zone name both ICU and Postgres know (`Europe/Paris`, `UTC`); anything else is refused. */
export function checkTimeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw new BadRequestException('tz must be an IANA time zone name such as Europe/Paris');
  }
  return zone;
}

/**
 * A member's activity history. Every activity is inserted with its row in `activity_daily` (member,
 * day in the member's time zone, type) in one transaction, so the summary reads the rollup, not the
 * raw rows. When the member's browser reports another time zone, the rollup is rebuilt in it.
 */
@Injectable()
export class ActivityService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async record(userId: string, activityType: ActivityTypeName, details: string | Record<string, unknown> = ''): Promise<void> {
    const activityDetails = typeof details === 'string' ? details : JSON.stringify(details);
    await this.db.transaction(async (tx) => {
      // FOR SHARE waits for a time-zone rebuild in progress (it holds the user row) and blocks one from starting.
      const [user] = await tx.query<{ time_zone: string }[]>(`SELECT time_zone FROM users WHERE id = $1 FOR SHARE`, [userId]);
      if (!user) return;
      await tx.query(`INSERT INTO activities (user_id, activity_type, activity_details) VALUES ($1, $2, $3)`, [userId, activityType, activityDetails]);
      await tx.query(
        `INSERT INTO activity_daily (user_id, day, activity_type, count) VALUES ($1, (now() AT TIME ZONE $3)::date, $2, 1)
         ON CONFLICT (user_id, day, activity_type) DO UPDATE SET count = activity_daily.count + 1`,
        [userId, activityType, user.time_zone],
      );
    });
  }

  /** Moves the member's days to `zone` (rebuilding the rollup) when it is not already theirs. */
  async useTimeZone(userId: string, zone: string): Promise<void> {
    const [current] = await this.db.query<{ time_zone: string }[]>(`SELECT time_zone FROM users WHERE id = $1`, [userId]);
    if (!current || current.time_zone === zone) return;
    await this.db.transaction(async (tx) => {
      await tx.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [userId]);
      await tx.query(`UPDATE users SET time_zone = $2 WHERE id = $1`, [userId, zone]);
      await this.rebuild(tx, userId, zone);
    });
  }

  private async rebuild(tx: EntityManager, userId: string, zone: string) {
    await tx.query(`DELETE FROM activity_daily WHERE user_id = $1`, [userId]);
    await tx.query(
      `INSERT INTO activity_daily (user_id, day, activity_type, count)
       SELECT user_id, (created_at AT TIME ZONE $2)::date, activity_type, count(*) FROM activities WHERE user_id = $1 GROUP BY 1, 2, 3`,
      [userId, zone],
    );
  }

  /** The activity summary (part 3 §3) with week deltas (part 1 §3), computed for the member only. */
  async summary(userId: string, limit: number): Promise<ActivitySummary> {
    const [user] = await this.db.query<{ time_zone: string; today: string }[]>(
      `SELECT time_zone, to_char((now() AT TIME ZONE time_zone)::date, 'YYYY-MM-DD') AS today FROM users WHERE id = $1`,
      [userId],
    );
    const zone = user?.time_zone ?? 'UTC';
    const todayDate = user?.today ?? new Date().toISOString().slice(0, 10);

    // Independent reads side by side (each on its own pooled connection): the rollup's totals, active
    // days, the last 30 days by type and by day; the raw rows by the (user_id, created_at) index.
    const rows = `id::text, activity_type, activity_details, created_at`;
    const [totals, [days], recentDays, daily, [first], todays, newest] = await Promise.all([
      this.db.query<{ activity_type: string; count: string }[]>(
        `SELECT activity_type, sum(count)::bigint AS count FROM activity_daily WHERE user_id = $1 GROUP BY activity_type ORDER BY 2 DESC, 1`,
        [userId],
      ),
      this.db.query<{ active_days: string }[]>(`SELECT count(DISTINCT day) AS active_days FROM activity_daily WHERE user_id = $1`, [userId]),
      this.db.query<{ day: string; activity_type: string; count: number }[]>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, activity_type, count FROM activity_daily WHERE user_id = $1 AND day > $2::date - 30`,
        [userId, todayDate],
      ),
      this.db.query<{ date: string; count: string }[]>(
        `SELECT to_char(d, 'YYYY-MM-DD') AS date, coalesce(sum(a.count), 0)::bigint AS count
         FROM generate_series($2::date - 29, $2::date, interval '1 day') AS d
         LEFT JOIN activity_daily a ON a.user_id = $1 AND a.day = d::date
         GROUP BY d ORDER BY d`,
        [userId, todayDate],
      ),
      this.db.query<{ created_at: Date }[]>(`SELECT created_at FROM activities WHERE user_id = $1 ORDER BY created_at ASC LIMIT 1`, [userId]),
      this.db.query<RawRow[]>(
        `SELECT ${rows} FROM activities WHERE user_id = $1 AND created_at >= ($2::date::timestamp AT TIME ZONE $3)
         ORDER BY created_at DESC LIMIT ${TODAY_MAX}`,
        [userId, todayDate, zone],
      ),
      this.db.query<RawRow[]>(`SELECT ${rows} FROM activities WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2`, [userId, limit]),
    ]);

    const stats = totals.map((t) => ({ activity_type: t.activity_type, count: Number(t.count) }));
    const week = weekWindows(todayDate);
    const byDay: Record<string, Record<string, number>> = Object.fromEntries(WEEKDAYS.map((d) => [d, {}]));
    const thisWeek: Record<string, number> = {};
    const lastWeek: Record<string, number> = {};
    for (const r of recentDays) {
      if (r.day >= week.start) {
        const weekday = WEEKDAYS[new Date(`${r.day}T00:00:00Z`).getUTCDay()];
        byDay[weekday][r.activity_type] = (byDay[weekday][r.activity_type] ?? 0) + r.count;
        thisWeek[r.activity_type] = (thisWeek[r.activity_type] ?? 0) + r.count;
      } else if (r.day >= week.previousStart && r.day <= week.previousSameDay) {
        lastWeek[r.activity_type] = (lastWeek[r.activity_type] ?? 0) + r.count;
      }
    }
    const week_deltas: ActivitySummary['week_deltas'] = {};
    for (const type of new Set([...Object.keys(thisWeek), ...Object.keys(lastWeek), ...stats.map((s) => s.activity_type)])) {
      const change = (thisWeek[type] ?? 0) - (lastWeek[type] ?? 0);
      // Part 1 §2.5: green when positive, red when negative; no change is neither.
      week_deltas[type] = { change, positive: change > 0 };
    }
    return {
      all_time_totals_by_type: Object.fromEntries(stats.map((s) => [s.activity_type, s.count])),
      week_to_date_daily_by_type: byDay,
      week_deltas,
      stats,
      summary: {
        total_activities: stats.reduce((n, s) => n + s.count, 0),
        active_days: Number(days?.active_days ?? 0),
        first_activity: first ? first.created_at.toISOString() : null,
      },
      recentActivity: todays.map(toRow),
      dailyCounts: daily.map((d) => ({ date: d.date, count: Number(d.count) })),
      activities: newest.map(toRow),
    };
  }
}

interface RawRow {
  id: string;
  activity_type: string;
  activity_details: string;
  created_at: Date;
}

const toRow = (r: RawRow): ActivityRow => ({ ...r, created_at: r.created_at.toISOString() });

/**
 * This week to date starts on Sunday (the spec's Sun..Sat); the week before is compared over the
 * same number of days, so Tuesday's '+N this week' is Sun–Tue against last Sun–Tue.
 */
export function weekWindows(today: string): { start: string; previousStart: string; previousSameDay: string } {
  const t = new Date(`${today}T00:00:00Z`);
  const dow = t.getUTCDay();
  const shift = (days: number) => new Date(t.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  return { start: shift(-dow), previousStart: shift(-dow - 7), previousSameDay: shift(-7) };
}
