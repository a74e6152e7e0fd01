import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type SessionUser, SignedIn } from '../../../core/auth/auth.decorators';
import { ApiErrorDto } from '../../../core/http/api-error.dto';
import { InitNextcloudDto, InitNextcloudResponseDto, NextcloudLastLoginDto } from './dto/nextcloud.dto';
import { NextcloudService } from './nextcloud.service';

@ApiTags('nextcloud')
@SignedIn()
@ApiServiceUnavailableResponse({ description: 'Nextcloud is not configured or cannot be reached', type: ApiErrorDto })
@Controller('nextcloud')
export class NextcloudController {
  constructor(private readonly nextcloud: NextcloudService) {}

  /** When the member last signed in to their cloud storage (0: never). */
  @Get('last-login')
  getNextcloudLastLogin(@CurrentUser() user: SessionUser): Promise<NextcloudLastLoginDto> {
    return this.nextcloud.lastLogin(user);
  }

  /** Creates the member's cloud account when missing. */
  @Post('init')
  @HttpCode(200)
  initNextcloud(@CurrentUser() user: SessionUser, @Body() body: InitNextcloudDto): Promise<InitNextcloudResponseDto> {
    return this.nextcloud.init(user, body.force ?? false);
  }
}
