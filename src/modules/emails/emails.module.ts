import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountModule } from '../account/account.module';
import { ActivityModule } from '../activity/activity.module';
import { ApplicationsModule } from '../applications/applications.module';
import { JobsModule } from '../jobs/jobs.module';
import { DigestService } from './digest.service';
import { EmailsController } from './emails.controller';
import { EmailsService } from './emails.service';
import { OutboxEmail } from './entities/outbox-email.entity';
import { MailProcessor, OutboxSweeper } from './mail.processor';
import { MailOAuth2TestService } from './oauth2-test/oauth2-test.service';
import { OutboxService } from './outbox.service';
import { SmtpClient } from './smtp.client';

/** E-mail (DESIGN.md §4 mail): the outbox, the `mail` queue, SMTP. */
@Module({
  imports: [TypeOrmModule.forFeature([OutboxEmail]), ApplicationsModule, AccountModule, ActivityModule, JobsModule],
  controllers: [EmailsController],
  providers: [MailOAuth2TestService, EmailsService, OutboxService, SmtpClient, DigestService, MailProcessor, OutboxSweeper],
  exports: [OutboxService],
})
export class EmailsModule {}
