import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';

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
    extra: { max: 10, connectionTimeoutMillis: 5_000 },
  };
}
