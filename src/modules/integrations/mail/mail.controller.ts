import { Body, Controller, HttpCode, NotFoundException, Post } from '@nestjs/common';
import { ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type SessionUser, SignedIn } from '../../../core/auth/auth.decorators';
import { ApiErrorDto } from '../../../core/http/api-error.dto';
import { MailcowClient } from '../mailcow/mailcow.client';
import { UnseenMailDto, UnseenMailResponseDto } from './dto/mail.dto';
import { ImapClient } from './imap.client';

@ApiTags('mail')
@SignedIn()
@ApiServiceUnavailableResponse({ description: 'Mail is not configured or cannot be reached', type: ApiErrorDto })
@Controller('mail')
export class MailController {
  constructor(
    private readonly imap: ImapClient,
    private readonly mailcow: MailcowClient,
  ) {}

  /** Unseen messages in the member's internal inbox (polled every 120 s by the header). */
  @Post('unseen')
  @HttpCode(200)
  async getUnseenMail(@CurrentUser() user: SessionUser, @Body() body: UnseenMailDto): Promise<UnseenMailResponseDto> {
    if (body.username && body.username.toLowerCase() !== user.username.toLowerCase()) {
      throw new NotFoundException('No such mailbox.');
    }
    return { unseen_count: await this.imap.unseenCount(this.mailcow.mailboxFor(user.username)) };
  }
}
