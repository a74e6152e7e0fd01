import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivityModule } from '../activity/activity.module';
import { AiModule } from '../ai/ai.module';
import { DocumentsModule } from '../documents/documents.module';
import { CollectProcessor } from './collect/collect.processor';
import { CollectionService } from './collect/collection.service';
import { JaController } from './collect/ja.controller';
import { JobSourceRegistry } from './collect/job-source.registry';
import { SchedulerService } from './collect/scheduler.service';
import { TaskStore } from './collect/task.store';
import { CollectionRun } from './entities/collection-run.entity';
import { CollectionTask } from './entities/collection-task.entity';
import { Job } from './entities/job.entity';
import { SavedSearch } from './entities/saved-search.entity';
import { JobImportService } from './job-import.service';
import { JobSearchService } from './job-search.service';
import { JobStore } from './job-store.service';
import { JobsController } from './jobs.controller';
import { SavedSearchesService } from './saved-searches.service';

/** Jobs (part 3 §2.1, §2.2, §2.13; DESIGN.md §9): the store, search, collection and its scheduler. */
@Module({
  imports: [TypeOrmModule.forFeature([Job, CollectionTask, CollectionRun, SavedSearch]), ActivityModule, AiModule, DocumentsModule],
  controllers: [JobsController, JaController],
  providers: [JobStore, JobSearchService, JobImportService, SavedSearchesService, JobSourceRegistry, CollectionService, CollectProcessor, TaskStore, SchedulerService],
  exports: [JobStore, JobSearchService, JobSourceRegistry, SavedSearchesService],
})
export class JobsModule {}
