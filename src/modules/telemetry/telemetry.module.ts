import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TelemetryEvent } from './entities/telemetry-event.entity';
import { TelemetryInterceptor } from './telemetry.interceptor';
import { TelemetryService } from './telemetry.service';

/** Global: any controller can mark a handler with @Telemetry('event_type'). */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([TelemetryEvent])],
  providers: [TelemetryService, TelemetryInterceptor],
  exports: [TelemetryService, TelemetryInterceptor],
})
export class TelemetryModule {}
