import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { EnvironmentVariables } from '../../config/env.validation';
import type { SessionUser } from '../../core/auth/auth.decorators';
import { ActivityService } from '../activity/activity.service';
import { toUserResponse } from '../users/dto/user-response.dto';
import { UsersService } from '../users/users.service';
import { publicBaseUrl, SESSION_COOKIE } from './auth-urls';
import type { AuthStatusDto } from './dto/auth-status.dto';
import { sessionSecret } from './embedded/embedded-secrets';
import { EmbeddedProviderService } from './embedded/embedded-provider.service';
import { OidcClientService, type SignedInUser, STRATEGY } from './oidc-client.service';
import { sessionMiddleware } from './session.middleware';
import { TelemetryService } from '../telemetry/telemetry.service';

declare module 'express-session' {
  interface SessionData {
    idToken?: string;
  }
}

/** Sign-in, sessions and sign-out (DESIGN.md §3). */
@Injectable()
export class AuthService implements OnApplicationShutdown {
  private session?: ReturnType<typeof sessionMiddleware>;

  constructor(
    private readonly config: ConfigService<EnvironmentVariables, true>,
    private readonly oidc: OidcClientService,
    private readonly embedded: EmbeddedProviderService,
    private readonly users: UsersService,
    private readonly activity: ActivityService,
    private readonly telemetry: TelemetryService,
  ) {}

  /**
   * Middleware for API and sign-in requests (never static files): the session, then passport,
   * which takes req.user from the session without a database read.
   */
  middlewares(): RequestHandler[] {
    this.session ??= sessionMiddleware({
      redisUrl: this.config.get('REDIS_URL', { infer: true }),
      prefix: this.config.get('QUEUE_PREFIX', { infer: true }),
      secret: sessionSecret(this.config),
      secure: publicBaseUrl(this.config).startsWith('https://'),
    });
    return [...this.session.handlers, this.oidc.passport.initialize(), this.oidc.passport.session()];
  }

  /** The embedded provider's router, or none when an external issuer is configured. */
  embeddedProvider(): RequestHandler | undefined {
    return this.embedded.enabled ? this.embedded.router() : undefined;
  }

  async startSignIn(req: Request, res: Response, next: NextFunction): Promise<void> {
    await this.oidc.endpoints();
    this.oidc.passport.authenticate(STRATEGY)(req, res, next);
  }

  async finishSignIn(req: Request, res: Response, next: NextFunction): Promise<void> {
    await this.oidc.endpoints();
    this.oidc.passport.authenticate(STRATEGY, (err: Error | null, user: SignedInUser | false) => {
      if (err || !user) {
        res.redirect(`/login?error=${encodeURIComponent(err ? 'signin_error' : 'signin_failed')}`);
        return;
      }
      // passport regenerates the session id here, so a session id planted before sign-in is useless.
      req.logIn({ id: user.id, username: user.username, isAdmin: user.isAdmin }, (loginErr) => {
        if (loginErr) return next(loginErr);
        req.session.idToken = user.idToken;
        void this.telemetry.record('login', user.id);
        this.activity
          .record(user.id, 'login', { method: this.oidc.external ? 'oidc' : 'embedded' })
          .then(() => res.redirect('/'))
          .catch(next);
      });
    })(req, res, next);
  }

  async status(sessionUser: SessionUser | undefined): Promise<AuthStatusDto> {
    if (!sessionUser) return { authenticated: false, user: null };
    const user = await this.users.findById(sessionUser.id);
    return user ? { authenticated: true, user: toUserResponse(user, this.users.isAdmin(user)) } : { authenticated: false, user: null };
  }

  /** Ends our session, then the provider's; lands on /login. */
  async signOut(req: Request, res: Response): Promise<void> {
    const user = req.user as SessionUser | undefined;
    const idToken = req.session?.idToken;
    if (user) {
      await this.activity.record(user.id, 'logout');
      void this.telemetry.record('logout', user.id);
    }
    await new Promise<void>((resolve) => req.logout(() => resolve()));
    await new Promise<void>((resolve) => (req.session ? req.session.destroy(() => resolve()) : resolve()));
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    const base = publicBaseUrl(this.config);
    const endSession = await this.oidc.endpoints().then((e) => e.endSessionURL, () => undefined);
    if (!endSession || !idToken) {
      res.redirect('/login');
      return;
    }
    const url = new URL(endSession);
    url.searchParams.set('id_token_hint', idToken);
    url.searchParams.set('post_logout_redirect_uri', `${base}/login`);
    res.redirect(url.toString());
  }

  async onApplicationShutdown(): Promise<void> {
    await this.session?.close();
  }
}
