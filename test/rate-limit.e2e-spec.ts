import type { NestExpressApplication } from '@nestjs/platform-express';
import Redis from 'ioredis';
import { createTestApp, resetDatabase } from './create-app';
import { errorBody } from './responses';
import { signIn } from './sign-in';
import { POLICY_LIMITS, RateLimitPolicy, RateLimitService } from '../src/core/rate-limit/rate-limit.service';

describe('rate limits in Redis', () => {
  let app: NestExpressApplication;
  let limits: RateLimitService;
  beforeAll(async () => {
    app = await createTestApp();
    await resetDatabase(app);
    limits = app.get(RateLimitService);
  });
  // The counters this suite fills stay in Redis after it (resetDatabase empties Postgres only): a
  // suite after it in the same worker, signing in as sysadmin again, would get 429 from the AI pages.
  afterAll(async () => {
    const redis = new Redis(process.env.REDIS_URL as string);
    const keys = await redis.keys(`${process.env.QUEUE_PREFIX}:rl:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await app.close();
  });

  it('allows the policy’s attempts, then tells how long to wait, until reset', async () => {
    const key = `account:${Math.random()}`;
    const { points, windowSeconds } = POLICY_LIMITS[RateLimitPolicy.SignInAccount];
    expect(await limits.retryAfter(RateLimitPolicy.SignInAccount, key)).toBe(0);
    for (let i = 0; i < points; i++) expect(await limits.hit(RateLimitPolicy.SignInAccount, key)).toBe(0);
    const wait = await limits.retryAfter(RateLimitPolicy.SignInAccount, key);
    expect(wait).toBeGreaterThan(windowSeconds - 10);
    expect(wait).toBeLessThanOrEqual(windowSeconds);
    // Another key (another account) is not affected.
    expect(await limits.retryAfter(RateLimitPolicy.SignInAccount, `${key}-other`)).toBe(0);
    await limits.reset(RateLimitPolicy.SignInAccount, key);
    expect(await limits.retryAfter(RateLimitPolicy.SignInAccount, key)).toBe(0);
  });

  it('treats a key the same whatever its case or surrounding spaces', async () => {
    const key = `login:Someone-${Math.random()}`;
    await limits.hit(RateLimitPolicy.Register, key);
    const { points } = POLICY_LIMITS[RateLimitPolicy.Register];
    for (let i = 1; i < points; i++) await limits.hit(RateLimitPolicy.Register, ` ${key.toUpperCase()} `);
    expect(await limits.retryAfter(RateLimitPolicy.Register, key.toLowerCase())).toBeGreaterThan(0);
  });

  it('answers 429 with Retry-After once a member goes over the AI limit', async () => {
    const admin = await signIn(app, 'sysadmin');
    const { points } = POLICY_LIMITS[RateLimitPolicy.Ai];
    // An invalid body is refused after the limit is counted: every call is an attempt.
    for (let i = 0; i < points; i++) await admin.post('/api/ollama/test-connection').send({ target: 'nowhere' }).expect(400);
    const res = await admin.post('/api/ollama/test-connection').send({ target: 'nowhere' }).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).toEqual(errorBody(429, /^Too many requests\. Try again in (\d+ seconds?|1 minute)\.$/));
  });

  it.each([
    ['the profile AI summary', (m: Awaited<ReturnType<typeof signIn>>) => m.post('/api/profile/ai-summary').send({ hint: 'no such hint' })],
    ['a job read from a file', (m: Awaited<ReturnType<typeof signIn>>) => m.post('/api/jobs/import/file')],
  ])('limits %s under the AI policy', async (_name, call) => {
    const member = await signIn(app, `rate-limit-${_name.replace(/\W+/g, '-')}`);
    const { points } = POLICY_LIMITS[RateLimitPolicy.Ai];
    for (let i = 0; i < points; i++) await call(member).expect(400);
    const res = await call(member).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts a training-program search once under its own policy, though the controller is limited too', async () => {
    const member = await signIn(app, 'rate-limit-searcher');
    const { points, blockSeconds } = POLICY_LIMITS[RateLimitPolicy.Crawl];
    // A search without a domain or query is refused (400) after the limit is counted, without reading any site.
    for (let i = 0; i < points; i++) await member.post('/api/training-search/crawler/search').send({}).expect(400);
    const res = await member.post('/api/training-search/crawler/search').send({}).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(blockSeconds);
    expect(res.body).toEqual(errorBody(429, /^Too many requests\. Try again in \d+ minutes?\.$/));
    // The controller's own, looser policy is not used up by these calls.
    await member.get('/api/training-search/health').expect(200);
  });
});
