import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { EnvironmentVariables } from '../../config/env.validation';
import { ALL_QUEUES } from './queue-names';
import { JobResultsService } from './job-results.service';
import { QueueMonitorService } from './queue-monitor.service';
import { RedisService } from './redis.service';
import { redisOptionsFromUrl } from './redis-options';

@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService<EnvironmentVariables, true>) => ({
        connection: {
          ...redisOptionsFromUrl(config.get('REDIS_URL', { infer: true })),
          // BullMQ workers block on Redis; they must retry for ever rather than fail a command.
          maxRetriesPerRequest: null,
        },
        prefix: config.get('QUEUE_PREFIX', { infer: true }),
        defaultJobOptions: {
          attempts: 3,
          backoff: { type: 'exponential', delay: 5_000 },
          removeOnComplete: { count: 1_000 },
          removeOnFail: false,
        },
      }),
    }),
    BullModule.registerQueue(...ALL_QUEUES.map((name) => ({ name }))),
  ],
  providers: [RedisService, QueueMonitorService, JobResultsService],
  exports: [BullModule, RedisService, QueueMonitorService, JobResultsService],
})
export class QueueModule {}
