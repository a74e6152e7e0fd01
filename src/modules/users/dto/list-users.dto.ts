import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { UserListItemDto } from './user-response.dto';

export const USER_SORT_KEYS = ['name', 'username', 'email', 'title', 'location', 'created_at', 'last_login'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

export class ListUsersQueryDto {
  /** Case-insensitive text matched inside username, email, name, title or location; a UUID also finds the user with that id or identity-provider id. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ enum: USER_SORT_KEYS, default: 'created_at' })
  @IsOptional()
  @IsIn(USER_SORT_KEYS, { message: `sort must be one of ${USER_SORT_KEYS.join(', ')}` })
  sort?: UserSortKey;

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc' })
  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'dir must be asc or desc' })
  dir?: 'asc' | 'desc';

  /** Page size, 1-100 (the screen offers 10, 25, 50). */
  @ApiPropertyOptional({ default: 10 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be an integer from 1 to 100' })
  @Min(1, { message: 'limit must be an integer from 1 to 100' })
  @Max(100, { message: 'limit must be an integer from 1 to 100' })
  limit?: number;

  /** Rows to skip. */
  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'offset must be an integer from 0 to 1000000' })
  @Min(0, { message: 'offset must be an integer from 0 to 1000000' })
  @Max(1_000_000, { message: 'offset must be an integer from 0 to 1000000' })
  offset?: number;
}

export class UserPageDto {
  items: UserListItemDto[];
  /** Users matching the search. */
  total: number;
  limit: number;
  offset: number;
}
