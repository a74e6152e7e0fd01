import { Module } from '@nestjs/common';
import { AccountModule } from '../account/account.module';
import { UsersModule } from '../users/users.module';
import { ImapClient } from './mail/imap.client';
import { MailController } from './mail/mail.controller';
import { MailcowClient } from './mailcow/mailcow.client';
import { EmailProxyController, MailcowController } from './mailcow/mailcow.controller';
import { MailcowService } from './mailcow/mailcow.service';
import { NextcloudClient } from './nextcloud/nextcloud.client';
import { NextcloudController, NextcloudMigrationController } from './nextcloud/nextcloud.controller';
import { NextcloudService } from './nextcloud/nextcloud.service';
import { ServiceLinksController } from './service-links.controller';

/** Clients of the operator's services (Nextcloud, Mailcow, IMAP; Keycloak admin to come). */
@Module({
  imports: [AccountModule, UsersModule],
  controllers: [NextcloudController, NextcloudMigrationController, MailcowController, EmailProxyController, MailController, ServiceLinksController],
  providers: [NextcloudClient, NextcloudService, MailcowClient, MailcowService, ImapClient],
})
export class IntegrationsModule {}
