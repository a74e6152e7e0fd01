// Runs every check and suite in order, keeps going after a failure, and totals them.
// Called by scripts/test once Postgres, Redis and Chromium are there.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, 'test-results');
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0 };
const summary = [];
const npx = (args, env = {}) => run('npx', args, env);

function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function heading(text) {
  console.log(`\n\u001b[1;34m── ${text} ──\u001b[0m`);
}

/** A check counts as one test. */
function check(name, fn) {
  heading(name);
  const ok = fn();
  totals[ok ? 'passed' : 'failed'] += 1;
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
  return ok;
}

/** A suite counts each of its tests, read from its JSON report. */
function suite(name, reportFile, fn) {
  heading(name);
  rmSync(reportFile, { force: true });
  const ok = fn();
  let passed = 0;
  let failed = 0;
  if (existsSync(reportFile)) {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    passed = report.numPassedTests ?? 0;
    failed = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  }
  if (!ok && failed === 0) failed = 1; // the runner itself failed (for example a suite did not compile)
  totals.passed += passed;
  totals.failed += failed;
  summary.push(`${failed ? 'FAIL' : 'ok  '} ${name}: ${passed} passed, ${failed} failed`);
}

/** Regenerates files and fails if they changed: generated code must be committed fresh. */
function fresh(paths, regenerate, hint) {
  const snapshot = mkdtempSync(join(tmpdir(), 'waypoint-fresh-'));
  for (const p of paths) if (existsSync(join(root, p))) cpSync(join(root, p), join(snapshot, p), { recursive: true });
  if (!regenerate()) return false;
  const same = paths.every((p) => run('diff', ['-r', '-u', join(snapshot, p), join(root, p)]));
  rmSync(snapshot, { recursive: true, force: true });
  if (!same) console.error(`\n${hint}`);
  return same;
}

const onlyFast = process.argv.includes('--fast');

check('lint', () => run('npm', ['run', '--silent', 'lint']));
check('typecheck', () => run('npm', ['run', '--silent', 'typecheck']));
check('openapi.json is fresh', () =>
  fresh(['openapi.json'], () => run('npm', ['run', '--silent', 'openapi']), 'openapi.json was stale: it has been regenerated; review and commit it (npm run generate).'),
);
check('generated RTK Query API is fresh', () =>
  fresh(['web/src/api/generated'], () => run('npm', ['run', '--silent', 'codegen']), 'web/src/api/generated was stale: it has been regenerated; review and commit it (npm run generate).'),
);
// The skills vocabulary is derived from the O*NET and ESCO release files (npm run build:skills).
// They sit beside the checkout, not in it: where they are, the committed file must be what the
// script writes from them; a clone without them cannot rebuild it and says so.
const taxonomyData = join(root, '..', 'shared', 'data');
if (existsSync(join(taxonomyData, 'onet')) && existsSync(join(taxonomyData, 'esco'))) {
  check('skills vocabulary is fresh', () =>
    fresh(
      ['src/modules/ai/builtin/skills-vocabulary.json.gz'],
      () => run('npm', ['run', '--silent', 'build:skills', '--', taxonomyData]),
      'src/modules/ai/builtin/skills-vocabulary.json.gz was stale: it has been rebuilt from the O*NET and ESCO files; review (npm run eval:ai) and commit it.',
    ),
  );
} else {
  summary.push(`skip skills vocabulary is fresh (no O*NET/ESCO release files at ${taxonomyData})`);
}
check('migrations match the entities', () => {
  // A fresh database, all migrations applied: the generator must find nothing left to do.
  const admin = process.env.TEST_DATABASE_ADMIN_URL;
  const url = new URL(admin);
  url.pathname = '/waypoint_test_drift';
  const env = { DATABASE_URL: url.toString(), REDIS_URL: `${process.env.TEST_REDIS_URL}/0` };
  const sql = (q) => run('psql', [admin, '-q', '-v', 'ON_ERROR_STOP=1', '-c', q]);
  if (!sql('DROP DATABASE IF EXISTS waypoint_test_drift WITH (FORCE)') || !sql('CREATE DATABASE waypoint_test_drift')) return false;
  if (!run('node', ['dist/src/bin/migrate.js'], env)) return false;
  const ok = npx(['typeorm', 'migration:generate', 'src/database/migrations/Drift', '--check', '-d', 'dist/ormconfig.js'], env);
  if (!ok) console.error('\nEntities and migrations differ: run `npm run migration:generate -- src/database/migrations/<Name>` and commit it.');
  return ok;
});

if (spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0) {
  check('docker-compose.yml is valid', () => run('docker', ['compose', '-f', 'docker-compose.yml', 'config', '-q']));
}

suite('backend unit and API tests (jest)', join(reports, 'jest.json'), () =>
  npx(['jest', '--config', 'test/jest.config.js', '--json', '--outputFile', join(reports, 'jest.json')]),
);
suite('web component tests (vitest)', join(reports, 'vitest.json'), () =>
  npx(['vitest', 'run', '--config', 'web/vite.config.mts', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, 'vitest.json')}`]),
);
if (!onlyFast) {
  check('web build', () => run('npm', ['run', '--silent', 'build:web']));
  suite('browser and process tests (Chromium, built app)', join(reports, 'system.json'), () =>
    npx(['jest', '--config', 'test/system/jest.config.js', '--json', '--outputFile', join(reports, 'system.json')]),
  );
}

heading('summary');
for (const line of summary) console.log(line);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
