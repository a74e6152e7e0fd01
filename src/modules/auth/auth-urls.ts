import type { ConfigService } from '@nestjs/config';
import type { EnvironmentVariables } from '../../config/env.validation';

/** Where members reach Waypoint: PUBLIC_URL, else http://localhost:PORT. No trailing slash. */
export function publicBaseUrl(config: ConfigService<EnvironmentVariables, true>): string {
  const url = config.get('PUBLIC_URL', { infer: true }) ?? `http://localhost:${config.get('PORT', { infer: true })}`;
  return url.replace(/\/+$/, '');
}

export const EMBEDDED_CLIENT_ID = 'waypoint';
export const SESSION_COOKIE = 'waypoint.sid';
