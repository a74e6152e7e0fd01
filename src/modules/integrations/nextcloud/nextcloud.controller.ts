import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type SessionUser, SignedIn } from '../../../core/auth/auth.decorators';
import { ApiErrorDto } from '../../../core/http/api-error.dto';
import { InitNextcloudDto, InitNextcloudResponseDto, MigrateNextcloudUidResponseDto, NextcloudLastLoginDto } from './dto/nextcloud.dto';
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

/** The spec's top-level route for the cloud registration migration (part 3 §4). */
@ApiTags('nextcloud')
@SignedIn()
@ApiServiceUnavailableResponse({ description: 'Nextcloud is not configured or cannot be reached', type: ApiErrorDto })
@Controller()
export class NextcloudMigrationController {
  constructor(private readonly nextcloud: NextcloudService) {}

  /**
   * Links a cloud account that Nextcloud created under a temporary uid (the member's identity-provider
   * subject) at their first single-sign-on visit. Idempotent; the browser calls it 30 s after opening
   * the cloud while it is not registered.
   */
  @Post('migrate-nextcloud-temp-uid')
  @HttpCode(200)
  migrateNextcloudTempUid(@CurrentUser() user: SessionUser): Promise<MigrateNextcloudUidResponseDto> {
    return this.nextcloud.migrateTemporaryUid(user);
  }
}
