import connectPgSimple from 'connect-pg-simple';
import type { RequestHandler } from 'express';
import session from 'express-session';
import { Pool } from 'pg';
import { SESSION_COOKIE } from './auth-urls';

export const SESSION_TABLE = 'http_sessions';
const TWELVE_HOURS = 12 * 3600 * 1000;

/**
 * Server-side sessions in Postgres (table http_sessions, created by a migration). The cookie holds
 * only the signed session id: httpOnly, SameSite=Lax, Secure when the public address is https.
 */
export function sessionMiddleware(opts: { databaseUrl: string; secret: string; secure: boolean }): {
  handler: RequestHandler;
  close: () => Promise<void>;
} {
  const pool = new Pool({ connectionString: opts.databaseUrl, max: 5 });
  const PgStore = connectPgSimple(session);
  const store = new PgStore({ pool, tableName: SESSION_TABLE, createTableIfMissing: false, pruneSessionInterval: 15 * 60 });
  const handler = session({
    name: SESSION_COOKIE,
    secret: opts.secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: undefined,
    cookie: { httpOnly: true, sameSite: 'lax', secure: opts.secure, maxAge: TWELVE_HOURS, path: '/' },
  });
  return {
    handler,
    close: async () => {
      store.close();
      await pool.end();
    },
  };
}
