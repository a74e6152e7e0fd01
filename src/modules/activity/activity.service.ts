import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Activity } from './entities/activity.entity';

@Injectable()
export class ActivityService {
  constructor(@InjectRepository(Activity) private readonly activities: Repository<Activity>) {}

  async record(userId: string, activityType: string, details: string | Record<string, unknown> = ''): Promise<void> {
    const activityDetails = typeof details === 'string' ? details : JSON.stringify(details);
    await this.activities.insert({ userId, activityType, activityDetails });
  }
}
