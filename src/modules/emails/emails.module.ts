import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountModule } from '../account/account.module';
import { ActivityModule } from '../activity/activity.module';
import { ApplicationsModule } from '../applications/applications.module';
import { EmailsController } from './emails.controller';
import { EmailsService } from './emails.service';
import { OutboxEmail } from './entities/outbox-email.entity';
import { MailProcessor, OutboxSweeper } from './mail.processor';
import { OutboxService } from './outbox.service';
import { SmtpClient } from './smtp.client';

/** E-mail (DESIGN.md §4 mail): the outbox, the `mail` queue, SMTP. */
@Module({
  imports: [TypeOrmModule.forFeature([OutboxEmail]), ApplicationsModule, AccountModule, ActivityModule],
  controllers: [EmailsController],
  providers: [EmailsService, OutboxService, SmtpClient, MailProcessor, OutboxSweeper],
  exports: [OutboxService],
})
export class EmailsModule {}
