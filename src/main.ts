import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { ConfigurationError, validate } from './config/env.validation';

/**
 * Validates the environment before anything else loads, so a bad value stops the process
 * with one clear message naming the variable instead of a stack trace.
 */
async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    validate(process.env);
  } catch (err) {
    if (err instanceof ConfigurationError) {
      console.error(`Waypoint cannot start. ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  if (!process.env.SESSION_SECRET) {
    // Replicas and restarts must sign cookies alike: without a configured secret, share one in Redis.
    const { sharedSessionSecret } = await import('./modules/auth/embedded/shared-session-secret');
    process.env.SESSION_SECRET = await sharedSessionSecret(process.env.REDIS_URL as string, process.env.QUEUE_PREFIX || 'waypoint');
  }
  const { bootstrap } = await import('./bootstrap');
  await bootstrap();
}

void main().catch((err: unknown) => {
  console.error('Waypoint failed to start:', err);
  process.exit(1);
});
