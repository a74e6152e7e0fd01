import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, type SessionUser, SignedIn } from '../../core/auth/auth.decorators';
import { RateLimit } from '../../core/rate-limit/rate-limit.guard';
import { RateLimitPolicy } from '../../core/rate-limit/rate-limit.service';
import { Telemetry } from '../telemetry/telemetry.decorator';
import { EmailDefaultsDto, EmailDefaultsQueryDto, SendEmailDto, SendEmailResultDto, TestConnectionDto, TestConnectionResultDto } from './dto/email.dto';
import { EmailsService } from './emails.service';

@ApiTags('emails')
@SignedIn()
@Controller('emails')
export class EmailsController {
  constructor(private readonly emails: EmailsService) {}

  /** The e-mail form's defaults for a packet: To (Hiring Manager), subject, message, and whether it can be sent. */
  @Get('defaults')
  getEmailDefaults(@CurrentUser() user: SessionUser, @Query() query: EmailDefaultsQueryDto): Promise<EmailDefaultsDto> {
    return this.emails.defaults(user.id, user.username, query.packetId);
  }

  /** Sends a packet (resume PDF and cover letter attached) to the posting's contact address, through the outbox. */
  @Post('send')
  @HttpCode(202)
  @RateLimit(RateLimitPolicy.Mail)
  @Telemetry('email_send')
  sendEmail(@CurrentUser() user: SessionUser, @Body() body: SendEmailDto): Promise<SendEmailResultDto> {
    return this.emails.send(user.id, user.username, body);
  }

  /** Connects and signs in to the SMTP server without sending. */
  @Post('test-connection')
  @HttpCode(200)
  @Telemetry('email_test')
  testEmailConnection(@Body() _body: TestConnectionDto): Promise<TestConnectionResultDto> {
    return this.emails.testConnection();
  }
}
