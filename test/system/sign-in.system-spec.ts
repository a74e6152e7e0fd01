import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORDS } from './app-process';
import { appUrl, launchBrowser, screenshot } from './browser';

/** Signs in the way a person does: the app's button, then the embedded provider's login page. */
async function signIn(page: Page, username: string, password: string, shot?: string): Promise<void> {
  await page.goto(appUrl('/'));
  await page.waitForURL('**/login');
  await page.getByRole('button', { name: 'Sign in or Register' }).click();
  await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
  if (shot) await screenshot(page, shot);
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const status = (page: Page) => page.evaluate<{ authenticated: boolean }>("fetch('/auth/status').then((r) => r.json())");

describe('signing in through the embedded provider, in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it('signs the member in, keeps the tab on reload, and logs out to /login', async () => {
    await signIn(page, 'member', DEMO_PASSWORDS.member, 'provider-login');
    await page.getByRole('heading', { name: 'Welcome back, Alex Morgan!' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByText('Alex Morgan').isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'User Management' }).count()).toBe(0);
    expect(await page.getByRole('group', { name: 'Mode' }).count()).toBe(0);
    await screenshot(page, 'member-shell');

    await page.reload();
    await page.getByRole('heading', { name: 'Welcome back, Alex Morgan!' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign in or Register' }).waitFor();
    expect((await status(page)).authenticated).toBe(false);
    expect(await page.evaluate('Object.keys(localStorage).filter((k) => k.startsWith("waypoint:admin-mode")).length')).toBe(0);
  });

  it('starts sysadmin in admin mode with the admin tabs; the toggle switches to the member set', async () => {
    await signIn(page, 'sysadmin', DEMO_PASSWORDS.sysadmin);
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    await page.getByRole('cell', { name: /member@waypoint\.local/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/users');
    await screenshot(page, 'admin-users');

    await page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'User' }).click();
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.reload();
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    expect(await page.evaluate('localStorage.getItem("waypoint:admin-mode:sysadmin")')).toBe('false');
    await page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'Admin' }).click();
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
  });

  it('refuses a wrong password on the provider page, saying so', async () => {
    await signIn(page, 'member', 'not-the-password');
    await page.getByRole('alert').filter({ hasText: 'Invalid username or password.' }).waitFor();
    expect((await status(page)).authenticated).toBe(false);
  });

  it('registers a new account and signs it straight in', async () => {
    await page.goto(appUrl('/'));
    await page.getByRole('button', { name: 'Sign in or Register' }).click();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Username').fill('newcomer');
    await page.getByLabel('Email').fill('newcomer@example.org');
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Newman');
    await page.getByLabel(/^Password/).fill('a-long-enough-password');
    await screenshot(page, 'provider-register');
    await page.getByRole('button', { name: 'Create account and sign in' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Nora Newman!' }).waitFor();
  });

  it('collapses the side menu on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'member', DEMO_PASSWORDS.member);
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(true);
    const box = await nav.boundingBox();
    expect(box && box.x + box.width <= 0).toBe(true); // off-screen until opened
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.waitForFunction("document.querySelector('.sidemenu').getBoundingClientRect().x >= 0");
    await screenshot(page, 'member-shell-mobile');
  });
});
