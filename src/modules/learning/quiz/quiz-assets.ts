import { realpath } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import type { Request, RequestHandler, Response } from 'express';

/** Image types a quiz may show. SVG is left out: it can carry script. */
const IMAGE = /\.(png|jpe?g|gif|webp)$/i;
/** `/{topic}/{path…}`: a topic folder name, then a relative path. */
const ASSET_PATH = /^\/[A-Za-z0-9][A-Za-z0-9._-]{0,79}\/[^\0]+$/;

/**
 * Serves `/quiz-assets/{topic}/…` (part 2 §7) from the quiz repositories, images only; the first
 * repository holding the file answers. The file's real path (symlinks resolved) must lie inside
 * the real root and still name an image, so neither `..` nor a symlink reaches anything outside a
 * repository; what is sent is that real path, with dot-files refused.
 */
export function quizAssets(roots: string[]): RequestHandler {
  return (req: Request, res: Response) => {
    const notFound = () => {
      if (!res.headersSent) res.status(404).type('text/plain').send('Not found');
    };
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !ASSET_PATH.test(req.path) || !IMAGE.test(req.path)) return notFound();
    let wanted: string;
    try {
      wanted = decodeURIComponent(req.path);
    } catch {
      return notFound();
    }
    // No `..` and no dot-files, however spelt.
    if (wanted.includes('\0') || wanted.split('/').some((segment) => segment.startsWith('.'))) return notFound();
    void (async () => {
      for (const root of roots) {
        const realRoot = await realpath(root).catch(() => null);
        const real = realRoot && (await realpath(resolve(root, `.${wanted}`)).catch(() => null));
        if (!realRoot || !real) continue;
        if (!real.startsWith(realRoot + sep) || !IMAGE.test(real)) return notFound();
        const path = relative(realRoot, real);
        return res.sendFile(path, { root: realRoot, dotfiles: 'deny', maxAge: '1h' }, (err) => {
          if (err) notFound();
        });
      }
      notFound();
    })();
  };
}
