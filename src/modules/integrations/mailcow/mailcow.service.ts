import { Injectable } from '@nestjs/common';
import type { SessionUser } from '../../../core/auth/auth.decorators';
import { AccountService } from '../../account/account.service';
import type { MailboxVerificationDto } from './dto/mailcow.dto';
import { MailcowClient } from './mailcow.client';

@Injectable()
export class MailcowService {
  constructor(
    private readonly client: MailcowClient,
    private readonly accounts: AccountService,
  ) {}

  /** Checks the member's mailbox; with `record`, stores the result as the account's mail flag. */
  async verify(user: SessionUser, record: boolean): Promise<MailboxVerificationDto> {
    const mailbox = this.client.mailboxFor(user.username);
    const found = await this.client.getMailbox(mailbox);
    const verified = Boolean(found?.active);
    const account = record
      ? await this.accounts.setServiceFlag(user.id, user.username, { mailcow: verified })
      : await this.accounts.forUser(user.id, user.username);
    return { mailbox, verified, mailcow_enabled: account.mailcowEnabled };
  }
}
