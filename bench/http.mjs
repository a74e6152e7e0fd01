// HTTP throughput and latency of the app's cheapest requests beside their floor, in the same run: a
// bare node:http server and a bare node:http + pg server (select 1), then the app's /api/settings
// anonymous and signed in, /api/user signed in, and the hashed entry script without and with the
// session cookie; each at 8 and 32 connections, with an uncounted warm-up per target. The targets
// take turns in rounds (5 by default: each runs 2 s per round, 10 s in all), and a ratio is the
// median of its rounds' ratios: the load generator shares the app's two cores here, so a drift in
// the machine (a GC, a compaction, a background task) lands on both sides of a ratio, not on one.
// Usage: npm run bench:http [-- --seconds 10 --rounds 5 --warmup 2 --connections 8,32]
//        npm run bench:http -- --url http://localhost:3000 [--user member --password …]
// Without --url it builds if needed and starts the built app on its own database (bench/lib/app.mjs).
// Budgets: signed-in /api/settings ≥ 80 % of the anonymous one; the asset with a cookie the same as
// without (within 10 % noise). Exits with 1 when a budget fails or an app response was not 2xx.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DEFAULT_DATABASE_URL, onInterrupt, openTarget, signIn } from './lib/app.mjs';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    user: { type: 'string', default: 'member' },
    password: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '8,32' },
  },
});
const duration = Number(args.seconds);
const rounds = Math.max(1, Number(args.rounds));
const warmup = Number(args.warmup);
const connectionCounts = args.connections.split(',').map(Number);

