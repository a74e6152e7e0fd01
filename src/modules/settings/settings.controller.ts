import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../core/auth/auth.decorators';
import { SettingsResponseDto } from './dto/settings-response.dto';
import { SettingsService } from './settings.service';

@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  /** The app's version and source repository, shown in the header badge. */
  @Public()
  @Get()
  getSettings(): SettingsResponseDto {
    return this.settings.getSettings();
  }
}
