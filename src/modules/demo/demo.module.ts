import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { validate } from '../../config/env.validation';
import { DatabaseModule } from '../../core/database/database.module';
import { IdentityModule } from '../identity/identity.module';
import { JobStore } from '../jobs/job-store.service';
import { QuizLibraryService } from '../learning/quiz/quiz-library.service';
import { DemoSeedService } from './demo-seed.service';

/** What `npm run seed` loads: just enough of the app to write demo data (accounts, the bundled jobs, the sample quizzes). */
@Module({
  imports: [ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, cache: true, validate }), DatabaseModule, IdentityModule],
  providers: [DemoSeedService, JobStore, QuizLibraryService],
})
export class DemoModule {}
