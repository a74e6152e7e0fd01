/** Applies pending migrations. Run before starting the app (scripts/start does). */
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { ConfigurationError, validate } from '../config/env.validation';
import { buildDataSourceOptions } from '../core/database/data-source-options';

async function migrate(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const env = validate(process.env);
  const dataSource = new DataSource(buildDataSourceOptions(env.DATABASE_URL));
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}` : 'Database schema is up to date');
  } finally {
    await dataSource.destroy();
  }
}

void migrate().catch((err: unknown) => {
  console.error(err instanceof ConfigurationError ? `Cannot migrate. ${err.message}` : err);
  process.exit(1);
});
