/**
 * Runs once per API test run: builds a migrated template database, then one copy per jest
 * worker, and empties the workers' Redis databases. Suites in one worker run one after another
 * and truncate their tables (test/database.ts); workers never share a database.
 */
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { FakeOidcProvider } from './fakes/oidc-provider';
import { buildDataSourceOptions } from '../src/core/database/data-source-options';
import {
  ADMIN_DATABASE_URL,
  MAX_API_WORKERS,
  TEMPLATE_DB,
  TEST_REDIS_URL,
  databaseUrl,
  workerDatabaseName,
} from './test-env';

async function recreate(admin: Client, name: string, template?: string): Promise<void> {
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
}

export default async function globalSetup(): Promise<void> {
  // Migrations are TypeScript files loaded by TypeORM with plain require().
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('ts-node').register({ transpileOnly: true });

  const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(
      `API tests need Postgres at ${ADMIN_DATABASE_URL} (${(err as Error).message}). Run scripts/test, which starts it.`,
    );
  }
  try {
    await recreate(admin, TEMPLATE_DB);
    const dataSource = new DataSource(buildDataSourceOptions(databaseUrl(TEMPLATE_DB)));
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    await dataSource.destroy();
    for (let worker = 1; worker <= MAX_API_WORKERS; worker++) {
      await recreate(admin, workerDatabaseName(worker), TEMPLATE_DB);
    }
  } finally {
    await admin.end();
  }

  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
  } catch (err) {
    throw new Error(`API tests need Redis at ${TEST_REDIS_URL} (${(err as Error).message}). Run scripts/test, which starts it.`);
  }
  for (let worker = 1; worker <= MAX_API_WORKERS; worker++) {
    await redis.select(worker);
    await redis.flushdb();
  }
  await redis.quit();

  // One fake identity provider for the whole run; workers inherit its address.
  const oidc = new FakeOidcProvider();
  await oidc.start();
  (globalThis as { __FAKE_OIDC__?: FakeOidcProvider }).__FAKE_OIDC__ = oidc;
  process.env.TEST_OIDC_ISSUER = oidc.issuer;
}
