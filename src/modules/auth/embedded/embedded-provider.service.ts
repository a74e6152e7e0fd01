import { generateKeyPairSync } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import type { EnvironmentVariables } from '../../../config/env.validation';
import { DomainError } from '../../../core/http/domain.error';
import { tooManyMessage } from '../../../core/rate-limit/rate-limit.guard';
import { RateLimitPolicy, RateLimitService } from '../../../core/rate-limit/rate-limit.service';
import { IdentityService } from '../../identity/identity.service';
import { EMBEDDED_CLIENT_ID, publicBaseUrl } from '../auth-urls';
import { embeddedClientSecret, embeddedCookieKey } from './embedded-secrets';
import type { InteractionDetails, OidcProvider, ProviderConstructor } from './oidc-provider.types';
import { loginPage, logoutSourcePage, messagePage, registerPage, signedOutPage } from './pages';
import { RegisterDto } from './register.dto';
import { TelemetryService } from '../../telemetry/telemetry.service';

/**
 * The embedded OpenID provider (oidc-provider) at /oidc, used when no OIDC_ISSUER is configured.
 * It signs members in with local accounts through its own login and registration pages.
 * Its grants and sessions live in process memory: the embedded mode runs one process.
 */
@Injectable()
export class EmbeddedProviderService {
  private readonly logger = new Logger(EmbeddedProviderService.name);
  private provider?: Promise<OidcProvider>;

  constructor(
    private readonly config: ConfigService<EnvironmentVariables, true>,
    private readonly identity: IdentityService,
    private readonly limits: RateLimitService,
    private readonly telemetry: TelemetryService,
  ) {}

  get enabled(): boolean {
    return !this.config.get('OIDC_ISSUER', { infer: true });
  }

  /** Express middleware for /oidc: our interaction pages first, then the provider itself. */
  router(): Router {
    const router = Router();
    const form = express.urlencoded({ extended: false, limit: '16kb' });
    const wrap =
      (fn: (p: OidcProvider, req: Request, res: Response) => Promise<void>) =>
      (req: Request, res: Response, next: NextFunction) => {
        this.load()
          .then((p) => fn(p, req, res))
          .catch(next);
      };
    router.get('/interaction/:uid', wrap((p, req, res) => this.showInteraction(p, req, res)));
    router.post('/interaction/:uid/login', form, wrap((p, req, res) => this.login(p, req, res)));
    router.get('/interaction/:uid/register', wrap(async (p, req, res) => {
      const details = await p.interactionDetails(req, res);
      res.type('html').send(registerPage(details.uid));
    }));
    router.post('/interaction/:uid/register', form, wrap((p, req, res) => this.register(p, req, res)));
    router.use(wrap(async (p, req, res) => p.callback()(req, res)));
    // Interaction errors (an expired or unknown interaction) end on a plain page, not a stack trace.
    router.use((err: Error, _req: Request, res: Response, next: NextFunction) => {
      if (res.headersSent) return next(err);
      this.logger.warn({ err: err.message }, 'Sign-in interaction failed');
      res.status(400).type('html').send(messagePage('This sign-in page has expired', ''));
    });
    return router;
  }

  private load(): Promise<OidcProvider> {
    this.provider ??= this.create().catch((err: Error) => {
      this.provider = undefined;
      throw err;
    });
    return this.provider;
  }

