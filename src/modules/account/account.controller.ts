import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, type SessionUser, SignedIn } from '../../core/auth/auth.decorators';
import { Telemetry } from '../telemetry/telemetry.decorator';
import { AccountService } from './account.service';
import {
  AccountResponseDto,
  AccountStatusDto,
  SetServiceFlagDto,
  SuccessResponseDto,
  toAccountResponse,
  toAccountStatus,
  MessageResponseDto,
  PdfSizeDto,
  UpdatePreferencesDto,
  UpdateSignatureDto,
} from './dto/account.dto';
import { PDF_SIZES } from './pdf-sizes';

@ApiTags('account')
@SignedIn()
@Controller('account')
export class AccountController {
  constructor(private readonly accounts: AccountService) {}

  /** Opt-ins, signature and service flags. */
  @Get()
  async getAccount(@CurrentUser() user: SessionUser): Promise<AccountResponseDto> {
    return toAccountResponse(await this.accounts.forUser(user.id, user.username));
  }

  /** The service flags alone (polled every 5 minutes by the shell). */
  @Get('status')
  async getAccountStatus(@CurrentUser() user: SessionUser): Promise<AccountStatusDto> {
    return toAccountStatus(await this.accounts.forUser(user.id, user.username));
  }

  /** Sets the mailcow or nextcloud flag (spec name). */
  @Post('enable')
  @HttpCode(200)
  async enableAccountService(@CurrentUser() user: SessionUser, @Body() body: SetServiceFlagDto): Promise<AccountStatusDto> {
    return toAccountStatus(await this.accounts.setServiceFlag(user.id, user.username, body));
  }

  /** Sets the mailcow or nextcloud flag. */
  @Post('set')
  @HttpCode(200)
  async setAccountService(@CurrentUser() user: SessionUser, @Body() body: SetServiceFlagDto): Promise<AccountStatusDto> {
    return toAccountStatus(await this.accounts.setServiceFlag(user.id, user.username, body));
  }

  /** PDF page size and margin, and mail forwarding to the personal address. */
  @Put('preferences')
  @Telemetry('preferences_update')
  async updatePreferences(@CurrentUser() user: SessionUser, @Body() body: UpdatePreferencesDto): Promise<MessageResponseDto> {
    await this.accounts.setPreferences(user.id, user.username, body);
    return { success: true, message: 'Preferences saved' };
  }

  /** The cover-letter signature. */
  @Put('signature')
  @Telemetry('signature_update')
  async updateSignature(@CurrentUser() user: SessionUser, @Body() body: UpdateSignatureDto): Promise<SuccessResponseDto> {
    await this.accounts.setSignature(user.id, user.username, body.signature);
    return { success: true };
  }
}

@ApiTags('account')
@SignedIn()
@Controller('pdf')
export class PdfSizesController {
  /** Page sizes a member can choose for their PDFs. */
  @Get('sizes')
  @Telemetry('pdf_sizes_view')
  getPdfSizes(): PdfSizeDto[] {
    return PDF_SIZES.map((s) => ({ name: s.name, dim_in: [...s.dim_in] }));
  }
}
