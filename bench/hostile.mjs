// npm run bench:hostile — sends every case of the hostile corpus (test/fixtures/hostile, large cases
// included) to the resume upload of the built app, running as its own process, and prints per case
// the status, the time to answer and the app's peak RSS while it was being answered; then the
// worst time, the worst peak and the RSS after the run against the baseline.
// Budgets (issue 10): no 5xx, every answer within 10 s, RSS back within 100 MB of the baseline.
// `--passes N` runs the corpus N times and prints the RSS after each pass.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { onInterrupt, ROOT, signIn, startBenchApp } from './lib/app.mjs';

const MB = 1024 * 1024;
const sixSections = { header: { name: 'Jane Doe' }, summary: '', experience: [], education: [], skills: [], certifications: [] };

/** The app's resident memory, from /proc. */
const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** A model server that answers every chat with a valid parse, so accepted files reach the end. */
function fakeOllama() {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ model: 'bench', message: { role: 'assistant', content: JSON.stringify(sixSections) }, response: JSON.stringify(sixSections), done: true }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const dir = mkdtempSync(join(tmpdir(), 'waypoint-hostile-bench-'));
execFileSync(process.execPath, [join(ROOT, 'test/fixtures/hostile/generate.mjs'), dir, '--large'], { stdio: 'ignore' });
const cases = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));

const app = await startBenchApp();
const ollama = await fakeOllama();
const redis = new Redis(app.env.REDIS_URL);
const cleanup = async () => {
  redis.disconnect();
  ollama.close();
  await app.stop();
  rmSync(dir, { recursive: true, force: true });
};
onInterrupt(cleanup);

let failed = false;
try {
  const cookie = await signIn(app.baseUrl, 'sysadmin', app.env.DEMO_ADMIN_PASSWORD);
  const baseline = rssOf(app.pid);
  const passes = Number(process.argv[process.argv.indexOf('--passes') + 1]) || 1;
  const rows = [];
  const afterPass = [];
  for (let pass = 1; pass <= passes; pass++) {
    if (passes > 1) console.log(`\npass ${pass} of ${passes}`);
    for (const c of cases) {
      // The AI rate limit (30 a minute) would turn the later cases into 429s.
      const keys = await redis.keys(`${app.env.QUEUE_PREFIX}:rl:*`);
      if (keys.length) await redis.del(...keys);
      const form = new FormData();
      form.set('connectionType', 'local');
      form.set('localSettings', JSON.stringify({ host: '127.0.0.1', port: ollama.address().port }));
      form.set('resume', new Blob([readFileSync(join(dir, c.file))]), c.uploadName);
      let peak = rssOf(app.pid);
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(app.pid))), 25);
      const started = performance.now();
      let status;
      let detail = '';
      try {
        const res = await fetch(`${app.baseUrl}/api/ollama/parse-resume`, {
          method: 'POST',
          body: form,
          headers: { cookie, origin: app.baseUrl },
          signal: AbortSignal.timeout(30_000),
        });
        status = res.status;
        detail = status === 200 ? 'parsed' : ((await res.json().catch(() => ({}))).detail ?? '');
      } catch (err) {
        status = 'error';
        detail = err.message;
      }
      const ms = performance.now() - started;
      clearInterval(sampler);
      peak = Math.max(peak, rssOf(app.pid));
      rows.push({ name: c.name, status, ms, peak, detail });
      console.log(
        `${c.name.padEnd(34)} ${String(status).padStart(5)} ${ms.toFixed(0).padStart(6)} ms  peak ${(peak / MB).toFixed(0).padStart(5)} MB  ${String(detail).slice(0, 70)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 2_000));
    afterPass.push(rssOf(app.pid));
  }
  const after = afterPass[afterPass.length - 1];
  if (passes > 1) console.log(`\nRSS after each pass: ${afterPass.map((b) => `${(b / MB).toFixed(0)} MB`).join(', ')} (a leak would keep climbing)`);
  const worstTime = rows.reduce((a, b) => (b.ms > a.ms ? b : a));
  const worstPeak = rows.reduce((a, b) => (b.peak > a.peak ? b : a));
  const serverErrors = rows.filter((r) => r.status === 'error' || r.status >= 500);
  console.log(`\n${cases.length} cases; baseline RSS ${(baseline / MB).toFixed(0)} MB, after the run ${(after / MB).toFixed(0)} MB`);
  console.log(`worst time ${worstTime.ms.toFixed(0)} ms (${worstTime.name}); worst peak RSS ${(worstPeak.peak / MB).toFixed(0)} MB (${worstPeak.name})\n`);
  const budgets = [
    ['no 5xx and no dropped request', serverErrors.length, serverErrors.length === 0],
    ['every answer within 10 s', `${worstTime.ms.toFixed(0)} ms`, worstTime.ms < 10_000],
    ['RSS after the run within 100 MB of the baseline', `${((after - baseline) / MB).toFixed(0)} MB`, after - baseline < 100 * MB],
  ];
  console.log('budget                                              measured  result');
  for (const [name, measured, ok] of budgets) {
    console.log(`${name.padEnd(50)} ${String(measured).padStart(9)}  ${ok ? 'PASS' : 'FAIL'}`);
    failed ||= !ok;
  }
} finally {
  await cleanup();
}
process.exit(failed ? 1 : 0);
