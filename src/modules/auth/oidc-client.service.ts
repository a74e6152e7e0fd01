import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Passport } from 'passport';
import { Strategy as OpenIdConnectStrategy, type Profile, type VerifyCallback } from 'passport-openidconnect';
import type { EnvironmentVariables } from '../../config/env.validation';
import type { SessionUser } from '../../core/auth/auth.decorators';
import { DomainError, DomainErrorCode } from '../../core/http/domain.error';
import { AddressPolicy } from '../../core/outbound/address-policy';
import { fetchOutbound } from '../../core/outbound/outbound-http';
import { UsersService } from '../users/users.service';
import { EMBEDDED_CLIENT_ID, publicBaseUrl } from './auth-urls';
import { embeddedClientSecret } from './embedded/embedded-secrets';

export interface ProviderEndpoints {
  issuer: string;
  authorizationURL: string;
  tokenURL: string;
  userInfoURL: string;
  endSessionURL?: string;
}

export interface SignedInUser extends SessionUser {
  idToken: string;
}

export const STRATEGY = 'oidc';

/**
 * The OpenID Connect relying party (passport-openidconnect, authorization-code flow, confidential
 * client). Against Keycloak (OIDC_ISSUER) the endpoints come from its discovery document; without
 * it, from the embedded provider mounted at /oidc.
 */
@Injectable()
export class OidcClientService {
  private readonly logger = new Logger(OidcClientService.name);
  readonly passport = new Passport();
  private ready?: Promise<ProviderEndpoints>;

  constructor(
    private readonly config: ConfigService<EnvironmentVariables, true>,
    private readonly users: UsersService,
  ) {
    // The session carries what the guards need (id, username, admin flag): no database read per
    // request. The admin flag is recomputed from ADMIN_USERNAMES, so a config change applies at once.
    this.passport.serializeUser<SessionUser>((user, done) => {
      const { id, username } = user as SessionUser;
      done(null, { id, username, isAdmin: this.users.isAdmin({ username }) });
    });
    this.passport.deserializeUser<SessionUser | string>((stored, done) => {
      if (typeof stored !== 'object' || !stored?.id || !stored.username) return done(null, false);
      done(null, { id: stored.id, username: stored.username, isAdmin: this.users.isAdmin({ username: stored.username }) });
    });
  }

  get external(): boolean {
    return Boolean(this.config.get('OIDC_ISSUER', { infer: true }));
  }

  /** Discovers the provider once (retrying after a failure) and registers the strategy. */
  endpoints(): Promise<ProviderEndpoints> {
    this.ready ??= this.resolveEndpoints().then(
      (endpoints) => {
        this.register(endpoints);
        return endpoints;
      },
      (err: Error) => {
        this.ready = undefined;
        throw err;
      },
    );
    return this.ready;
  }

  private async resolveEndpoints(): Promise<ProviderEndpoints> {
    const issuer = this.config.get('OIDC_ISSUER', { infer: true });
    if (!issuer) {
      const base = `${publicBaseUrl(this.config)}/oidc`;
      // The token and userinfo calls go from this process to itself.
      const internal = `http://127.0.0.1:${this.config.get('PORT', { infer: true })}/oidc`;
      return {
        issuer: base,
        authorizationURL: `${base}/auth`,
        tokenURL: `${internal}/token`,
        userInfoURL: `${internal}/me`,
        endSessionURL: `${base}/session/end`,
      };
    }
    const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    try {
      // The operator configures the issuer: loopback and private addresses are fine.
      const res = await fetchOutbound({ url, policy: AddressPolicy.Operator, timeoutMs: 5_000, maxBytes: 256 * 1024, accept: ['application/json'] });
      if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
      const doc = JSON.parse(res.text()) as Record<string, string | undefined>;
      if (!doc.issuer || !doc.authorization_endpoint || !doc.token_endpoint || !doc.userinfo_endpoint) {
        throw new Error('the discovery document lacks issuer, authorization, token or userinfo endpoints');
      }
      return {
        issuer: doc.issuer,
        authorizationURL: doc.authorization_endpoint,
        tokenURL: doc.token_endpoint,
        userInfoURL: doc.userinfo_endpoint,
        endSessionURL: doc.end_session_endpoint,
      };
    } catch (err) {
      this.logger.warn({ err: (err as Error).message, url }, 'OpenID provider discovery failed');
      throw new DomainError(
        DomainErrorCode.ServiceUnavailable,
        `The identity provider at ${issuer} cannot be reached (${(err as Error).message}). Try again shortly.`,
      );
    }
  }

  private register(endpoints: ProviderEndpoints): void {
    const clientID = this.config.get('OIDC_CLIENT_ID', { infer: true }) ?? EMBEDDED_CLIENT_ID;
    const clientSecret = this.config.get('OIDC_CLIENT_SECRET', { infer: true }) ?? embeddedClientSecret(this.config);
    const strategy = new OpenIdConnectStrategy(
      {
        issuer: endpoints.issuer,
        authorizationURL: endpoints.authorizationURL,
        tokenURL: endpoints.tokenURL,
        userInfoURL: endpoints.userInfoURL,
        clientID,
        clientSecret,
        callbackURL: `${publicBaseUrl(this.config)}/auth/callback`,
        scope: ['profile', 'email'],
        skipUserProfile: false,
      },
      // Nine parameters: passport-openidconnect picks the call by the function's arity.
      ((
        _issuer: string,
        uiProfile: Profile,
        _idProfile: object,
        _context: object,
        idToken: string,
        _accessToken: string,
        _refreshToken: string,
        _params: object,
        done: VerifyCallback,
      ) => {
        const json = ((uiProfile as unknown as { _json?: Record<string, string> })._json ?? {}) as Record<string, string>;
        const username = json.preferred_username ?? uiProfile.username;
        if (!uiProfile.id || !username) {
          done(null, false, { message: 'The identity provider did not send a username.' });
          return;
        }
        this.users
          .upsertFromLogin({
            sub: uiProfile.id,
            username,
            firstName: json.given_name ?? uiProfile.name?.givenName,
            lastName: json.family_name ?? uiProfile.name?.familyName,
            email: json.email ?? uiProfile.emails?.[0]?.value,
          })
          .then((user) => {
            const signedIn: SignedInUser = { id: user.id, username: user.username, isAdmin: this.users.isAdmin(user), idToken };
            done(null, signedIn);
          })
          .catch((err: Error) => done(err));
      }) as unknown as ConstructorParameters<typeof OpenIdConnectStrategy>[1],
    );
    this.passport.use(STRATEGY, strategy);
  }
}
