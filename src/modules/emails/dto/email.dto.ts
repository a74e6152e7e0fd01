import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, Length, MaxLength } from 'class-validator';
import { OptionalNotNull } from '../../../core/validation/validation.decorators';

export class EmailDefaultsQueryDto {
  /** The packet to be sent: its job fills the subject and tells whether there is an address. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID('all', { message: 'packetId must be a packet id (a UUID)' })
  packetId?: string;
}

export class EmailDefaultsValuesDto {
  /** The recipient's display name (Hiring Manager); the address is the posting's own. */
  to: string;
  /** The posting's contact address, or null when it gives none. */
  toAddress: string | null;
  subject: string;
  body: string;
}

export class EmailDefaultsDto {
  success: boolean;
  defaults: EmailDefaultsValuesDto;
  /** Whether Send can work for this packet. */
  canSend: boolean;
  /** Why it cannot, for the member; null when it can. */
  reason: string | null;
  /** false: e-mails are kept in the outbox, not sent. */
  smtpConfigured: boolean;
}

export class SendEmailDto {
  @IsUUID('all', { message: 'packetId must be a packet id (a UUID)' })
  packetId: string;

  /** The display name of the recipient (read-only in the form: Hiring Manager). The address is never the client's to choose. */
  @IsString({ message: 'to is required' })
  @Length(1, 200, { message: 'to must be 1 to 200 characters' })
  to: string;

  @IsString({ message: 'subject is required' })
  @Length(1, 300, { message: 'subject must be 1 to 300 characters' })
  subject: string;

  @IsString({ message: 'body is required' })
  @Length(1, 20_000, { message: 'body must be 1 to 20000 characters' })
  body: string;
}

export class SendEmailResultDto {
  success: boolean;
  emailId: string;
  @ApiProperty({ enum: ['queued', 'held'] })
  status: 'queued' | 'held';
  message: string;
}

export class TestConnectionDto {
  /** Sent by the spec's screen; the server signs in with its own SMTP credentials and ignores it. */
  @OptionalNotNull()
  @IsString()
  @MaxLength(500)
  userPassword?: string;
}

export class TestConnectionResultDto {
  success: boolean;
  message: string;
}
