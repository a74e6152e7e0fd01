import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';

/**
 * Planner costs for each of our sessions. Postgres prices a random page read at 4× a sequential one,
 * a spinning disk; on SSDs or a cached database it is nearer 1.1. At 4 the planner crossed a 271k-row
 * filter bitmap with a 4,600-row text bitmap (`python` among remote jobs, 40 ms) instead of walking
 * the remote jobs' date index (4 ms); see docs/development.md (bench:jobs). The bench's bare
 * server (bench/lib/bare-jobs-server.mjs) uses the same options.
 */
export const SESSION_OPTIONS = '-c random_page_cost=1.1';

/**
 * The one description of our database connection, shared by the app (TypeOrmModule)
 * and the TypeORM CLI (ormconfig.ts). Schema changes happen only through migrations.
 */
export function buildDataSourceOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    synchronize: false,
    migrationsRun: false,
    // Globs work both from the TypeScript sources and from the compiled dist/ tree.
    entities: [join(__dirname, '..', '..', '**', '*.entity.{js,ts}')],
    migrations: [join(__dirname, '..', '..', 'database', 'migrations', '*.{js,ts}')],
    migrationsTableName: 'typeorm_migrations',
    // gen_random_uuid() is built into Postgres 13+: no extension needed.
    uuidExtension: 'pgcrypto',
    extra: { max: 10, connectionTimeoutMillis: 5_000, options: SESSION_OPTIONS },
  };
}
