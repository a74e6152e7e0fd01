import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { EnvironmentVariables } from '../../config/env.validation';
import { buildDataSourceOptions } from './data-source-options';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService<EnvironmentVariables, true>) => ({
        ...buildDataSourceOptions(config.get('DATABASE_URL', { infer: true })),
        // Modules register their entities with forFeature; the CLI uses the glob above.
        entities: [],
        autoLoadEntities: true,
        retryAttempts: 3,
        retryDelay: 1_000,
      }),
    }),
  ],
})
export class DatabaseModule {}
