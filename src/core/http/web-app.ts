import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Paths the server owns; the SPA fallback never answers them. */
const SERVER_PATHS = /^\/(api|auth|oidc|admin\/queues)(\/|$)/;
/** A request for a file (has an extension) or for anything under /assets/ is never a client route. */
const FILE_PATH = /(^\/assets\/)|(\.[A-Za-z0-9]+$)/;
/** Routes that are pages of their own rather than routes of the React app (index.html). */
const OWN_PAGES: Record<string, string> = { '/login': 'login.html' };

/**
 * The built web app, served before any session, passport or logging middleware: an asset or a
 * page costs no session read. `assets`: each text asset has .br and .gz copies written by the web
 * build and the best one the client accepts is sent; hashed assets are cached for a year; source
 * maps are built for debugging but never served. `pages`: index.html for every client route, or a
 * route's own page (mount it after compression: HTML is compressed on the fly).
 */
export function webAppMiddleware(webDist: string): { assets: RequestHandler[]; pages: RequestHandler } {
  const noSourceMaps: RequestHandler = (req, res, next) => {
    if (!req.path.endsWith('.map')) return next();
    res.status(404).type('text/plain').send('Not found');
  };
  const assets = expressStaticGzip(webDist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The flight check's viewer runs in a sandboxed frame (an opaque origin): the browser fetches
        // its module scripts and styles with `Origin: null` and needs this to use them. Built assets
        // are public and sent without cookies; nothing is exposed that a <script> tag could not load.
        if (path.includes('/assets/')) res.setHeader('Access-Control-Allow-Origin', '*');
      },
    },
  }) as RequestHandler;
  // No file lives under a server path: an API call skips the file lookup (a stat per request).
  const files: RequestHandler = (req, res, next) => (SERVER_PATHS.test(req.path) ? next() : assets(req, res, next));
  const fallback = (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path) || FILE_PATH.test(req.path)) {
      return next();
    }
    const page = join(webDist, OWN_PAGES[req.path.replace(/\/+$/, '')] ?? 'index.html');
    if (!existsSync(page)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build:web`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(page);
  };
  return { assets: [noSourceMaps, files], pages: fallback };
}
