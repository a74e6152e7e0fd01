import { Controller, Get, Next, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { Public, type SessionUser } from '../../core/auth/auth.decorators';
import { AuthService } from './auth.service';
import { AuthStatusDto } from './dto/auth-status.dto';

/** Browser navigations of sign-in and sign-out, outside /api (spec part 1 §2.2). */
@ApiTags('auth')
@Controller('auth')
@Public()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /** Starts single sign-on (the name is the spec's, whichever provider is configured). */
  @Get('keycloak')
  @ApiExcludeEndpoint()
  startSignIn(@Req() req: Request, @Res() res: Response, @Next() next: NextFunction): Promise<void> {
    return this.auth.startSignIn(req, res, next);
  }

  /** Where the provider sends the member back with an authorization code. */
  @Get('callback')
  @ApiExcludeEndpoint()
  finishSignIn(@Req() req: Request, @Res() res: Response, @Next() next: NextFunction): Promise<void> {
    return this.auth.finishSignIn(req, res, next);
  }

  /** Whether this browser is signed in, and as whom. */
  @Get('status')
  getAuthStatus(@Req() req: Request): Promise<AuthStatusDto> {
    return this.auth.status(req.user as SessionUser | undefined);
  }

  /** Ends the session here and at the provider, then lands on /login. */
  @Get('logout-confirm')
  @ApiExcludeEndpoint()
  signOut(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.auth.signOut(req, res);
  }
}
