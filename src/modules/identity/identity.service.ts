import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DomainError, DomainErrorCode } from '../../core/http/domain.error';
import { LocalAccount } from './entities/local-account.entity';
import { hashPassword, verifyPassword } from './password';

export interface NewLocalAccount {
  username: string;
  email: string;
  firstName?: string;
  lastName?: string;
  password: string;
}

/** Local accounts of the embedded identity provider. */
@Injectable()
export class IdentityService {
  constructor(@InjectRepository(LocalAccount) private readonly accounts: Repository<LocalAccount>) {}

  findByUsername(username: string): Promise<LocalAccount | null> {
    return this.accounts.findOneBy({ username: username.trim().toLowerCase() });
  }

  findById(id: string): Promise<LocalAccount | null> {
    return this.accounts.findOneBy({ id });
  }

  async register(input: NewLocalAccount): Promise<LocalAccount> {
    const username = input.username.trim().toLowerCase();
    const email = input.email.trim().toLowerCase();
    if (await this.accounts.existsBy({ username })) {
      throw new DomainError(DomainErrorCode.Conflict, 'That username is taken.');
    }
    if (await this.accounts.existsBy({ email })) {
      throw new DomainError(DomainErrorCode.Conflict, 'An account with that email already exists.');
    }
    return this.accounts.save(
      this.accounts.create({
        username,
        email,
        firstName: input.firstName?.trim() ?? '',
        lastName: input.lastName?.trim() ?? '',
        passwordHash: await hashPassword(input.password),
      }),
    );
  }

  async setPassword(account: LocalAccount, password: string): Promise<void> {
    await this.accounts.update({ id: account.id }, { passwordHash: await hashPassword(password) });
  }

  /** The account a sign-in name (username or email, any case) belongs to. */
  findByLogin(usernameOrEmail: string): Promise<LocalAccount | null> {
    const login = usernameOrEmail.trim().toLowerCase();
    return this.accounts.findOne({ where: login.includes('@') ? { email: login } : { username: login } });
  }

  /** Whether the password is the account's. Hashes even without an account, so timing tells nothing. */
  async checkPassword(account: LocalAccount | null, password: string): Promise<boolean> {
    const ok = await verifyPassword(password, account?.passwordHash ?? DUMMY_HASH);
    return Boolean(account) && ok;
  }

  /** The account when the username and password match; null otherwise (same answer either way). */
  async authenticate(usernameOrEmail: string, password: string): Promise<LocalAccount | null> {
    const account = await this.findByLogin(usernameOrEmail);
    return (await this.checkPassword(account, password)) ? account : null;
  }
}

const DUMMY_HASH =
  'scrypt$131072$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==';
