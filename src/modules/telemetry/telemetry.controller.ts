import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly, SignedIn } from '../../core/auth/auth.decorators';
import { TelemetryAnalyticsDto, TelemetryAnalyticsQueryDto } from './dto/telemetry-analytics.dto';
import { TelemetryAnalyticsService } from './telemetry-analytics.service';

@ApiTags('telemetry')
@SignedIn()
@AdminOnly()
@Controller('telemetry')
export class TelemetryController {
  constructor(private readonly analytics: TelemetryAnalyticsService) {}

  /** Event analytics for a period (admin): retention, buckets, top types, weekday × hour pattern, top members. */
  @Get('analytics')
  @Header('Cache-Control', 'no-store')
  getTelemetryAnalytics(@Query() query: TelemetryAnalyticsQueryDto): Promise<TelemetryAnalyticsDto> {
    return this.analytics.analytics(query);
  }
}
