import { ApiPropertyOptional } from '@nestjs/swagger';
import type { ConfigService } from '@nestjs/config';
import type { EnvironmentVariables } from '../../../config/env.validation';
import { publicBaseUrl } from '../../auth/auth-urls';

export class OAuth2MailSmtpDto {
  host: string;
  port: number;
  /** Implicit TLS (otherwise STARTTLS when offered). */
  secure: boolean;
}

/** What the OAuth2 mail test page shows and starts its sign-in with (spec part 3 §2.10). */
export class OAuth2MailConfigDto {
  /** The mail server (Mailcow) base address; null when not configured. */
  @ApiPropertyOptional({ type: String, nullable: true })
  mailServerUrl: string | null;
  /** Its OAuth2 authorize endpoint; null when not configured. */
  @ApiPropertyOptional({ type: String, nullable: true })
  authorizeUrl: string | null;
  /** The backend client's redirect address: this server's public address + /oauth/callback. */
  backendRedirectUri: string;
  /** The backend client id (MAIL_OAUTH2_CLIENT_ID), when set; its secret never leaves the server. */
  @ApiPropertyOptional({ type: String, nullable: true })
  backendClientId: string | null;
  /** The SMTP server the capability probe talks to; null when not configured. */
  @ApiPropertyOptional({ type: OAuth2MailSmtpDto, nullable: true })
  smtp: OAuth2MailSmtpDto | null;
}

export function oauth2MailConfig(config: ConfigService<EnvironmentVariables, true>): OAuth2MailConfigDto {
  const mailcow = config.get('MAILCOW_URL', { infer: true })?.replace(/\/+$/, '') ?? null;
  const smtpHost = config.get('SMTP_HOST', { infer: true });
  return {
    mailServerUrl: mailcow,
    authorizeUrl: mailcow ? `${mailcow}/oauth/authorize` : null,
    backendRedirectUri: `${publicBaseUrl(config)}/oauth/callback`,
    backendClientId: config.get('MAIL_OAUTH2_CLIENT_ID', { infer: true }) ?? null,
    smtp: smtpHost
      ? { host: smtpHost, port: config.get('SMTP_PORT', { infer: true }), secure: config.get('SMTP_SECURE', { infer: true }) }
      : null,
  };
}
