import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TelemetryEvent } from './entities/telemetry-event.entity';
import { TelemetryDailyUser, TelemetryHourly } from './entities/telemetry-rollups.entity';
import { TelemetryAnalyticsService } from './telemetry-analytics.service';
import { TelemetryController } from './telemetry.controller';
import { TelemetryInterceptor } from './telemetry.interceptor';
import { TelemetryService } from './telemetry.service';

/** Global: any controller can mark a handler with @Telemetry('event_type'). */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([TelemetryEvent, TelemetryHourly, TelemetryDailyUser])],
  controllers: [TelemetryController],
  providers: [TelemetryService, TelemetryInterceptor, TelemetryAnalyticsService],
  exports: [TelemetryService, TelemetryInterceptor, TelemetryAnalyticsService],
})
export class TelemetryModule {}
