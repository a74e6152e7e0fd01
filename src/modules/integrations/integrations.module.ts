import { Module } from '@nestjs/common';
import { AccountModule } from '../account/account.module';
import { UsersModule } from '../users/users.module';
import { MailcowClient } from './mailcow/mailcow.client';
import { MailcowController } from './mailcow/mailcow.controller';
import { MailcowService } from './mailcow/mailcow.service';
import { NextcloudClient } from './nextcloud/nextcloud.client';
import { NextcloudController } from './nextcloud/nextcloud.controller';
import { NextcloudService } from './nextcloud/nextcloud.service';
import { ServiceLinksController } from './service-links.controller';

/** Clients of the operator's services (Nextcloud and Mailcow now; IMAP and Keycloak admin to come). */
@Module({
  imports: [AccountModule, UsersModule],
  controllers: [NextcloudController, MailcowController, ServiceLinksController],
  providers: [NextcloudClient, NextcloudService, MailcowClient, MailcowService],
})
export class IntegrationsModule {}
