import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { EnvironmentVariables } from '../../config/env.validation';
import { User } from './entities/user.entity';

export interface IdentityClaims {
  sub: string;
  username: string;
  firstName?: string;
  lastName?: string;
  email?: string;
}

@Injectable()
export class UsersService {
  private readonly admins: Set<string>;

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    config: ConfigService<EnvironmentVariables, true>,
  ) {
    this.admins = new Set(config.get('ADMIN_USERNAMES', { infer: true }).split(',').map((u) => u.trim().toLowerCase()));
  }

  isAdmin(user: Pick<User, 'username'>): boolean {
    return this.admins.has(user.username.toLowerCase());
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** Creates or refreshes the user from the ID token and stamps last_login, in one statement. */
  async upsertFromLogin(claims: IdentityClaims): Promise<User> {
    await this.users
      .createQueryBuilder()
      .insert()
      .into(User)
      .values({
        keycloakId: claims.sub,
        username: claims.username,
        firstName: claims.firstName ?? '',
        lastName: claims.lastName ?? '',
        email: claims.email ?? '',
        lastLogin: () => 'now()',
      })
      .orUpdate(['username', 'first_name', 'last_name', 'email', 'last_login'], ['keycloak_id'])
      .execute();
    return this.users.findOneByOrFail({ keycloakId: claims.sub });
  }

  /** Every user, most recent sign-in first. */
  list(): Promise<User[]> {
    return this.users.find({ order: { lastLogin: { direction: 'DESC', nulls: 'LAST' }, username: 'ASC' }, take: 1000 });
  }
}
