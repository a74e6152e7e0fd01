import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../core/auth/auth.decorators';
import { QueuedDto } from '../dto/job.dto';
import { MetricsQueryDto, RunNowQueryDto, SchedulerMetricsDto, SchedulerStateDto, SchedulerStatusDto, SeedTasksResultDto } from '../dto/scheduler.dto';
import { RUN_NOW_DEFAULTS } from './collection.service';
import { SchedulerService } from './scheduler.service';
import { TaskStore } from './task.store';

/** The job-collection scheduler (part 3 §7 Scheduler), for administrators. */
@ApiTags('scheduler')
@AdminOnly()
@Controller('ja')
export class JaController {
  constructor(
    private readonly scheduler: SchedulerService,
    private readonly tasks: TaskStore,
  ) {}

  /** Adds the default collection tasks that are missing (idempotent). */
  @Post('tasks/seed-defaults')
  @HttpCode(200)
  async seedDefaultTasks(): Promise<SeedTasksResultDto> {
    const added = await this.tasks.seedDefaults();
    return { added, tasks: (await this.tasks.list()).length };
  }

  /** Schedules every enabled task (a BullMQ job scheduler each). */
  @Post('scheduler/start')
  @HttpCode(200)
  async startScheduler(): Promise<SchedulerStateDto> {
    return { running: (await this.scheduler.start()).running };
  }

  @Post('scheduler/stop')
  @HttpCode(200)
  stopScheduler(): Promise<SchedulerStateDto> {
    return this.scheduler.stop();
  }

  /** Whether the schedule runs, what is collecting now (with progress) and each source's health. */
  @Get('scheduler/status')
  getSchedulerStatus(): Promise<SchedulerStatusDto> {
    return this.scheduler.status();
  }

  /** Queues one collection now with the spec's parameters (defaults: indeed and linkedin, software engineer, Remote, 20, 72 h). */
  @Get('run-now')
  runNow(@Query() query: RunNowQueryDto): Promise<QueuedDto> {
    const d = RUN_NOW_DEFAULTS;
    return this.scheduler.enqueue('run-now', query.sites?.length ? query.sites : d.sites, {
      searchTerm: query.searchTerm ?? d.searchTerm,
      location: query.location ?? d.location,
      isRemote: query.isRemote ?? d.isRemote,
      resultsWanted: query.resultsWanted ?? d.resultsWanted,
      hoursOld: query.hoursOld ?? d.hoursOld,
    });
  }

  /** Jobs collected and runs in the last `days` (default 7), with every source's health. */
  @Get('metrics')
  getSchedulerMetrics(@Query() query: MetricsQueryDto): Promise<SchedulerMetricsDto> {
    return this.scheduler.metricsFor(query.days ?? 7);
  }
}
