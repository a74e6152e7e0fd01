import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type SessionUser, SignedIn } from '../../../core/auth/auth.decorators';
import { ApiErrorDto } from '../../../core/http/api-error.dto';
import { Telemetry } from '../../telemetry/telemetry.decorator';
import { ConfigureEmailProxyDto, EmailProxyResultDto, MailboxVerificationDto } from './dto/mailcow.dto';
import { MailcowService } from './mailcow.service';

@ApiTags('mailcow')
@SignedIn()
@ApiServiceUnavailableResponse({ description: 'Mailcow is not configured or cannot be reached', type: ApiErrorDto })
@Controller('mailcow')
export class MailcowController {
  constructor(private readonly mailcow: MailcowService) {}

  /** Whether the member's mailbox exists and is active; changes nothing. */
  @Post('verify-only')
  @HttpCode(200)
  verifyMailboxOnly(@CurrentUser() user: SessionUser): Promise<MailboxVerificationDto> {
    return this.mailcow.verify(user, false);
  }

  /** Checks the mailbox and records the result as the account's mail flag. */
  @Post('verify')
  @HttpCode(200)
  verifyMailbox(@CurrentUser() user: SessionUser): Promise<MailboxVerificationDto> {
    return this.mailcow.verify(user, true);
  }
}

@ApiTags('mailcow')
@SignedIn()
@ApiServiceUnavailableResponse({ description: 'Mailcow is not configured or cannot be reached', type: ApiErrorDto })
@Controller('email-proxy')
export class EmailProxyController {
  constructor(private readonly mailcow: MailcowService) {}

  /** Forwards the member's internal mailbox to their personal address, or stops it. */
  @Post('configure')
  @HttpCode(200)
  @Telemetry('email_proxy_configure')
  configureEmailProxy(@CurrentUser() user: SessionUser, @Body() body: ConfigureEmailProxyDto): Promise<EmailProxyResultDto> {
    return this.mailcow.configureProxy(user, body.enableProxy);
  }
}
