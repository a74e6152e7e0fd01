// Weight and speed of the web app as a browser meets it: the gzipped JavaScript the login page and
// the signed-in dashboard actually load (Chromium through playwright-core), and Lighthouse's
// performance score with FCP/LCP on both pages, mobile and desktop presets (Debian's Chromium).
// Usage: npm run bench:web [-- --runs 5 --skip-lighthouse]
//        npm run bench:web -- --url http://localhost:3000 [--user member --password …]
// Without --url it builds if needed and starts the built app on its own database (bench/lib/app.mjs).
// Budgets: login ≤ 70 kB of JavaScript gzipped, dashboard ≤ 170 kB (kB = 1000 bytes, as Vite prints
// them; measured as gzip -9 of each script, whatever the server sends); Lighthouse performance ≥ 95
// on mobile for both pages, as the median of the runs' scores (5 by default: one run's score moves by
// ±2 on this machine). Exits with 1 when a budget fails.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, onInterrupt, openTarget, signIn } from './lib/app.mjs';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    user: { type: 'string', default: 'member' },
    password: { type: 'string' },
    runs: { type: 'string', default: '5' },
    'skip-lighthouse': { type: 'boolean', default: false },
    // Keeps each Lighthouse report (the median run) as DIR/<page>-<preset>.json, to read its audits.
    save: { type: 'string' },
  },
});
const runs = Math.max(1, Number(args.runs));

const BUDGETS = { loginJs: 70_000, dashboardJs: 170_000, mobileScore: 95 };
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value) => `${Math.round(value)} ms`;

/** The pages measured: how to tell each has rendered its main content, and whether it needs the session. */
const PAGES = [
  { name: 'login', path: '/login', signedIn: false, ready: (page) => page.getByRole('button', { name: 'Sign in or Register' }) },
  { name: 'dashboard', path: '/dashboard', signedIn: true, ready: (page) => page.getByRole('main').getByRole('heading').first() },
];

/**
 * Resolves once no request has been in flight for `quietMs` (lazy chunks loaded after render count
 * too). A request that never ends (polling) only earns a warning after `timeoutMs`.
 */
async function networkQuiet(page, inflight, quietMs = 500, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (inflight.size) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(100);
  }
  console.warn(`  (the network did not settle within ${timeoutMs / 1000} s: ${[...inflight].map((r) => r.url()).join(', ')})`);
}

/** 'js' or 'css' for a script or stylesheet (by resource type, or by extension for preloads), else null. */
function kindOf(res) {
  const type = res.request().resourceType();
  const path = new URL(res.url()).pathname;
  if (type === 'script' || /\.m?js$/.test(path)) return 'js';
  if (type === 'stylesheet' || path.endsWith('.css')) return 'css';
  return null;
}

/**
 * Opens `path` in a fresh context (empty cache; the session cookie when signed in), waits for its
 * main content and a quiet network, and sizes every script and stylesheet it received: raw bytes,
 * bytes on the wire with their content-encoding, and gzip -9 of the body (stable whatever the
 * server sends).
 */
async function weighPage(browser, baseUrl, { path, signedIn, ready }, cookie) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (signedIn) {
      const eq = cookie.indexOf('=');
      await context.addCookies([{ name: cookie.slice(0, eq), value: cookie.slice(eq + 1), url: baseUrl }]);
    }
    const page = await context.newPage();
    const inflight = new Set();
    const responses = [];
    page.on('request', (req) => !['eventsource', 'websocket'].includes(req.resourceType()) && inflight.add(req));
    page.on('requestfinished', (req) => inflight.delete(req));
    page.on('requestfailed', (req) => inflight.delete(req));
    page.on('response', (res) => kindOf(res) && responses.push(res));

    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    await ready(page).waitFor({ timeout: 15_000 });
    await networkQuiet(page, inflight);
    const landed = new URL(page.url()).pathname;
    if (landed !== path) throw new Error(`${path} ended at ${landed}${signedIn ? ': the session cookie did not sign in' : ''}`);

    const files = [];
    const seen = new Set();
    for (const res of responses) {
      if (seen.has(res.url())) continue; // a preloaded file imported again is loaded once
      seen.add(res.url());
      const body = await res.body();
      const { responseBodySize } = await res.request().sizes();
      const encoding = (await res.allHeaders())['content-encoding'] ?? 'none';
      files.push({
        type: kindOf(res),
        path: new URL(res.url()).pathname,
        status: res.status(),
        raw: body.length,
        transferred: responseBodySize,
        encoding,
        gzip: gzipSync(body, { level: 9 }).length,
      });
    }
    return files;
  } finally {
    await context.close();
  }
}

