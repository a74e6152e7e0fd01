import { resolve } from 'node:path';
import express, { type Request, type RequestHandler, type Response } from 'express';

/** Image types a quiz may show. SVG is left out: it can carry script. */
const IMAGE = /\.(png|jpe?g|gif|webp)$/i;
/** `/{topic}/{path…}`: a topic folder name, then a relative path. */
const ASSET_PATH = /^\/[A-Za-z0-9][A-Za-z0-9._-]{0,79}\/[^\0]+$/;

/**
 * Serves `/quiz-assets/{topic}/…` (part 2 §7) from the quiz repositories, images only. `serve-static`
 * resolves every path inside its root and refuses `..` and dot-files, so nothing outside a
 * repository is reachable; the first repository holding the file answers.
 */
export function quizAssets(roots: string[]): RequestHandler {
  const statics = roots.map((root) =>
    express.static(resolve(root), { index: false, dotfiles: 'deny', redirect: false, fallthrough: true, maxAge: '1h' }),
  );
  return (req: Request, res: Response) => {
    const notFound = () => res.status(404).type('text/plain').send('Not found');
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !ASSET_PATH.test(req.path) || !IMAGE.test(req.path)) return notFound();
    let i = 0;
    const tryNext = (err?: unknown) => {
      // Malformed encodings and refused dot-files: simply not an asset.
      if (err) return notFound();
      if (i >= statics.length) return notFound();
      statics[i++](req, res, tryNext);
    };
    tryNext();
  };
}
