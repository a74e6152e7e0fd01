// Telemetry analytics at scale: GET /api/telemetry/analytics signed in as the admin, over 10,000,000
// generated events (5,000 members, 40 event types, the last 30 days; who and what follow skewed,
// Zipf-like draws, 10 % anonymous), for each period (1h, 24h, 7d, 30d), over all events and over one
// event type. Prints p50/p99 of each (sequential requests after a warm-up), the rollup sizes, and
// the plan of the heaviest query.
// Usage: npm run bench:telemetry [-- --events 10000000 --requests 40 --skip-build]
// It builds if needed and starts the built app on its own database (bench/lib/app.mjs), then seeds
// with generate_series in SQL, secondary indexes dropped around the load; the rollup trigger
// aggregates each 500k-row statement (a few minutes on 2 cores).
import { parseArgs } from 'node:util';
import pg from 'pg';
import { onInterrupt, openTarget, signIn } from './lib/app.mjs';

const { values: args } = parseArgs({
  options: {
    events: { type: 'string', default: '10000000' },
    members: { type: 'string', default: '5000' },
    requests: { type: 'string', default: '40' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const EVENTS = Number(args.events);
const MEMBERS = Number(args.members);
const REQUESTS = Number(args.requests);
const BATCH = 500_000;
const TYPES = 40;
const PERIODS = ['1h', '24h', '7d', '30d'];

const cleanups = [];
const cleanup = async () => {
  while (cleanups.length) await cleanups.pop()().catch((err) => console.error(err));
};
onInterrupt(cleanup);

const INDEXES = {
  idx_telemetry_events_created_cover: `CREATE INDEX idx_telemetry_events_created_cover ON telemetry_events (created_at) INCLUDE (user_id, event_type)`,
  idx_telemetry_events_type_created_cover: `CREATE INDEX idx_telemetry_events_type_created_cover ON telemetry_events (event_type, created_at) INCLUDE (user_id)`,
  idx_telemetry_events_user_created: `CREATE INDEX idx_telemetry_events_user_created ON telemetry_events (user_id, created_at)`,
};

async function seed(db) {
  const t0 = Date.now();
  await db.query(`INSERT INTO users (username, keycloak_id, email)
    SELECT 'tel-' || g, 'tel-sub-' || g, 'tel-' || g || '@example.org' FROM generate_series(1, ${MEMBERS}) g ON CONFLICT DO NOTHING`);
  await db.query(`TRUNCATE telemetry_events, telemetry_hourly, telemetry_daily_users`);
  await db.query(`SET maintenance_work_mem = '256MB'`);
  for (const name of Object.keys(INDEXES)) await db.query(`DROP INDEX IF EXISTS ${name}`);
  for (let done = 0; done < EVENTS; done += BATCH) {
    const rows = Math.min(BATCH, EVENTS - done);
    // Types and members drawn with skew (a few are frequent, most are rare); times uniform over 30 days.
    await db.query(`
      WITH members AS (SELECT array_agg(id ORDER BY username) AS ids FROM users WHERE username LIKE 'tel-%')
      INSERT INTO telemetry_events (event_type, user_id, created_at)
      SELECT 'event_type_' || lpad((1 + floor(power(random(), 2) * ${TYPES}))::int::text, 2, '0'),
             CASE WHEN random() < 0.1 THEN NULL ELSE members.ids[1 + floor(power(random(), 3) * ${MEMBERS})::int] END,
             now() - random() * interval '30 days'
        FROM members, generate_series(1, ${rows})`);
    process.stderr.write(`\r[bench] seeded ${(done + rows).toLocaleString('en')} of ${EVENTS.toLocaleString('en')} events`);
  }
  process.stderr.write('\n');
  for (const sql of Object.values(INDEXES)) await db.query(sql);
  await db.query('VACUUM ANALYZE telemetry_events');
  await db.query('VACUUM ANALYZE telemetry_hourly');
  await db.query('VACUUM ANALYZE telemetry_daily_users');
  const counts = (
    await db.query(`SELECT (SELECT count(*) FROM telemetry_events) AS events, (SELECT count(*) FROM telemetry_hourly) AS hourly,
                           (SELECT count(*) FROM telemetry_daily_users) AS daily, (SELECT sum(events) FROM telemetry_hourly) AS rolled`)
  ).rows[0];
  console.log(
    `Seeded ${Number(counts.events).toLocaleString('en')} events in ${((Date.now() - t0) / 1000).toFixed(0)} s; rollups: ` +
      `${Number(counts.hourly).toLocaleString('en')} hourly rows (${Number(counts.rolled).toLocaleString('en')} events), ` +
      `${Number(counts.daily).toLocaleString('en')} member-day rows`,
  );
}

const percentile = (sorted, q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10;

async function measure(url, cookie) {
  const times = [];
  for (let i = 0; i < REQUESTS + 3; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    const body = await res.json();
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body)}`);
    if (i >= 3) times.push(performance.now() - t);
    if (i === 0) measure.last = body;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

let exitCode = 0;
try {
  const target = await openTarget({ user: 'sysadmin', build: !args['skip-build'] });
  cleanups.push(target.stop);
  const db = new pg.Client({ connectionString: target.env.DATABASE_URL });
  await db.connect();
  cleanups.push(() => db.end());
  const cookie = await signIn(target.baseUrl, target.user, target.password);
  await seed(db);

  console.log(`\n${'period'.padEnd(8)} ${'filter'.padEnd(16)} ${'events'.padStart(11)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
  for (const period of PERIODS) {
    for (const eventType of ['all', 'event_type_05']) {
      const url = `${target.baseUrl}/api/telemetry/analytics?period=${period}&groupBy=${period === '30d' ? 'day' : 'hour'}&eventType=${eventType}&tz=Europe/Paris`;
      const { p50, p99 } = await measure(url, cookie);
      const total = measure.last.retention_metrics.total_events;
      console.log(`${period.padEnd(8)} ${eventType.padEnd(16)} ${total.toLocaleString('en').padStart(11)} ${String(p50).padStart(8)} ${String(p99).padStart(8)}`);
    }
  }
  const plan = await db.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)
    SELECT user_id, count(*) FROM telemetry_events WHERE created_at >= now() - interval '24 hours' AND user_id IS NOT NULL
     GROUP BY user_id ORDER BY 2 DESC LIMIT 20`);
  console.log(`\nTop members over 24 h (raw events, the heaviest path):\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  await cleanup();
  process.exit(exitCode);
}
