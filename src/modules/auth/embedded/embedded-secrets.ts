import { createHmac, randomBytes } from 'node:crypto';
import type { ConfigService } from '@nestjs/config';
import type { EnvironmentVariables } from '../../../config/env.validation';

// Without SESSION_SECRET a process-wide random one is used: sessions then end when the process
// restarts. scripts/start sets SESSION_SECRET from .data/ so embedded sessions survive restarts.
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
