import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AiModule } from '../ai/ai.module';
import { CrawlProcessor } from './crawl.processor';
import { CrawlerService } from './crawler.service';
import { CrawlSession } from './entities/crawl-session.entity';
import { TrainingProgram } from './entities/training-program.entity';
import { TrainingDomain, TrainingPlatform } from './entities/training-source.entity';
import { ProgramsService } from './programs.service';
import { TrainingSearchController } from './training-search.controller';

/** The training-program search service (part 2 §2.4, §7; DESIGN.md §5): program crawler on the `crawl` queue. */
@Module({
  imports: [TypeOrmModule.forFeature([TrainingProgram, CrawlSession, TrainingDomain, TrainingPlatform]), AiModule],
  controllers: [TrainingSearchController],
  providers: [ProgramsService, CrawlerService, CrawlProcessor],
  exports: [ProgramsService],
})
export class TrainingSearchModule {}
