import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SystemHeartbeat } from './entities/system-heartbeat.entity';
import { HealthService } from './health.service';
import { SystemController } from './system.controller';
import { SystemOverviewService } from './system-overview.service';
import { SystemStatsService } from './system-stats.service';
import { SystemProcessor } from './system.processor';
import { SystemService } from './system.service';

@Module({
  imports: [TypeOrmModule.forFeature([SystemHeartbeat])],
  controllers: [SystemController],
  providers: [SystemService, HealthService, SystemProcessor, SystemStatsService, SystemOverviewService],
  exports: [SystemService],
})
export class SystemModule {}
