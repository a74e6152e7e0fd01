import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsObject, IsOptional, IsString, IsUrl, Length, MaxLength, ValidateNested } from 'class-validator';
import { OAuth2TestStage } from './oauth2-test.service';

/** The OAuth2 client and the code the provider sent back (part 3 §7 POST /emails/test-oauth2). */
export class OAuth2CredentialsDto {
  @ApiPropertyOptional({ description: 'The authorization code the provider sent to the redirect address.', maxLength: 2000 })
  @IsOptional()
  @IsString({ message: 'oauth2.authorizationCode must be text' })
  @Length(1, 2000, { message: 'oauth2.authorizationCode must be 1 to 2000 characters' })
  authorizationCode?: string;

  @ApiPropertyOptional({ description: "The page's OAuth2 client; without it the server's (MAIL_OAUTH2_CLIENT_ID) is used.", maxLength: 200 })
  @IsOptional()
  @IsString({ message: 'oauth2.clientId must be text' })
  @Length(1, 200, { message: 'oauth2.clientId must be 1 to 200 characters' })
  clientId?: string;

  @ApiPropertyOptional({ description: 'The secret of clientId.', maxLength: 500 })
  @IsOptional()
  @IsString({ message: 'oauth2.clientSecret must be text' })
  @Length(1, 500, { message: 'oauth2.clientSecret must be 1 to 500 characters' })
  clientSecret?: string;

  @ApiPropertyOptional({ description: 'The redirect address of the authorization request; default {PUBLIC_URL}/oauth/callback.', maxLength: 2000 })
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'oauth2.redirectUri must be an http(s) URL' })
  @MaxLength(2000, { message: 'oauth2.redirectUri must be at most 2000 characters' })
  redirectUri?: string;
}

/** What else to test, and how much to tell. */
export class OAuth2DiagnosticsDto {
  @ApiPropertyOptional({ description: 'Log each step on the server (never a code, secret or token) at info level.' })
  @IsOptional()
  @IsBoolean({ message: 'diagnostics.logger must be true or false' })
  logger?: boolean;

  @ApiPropertyOptional({ description: 'Add the token request summary and the SMTP conversation to data.' })
  @IsOptional()
  @IsBoolean({ message: 'diagnostics.debug must be true or false' })
  debug?: boolean;

  @ApiPropertyOptional({ description: "Read the signed-in user's profile with the access token (stage profile or profile_error)." })
  @IsOptional()
  @IsBoolean({ message: 'diagnostics.fetchProfile must be true or false' })
  fetchProfile?: boolean;

  @ApiPropertyOptional({ description: "List the SMTP server's AUTH mechanisms (stage smtp_capability or smtp_error)." })
  @IsOptional()
  @IsBoolean({ message: 'diagnostics.listAuth must be true or false' })
  listAuth?: boolean;

  @ApiPropertyOptional({ description: 'An access token from an earlier exchange, for fetchProfile without a new code.', maxLength: 4000 })
  @IsOptional()
  @IsString({ message: 'diagnostics.accessToken must be text' })
  @Length(1, 4000, { message: 'diagnostics.accessToken must be 1 to 4000 characters' })
  accessToken?: string;
}

export class TestOAuth2Dto {
  @ApiPropertyOptional({ type: () => OAuth2CredentialsDto })
  @IsOptional()
  @IsObject({ message: 'oauth2 must be an object' })
  @ValidateNested()
  @Type(() => OAuth2CredentialsDto)
  oauth2?: OAuth2CredentialsDto;

  @ApiPropertyOptional({ type: () => OAuth2DiagnosticsDto })
  @IsOptional()
  @IsObject({ message: 'diagnostics must be an object' })
  @ValidateNested()
  @Type(() => OAuth2DiagnosticsDto)
  diagnostics?: OAuth2DiagnosticsDto;
}

/** What the SMTP server offers (the yellow banner when auth has neither XOAUTH2 nor OAUTHBEARER). */
export class SmtpCapabilitiesDto {
  @ApiProperty({ type: [String], description: 'AUTH mechanisms, upper case: PLAIN, LOGIN, XOAUTH2, OAUTHBEARER…' })
  auth: string[];

  @ApiProperty({ type: [String], description: 'Every EHLO capability line, as the server sent it.' })
  all: string[];

  @ApiProperty({ description: 'SMTP_HOST.' })
  host: string;

  @ApiProperty({ description: 'SMTP_PORT.' })
  port: number;

  @ApiProperty({ description: 'The capabilities were read over TLS (implicit TLS, or upgraded with STARTTLS).' })
  secure: boolean;
}

export class OAuth2TestResultDto {
  @ApiProperty({ enum: OAuth2TestStage, enumName: 'OAuth2TestStage', description: 'The step the test ended on.' })
  stage: OAuth2TestStage;

  @ApiProperty({ description: "The provider's HTTP status, or the server's: 200 probe done, 400 nothing to test, 502 no answer, 503 not configured." })
  status: number;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: "The provider's JSON answer, { raw } when it was not a JSON object, or the server's { message }.",
  })
  data: Record<string, unknown>;

  @ApiPropertyOptional({ type: () => SmtpCapabilitiesDto, description: 'With stage smtp_capability.' })
  capabilities?: SmtpCapabilitiesDto;
}
