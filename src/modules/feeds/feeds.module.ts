import { Module } from '@nestjs/common';
import { AiModule } from '../ai/ai.module';
import { JobsModule } from '../jobs/jobs.module';
import { FeedToolsController } from './feed-tools.controller';
import { FeedToolsService } from './feed-tools.service';

/** Feeds (DESIGN.md §5): the administrator's RSS fetch, parse, ETL and insert tools (part 3 §2.13). */
@Module({
  imports: [AiModule, JobsModule],
  controllers: [FeedToolsController],
  providers: [FeedToolsService],
})
export class FeedsModule {}