function printWeights(name, path, files) {
  const scripts = files.filter((f) => f.type === 'js');
  console.log(`\n${name} page (${path}): ${scripts.length} script(s)`);
  console.log(`  ${'file'.padEnd(44)} ${'raw'.padStart(10)} ${'transferred'.padStart(12)} ${'encoding'.padEnd(8)} ${'gzip -9'.padStart(10)}`);
  for (const f of scripts) {
    console.log(`  ${f.path.padEnd(44)} ${kB(f.raw).padStart(10)} ${kB(f.transferred).padStart(12)} ${f.encoding.padEnd(8)} ${kB(f.gzip).padStart(10)}`);
  }
  const total = (list, key) => list.reduce((sum, f) => sum + f[key], 0);
  const js = { raw: total(scripts, 'raw'), transferred: total(scripts, 'transferred'), gzip: total(scripts, 'gzip') };
  // Whether the server compressed all, some or none of the scripts.
  const compressed = scripts.filter((f) => f.encoding === 'gzip' || f.encoding === 'br').length;
  const summary = compressed === scripts.length ? 'all' : compressed ? 'some' : 'none';
  console.log(
    `  ${'JavaScript total'.padEnd(44)} ${kB(js.raw).padStart(10)} ${kB(js.transferred).padStart(12)} ` +
      `${summary.padEnd(8)} ${kB(js.gzip).padStart(10)}`,
  );
  const styles = files.filter((f) => f.type === 'css');
  console.log(
    `  ${`CSS total (${styles.length} file(s), for information)`.padEnd(44)} ${kB(total(styles, 'raw')).padStart(10)} ` +
      `${kB(total(styles, 'transferred')).padStart(12)} ${''.padEnd(8)} ${kB(total(styles, 'gzip')).padStart(10)}`,
  );
  return js;
}

/** The performance diagnostics that failed, largest estimated savings first. */
function failedAudits(lhr) {
  const savings = (a) =>
    Object.values(a.metricSavings ?? {}).reduce((sum, v) => sum + (v ?? 0), 0) * 1000 + (a.details?.overallSavingsMs ?? 0);
  return lhr.categories.performance.auditRefs
    .filter((ref) => ref.group === 'diagnostics')
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 0.9 && !['informative', 'notApplicable', 'manual', 'error'].includes(a.scoreDisplayMode))
    .sort((a, b) => savings(b) - savings(a));
}

/** Lighthouse on `url` `runs` times with one preset: the median run (Lighthouse's own pick, for the metrics), the median score and each run's figures. */
async function lighthouseRuns(port, url, config, cookie) {
  const lhrs = [];
  for (let i = 0; i < runs; i++) {
    const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}) };
    let { lhr } = await lighthouse(url, flags, config);
    // Chromium now and then records a trace without its navigation start: that run, not the page, failed.
    for (let retry = 0; retry < 2 && lhr.runtimeError?.code === 'NO_NAVSTART'; retry++) ({ lhr } = await lighthouse(url, flags, config));
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`Lighthouse on ${url} ended at ${lhr.finalDisplayedUrl}${cookie ? ': the session cookie did not sign in' : ''}`);
    }
    lhrs.push(lhr);
  }
  let median;
  try {
    median = computeMedianRun(lhrs);
  } catch {
    median = [...lhrs].sort((a, b) => a.categories.performance.score - b.categories.performance.score)[Math.floor(lhrs.length / 2)];
  }
  // Each run's score with the metrics that moved it (`93 (FCP 2.1 s, LCP 2.5 s, TBT 150 ms)`).
  const metric = (l, id) => l.audits[id]?.numericValue ?? 0;
  const runScores = lhrs.map((l) => {
    const s = Math.round(l.categories.performance.score * 100);
    return `${s} (${(metric(l, 'first-contentful-paint') / 1000).toFixed(1)}/${(metric(l, 'largest-contentful-paint') / 1000).toFixed(1)} s, ${Math.round(metric(l, 'total-blocking-time'))} ms)`;
  });
  const sorted = lhrs.map((l) => Math.round(l.categories.performance.score * 100)).sort((a, b) => a - b);
  const medianScore = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : Math.round((sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2);
  return { median, medianScore, scores: runScores };
}

