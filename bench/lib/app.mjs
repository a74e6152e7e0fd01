// Shared by the benchmarks: the built app on its own database (or an app already running), and a
// member signed in through the real OpenID Connect round trip with plain fetch.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const ROOT = join(import.meta.dirname, '..', '..');
const MAIN = join(ROOT, 'dist', 'src', 'main.js');
/** The node flags the server runs with (scripts/start, package.json `start`, Dockerfile, docker-compose.yml). */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];
const WEB_INDEX = join(ROOT, 'web', 'dist', 'index.html');

/** The benchmarks' own database and Redis db; the app's own data is never touched. */
const BENCH_DB = 'waypoint_bench';
const BENCH_REDIS_DB = 7;
/** Defaults match scripts/lib/services.sh (the embedded servers). */
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:55432/postgres';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:56379';
/** Fixed demo passwords of the benchmark database (seeded by dist/src/bin/seed.js). */
export const BENCH_PASSWORDS = { sysadmin: 'sysadmin-bench-password', member: 'member-bench-password' };

/** The app's session cookie (src/modules/auth/auth-urls.ts). */
export const SESSION_COOKIE = 'waypoint.sid';

/**
 * Debian's Chromium, never a downloaded browser. The machine has no network beyond loopback:
 * without these flags Chromium keeps trying to reach Google and hangs on connections.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** Refuses any address but this machine: the benchmarks load what they point at. */
export function assertLoopback(url) {
  const host = new URL(url).hostname;
  if (!LOOPBACK.has(host)) {
    console.error(`Refusing to load ${host}: benchmarks only target this machine.`);
    process.exit(2);
  }
}

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs a command to completion; resolves with its exit code and combined output. With `echo`
 * the output also goes to this process's stderr as it arrives (builds, services).
 */
export function run(command, args, { env = {}, timeoutMs = 120_000, echo = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk) => {
      output += chunk;
      if (echo) process.stderr.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} ${args.join(' ')} did not finish within ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** Runs a command and throws with its output unless it exits with 0. */
async function runOrThrow(what, command, args, options) {
  const { code, output } = await run(command, args, options);
  if (code !== 0) throw new Error(`${what} failed (exit ${code}):\n${output}`);
  return output;
}

/** Newest modification time of a file or of every file below a folder (0 when missing). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** Builds the server and the web app unless both outputs are newer than every source file. */
export async function ensureBuilt() {
  const sources = ['src', 'web/src', 'web/index.html', 'web/public', 'web/vite.config.mts'];
  const newestSource = Math.max(...sources.map((s) => newestMtime(join(ROOT, s))));
  const outputs = [MAIN, WEB_INDEX];
  const oldestOutput = Math.min(...outputs.map((o) => (existsSync(o) ? statSync(o).mtimeMs : 0)));
  if (oldestOutput > newestSource) return;
  console.error('[bench] The build is missing or older than the sources: npm run build');
  await runOrThrow('npm run build', 'npm', ['run', 'build'], { timeoutMs: 600_000, echo: true });
}

/** The URL of database `name` on the server of `base`. */
function withDatabase(base, name) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Starts the embedded Postgres and Redis (scripts/lib/services.sh) unless DATABASE_URL / REDIS_URL
 * point elsewhere, recreates the `waypoint_bench` database, migrates and seeds it, and starts the
 * built app on a free port. Resolves once /api/health answers 200; stop() ends the app.
 */
export async function startBenchApp({ build = true } = {}) {
  if (build) await ensureBuilt();
  else if (!existsSync(MAIN) || !existsSync(WEB_INDEX)) throw new Error('The app is not built: run `npm run build` first.');

  const needed = [!process.env.DATABASE_URL && 'ensure_postgres', !process.env.REDIS_URL && 'ensure_redis'].filter(Boolean);
  if (needed.length) {
    await runOrThrow('Starting the embedded Postgres and Redis', 'bash', ['-c', `. scripts/lib/services.sh && ${needed.join(' && ')}`], {
      echo: true,
    });
  }

  // Drop and create through the server's maintenance database (never the bench database itself).
  const adminUrl = new URL(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL);
  if (adminUrl.pathname === `/${BENCH_DB}` || adminUrl.pathname === '/') adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${BENCH_DB}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${BENCH_DB}"`);
  } finally {
    await admin.end();
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const credentialsFile = join(tmpdir(), `waypoint-bench-credentials-${process.pid}.json`);
  const env = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: withDatabase(adminUrl, BENCH_DB),
    REDIS_URL: withDatabase(process.env.REDIS_URL ?? DEFAULT_REDIS_URL, String(BENCH_REDIS_DB)),
    QUEUE_PREFIX: 'bench',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: baseUrl,
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef-0123456789',
    DEMO_ADMIN_PASSWORD: BENCH_PASSWORDS.sysadmin,
    DEMO_MEMBER_PASSWORD: BENCH_PASSWORDS.member,
    DEMO_CREDENTIALS_FILE: credentialsFile,
    // As scripts/start and the Dockerfile run it.
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
  };
  await runOrThrow('Migrations', process.execPath, [join(ROOT, 'dist/src/bin/migrate.js')], { env });
  await runOrThrow('Seeding', process.execPath, [join(ROOT, 'dist/src/bin/seed.js')], { env });

  // With the V8 flags scripts/start, `npm start` and the Dockerfile give it.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, MAIN], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  // Keep the tail of the app's output for error messages; LOG_LEVEL=warn keeps it short.
  let output = '';
  const collect = (chunk) => (output = (output + chunk).slice(-20_000));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  // Should this process end without stop() (an uncaught error), the app does not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    rmSync(credentialsFile, { force: true });
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The app exited with ${child.exitCode} while starting:\n${output}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return { baseUrl, stop, env, pid: child.pid, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`The app did not become healthy within 30 s:\n${output}`);
}

