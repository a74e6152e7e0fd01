import type { NextFunction, Request, Response } from 'express';
import { sendError } from './send-error';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie sessions: a state-changing request from a browser must come from our own
 * origin. Browsers send Origin (or Sec-Fetch-Site) on cross-site writes; requests without either
 * are not from a browser page and carry no ambient credentials worth stealing. SameSite=Lax on the
 * session cookie is the second layer.
 */
export function rejectCrossSiteWrites(publicBase: string) {
  const allowed = new URL(publicBase).origin;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE.has(req.method)) return next();
    const origin = req.get('origin');
    const ownOrigin = `${req.protocol}://${req.get('host')}`;
    const crossSite = origin
      ? origin !== allowed && origin !== ownOrigin
      : req.get('sec-fetch-site') === 'cross-site';
    if (!crossSite) return next();
    sendError(req, res, 403, 'This request came from another site and was refused.', 'CSRF_REJECTED');
  };
}
