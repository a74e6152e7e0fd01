import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SettingsResponseDto } from './dto/settings-response.dto';
import { SettingsService } from './settings.service';

@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  /** The app's version and source repository, shown in the header badge. */
  @Get()
  getSettings(): SettingsResponseDto {
    return this.settings.getSettings();
  }
}
