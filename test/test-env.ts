/**
 * Where the API tests find Postgres and Redis. scripts/test starts the embedded servers and
 * exports TEST_DATABASE_ADMIN_URL / TEST_REDIS_URL; the defaults match scripts/lib/services.sh.
 */
export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:56379';
/** Jest runs at most this many API workers; each has its own database and Redis db. */
export const MAX_API_WORKERS = 2;
export const TEMPLATE_DB = 'waypoint_test_template';

export const workerDatabaseName = (worker: number | string) => `waypoint_test_${worker}`;

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export function redisUrl(db: number): string {
  const url = new URL(TEST_REDIS_URL);
  url.pathname = `/${db}`;
  return url.toString();
}
