import { Logger } from '@nestjs/common';
import { RedisStore } from 'connect-redis';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import { createClient } from 'redis';
import { sendError } from '../../core/http/send-error';
import { SESSION_COOKIE } from './auth-urls';

export const SESSION_TTL_MS = 12 * 3600 * 1000;

declare module 'express-session' {
  interface SessionData {
    /** When the session's lifetime was last extended (ms since epoch). */
    renewedAt?: number;
  }
}

/** Where a session lives in Redis: `<prefix>:sess:<id>`. */
export const sessionKeyPrefix = (prefix: string) => `${prefix}:sess:`;

/**
 * Server-side sessions in Redis (connect-redis), shared by every replica and kept across restarts.
 * The cookie holds only the signed session id: httpOnly, SameSite=Lax, Secure when the public
 * address is https. A request reads its session once (one GET) and writes it only when it changed
 * or when less than half its 12-hour lifetime is left; then the lifetime starts again (sliding
 * expiry without a write per request).
 */
export function sessionMiddleware(opts: { redisUrl: string; prefix: string; secret: string; secure: boolean }): {
  handlers: RequestHandler[];
  close: () => Promise<void>;
} {
  const logger = new Logger('Sessions');
  // node-redis (connect-redis speaks its API). Without an offline queue a request fails at once
  // while Redis is away instead of hanging until it returns.
  const client = createClient({
    url: opts.redisUrl,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(retries * 500, 5_000) },
  });
  let lastError = '';
  client.on('error', (err: Error) => {
    // Reconnects repeat the same error every few seconds: log each change only.
    if (err.message !== lastError) logger.warn({ err: err.message }, 'Session store connection error');
    lastError = err.message;
  });
  client.on('ready', () => (lastError = ''));
  const connecting = client.connect().catch(() => undefined); // errors arrive as 'error' events

  const store = new RedisStore({ client, prefix: sessionKeyPrefix(opts.prefix), disableTouch: true });
  const handler = session({
    name: SESSION_COOKIE,
    secret: opts.secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: undefined,
    cookie: { httpOnly: true, sameSite: 'lax', secure: opts.secure, maxAge: SESSION_TTL_MS, path: '/' },
  });
  const withStore: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    handler(req, res, (err?: unknown) => {
      if (!err) return next();
      logger.error({ err: (err as Error).message }, 'Session store unavailable');
      sendError(req, res, 503, 'Sign-in sessions are unavailable right now. Try again shortly.', 'SESSION_STORE_UNAVAILABLE');
    });
  };
  return {
    handlers: [withStore, renewWhenHalfSpent],
    // At shutdown no request is in flight; destroy() does not wait for a Redis that may be away.
    close: async () => {
      await connecting;
      if (client.isOpen) client.destroy();
    },
  };
}

/**
 * Extends a signed-in session's lifetime once less than half of it is left. Changing the session
 * makes express-session save it (with a fresh TTL) and send the cookie again.
 */
const renewWhenHalfSpent: RequestHandler = (req, _res, next) => {
  const s = req.session as (typeof req.session & { passport?: unknown }) | undefined;
  if (s?.passport && (s.cookie.maxAge ?? 0) < SESSION_TTL_MS / 2) {
    s.cookie.maxAge = SESSION_TTL_MS;
    s.renewedAt = Date.now();
  }
  next();
};
