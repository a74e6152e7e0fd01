import { Module } from '@nestjs/common';
import { AccountModule } from '../account/account.module';
import { UsersModule } from '../users/users.module';
import { NextcloudClient } from './nextcloud/nextcloud.client';
import { NextcloudController } from './nextcloud/nextcloud.controller';
import { NextcloudService } from './nextcloud/nextcloud.service';

/** Clients of the operator's services (Nextcloud now; Mailcow, IMAP and Keycloak admin to come). */
@Module({
  imports: [AccountModule, UsersModule],
  controllers: [NextcloudController],
  providers: [NextcloudClient, NextcloudService],
})
export class IntegrationsModule {}
