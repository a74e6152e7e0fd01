import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public, type SessionUser } from '../../core/auth/auth.decorators';
import { DomainError, DomainErrorCode } from '../../core/http/domain.error';
import { MailcowClient } from './mailcow/mailcow.client';
import { NextcloudClient } from './nextcloud/nextcloud.client';

/** Browser navigations to the member's services (spec part 1 §2.2); signed-out visitors go to /login. */
@ApiExcludeController()
@Public()
@Controller('auth')
export class ServiceLinksController {
  constructor(
    private readonly nextcloud: NextcloudClient,
    private readonly mailcow: MailcowClient,
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

  /** The member's calendar in SOGo (opened in a new tab). */
  @Get('calendar')
  openCalendar(@Req() req: Request, @Res() res: Response): void {
    const user = req.user as SessionUser | undefined;
    if (!user) return res.redirect('/login');
    const mailbox = this.mailcow.mailboxFor(user.username);
    res.redirect(`${this.mailcow.baseUrl}/SOGo/so/${encodeURIComponent(mailbox)}/Calendar/view`);
  }
}