/**
 * What a benchmark runs against: with `url`, the app already running there (loopback only), signed
 * in as `user` with `password` or the demo credentials scripts/start keeps in
 * .data/demo-credentials.json; without it, a fresh app from startBenchApp(). stop() is a no-op for
 * an app this process did not start.
 */
export async function openTarget({ url, user = 'member', password, build = true } = {}) {
  if (!url) {
    const app = await startBenchApp({ build });
    return { ...app, user, password: password ?? BENCH_PASSWORDS[user], started: true };
  }
  assertLoopback(url);
  const baseUrl = url.replace(/\/+$/, '');
  if (!password) {
    const file = process.env.DEMO_CREDENTIALS_FILE ?? join(ROOT, '.data', 'demo-credentials.json');
    const saved = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    password = saved[user];
    if (!password) throw new Error(`No password for ${user}: pass --password, or run scripts/start (it writes ${file}).`);
  }
  return { baseUrl, stop: async () => {}, env: {}, user, password, started: false };
}

/**
 * The smallest cookie jar a sign-in needs: host-only cookies keyed by host, path and name,
 * sent on requests whose path is below the cookie's path. Expired cookies are dropped.
 */
class CookieJar {
  #cookies = new Map();

  store(url, response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = url.pathname.replace(/\/[^/]*$/, '') || '/';
      let expired = false;
      for (const attribute of attributes) {
        const [key, val = ''] = attribute.split('=');
        if (/^path$/i.test(key) && val.startsWith('/')) path = val;
        if (/^max-age$/i.test(key) && Number(val) <= 0) expired = true;
        if (/^expires$/i.test(key) && Date.parse(val) < Date.now()) expired = true;
      }
      const key = `${url.host} ${path} ${name}`;
      if (expired) this.#cookies.delete(key);
      else this.#cookies.set(key, { host: url.host, path, name, value });
    }
  }

  header(url) {
    const matches = (path) => url.pathname === path || url.pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
    return [...this.#cookies.values()]
      .filter((c) => c.host === url.host && matches(c.path))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  get(name) {
    return [...this.#cookies.values()].find((c) => c.name === name);
  }
}

/**
 * Signs `username` in through the app's real OpenID Connect round trip, as a browser would but with
 * plain fetch: /auth/keycloak → the provider's /oidc/auth → its login page → the form POST →
 * /oidc/auth/<uid> (and the automatic consent) → /auth/callback?code=… → '/'. Resolves with the
 * `waypoint.sid=…` cookie; throws naming the step and status when one goes wrong.
 */
export async function signIn(baseUrl, username, password) {
  const jar = new CookieJar();
  const steps = [];
  const fail = (why) => {
    throw new Error(`Sign-in of ${username} failed: ${why}\n  steps: ${steps.join('\n         ')}`);
  };

  /** One request with the jar's cookies; redirects are not followed. */
  const request = async (url, init = {}) => {
    const cookie = jar.header(url);
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, ...(cookie ? { cookie } : {}) } });
    jar.store(url, res);
    steps.push(`${init.method ?? 'GET'} ${url.pathname} → ${res.status}`);
    return res;
  };

  /**
   * Follows redirects from `res` (each Location by GET) until a page answers, or until the app's
   * callback redirects: that last Location says where the app sends the member.
   */
  const follow = async (url, res) => {
    for (let hops = 0; hops < 20; hops++) {
      if (res.status < 300 || res.status >= 400) return { url, res };
      const location = res.headers.get('location');
      if (!location) fail(`${url.pathname} answered ${res.status} without a Location`);
      if (url.pathname === '/auth/callback') return { url, res, location };
      url = new URL(location, url);
      res = await request(url);
    }
    return fail('more than 20 redirects');
  };

  // 1. The app's button: the app redirects to the provider, which shows its login page.
  let url = new URL('/auth/keycloak', baseUrl);
  const start = await request(url);
  if (start.status !== 302) fail(`GET /auth/keycloak answered ${start.status}, expected 302`);
  const loginPage = await follow(url, start);
  if (loginPage.res.status !== 200 || !/^\/oidc\/interaction\/[^/]+$/.test(loginPage.url.pathname)) {
    fail(`expected the provider's login page at /oidc/interaction/<uid>, got ${loginPage.res.status} at ${loginPage.url.pathname}`);
  }
  const html = await loginPage.res.text();
  const action = html.match(/<form[^>]*method="post"[^>]*action="([^"]+\/login)"/i)?.[1];
  if (!action) fail(`no login form on ${loginPage.url.pathname}`);

  // 2. The form POST, with the Origin a browser sends (the app refuses cross-site writes).
  url = new URL(action.replace(/&amp;/g, '&'), loginPage.url);
  const posted = await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: loginPage.url.origin },
    body: new URLSearchParams({ username, password }).toString(),
  });
  if (posted.status === 401) fail(`the provider refused the password of ${username} (401 on ${url.pathname})`);
  if (posted.status < 300 || posted.status >= 400) fail(`POST ${url.pathname} answered ${posted.status}, expected a redirect`);

  // 3. Back through the provider (and its automatic consent) to the app's callback.
  const done = await follow(url, posted);
  if (!done.location) fail(`the round trip ended at ${done.url.pathname} with ${done.res.status}, not at /auth/callback`);
  if (done.location !== '/' && new URL(done.location, done.url).pathname !== '/') {
    fail(`/auth/callback redirected to ${done.location}, expected /`);
  }
  const session = jar.get(SESSION_COOKIE);
  if (!session) fail(`/auth/callback set no ${SESSION_COOKIE} cookie`);
  return `${session.name}=${session.value}`;
}

/** Runs `cleanup` once on Ctrl-C or SIGTERM, then exits: the app and browsers do not outlive us. */
export function onInterrupt(cleanup) {
  let done = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, async () => {
      if (done) return;
      done = true;
      console.error(`\n[bench] ${signal}: stopping`);
      await cleanup().catch((err) => console.error(err));
      process.exit(130);
    });
  }
}
