import { applyDecorators, type CanActivate, type ExecutionContext, HttpException, HttpStatus, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { SessionUser } from '../auth/auth.decorators';
import { ApiErrorDto } from '../http/api-error.dto';
import { RateLimitPolicy, RateLimitService } from './rate-limit.service';

const RATE_LIMIT_POLICY = 'waypoint:rate-limit';

/**
 * Requests already counted. `@RateLimit` on a controller and on one of its handlers adds the guard
 * twice (Nest runs class and handler guards one after the other); the handler's policy wins, once.
 */
const counted = new WeakSet<object>();

/**
 * Counts each call against `policy`, per member (or per address when signed out); over it, 429 with
 * Retry-After. On a controller it covers every handler; a handler's own `@RateLimit` replaces it.
 */
export const RateLimit = (policy: RateLimitPolicy) =>
  applyDecorators(
    SetMetadata(RATE_LIMIT_POLICY, policy),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({ description: 'Too many requests: wait for the Retry-After seconds', type: ApiErrorDto }),
  );

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.getAllAndOverride<RateLimitPolicy | undefined>(RATE_LIMIT_POLICY, [context.getHandler(), context.getClass()]);
    if (!policy) return true;
    const http = context.switchToHttp();
    const req = http.getRequest<Request & { user?: SessionUser }>();
    if (counted.has(req)) return true;
    counted.add(req);
    const key = req.user ? `user:${req.user.id}` : `ip:${req.ip ?? ''}`;
    const wait = await this.limits.hit(policy, key);
    if (!wait) return true;
    http.getResponse<Response>().setHeader('Retry-After', String(wait));
    throw new HttpException(tooManyMessage(wait), HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** "Too many attempts. Try again in 3 minutes." */
export function tooManyMessage(seconds: number, what = 'requests'): string {
  const wait = seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  return `Too many ${what}. Try again in ${wait}.`;
}
