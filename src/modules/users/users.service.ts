import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { Brackets, Repository } from 'typeorm';
import type { EnvironmentVariables } from '../../config/env.validation';
import { escapeLike } from '../../core/database/like';
import type { ListUsersQueryDto, UserSortKey } from './dto/list-users.dto';
import { User, USER_SEARCH_EXPRESSION } from './entities/user.entity';

const SORT_EXPRESSIONS: Record<UserSortKey, string> = {
  // The name the screen shows: first and last joined, else the username (displayName).
  name: `lower(coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username))`,
  username: 'lower(u.username)',
  email: `lower(nullif(u.email, ''))`,
  title: `lower(nullif(u.title, ''))`,
  location: `lower(nullif(u.location, ''))`,
  created_at: 'u.created_at',
  last_login: 'u.last_login',
};

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

  /**
   * One page of users matching `q` (case-insensitive, inside username, email, name, title or
   * location: one trigram-indexed expression, `users_search_trgm`), or whose id or identity-provider
   * id is `q` when it is a UUID; sorted in SQL: dates as times, text as lowercase text, empty values
   * last, ties by id so pages never overlap.
   */
  async page(query: ListUsersQueryDto): Promise<{ rows: User[]; total: number }> {
    const limit = query.limit ?? 10;
    const offset = query.offset ?? 0;
    const dir = (query.dir ?? (query.sort ? 'asc' : 'desc')).toUpperCase() as 'ASC' | 'DESC';
    const qb = this.users.createQueryBuilder('u');
    const q = query.q?.trim();
    if (q) {
      qb.where(
        new Brackets((w) => {
          w.where(`${USER_SEARCH_EXPRESSION} LIKE :pattern`, { pattern: `%${escapeLike(q.toLowerCase())}%` });
          if (isUUID(q)) w.orWhere('u.id = :id OR u.keycloak_id = :sub', { id: q.toLowerCase(), sub: q });
        }),
      );
    }
    qb.orderBy(SORT_EXPRESSIONS[query.sort ?? 'created_at'], dir, 'NULLS LAST').addOrderBy('u.id', dir).limit(limit).offset(offset);
    const [rows, total] = await qb.getManyAndCount();
    return { rows, total };
  }
}
