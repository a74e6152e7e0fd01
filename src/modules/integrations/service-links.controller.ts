import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ConfigService } from '@nestjs/config';
import type { Request, Response } from 'express';
import type { EnvironmentVariables } from '../../config/env.validation';
import { Public, type SessionUser } from '../../core/auth/auth.decorators';
import { DomainError, DomainErrorCode } from '../../core/http/domain.error';
import { MailcowClient } from './mailcow/mailcow.client';
import { NextcloudClient } from './nextcloud/nextcloud.client';

/**
 * Nextcloud's browser cookies (session, remember-me token, user name, passphrase, same-site
 * markers, and the `oc<instanceid>` session cookie). A stale set of them keeps a member in a
 * sign-in loop after their cloud account was recreated.
 */
export const CLOUD_COOKIE = /^(__Host-)?(nc_|oc_)|^oc[a-z0-9]{10,}$/i;

/** Cookie names in a Cookie header (values are never read). */
export const cookieNames = (header: string | undefined): string[] =>
  (header ?? '')
    .split(';')
    .map((part) => part.split('=')[0].trim())
    .filter(Boolean);

/** Browser navigations to the member's services (spec part 1 §2.2); signed-out visitors go to /login. */
@ApiExcludeController()
@Public()
@Controller('auth')
export class ServiceLinksController {
  constructor(
    private readonly nextcloud: NextcloudClient,
    private readonly mailcow: MailcowClient,
    private readonly config: ConfigService<EnvironmentVariables, true>,
  ) {}

  /** Cloud storage sign-in (opened in a 1200x800 window). */
  @Get('nextcloud')
  openNextcloud(@Req() req: Request, @Res() res: Response): void {
    if (!req.user) return res.redirect('/login');
    if (!this.nextcloud.baseUrl) {
      throw new DomainError(DomainErrorCode.ServiceNotConfigured, 'Cloud storage (Nextcloud) is not configured on this server.');
    }
    res.redirect(`${this.nextcloud.baseUrl}/`);
  }

  /**
   * Token cleanup (opened in a new tab from the admin tools, no guard as the spec has it): expires
   * every cloud-storage cookie this browser sends us, on this host and on the shared cookie domain
   * when NEXTCLOUD_COOKIE_DOMAIN is set, then shows the cleanup page with the names it cleared.
   */
  @Get('nc-token-cleanup')
  cleanCloudTokens(@Req() req: Request, @Res() res: Response): void {
    const cleared = [...new Set(cookieNames(req.headers.cookie).filter((name) => CLOUD_COOKIE.test(name)))];
    const domain = this.config.get('NEXTCLOUD_COOKIE_DOMAIN', { infer: true });
    for (const name of cleared) {
      const secure = name.startsWith('__Host-') || req.secure;
      res.clearCookie(name, { path: '/', secure, sameSite: 'lax' });
      if (domain && !name.startsWith('__Host-')) res.clearCookie(name, { path: '/', domain, secure, sameSite: 'lax' });
    }
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(`/nc-token-cleanup?cleared=${encodeURIComponent(cleared.join(','))}`);
  }

  /** The member's calendar in SOGo (opened in a new tab). */
  @Get('calendar')
  openCalendar(@Req() req: Request, @Res() res: Response): void {
    const user = req.user as SessionUser | undefined;
    if (!user) return res.redirect('/login');
    const mailbox = this.mailcow.mailboxFor(user.username);
    res.redirect(`${this.mailcow.baseUrl}/SOGo/so/${encodeURIComponent(mailbox)}/Calendar/view`);
  }
}
