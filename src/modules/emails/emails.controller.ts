import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ApiTags } from '@nestjs/swagger';
import type { EnvironmentVariables } from '../../config/env.validation';
import { AdminOnly, CurrentUser, type SessionUser, SignedIn } from '../../core/auth/auth.decorators';
import { RateLimit } from '../../core/rate-limit/rate-limit.guard';
import { RateLimitPolicy } from '../../core/rate-limit/rate-limit.service';
import { Telemetry } from '../telemetry/telemetry.decorator';
import { EmailDefaultsDto, EmailDefaultsQueryDto, SendEmailDto, SendEmailResultDto, TestConnectionDto, TestConnectionResultDto } from './dto/email.dto';
import { EmailsService } from './emails.service';
import { oauth2MailConfig, OAuth2MailConfigDto } from './oauth2-test/oauth2-config.dto';
import { OAuth2TestResultDto, TestOAuth2Dto } from './oauth2-test/oauth2-test.dto';
import { MailOAuth2TestService } from './oauth2-test/oauth2-test.service';

@ApiTags('emails')
@SignedIn()
@Controller('emails')
export class EmailsController {
  constructor(
    private readonly emails: EmailsService,
    private readonly oauth2Test: MailOAuth2TestService,
    private readonly config: ConfigService<EnvironmentVariables, true>,
  ) {}

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

  /** The OAuth2 mail test page's settings (admin): mail server, authorize address, redirect address, SMTP server. */
  @Get('oauth2-config')
  @AdminOnly()
  getOAuth2MailConfig(): OAuth2MailConfigDto {
    return oauth2MailConfig(this.config);
  }

  /**
   * OAuth2 mail diagnostics (admin): exchanges an authorization code at the mail server's OAuth2
   * provider, reads the profile, probes the SMTP server's AUTH mechanisms. The outcome (stage,
   * status, data, capabilities) is the answer, failures included.
   */
  @Post('test-oauth2')
  @AdminOnly()
  @HttpCode(200)
  @RateLimit(RateLimitPolicy.Mail)
  @Telemetry('email_test_oauth2')
  testOAuth2Mail(@Body() body: TestOAuth2Dto): Promise<OAuth2TestResultDto> {
    return this.oauth2Test.run(body);
  }
}
