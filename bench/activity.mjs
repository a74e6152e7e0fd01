// The activity summary under load: GET /api/activity?limit=25 signed in as a member with 100k
// activities, with 10M activity rows in the table overall (1,000 other members share the rest),
// at a fixed 50 req/s (open loop: requests are sent on schedule whatever the answers do) and
// closed loop at 16 connections. Prints p50 and p99 for both; budget p99 < 30 ms at 50 req/s.
// Usage: npm run bench:activity [-- --seconds 20 --total 10000000 --member-rows 100000]
// It builds if needed and starts the built app on its own database (bench/lib/app.mjs), then
// seeds with generate_series in SQL (a few minutes on 2 cores for 10M rows).
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { onInterrupt, openTarget, signIn } from './lib/app.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    total: { type: 'string', default: '10000000' },
    'member-rows': { type: 'string', default: '100000' },
    rate: { type: 'string', default: '50' },
    connections: { type: 'string', default: '16' },
  },
});
const seconds = Number(args.seconds);
const total = Number(args.total);
const memberRows = Number(args['member-rows']);
const rate = Number(args.rate);
const connections = Number(args.connections);
const TYPES = ['job_viewed', 'application_prepared', 'application_initiated', 'email_sent', 'interview_scheduled', 'login', 'profile_view', 'skill_added'];

const cleanups = [];
const cleanup = async () => {
  while (cleanups.length) await cleanups.pop()().catch((err) => console.error(err));
};
onInterrupt(cleanup);

/** Activities over the last two years: `rows` for `userSql`, types in turn, times spread evenly. */
async function seed(db) {
  const t0 = Date.now();
  const others = 1000;
  await db.query(`INSERT INTO users (username, keycloak_id, email)
    SELECT 'bench-user-' || g, 'bench-sub-' || g, 'bench-' || g || '@example.org' FROM generate_series(1, ${others}) g ON CONFLICT DO NOTHING`);
  const types = `(ARRAY[${TYPES.map((t) => `'${t}'`).join(',')}])`;
  const insert = (userSql, rows) => `INSERT INTO activities (user_id, activity_type, activity_details, created_at)
    SELECT (${userSql}), ${types}[1 + g % ${TYPES.length}], CASE WHEN g % 3 = 0 THEN '{"jobId":' || g || '}' ELSE '' END,
           now() - (g::double precision / ${rows}) * interval '730 days'
    FROM generate_series(1, ${rows}) g`;
  await db.query('SET maintenance_work_mem = \'256MB\'');
  await db.query(insert(`SELECT id FROM users WHERE username = 'member'`, memberRows));
  const rest = total - memberRows;
  const perUser = Math.ceil(rest / others);
  // In slices of 100 members so one statement never holds millions of rows in memory.
  for (let from = 1; from <= others; from += 100) {
    await db.query(`INSERT INTO activities (user_id, activity_type, activity_details, created_at)
      SELECT u.id, ${types}[1 + g % ${TYPES.length}], '', now() - (g::double precision / ${perUser}) * interval '730 days'
      FROM users u CROSS JOIN generate_series(1, ${perUser}) g
      WHERE u.username IN (SELECT 'bench-user-' || n FROM generate_series(${from}, ${Math.min(others, from + 99)}) n)`);
    process.stderr.write(`\r[bench] seeded ${Math.min(others, from + 99)} of ${others} other members`);
  }
  process.stderr.write('\n');
  await db.query(`TRUNCATE activity_daily`);
  await db.query(`INSERT INTO activity_daily (user_id, day, activity_type, count)
    SELECT a.user_id, (a.created_at AT TIME ZONE u.time_zone)::date, a.activity_type, count(*)
    FROM activities a JOIN users u ON u.id = a.user_id GROUP BY 1, 2, 3`);
  await db.query('VACUUM ANALYZE activities');
  await db.query('VACUUM ANALYZE activity_daily');
  const [{ count }] = (await db.query('SELECT count(*)::bigint AS count FROM activities')).rows;
  const [{ daily }] = (await db.query(`SELECT count(*)::bigint AS daily FROM activity_daily d JOIN users u ON u.id = d.user_id WHERE u.username = 'member'`)).rows;
  console.log(`Seeded ${Number(count).toLocaleString('en')} activities (member: ${memberRows.toLocaleString('en')}, ${Number(daily).toLocaleString('en')} rollup rows) in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

/** `rate` requests per second for `seconds`, each sent at its scheduled time (autocannon's shape). */
async function openLoop(url, headers, rate, seconds) {
  const total = rate * seconds;
  const interval = 1000 / rate;
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const start = performance.now() + 50;
  const pending = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      fetch(url, { headers })
        .then(async (res) => {
          await res.arrayBuffer();
          if (!res.ok) non2xx++;
          latencies.push(performance.now() - due);
        })
        .catch(() => errors++),
    );
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return { requests: { average: latencies.length / seconds }, latency: { p50: at(0.5), p99: at(0.99) }, non2xx, errors, timeouts: 0 };
}

function line(name, r) {
  const failed = r.non2xx + r.errors + r.timeouts;
  console.log(
    `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(7)} ${String(r.latency.p50).padStart(7)} ${String(r.latency.p99).padStart(7)} ${String(failed).padStart(7)}`,
  );
  return failed;
}

let exitCode = 0;
try {
  const target = await openTarget({});
  cleanups.push(target.stop);
  const db = new pg.Client({ connectionString: target.env.DATABASE_URL });
  await db.connect();
  cleanups.push(() => db.end());
  const cookie = await signIn(target.baseUrl, target.user, target.password);
  await seed(db);

  const url = `${target.baseUrl}/api/activity?limit=25&tz=UTC`;
  const first = await fetch(url, { headers: { cookie } });
  const body = await first.json();
  if (!first.ok) throw new Error(`GET /api/activity answered ${first.status}: ${JSON.stringify(body)}`);
  console.log(`GET /api/activity?limit=25: ${body.summary.total_activities.toLocaleString('en')} activities over ${body.summary.active_days} active days\n`);

  const options = { url, headers: { cookie } };
  await autocannon({ ...options, connections: 4, duration: 3 });
  console.log(`${'mode'.padEnd(34)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'failed'.padStart(7)}`);
  // Open loop: one request every 1000/rate ms on schedule, whatever the answers do; latency counts
  // from the scheduled time, so a stall shows up in every request it delays.
  const open = await openLoop(url, { cookie }, rate, seconds);
  let failed = line(`open loop, ${rate} req/s`, open);
  const closed = await autocannon({ ...options, connections, duration: seconds });
  failed += line(`closed loop, ${connections} connections`, closed);

  const pass = open.latency.p99 < 30 && failed === 0;
  console.log(`\nbudget: p99 < 30 ms at ${rate} req/s: measured ${open.latency.p99} ms: ${pass ? 'PASS' : 'FAIL'}`);
  if (!pass) exitCode = 1;
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  await cleanup();
  process.exit(exitCode);
}