let target;
let browser;
let chrome;
const cleanup = async () => {
  await browser?.close().catch(() => {});
  browser = undefined;
  chrome?.kill();
  chrome = undefined;
  await target?.stop();
  target = undefined;
};
onInterrupt(cleanup);

try {
  target = await openTarget({ url: args.url, user: args.user, password: args.password });
  const base = target.baseUrl;
  const cookie = await signIn(base, target.user, target.password);
  console.log(`${target.started ? 'Started' : 'Using'} the app at ${base}; signed in as ${target.user} for the dashboard`);
  const budgets = [];

  // 1. What each page actually loads.
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) });
  const weights = {};
  for (const page of PAGES) {
    const files = await weighPage(browser, base, page, cookie);
    weights[page.name] = printWeights(page.name, page.path, files);
  }
  await browser.close();
  browser = undefined;
  budgets.push({ name: 'login page JavaScript, gzip -9', measured: kB(weights.login.gzip), pass: weights.login.gzip <= BUDGETS.loginJs, limit: `≤ ${kB(BUDGETS.loginJs)}` });
  budgets.push({ name: 'dashboard JavaScript, gzip -9', measured: kB(weights.dashboard.gzip), pass: weights.dashboard.gzip <= BUDGETS.dashboardJs, limit: `≤ ${kB(BUDGETS.dashboardJs)}` });

  // 2. Lighthouse, performance only: the default (mobile: Moto G Power, slow 4G, 4× CPU slowdown,
  // simulated) and the desktop preset.
  if (args['skip-lighthouse']) {
    for (const page of PAGES) budgets.push({ name: `Lighthouse mobile performance, /${page.name}`, measured: '-', pass: null, limit: `≥ ${BUDGETS.mobileScore}` });
  } else {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
    console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs} runs)` : '(1 run; --runs N for the median of N)'}`);
    console.log(`  ${'page'.padEnd(11)} ${'preset'.padEnd(8)} ${'score'.padStart(5)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)} ${'SI'.padStart(8)}`);
    for (const page of PAGES) {
      for (const [preset, config] of [['mobile', undefined], ['desktop', desktopConfig]]) {
        // The score is the median of the runs' scores; the metrics are those of Lighthouse's median run.
        const { median: lhr, medianScore: score, scores } = await lighthouseRuns(chrome.port, `${base}${page.path}`, config, page.signedIn ? cookie : undefined);
        if (args.save) {
          mkdirSync(args.save, { recursive: true });
          writeFileSync(join(args.save, `${page.name}-${preset}.json`), JSON.stringify(lhr));
        }
        const metric = (id) => lhr.audits[id].numericValue;
        console.log(
          `  ${page.path.padEnd(11)} ${preset.padEnd(8)} ${String(score).padStart(5)} ${ms(metric('first-contentful-paint')).padStart(8)} ` +
            `${ms(metric('largest-contentful-paint')).padStart(8)} ${ms(metric('total-blocking-time')).padStart(8)} ` +
            `${metric('cumulative-layout-shift').toFixed(3).padStart(6)} ${ms(metric('speed-index')).padStart(8)}` +
            `${runs > 1 ? `   runs (FCP/LCP, TBT): ${scores.join(', ')}` : ''}`,
        );
        if (score < BUDGETS.mobileScore) {
          for (const audit of failedAudits(lhr).slice(0, 6)) console.log(`      - ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
        }
        for (const warning of lhr.runWarnings ?? []) console.log(`      ! ${warning}`);
        if (preset === 'mobile') {
          budgets.push({ name: `Lighthouse mobile performance, ${page.path}`, measured: String(score), pass: score >= BUDGETS.mobileScore, limit: `≥ ${BUDGETS.mobileScore}` });
        }
      }
    }
    chrome.kill();
    chrome = undefined;
  }

  console.log(`\n${'budget'.padEnd(40)} ${'limit'.padStart(10)} ${'measured'.padStart(10)}  result`);
  for (const b of budgets) {
    console.log(`${b.name.padEnd(40)} ${b.limit.padStart(10)} ${b.measured.padStart(10)}  ${b.pass === null ? 'SKIPPED' : b.pass ? 'PASS' : 'FAIL'}`);
  }
  if (budgets.some((b) => b.pass === false)) process.exitCode = 1;
} catch (err) {
  console.error(`\nbench:web failed: ${err.stack ?? err}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
