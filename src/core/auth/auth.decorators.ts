import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth, ApiExtension, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiErrorDto } from '../http/api-error.dto';

export const IS_PUBLIC = 'waypoint:public';
export const IS_ADMIN_ONLY = 'waypoint:admin-only';

/** The signed-in user as every request sees it (loaded from the session). */
export interface SessionUser {
  id: string;
  username: string;
  isAdmin: boolean;
}

/** Reachable without signing in. Everything else under /api needs a session. */
export const Public = () => applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension('x-public', true));

/** Admins only: 401 without a session, 403 for members. */
export const AdminOnly = () =>
  applyDecorators(
    SetMetadata(IS_ADMIN_ONLY, true),
    ApiExtension('x-admin', true),
    ApiForbiddenResponse({ description: 'Signed in, but not an administrator', type: ApiErrorDto }),
  );

/** Documents the session requirement on a controller (the guard enforces it everywhere). */
export const SignedIn = () =>
  applyDecorators(ApiCookieAuth('waypoint.sid'), ApiUnauthorizedResponse({ description: 'Not signed in', type: ApiErrorDto }));

export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): SessionUser => {
  return ctx.switchToHttp().getRequest<{ user: SessionUser }>().user;
});
