import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SystemHeartbeat } from './entities/system-heartbeat.entity';
import { HealthService } from './health.service';
import { SystemController } from './system.controller';
import { SystemProcessor } from './system.processor';
import { SystemService } from './system.service';

@Module({
  imports: [TypeOrmModule.forFeature([SystemHeartbeat])],
  controllers: [SystemController],
  providers: [SystemService, HealthService, SystemProcessor],
  exports: [SystemService],
})
export class SystemModule {}
