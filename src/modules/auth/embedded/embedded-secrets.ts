import { createHmac, randomBytes } from 'node:crypto';
import type { ConfigService } from '@nestjs/config';
import type { EnvironmentVariables } from '../../../config/env.validation';

// main.ts fills SESSION_SECRET from Redis when it is not configured (shared-session-secret.ts), so
// the app and its replicas always have one; the random fallback only serves code that builds the
// app without main.ts and without the variable.
const fallback = randomBytes(32).toString('base64url');

export function sessionSecret(config: ConfigService<EnvironmentVariables, true>): string {
  return config.get('SESSION_SECRET', { infer: true }) ?? fallback;
}

/** The embedded provider's client secret, derived from the session secret (never leaves the process). */
export function embeddedClientSecret(config: ConfigService<EnvironmentVariables, true>): string {
  return createHmac('sha256', sessionSecret(config)).update('waypoint-embedded-oidc-client').digest('base64url');
}

export function embeddedCookieKey(config: ConfigService<EnvironmentVariables, true>): string {
  return createHmac('sha256', sessionSecret(config)).update('waypoint-embedded-oidc-cookies').digest('base64url');
}
