import { Body, Controller, Get, Header, HttpCode, Post, Query, Res, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly, IS_PUBLIC, Public, SignedIn } from '../../core/auth/auth.decorators';
import { MetricsAccessGuard } from './metrics-access.guard';
import { ApiErrorDto } from '../../core/http/api-error.dto';
import { MetricsService } from '../../core/metrics/metrics.service';
import { HealthResponseDto } from './dto/health-response.dto';
import { HealthService } from './health.service';
import { SystemService } from './system.service';
import { SystemOverviewDto } from './dto/system-overview.dto';
import { SystemStatsDto } from './dto/system-stats.dto';
import { SystemOverviewService } from './system-overview.service';
import { SystemStatsService } from './system-stats.service';
import { HeartbeatPageDto, ListHeartbeatsQueryDto, RunHeartbeatDto, RunHeartbeatResponseDto } from './dto/heartbeat.dto';

@ApiTags('system')
@Controller()
export class SystemController {
  constructor(
    private readonly health: HealthService,
    private readonly metrics: MetricsService,
    private readonly system: SystemService,
    private readonly stats: SystemStatsService,
    private readonly overview: SystemOverviewService,
  ) {}

  /** Live CPU, memory, disk and network figures of the host (admin; the performance panel polls it every 5 s). */
  @Get('system-stats')
  @SignedIn()
  @AdminOnly()
  @Header('Cache-Control', 'no-store')
  getSystemStats(): Promise<SystemStatsDto> {
    return this.stats.read();
  }

  /** The System Status figures (admin): users, active users, events, uptime, sign-in alerts, recent events. */
  @Get('system/overview')
  @SignedIn()
  @AdminOnly()
  @Header('Cache-Control', 'no-store')
  getSystemOverview(): Promise<SystemOverviewDto> {
    return this.overview.overview();
  }

  /** Whether the database and Redis answer; 503 names each one that does not. */
  @Public()
  @Get('health')
  @Header('Cache-Control', 'no-store')
  @ApiServiceUnavailableResponse({ type: ApiErrorDto })
  getHealth(): Promise<HealthResponseDto> {
    return this.health.check();
  }

  /**
   * Prometheus text: HTTP request counts and durations, queue depths, process figures. For an
   * administrator's session or a scraper's `Authorization: Bearer <METRICS_TOKEN>` (MetricsAccessGuard).
   */
  // The session guard steps aside (IS_PUBLIC, without @Public()'s mark in the docs) for MetricsAccessGuard, which also takes the token.
  @SetMetadata(IS_PUBLIC, true)
  @UseGuards(MetricsAccessGuard)
  @Get('metrics')
  @SignedIn()
  @AdminOnly()
  @ApiBearerAuth()
  @ApiProduces('text/plain')
  @ApiOkResponse({ schema: { type: 'string' } })
  async getMetrics(@Res() res: Response): Promise<void> {
    const { contentType, body } = await this.metrics.render();
    res.setHeader('Cache-Control', 'no-store');
    res.type(contentType).send(body);
  }

  /** Runs the system queue's heartbeat job now: proof that queueing and workers work end to end. */
  @Post('system/heartbeats')
  @SignedIn()
  @AdminOnly()
  @HttpCode(200)
  runHeartbeat(@Body() body: RunHeartbeatDto): Promise<RunHeartbeatResponseDto> {
    return this.system.runHeartbeat(body.wait ?? false);
  }

  /** Recent heartbeat runs, newest first, 20 a page by keyset. */
  @Get('system/heartbeats')
  @SignedIn()
  @AdminOnly()
  listHeartbeats(@Query() query: ListHeartbeatsQueryDto): Promise<HeartbeatPageDto> {
    return this.system.listHeartbeats(query.limit ?? 20, query.cursor);
  }
}
