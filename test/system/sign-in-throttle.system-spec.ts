import { Redis } from 'ioredis';
import type { Page } from 'playwright-core';
import { appUrl, screenshot, useBrowserPage } from './browser';

const LIMIT = 10;
const TOO_MANY = /^Too many sign-in attempts\. Try again in \d+ minutes?\.$/;

/** Opens the provider's login page from the app's button. */
async function openProviderLogin(page: Page): Promise<void> {
  await page.goto(appUrl('/login'));
  await page.getByRole('button', { name: 'Sign in or Register' }).click();
  await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
}

/** Submits the form; answers the HTTP status of the page that comes back. */
async function attempt(page: Page, username: string, password: string): Promise<number> {
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(password);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/login')),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  await page.waitForLoadState();
  return response.status();
}

async function register(page: Page, username: string, password: string): Promise<void> {
  await openProviderLogin(page);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.org`);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Create account and sign in' }).click();
  await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
  await page.context().clearCookies();
}

/** Deletes the app's per-address sign-in counters (QUEUE_PREFIX test-system, test/system/global-setup.ts). */
async function clearAddressCounters(): Promise<void> {
  const redis = new Redis(process.env.WAYPOINT_TEST_REDIS_URL as string, { maxRetriesPerRequest: 1 });
  try {
    const keys = await redis.keys('test-system:rl:signin-address*');
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

describe('sign-in throttling on the embedded provider, in Chromium', () => {
  const ctx = useBrowserPage();

  it('answers the eleventh wrong password for an account with 429 and a wait, even with the right password then', async () => {
    await register(ctx.page, 'guessed', 'the-right-password');
    await openProviderLogin(ctx.page);
    for (let i = 0; i < LIMIT; i++) expect(await attempt(ctx.page, 'guessed', `wrong-${i}`)).toBe(401);
    const response = ctx.page.waitForResponse((r) => r.request().method() === 'POST');
    expect(await attempt(ctx.page, 'guessed', `wrong-${LIMIT}`)).toBe(429);
    expect(Number((await response).headers()['retry-after'])).toBeGreaterThan(0);
    const alert = ctx.page.getByRole('alert');
    expect((await alert.textContent())?.trim()).toMatch(TOO_MANY);
    await screenshot(ctx.page, 'provider-login-throttled');
    // Refused before the password is checked: the right one does not get through either.
    expect(await attempt(ctx.page, 'guessed', 'the-right-password')).toBe(429);
    // The same account by its email shares the counter.
    expect(await attempt(ctx.page, 'guessed@example.org', 'the-right-password')).toBe(429);
  });

  it('answers an unknown account the same way: 401 ten times, then 429 with the same message', async () => {
    await openProviderLogin(ctx.page);
    for (let i = 0; i < LIMIT; i++) expect(await attempt(ctx.page, 'nobody-here', `wrong-${i}`)).toBe(401);
    expect(await attempt(ctx.page, 'nobody-here', 'anything')).toBe(429);
    expect((await ctx.page.getByRole('alert').textContent())?.trim()).toMatch(TOO_MANY);
  });

  it('clears an account’s counter when it signs in', async () => {
    await register(ctx.page, 'forgetful', 'the-right-password');
    await openProviderLogin(ctx.page);
    for (let i = 0; i < LIMIT - 1; i++) expect(await attempt(ctx.page, 'forgetful', `wrong-${i}`)).toBe(401);
    await ctx.page.getByLabel('Username or email').fill('forgetful');
    await ctx.page.getByLabel('Password').fill('the-right-password');
    await ctx.page.getByRole('button', { name: 'Sign in' }).click();
    await ctx.page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    await ctx.page.context().clearCookies();
    await openProviderLogin(ctx.page);
    // Nine before and two after make eleven: without the reset the second would be refused.
    for (let i = 0; i < 2; i++) expect(await attempt(ctx.page, 'forgetful', `wrong-again-${i}`)).toBe(401);
  });
  it('refuses every account from one address once that address has failed 50 times, and only then', async () => {
    const ADDRESS_LIMIT = 50;
    await openProviderLogin(ctx.page);
    try {
      // Wrong passwords spread over many names, nine each (under the per-account limit of ten). The
      // tests above already spent some of this address's allowance, so the refusal may come sooner.
      let failures = 0;
      let status = 401;
      while (status === 401) {
        status = await attempt(ctx.page, `roamer-${Math.floor(failures / 9)}`, `wrong-${failures}`);
        if (status === 401) failures++;
        expect(failures).toBeLessThanOrEqual(ADDRESS_LIMIT);
      }
      expect(status).toBe(429);
      expect(failures).toBeGreaterThan(0);
      expect((await ctx.page.getByRole('alert').textContent())?.trim()).toMatch(TOO_MANY);
      // A name never tried before is refused too: the address, not the account, is over its limit.
      expect(await attempt(ctx.page, 'never-tried-before', 'anything')).toBe(429);
      // Clearing only the address's counter lets the next wrong password through to a plain 401.
      await clearAddressCounters();
      expect(await attempt(ctx.page, 'never-tried-again', 'anything')).toBe(401);
    } finally {
      // The address limit lasts 15 minutes and every later browser test signs in from this address.
      await clearAddressCounters();
    }
  });
});
