import { BadRequestException, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { EnvironmentVariables } from '../../config/env.validation';
import type { SetServiceFlagDto, UpdatePreferencesDto } from './dto/account.dto';
import { Account } from './entities/account.entity';
import { PDF_DEFAULTS, PDF_SIZES } from './pdf-sizes';

/** Usernames whose four opt-ins start on (the demo accounts). */
const DEMO_USERNAMES = new Set(['sysadmin', 'member']);

@Injectable()
export class AccountService {
  constructor(
    @InjectRepository(Account) private readonly accounts: Repository<Account>,
    private readonly config: ConfigService<EnvironmentVariables, true>,
  ) {}

  /**
   * The member's account row, created on first use. Opt-ins are granted by the operator's
   * onboarding site (ONBOARDING_URL); without one there is nothing to opt into elsewhere, so they
   * start on. Demo accounts always start with all four on.
   */
  async forUser(userId: string, username: string): Promise<Account> {
    const existing = await this.accounts.findOneBy({ userId });
    if (existing) return existing;
    const optedIn = DEMO_USERNAMES.has(username) || !this.config.get('ONBOARDING_URL', { infer: true });
    await this.accounts
      .createQueryBuilder()
      .insert()
      .into(Account)
      .values({ userId, cloudStorageOptIn: optedIn, emailOptIn: optedIn, resumeUploaded: optedIn, memberAccessEnabled: optedIn })
      .orIgnore()
      .execute();
    return this.accounts.findOneByOrFail({ userId });
  }

  async setServiceFlag(userId: string, username: string, body: SetServiceFlagDto): Promise<Account> {
    const given = (['mailcow', 'nextcloud'] as const).filter((k) => body[k] !== undefined);
    if (given.length !== 1) throw new BadRequestException('Send exactly one of mailcow or nextcloud, as true or false.');
    await this.forUser(userId, username);
    const patch = given[0] === 'mailcow' ? { mailcowEnabled: body.mailcow } : { nextcloudEnabled: body.nextcloud };
    await this.accounts.update({ userId }, patch);
    return this.accounts.findOneByOrFail({ userId });
  }

  async linkNextcloudUid(userId: string, username: string, uid: string): Promise<void> {
    await this.forUser(userId, username);
    await this.accounts.update({ userId }, { nextcloudUid: uid });
  }

  async setSignature(userId: string, username: string, signature: string): Promise<void> {
    await this.forUser(userId, username);
    await this.accounts.update({ userId }, { signature: signature.trim() });
  }

  /** Saves the preferences present in the body; blank or null page size and margin go back to the defaults. */
  async setPreferences(userId: string, username: string, body: UpdatePreferencesDto): Promise<Account> {
    await this.forUser(userId, username);
    const patch: Partial<Account> = {};
    if (body.pdf_page_size !== undefined) patch.pdfPageSize = body.pdf_page_size || null;
    if (body.pdf_margin !== undefined) patch.pdfMargin = body.pdf_margin === '' || body.pdf_margin === null ? null : body.pdf_margin;
    if (body.wip_email_proxy !== undefined) patch.wipEmailProxy = body.wip_email_proxy;
    if (Object.keys(patch).length) await this.accounts.update({ userId }, patch);
    return this.accounts.findOneByOrFail({ userId });
  }

  /** The member's PDF page (part 3 §5): size in points and margin in points, the defaults when unset. */
  async pdfPage(userId: string): Promise<{ size: [number, number]; margin: number; pageSize: string }> {
    const account = await this.accounts.findOne({ where: { userId }, select: { pdfPageSize: true, pdfMargin: true } });
    const size = PDF_SIZES.find((s) => s.name === account?.pdfPageSize) ?? PDF_SIZES.find((s) => s.name === PDF_DEFAULTS.pageSize) ?? PDF_SIZES[0];
    const margin = account?.pdfMargin ?? PDF_DEFAULTS.margin;
    return { size: [Math.round(size.dim_in[0] * 72), Math.round(size.dim_in[1] * 72)], margin, pageSize: size.name };
  }
}
