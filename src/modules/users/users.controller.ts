import { Controller, Get, NotFoundException, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser, type SessionUser, SignedIn } from '../../core/auth/auth.decorators';
import { toUserListItem, toUserResponse, UserResponseDto } from './dto/user-response.dto';
import { ListUsersQueryDto, UserPageDto } from './dto/list-users.dto';
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

  /** Users with their last sign-in (admin): searched, sorted and paged in SQL. */
  @Get('users')
  @AdminOnly()
  async listUsers(@Query() query: ListUsersQueryDto): Promise<UserPageDto> {
    const { rows, total } = await this.users.page(query);
    return { items: rows.map(toUserListItem), total, limit: query.limit ?? 10, offset: query.offset ?? 0 };
  }
}
