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

export const REGISTRATION_REFUSED =
  'These details cannot be used for a new account. If you already have an account, sign in; otherwise choose another username or email.';

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
    // One answer whether the username or the email is in use, so registration does not tell
    // anyone which emails have accounts.
    if (await this.accounts.existsBy([{ username }, { email }])) {
      throw new DomainError(DomainErrorCode.Conflict, REGISTRATION_REFUSED);
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
