import { Module } from '@nestjs/common';
import { IntegrationsModule } from '../integrations/integrations.module';
import { AdminController } from './admin.controller';
import { UserInfoService } from './user-info.service';

/** Admin diagnostics that span services: the user-information dashboard. */
@Module({
  imports: [IntegrationsModule],
  controllers: [AdminController],
  providers: [UserInfoService],
})
export class AdminModule {}
