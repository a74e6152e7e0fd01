import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { redisOptionsFromUrl } from '../../../core/queue/redis-options';

/**
 * The session secret every process uses when SESSION_SECRET is not set: the first process to start
 * stores a random one in Redis (SET NX) and every later process and restart reads the same value, so
 * sessions survive restarts and replicas share them. Anyone who can write to this Redis can already
 * write sessions, so keeping the secret there adds no exposure; SESSION_SECRET still wins when set.
 */
export async function sharedSessionSecret(redisUrl: string, prefix = 'waypoint'): Promise<string> {
  const key = `${prefix}:session-secret`;
  const redis = new Redis({ ...redisOptionsFromUrl(redisUrl), lazyConnect: true, maxRetriesPerRequest: 3 });
  try {
    await redis.connect();
    await redis.set(key, randomBytes(48).toString('base64url'), 'NX');
    const secret = await redis.get(key);
    if (!secret) throw new Error(`Redis lost ${key} right after setting it`);
    return secret;
  } finally {
    redis.disconnect();
  }
}
