import { Module } from '@nestjs/common';
import { AccountModule } from '../account/account.module';
import { UsersModule } from '../users/users.module';
import { KeycloakAdminClient } from './keycloak/keycloak-admin.client';
import { ImapClient } from './mail/imap.client';
import { MailController } from './mail/mail.controller';
import { MailcowClient } from './mailcow/mailcow.client';
import { EmailProxyController, MailcowController } from './mailcow/mailcow.controller';
import { MailcowService } from './mailcow/mailcow.service';
import { NextcloudClient } from './nextcloud/nextcloud.client';
import { NextcloudController, NextcloudMigrationController } from './nextcloud/nextcloud.controller';
import { NextcloudService } from './nextcloud/nextcloud.service';
import { ServiceLinksController } from './service-links.controller';

/** Clients of the operator's services (Nextcloud, Mailcow, IMAP, Keycloak's admin API). */
@Module({
  imports: [AccountModule, UsersModule],
  controllers: [NextcloudController, NextcloudMigrationController, MailcowController, EmailProxyController, MailController, ServiceLinksController],
  providers: [NextcloudClient, NextcloudService, MailcowClient, MailcowService, ImapClient, KeycloakAdminClient],
  exports: [NextcloudClient, MailcowClient, KeycloakAdminClient],
})
export class IntegrationsModule {}
