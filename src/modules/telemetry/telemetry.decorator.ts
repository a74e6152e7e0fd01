import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { TELEMETRY_EVENT } from './telemetry.constants';
import { TelemetryInterceptor } from './telemetry.interceptor';

/** Records a telemetry event of this type for the signed-in user when the handler succeeds. */
export const Telemetry = (eventType: string) => applyDecorators(SetMetadata(TELEMETRY_EVENT, eventType), UseInterceptors(TelemetryInterceptor));
