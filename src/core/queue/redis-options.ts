import type { RedisOptions } from 'bullmq';

/** Turns REDIS_URL (redis://[user:pass@]host:port[/db], or rediss:// for TLS) into ioredis options. */
export function redisOptionsFromUrl(redisUrl: string): RedisOptions {
  const url = new URL(redisUrl);
  const db = url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0;
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : 6379,
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: Number.isInteger(db) ? db : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
  };
}
