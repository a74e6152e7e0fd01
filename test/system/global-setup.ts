import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { mkdtempSync } from 'node:fs';
import { freePort } from '../fakes/redis-server';
import { startSmtpFake } from '../fakes/smtp-server';
import { startTrainingSite } from '../fakes/training-site';
import { ADMIN_DATABASE_URL, databaseUrl, redisUrl } from '../test-env';
import { assertBuilt, DEMO_PASSWORDS, runNode, startApp, ROOT } from './app-process';

const DB = 'waypoint_test_system';
const REDIS_DB = 5;

export default async function globalSetup(): Promise<void> {
  assertBuilt();
  const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${DB}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${DB}"`);
  await admin.end();
  // A clean Redis database too: sessions and sign-in counters of an earlier run must not leak in.
  const redis = new Redis(redisUrl(REDIS_DB), { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  await redis.flushdb();
  redis.disconnect();

  // A loopback SMTP server that keeps what it receives as files the test workers read.
  const mailDir = mkdtempSync(join(tmpdir(), 'waypoint-system-mail-'));
  const smtp = await startSmtpFake({ saveDir: mailDir });
  (globalThis as { __WAYPOINT_SMTP__?: unknown }).__WAYPOINT_SMTP__ = smtp;
  process.env.WAYPOINT_TEST_MAIL_DIR = mailDir;

  // A training provider's site on loopback for the training-program crawler.
  const site = await startTrainingSite();
  (globalThis as { __WAYPOINT_TRAINING_SITE__?: unknown }).__WAYPOINT_TRAINING_SITE__ = site;
  process.env.WAYPOINT_TEST_TRAINING_SITE = site.url;

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl(DB),
    REDIS_URL: redisUrl(REDIS_DB),
    QUEUE_PREFIX: 'test-system',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: baseUrl,
    SESSION_SECRET: 'system-test-session-secret-0123456789abcdef',
    DEMO_ADMIN_PASSWORD: DEMO_PASSWORDS.sysadmin,
    DEMO_MEMBER_PASSWORD: DEMO_PASSWORDS.member,
    DEMO_CREDENTIALS_FILE: join(tmpdir(), `waypoint-system-credentials-${process.pid}.json`),
    SMTP_HOST: smtp.host,
    SMTP_PORT: String(smtp.port),
    MAIL_FROM: 'jobs@waypoint.test',
    TRAINING_CRAWL_ALLOW_PRIVATE: 'true',
    CRAWL_HOST_DELAY_MS: '20',
    CRAWL_PAGE_TIMEOUT_MS: '2000',
  };
  const migrated = await runNode(`${ROOT}/dist/src/bin/migrate.js`, env);
  if (migrated.code !== 0) throw new Error(`Migrations failed:\n${migrated.output}`);
  const seeded = await runNode(`${ROOT}/dist/src/bin/seed.js`, env);
  if (seeded.code !== 0) throw new Error(`Seeding failed:\n${seeded.output}`);
  const app = await startApp(env, baseUrl);
  (globalThis as { __WAYPOINT_APP__?: unknown }).__WAYPOINT_APP__ = app;
  // Test files run in workers that inherit this environment.
  process.env.WAYPOINT_TEST_URL = baseUrl;
  process.env.WAYPOINT_TEST_DATABASE_URL = env.DATABASE_URL;
  process.env.WAYPOINT_TEST_REDIS_URL = env.REDIS_URL;
}
