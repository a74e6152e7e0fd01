import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { IS_ADMIN_ONLY, IS_PUBLIC, type SessionUser } from './auth.decorators';

/** Global: every endpoint needs a session unless @Public(); @AdminOnly() ones need an admin. */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const user = context.switchToHttp().getRequest<{ user?: SessionUser }>().user;
    if (!user) throw new UnauthorizedException('Sign in to continue.');
    if (this.reflector.getAllAndOverride<boolean>(IS_ADMIN_ONLY, targets) && !user.isAdmin) {
      throw new ForbiddenException('Administrator privileges required.');
    }
    return true;
  }
}
