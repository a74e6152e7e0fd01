import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountModule } from '../account/account.module';
import { ActivityModule } from '../activity/activity.module';
import { AiModule } from '../ai/ai.module';
import { ResumesModule } from '../resumes/resumes.module';
import { ApplicationsController, CalendarFeedController } from './applications.controller';
import { ApplicationsService } from './applications.service';
import { CalendarService } from './calendar.service';
import { CoverLettersService } from './cover-letters.service';
import { Application } from './entities/application.entity';
import { ApplicationPacket } from './entities/application-packet.entity';
import { ApplicationStatusChange } from './entities/application-status-change.entity';
import { CalendarFeed } from './entities/calendar-feed.entity';
import { PacketsService } from './packets.service';

/** Applications (part 3 §2.2–2.4; DESIGN.md §4): packets, cover letters, the status pipeline, calendar events. */
@Module({
  imports: [TypeOrmModule.forFeature([Application, ApplicationPacket, ApplicationStatusChange, CalendarFeed]), ActivityModule, AccountModule, AiModule, ResumesModule],
  controllers: [ApplicationsController, CalendarFeedController],
  providers: [ApplicationsService, PacketsService, CoverLettersService, CalendarService],
  exports: [ApplicationsService, PacketsService],
})
export class ApplicationsModule {}
