import { Controller, Get, NotFoundException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser, type SessionUser, SignedIn } from '../../core/auth/auth.decorators';
import { toUserListItem, toUserResponse, UserListItemDto, UserResponseDto } from './dto/user-response.dto';
import { UsersService } from './users.service';

@ApiTags('users')
@SignedIn()
@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /** The signed-in user. */
  @Get('user')
  async getCurrentUser(@CurrentUser() current: SessionUser): Promise<UserResponseDto> {
    const user = await this.users.findById(current.id);
    if (!user) throw new NotFoundException('Your account no longer exists.');
    return toUserResponse(user, this.users.isAdmin(user));
  }

  /** Every user with their last sign-in (admin). */
  @Get('users')
  @AdminOnly()
  async listUsers(): Promise<UserListItemDto[]> {
    return (await this.users.list()).map(toUserListItem);
  }
}
