import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { ScheduleModule } from '@nestjs/schedule';
import { validate } from './config/env.validation';
import { DatabaseModule } from './core/database/database.module';
import { LoggingModule } from './core/logging/logging.module';
import { MetricsModule } from './core/metrics/metrics.module';
import { QueueModule } from './core/queue/queue.module';
import { RateLimitModule } from './core/rate-limit/rate-limit.module';
import { AccountModule } from './modules/account/account.module';
import { AdminModule } from './modules/admin/admin.module';
import { AiModule } from './modules/ai/ai.module';
import { AuthModule } from './modules/auth/auth.module';
import { ActivityModule } from './modules/activity/activity.module';
import { ApplicationsModule } from './modules/applications/applications.module';
import { EmailsModule } from './modules/emails/emails.module';
import { IntegrationsModule } from './modules/integrations/integrations.module';
import { FeedsModule } from './modules/feeds/feeds.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { LearningModule } from './modules/learning/learning.module';
import { TrainingSearchModule } from './modules/training-search/training-search.module';
import { ProfileModule } from './modules/profile/profile.module';
import { ResumesModule } from './modules/resumes/resumes.module';
import { SkillsModule } from './modules/skills/skills.module';
import { TelemetryModule } from './modules/telemetry/telemetry.module';
import { SettingsModule } from './modules/settings/settings.module';
import { SystemModule } from './modules/system/system.module';

@Module({
  imports: [
    // Core first (STYLE.md §1)…
    ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, cache: true, validate }),
    LoggingModule,
    DatabaseModule,
    QueueModule,
    RateLimitModule,
    MetricsModule,
    ScheduleModule.forRoot(),
    // …then the domains.
    SystemModule,
    AuthModule,
    AccountModule,
    IntegrationsModule,
    AdminModule,
    SettingsModule,
    AiModule,
    TelemetryModule,
    ActivityModule,
    SkillsModule,
    ProfileModule,
    ResumesModule,
    JobsModule,
    FeedsModule,
    ApplicationsModule,
    EmailsModule,
    TrainingSearchModule,
    LearningModule,
  ],
})
export class AppModule {}