/** Starts bench/lib/bare-server.mjs (with `--pg <url>` when given) and resolves once it listens. */
async function startBareServer(pgUrl) {
  const script = join(import.meta.dirname, 'lib', 'bare-server.mjs');
  const child = spawn(process.execPath, [script, ...(pgUrl ? ['--pg', pgUrl] : [])], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const port = await new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`The bare server exited with ${code} before listening`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The hashed entry script of the React app (web/dist/index.html, /assets/index-<hash>.js), read from
 * the index.html the app serves for `/`, so --url measures the build that app runs.
 */
async function entryScript(baseUrl) {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const src = html.match(/<script[^>]+src="(\/assets\/[^"]+\.js)"/)?.[1];
  if (!src) throw new Error(`No /assets/*.js entry script in the index.html ${baseUrl}/ serves`);
  return src;
}

const cleanups = [];
const cleanup = async () => {
  while (cleanups.length) await cleanups.pop()().catch((err) => console.error(err));
};
onInterrupt(cleanup);

try {
  const target = await openTarget({ url: args.url, user: args.user, password: args.password });
  cleanups.push(target.stop);
  const base = target.baseUrl;
  const bare = await startBareServer();
  cleanups.push(bare.stop);
  const barePg = await startBareServer(target.env.DATABASE_URL ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL);
  cleanups.push(barePg.stop);

  const cookie = await signIn(base, target.user, target.password);
  const asset = await entryScript(base);
  const compressed = { 'accept-encoding': 'gzip, br' };
  const targets = [
    { key: 'bare', name: 'bare node:http', url: bare.url },
    { key: 'barePg', name: 'bare node:http + pg select 1', url: barePg.url },
    { key: 'settings', name: 'app /api/settings anonymous', url: `${base}/api/settings`, app: true },
    { key: 'settingsCookie', name: 'app /api/settings signed in', url: `${base}/api/settings`, headers: { cookie }, app: true },
    { key: 'user', name: 'app /api/user signed in', url: `${base}/api/user`, headers: { cookie }, app: true },
    { key: 'asset', name: 'app asset', url: `${base}${asset}`, headers: compressed, app: true },
    { key: 'assetCookie', name: 'app asset with cookie', url: `${base}${asset}`, headers: { ...compressed, cookie }, app: true },
  ];

  // One request each first: a 401 with the cookie means the sign-in did not hold.
  for (const t of targets) {
    const res = await fetch(t.url, { headers: t.headers });
    await res.arrayBuffer();
    if (res.status === 401 && t.headers?.cookie) throw new Error(`${t.name}: 401 with the session cookie, so the sign-in did not hold`);
    if (res.status < 200 || res.status >= 300) throw new Error(`${t.name}: ${t.url} answered ${res.status}`);
  }
  const who = await (await fetch(`${base}/api/user`, { headers: { cookie } })).json();
  console.log(`${target.started ? 'Started' : 'Using'} the app at ${base}; signed in as ${who.username}; asset ${asset}`);
  console.log(
    `${duration} s per target in ${rounds} round(s) of ${(duration / rounds).toFixed(1)} s, after a ${warmup} s warm-up; ` +
      `autocannon in this process; ${connectionCounts.join(' and ')} connections; figures are medians over the rounds\n`,
  );

  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  const head = `${'target'.padEnd(30)} ${'conns'.padStart(5)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)} ${'errors'.padStart(7)}`;
  console.log(head);
  const results = {}; // results[connections][key] = one autocannon result per round
  let bad = 0; // app responses that were not 2xx, or failed requests
  for (const connections of connectionCounts) {
    results[connections] = Object.fromEntries(targets.map((t) => [t.key, []]));
    for (const t of targets) await autocannon({ url: t.url, headers: t.headers, connections, duration: warmup });
    for (let round = 0; round < rounds; round++) {
      for (const t of targets) {
        results[connections][t.key].push(await autocannon({ url: t.url, headers: t.headers, connections, duration: duration / rounds }));
      }
    }
    for (const t of targets) {
      const runs = results[connections][t.key];
      const sum = (pick) => runs.reduce((total, r) => total + pick(r), 0);
      const [non2xx, failed] = [sum((r) => r.non2xx), sum((r) => r.errors + r.timeouts)];
      bad += non2xx + failed;
      console.log(
        `${t.name.padEnd(30)} ${String(connections).padStart(5)} ${median(runs.map((r) => r.requests.average)).toFixed(0).padStart(8)} ` +
          `${String(median(runs.map((r) => r.latency.p50))).padStart(7)} ${String(median(runs.map((r) => r.latency.p99))).padStart(7)} ` +
          `${String(non2xx).padStart(8)} ${String(failed).padStart(7)}${non2xx + failed ? '   <- not all 2xx' : ''}`,
      );
    }
  }

  // A ratio pairs the two targets' runs of the same round, then takes the median over the rounds.
  const ratio = (c, a, b) => median(results[c][a].map((r, i) => r.requests.average / results[c][b][i].requests.average));
  const spread = (c, a, b) => {
    const each = results[c][a].map((r, i) => r.requests.average / results[c][b][i].requests.average);
    return `${Math.min(...each).toFixed(2)}–${Math.max(...each).toFixed(2)}`;
  };
  const ratios = [
    ...targets.filter((t) => t.app).map((t) => [`${t.name} / bare node:http`, t.key, 'bare']),
    ['signed-in /api/settings / anonymous', 'settingsCookie', 'settings'],
    ['/api/user / anonymous /api/settings', 'user', 'settings'],
    ['asset with cookie / without', 'assetCookie', 'asset'],
  ];
  console.log(`\n${'ratio of req/s (median of rounds; range)'.padEnd(46)}${connectionCounts.map((c) => `${c} conns`.padStart(18)).join('')}`);
  for (const [name, a, b] of ratios) {
    console.log(`${name.padEnd(46)}${connectionCounts.map((c) => `${ratio(c, a, b).toFixed(3)} (${spread(c, a, b)})`.padStart(18)).join('')}`);
  }

  // "The same" for the asset is judged within 10 % run-to-run noise.
  const budgets = [
    ...connectionCounts.map((c) => ({ name: `signed-in /api/settings ≥ 0.80 × anonymous (${c} conns)`, value: ratio(c, 'settingsCookie', 'settings'), min: 0.8 })),
    ...connectionCounts.map((c) => ({ name: `asset with cookie ≥ 0.90 × without (${c} conns)`, value: ratio(c, 'assetCookie', 'asset'), min: 0.9 })),
  ];
  console.log(`\n${'budget'.padEnd(54)} ${'measured'.padStart(8)}  result`);
  let failures = 0;
  for (const b of budgets) {
    const pass = b.value >= b.min;
    if (!pass) failures++;
    console.log(`${b.name.padEnd(54)} ${b.value.toFixed(2).padStart(8)}  ${pass ? 'PASS' : 'FAIL'}`);
  }
  console.log(`${'every response 2xx, no errors'.padEnd(54)} ${String(bad).padStart(8)}  ${bad ? 'FAIL' : 'PASS'}`);
  console.log('("the same" for the asset is judged within 10 % noise; run again when a ratio sits at its limit)');
  if (failures || bad) process.exitCode = 1;
} catch (err) {
  console.error(`\nbench:http failed: ${err.stack ?? err}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
