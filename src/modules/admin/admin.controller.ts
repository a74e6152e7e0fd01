import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, SignedIn } from '../../core/auth/auth.decorators';
import { ApiErrorDto } from '../../core/http/api-error.dto';
import { UserInfoDto, UserInfoRequestDto } from './dto/user-info.dto';
import { UserInfoService } from './user-info.service';

@ApiTags('admin')
@SignedIn()
@AdminOnly()
@Controller('admin')
export class AdminController {
  constructor(private readonly userInfo: UserInfoService) {}

  /** One member as we, the identity provider, cloud storage and the mail server know them (admin). */
  @Post('user-info')
  @HttpCode(200)
  @ApiNotFoundResponse({ description: 'No user matches the identifier', type: ApiErrorDto })
  getUserInfo(@Body() body: UserInfoRequestDto): Promise<UserInfoDto> {
    return this.userInfo.lookup(body.identifier);
  }
}
