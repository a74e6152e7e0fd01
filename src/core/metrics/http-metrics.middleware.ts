import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { MetricsService } from './metrics.service';

/**
 * Counts and times every request. Labels use the route template (`/api/jobs/:id`), never the raw
 * URL, so the number of series stays bounded; requests that matched no route share one label.
 */
const SERVER_PATH = /^\/(api|auth|oidc)(\/|$)/;

@Injectable()
export class HttpMetricsMiddleware implements NestMiddleware {
  constructor(private readonly metrics: MetricsService) {}

  use(req: Request, res: Response, next: NextFunction): void {
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const template = req.route?.path as string | undefined;
      // Nest answers unknown paths from a catch-all route (`/api/{*path}`): count those as unmatched.
      const matched = template && !(res.statusCode === 404 && template.endsWith('{*path}'));
      const route = matched ? `${req.baseUrl}${template}` : SERVER_PATH.test(req.path) ? 'unmatched' : 'static';
      this.metrics.observeRequest(req.method, route, res.statusCode, seconds);
    });
    next();
  }
}
