import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import type { SessionUser } from '../../core/auth/auth.decorators';
import type { EnvironmentVariables } from '../../config/env.validation';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Who reads /api/metrics: an administrator's session, or a scraper sending METRICS_TOKEN as a
 * bearer token. Route counts, queue depths and process figures tell an outsider what runs and how
 * busy it is, so they are not public. The token is compared in constant time (by digest, so its
 * length does not show either).
 */
@Injectable()
export class MetricsAccessGuard implements CanActivate {
  constructor(private readonly config: ConfigService<EnvironmentVariables, true>) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request & { user?: SessionUser }>();
    const token = this.config.get('METRICS_TOKEN', { infer: true });
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (token && bearer !== undefined) {
      if (timingSafeEqual(digest(bearer), digest(token))) return true;
      throw new UnauthorizedException('The metrics token is not valid.');
    }
    if (!req.user) {
      throw new UnauthorizedException(
        token ? 'Sign in as an administrator, or send the metrics token (Authorization: Bearer …).' : 'Sign in as an administrator to read the metrics.',
      );
    }
    if (!req.user.isAdmin) throw new ForbiddenException('Administrator privileges required.');
    return true;
  }
}
