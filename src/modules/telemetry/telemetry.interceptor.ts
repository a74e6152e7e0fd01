import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type Observable, tap } from 'rxjs';
import type { SessionUser } from '../../core/auth/auth.decorators';
import { TELEMETRY_EVENT } from './telemetry.constants';
import { TelemetryService } from './telemetry.service';

/** After a successful handler, records the event named by @Telemetry() (not awaited: the answer does not wait). */
@Injectable()
export class TelemetryInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly telemetry: TelemetryService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const eventType = this.reflector.get<string | undefined>(TELEMETRY_EVENT, context.getHandler());
    const user = context.switchToHttp().getRequest<{ user?: SessionUser }>().user;
    return next.handle().pipe(
      tap(() => {
        if (eventType) void this.telemetry.record(eventType, user?.id ?? null);
      }),
    );
  }
}
