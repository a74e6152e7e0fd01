import { ApiPropertyOptional } from '@nestjs/swagger';
import type { User } from '../entities/user.entity';

/** The signed-in user as the SPA sees it (spec part 1 §3). */
export class UserResponseDto {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  /** First and last name joined, else the username. */
  name: string;
  email: string;
  keycloak_id: string;
  @ApiPropertyOptional({ type: String, nullable: true })
  title: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  location: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true })
  experience: number | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  avatar: string | null;
  /** Whether this user may switch into admin mode. */
  is_admin: boolean;
  created_at: string;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  last_login: string | null;
}

/** The user record of part 3 §3. */
export class UserListItemDto {
  id: string;
  username: string;
  /** First and last name joined, else the username. */
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  @ApiPropertyOptional({ type: String, nullable: true })
  title: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  location: string | null;
  /** Where the avatar image is served, or null. */
  @ApiPropertyOptional({ type: String, nullable: true })
  avatar: string | null;
  created_at: string;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  last_login: string | null;
}

export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}

export function toUserResponse(user: User, isAdmin: boolean): UserResponseDto {
  return {
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    name: displayName(user),
    email: user.email,
    keycloak_id: user.keycloakId,
    title: user.title,
    location: user.location,
    experience: user.experience,
    avatar: user.avatar,
    is_admin: isAdmin,
    created_at: user.createdAt.toISOString(),
    last_login: user.lastLogin ? user.lastLogin.toISOString() : null,
  };
}

export function toUserListItem(user: User): UserListItemDto {
  return {
    id: user.id,
    username: user.username,
    name: displayName(user),
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    title: user.title,
    location: user.location,
    avatar: user.avatar,
    created_at: user.createdAt.toISOString(),
    last_login: user.lastLogin ? user.lastLogin.toISOString() : null,
  };
}