  private async create(): Promise<OidcProvider> {
    // oidc-provider is ESM-only; Node 20.19+ loads it with require().
    const { default: Provider } = (await import('oidc-provider')) as unknown as { default: ProviderConstructor };
    const base = publicBaseUrl(this.config);
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: 'embedded-1' };
    const identity = this.identity;
    const provider = new Provider(`${base}/oidc`, {
      clients: [
        {
          client_id: EMBEDDED_CLIENT_ID,
          client_secret: embeddedClientSecret(this.config),
          redirect_uris: [`${base}/auth/callback`],
          post_logout_redirect_uris: [`${base}/login`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      jwks: { keys: [jwk] },
      cookies: { keys: [embeddedCookieKey(this.config)] },
      claims: {
        openid: ['sub'],
        profile: ['preferred_username', 'given_name', 'family_name', 'name'],
        email: ['email', 'email_verified'],
      },
      pkce: { required: () => false },
      ttl: {
        AccessToken: 600,
        AuthorizationCode: 60,
        IdToken: 3600,
        Interaction: 3600,
        Session: 12 * 3600,
        Grant: 12 * 3600,
      },
      features: {
        devInteractions: { enabled: false },
        rpInitiatedLogout: {
          enabled: true,
          logoutSource: (ctx: { body: string }, form: string) => (ctx.body = logoutSourcePage(form)),
          logoutSuccessSource: (ctx: { body: string }) => (ctx.body = signedOutPage()),
        },
      },
      // The provider's own error page carries inline styles the Content-Security-Policy refuses.
      renderError: (ctx: { type: string; body: string }, out: { error_description?: string; error?: string }) => {
        ctx.type = 'html';
        ctx.body = messagePage('Sign-in could not continue', out.error_description ?? out.error ?? '');
      },
      interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/oidc/interaction/${interaction.uid}` },
      async findAccount(_ctx: unknown, sub: string) {
        const account = await identity.findById(sub);
        if (!account) return undefined;
        return {
          accountId: sub,
          claims: async () => ({
            sub,
            preferred_username: account.username,
            given_name: account.firstName,
            family_name: account.lastName,
            name: [account.firstName, account.lastName].filter(Boolean).join(' ') || account.username,
            email: account.email,
            email_verified: true,
          }),
        };
      },
    });
    provider.proxy = this.config.get('TRUST_PROXY', { infer: true });
    provider.on('server_error', (_ctx, err) => this.logger.error({ err }, 'Embedded OpenID provider error'));
    this.logger.log(`Embedded OpenID provider ready at ${base}/oidc`);
    return provider;
  }

  private async showInteraction(p: OidcProvider, req: Request, res: Response): Promise<void> {
    const details = await p.interactionDetails(req, res);
    if (details.prompt.name === 'consent') return this.grantConsent(p, details, req, res);
    res.type('html').send(loginPage(details.uid));
  }

  /**
   * The login form. Failed attempts are counted per account and per client address (Redis, shared
   * by replicas); over either limit the form answers 429 with Retry-After before any password is
   * checked. The counter key is the account when the name belongs to one (so its username and
   * email share a counter) and the name itself otherwise: the answer is the same either way.
   */
  private async login(p: OidcProvider, req: Request, res: Response): Promise<void> {
    const details = await p.interactionDetails(req, res);
    const username = String(req.body?.username ?? '').slice(0, 254);
    const password = String(req.body?.password ?? '').slice(0, 128);
    const known = username.trim() ? await this.identity.findByLogin(username) : null;
    const accountKey = known ? `account:${known.id}` : `login:${username.trim().toLowerCase()}`;
    const addressKey = `address:${req.ip ?? ''}`;
    const wait = Math.max(
      await this.limits.retryAfter(RateLimitPolicy.SignInAccount, accountKey),
      await this.limits.retryAfter(RateLimitPolicy.SignInAddress, addressKey),
    );
    if (wait) {
      // Read by the admin dashboard's Security card.
      void this.telemetry.record('sign_in_throttled', null);
      return this.tooMany(res, loginPage(details.uid, { error: tooManyMessage(wait, 'sign-in attempts'), username }), wait);
    }
    const ok = Boolean(username.trim() && password) && (await this.identity.checkPassword(known, password));
    if (!ok || !known) {
      await Promise.all([
        this.limits.hit(RateLimitPolicy.SignInAccount, accountKey),
        this.limits.hit(RateLimitPolicy.SignInAddress, addressKey),
        this.telemetry.record('sign_in_failed', null),
      ]);
      res.status(401).type('html').send(loginPage(details.uid, { error: 'Invalid username or password.', username }));
      return;
    }
    await this.limits.reset(RateLimitPolicy.SignInAccount, accountKey);
    await p.interactionFinished(req, res, { login: { accountId: known.id } }, { mergeWithLastSubmission: false });
  }

  private tooMany(res: Response, html: string, seconds: number): void {
    res.status(429).setHeader('Retry-After', String(seconds));
    res.type('html').send(html);
  }

  private async register(p: OidcProvider, req: Request, res: Response): Promise<void> {
    const details = await p.interactionDetails(req, res);
    const raw = req.body ?? {};
    const wait = await this.limits.hit(RateLimitPolicy.Register, `address:${req.ip ?? ''}`);
    if (wait) {
      const values = { username: raw.username, email: raw.email, firstName: raw.firstName, lastName: raw.lastName };
      return this.tooMany(res, registerPage(details.uid, { errors: [tooManyMessage(wait, 'registrations from your network')], values }), wait);
    }
    const dto = plainToInstance(RegisterDto, {
      username: raw.username,
      email: raw.email,
      firstName: raw.firstName || undefined,
      lastName: raw.lastName || undefined,
      password: raw.password,
    });
    const errors = await validate(dto, { forbidUnknownValues: false });
    const values = { username: dto.username, email: dto.email, firstName: dto.firstName, lastName: dto.lastName };
    if (errors.length) {
      const messages = errors.flatMap((e) => Object.values(e.constraints ?? {}).slice(0, 1));
      res.status(400).type('html').send(registerPage(details.uid, { errors: messages, values }));
      return;
    }
    try {
      const account = await this.identity.register(dto);
      await p.interactionFinished(req, res, { login: { accountId: account.id } }, { mergeWithLastSubmission: false });
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      res.status(409).type('html').send(registerPage(details.uid, { errors: [err.detail], values }));
    }
  }

  /** Waypoint is a first-party client: consent is granted without asking. */
  private async grantConsent(p: OidcProvider, details: InteractionDetails, req: Request, res: Response): Promise<void> {
    const accountId = details.session?.accountId;
    if (!accountId) throw new Error('consent without a signed-in account');
    const grant = (details.grantId ? await p.Grant.find(details.grantId) : undefined) ??
      new p.Grant({ accountId, clientId: String(details.params.client_id) });
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    await p.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }
}
