import { BadRequestException, Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiExtraModels, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type SessionUser, SignedIn } from '../../core/auth/auth.decorators';
import { Telemetry } from '../telemetry/telemetry.decorator';
import { ActivityService, checkTimeZone } from './activity.service';
import { ActivityQueryDto, ActivitySummaryDto, LogActivityDto, LoggedDto, WeekDeltaDto } from './dto/activity.dto';

@ApiTags('activity')
@ApiExtraModels(WeekDeltaDto)
@SignedIn()
@Controller('activity')
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  /** Records something the member did (one of the spec's activity types). */
  @Post('log')
  @Telemetry('activity_log')
  async logActivity(@CurrentUser() user: SessionUser, @Body() body: LogActivityDto): Promise<LoggedDto> {
    const details = body.activity_details ?? '';
    const stored = typeof details === 'string' ? details : JSON.stringify(details);
    if (stored.length > 2000) throw new BadRequestException('activity_details must be at most 2000 characters');
    await this.activity.record(user.id, body.activity_type, stored);
    return { success: true };
  }

  /** The member's activity summary: totals, this week by day, week deltas, 30 days, the newest `limit`. */
  @Get()
  @Telemetry('activity_view')
  async getActivity(@CurrentUser() user: SessionUser, @Query() query: ActivityQueryDto): Promise<ActivitySummaryDto> {
    if (query.tz) await this.activity.useTimeZone(user.id, checkTimeZone(query.tz));
    return this.activity.summary(user.id, query.limit ?? 25);
  }
}
