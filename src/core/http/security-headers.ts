import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Swagger UI's and Bull Board's pages carry inline styles we do not control: only there are inline
 * styles allowed (their scripts are files of their own, so script-src stays strict).
 */
const INLINE_STYLE_PATHS = /^\/(api\/docs|admin\/queues)(\/|$)/;
const HSTS_MAX_AGE = 180 * 24 * 3600;
/**
 * Pages our own screens show in a frame (the flight check's sandboxed markdown viewer): framable by
 * this origin only, never by another site.
 */
export const SAME_ORIGIN_FRAME_PATHS = /^\/feedback-viewer\.html$/;

/** The CSP source that allows exactly this inline <style> or <script> text. */
export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The inline <style> and <script> texts the server's own pages carry, allowed by their hashes. */
export interface InlineSources {
  styles: string[];
  scripts: string[];
}

/**
 * Security headers for every response (helmet): a strict Content-Security-Policy (no inline script,
 * no inline style attribute but the server-rendered pages' own, allowed by hash; <style> elements
 * allowed for the dialogs' scroll lock), no framing by any site, nosniff, no
 * referrer to other sites, and HSTS plus upgrade-insecure-requests only when the public address is https (on plain
 * http they would break the app for anyone reaching it by a LAN address).
 */
export function securityHeaders(opts: { https: boolean; inline: InlineSources }): RequestHandler {
  const strict = headers(opts, "'none'");
  const framable = headers(opts, "'self'");
  return (req, res, next) => (SAME_ORIGIN_FRAME_PATHS.test(req.path) ? framable : strict)(req, res, next);
}

function headers(opts: { https: boolean; inline: InlineSources }, frameAncestors: string): RequestHandler {
  const styleHashes = opts.inline.styles.map(cspHash).join(' ');
  const styleSource = (req: IncomingMessage) =>
    INLINE_STYLE_PATHS.test((req as Request).path ?? req.url ?? '') ? "'unsafe-inline'" : styleHashes;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", ...opts.inline.scripts.map(cspHash)],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", styleSource],
        // Radix dialogs lock page scroll with a <style> element they write at run time
        // (react-remove-scroll); its text varies with the scrollbar width, so no hash can name it.
        // Inline <style> elements are allowed (they cannot run script); style attributes in markup
        // still are not (style-src-attr falls back to style-src above).
        styleSrcElem: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        formAction: ["'self'"],
        frameAncestors: [frameAncestors],
        ...(opts.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The mail and cloud windows are other sites; the shell watches whether they are still open.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Not `no-referrer`: under it browsers send `Origin: null` on our own form posts, which the
    // cross-site write check must refuse. `same-origin` still tells other sites nothing.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: opts.https ? { maxAge: HSTS_MAX_AGE, includeSubDomains: false } : false,
    xFrameOptions: { action: frameAncestors === "'self'" ? 'sameorigin' : 'deny' },
  }) as RequestHandler;
}
