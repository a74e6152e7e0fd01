import { BadRequestException, Injectable } from '@nestjs/common';
import type { SessionUser } from '../../../core/auth/auth.decorators';
import { AccountService } from '../../account/account.service';
import { UsersService } from '../../users/users.service';
import type { MailboxVerificationDto } from './dto/mailcow.dto';
import { MailcowClient } from './mailcow.client';

@Injectable()
export class MailcowService {
  constructor(
    private readonly client: MailcowClient,
    private readonly accounts: AccountService,
    private readonly users: UsersService,
  ) {}

  /**
   * Forwards the member's mailbox to their personal address (the identity provider's email), or
   * stops forwarding. Answers a message either way; a failure is a 503 naming what went wrong.
   */
  async configureProxy(user: SessionUser, enable: boolean): Promise<{ success: boolean; message: string }> {
    const mailbox = this.client.mailboxFor(user.username);
    if (!enable) {
      await this.client.setForwarding(mailbox, null);
      return { success: true, message: `Mail to ${mailbox} is no longer forwarded.` };
    }
    const personal = (await this.users.findById(user.id))?.email?.trim() ?? '';
    if (!personal || personal.toLowerCase() === mailbox.toLowerCase()) {
      throw new BadRequestException('Your account has no personal email address to forward to: add one in the identity provider.');
    }
    await this.client.setForwarding(mailbox, personal);
    return { success: true, message: `Mail to ${mailbox} is forwarded to ${personal}.` };
  }

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
