import type { Page } from 'playwright-core';
import { DEMO_PASSWORDS } from './app-process';
import { appUrl, screenshot, useBrowserPage, waitUntil } from './browser';
import { signIn } from './sign-in';

const status = (page: Page) => page.evaluate<{ authenticated: boolean }>("fetch('/auth/status').then((r) => r.json())");

describe('signing in through the embedded provider, in Chromium', () => {
  const ctx = useBrowserPage();

  it('signs the member in, keeps the tab on reload, and logs out to /login', async () => {
    await signIn(ctx.page, 'member', DEMO_PASSWORDS.member, 'provider-login');
    await ctx.page.getByRole('heading', { name: 'Welcome back, Alex Morgan!' }).waitFor();
    expect(new URL(ctx.page.url()).pathname).toBe('/dashboard');
    const nav = ctx.page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByText('Alex Morgan').isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'User Management' }).count()).toBe(0);
    expect(await ctx.page.getByRole('group', { name: 'Mode' }).count()).toBe(0);
    await screenshot(ctx.page, 'member-shell');

    await ctx.page.reload();
    await ctx.page.getByRole('heading', { name: 'Welcome back, Alex Morgan!' }).waitFor();
    expect(new URL(ctx.page.url()).pathname).toBe('/dashboard');

    await ctx.page.getByRole('button', { name: /Account menu/ }).click();
    await ctx.page.getByRole('menuitem', { name: 'Logout' }).click();
    await ctx.page.waitForURL('**/login');
    await ctx.page.getByRole('button', { name: 'Sign in or Register' }).waitFor();
    expect((await status(ctx.page)).authenticated).toBe(false);
    expect(await ctx.page.evaluate('Object.keys(localStorage).filter((k) => k.startsWith("waypoint:admin-mode")).length')).toBe(0);
  });

  it('starts sysadmin in admin mode with the admin tabs; the toggle switches to the member set', async () => {
    await signIn(ctx.page, 'sysadmin', DEMO_PASSWORDS.sysadmin);
    await ctx.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(new URL(ctx.page.url()).pathname).toBe('/admin-dashboard');
    await ctx.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'User Management' }).click();
    await ctx.page.getByRole('searchbox', { name: 'Search users' }).fill('waypoint.local');
    await ctx.page.getByRole('cell', { name: /member@waypoint\.local/ }).waitFor();
    await screenshot(ctx.page, 'admin-users-list');

    await ctx.page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'User' }).click();
    await ctx.page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    expect(new URL(ctx.page.url()).pathname).toBe('/dashboard');
    await ctx.page.reload();
    await ctx.page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    expect(await ctx.page.evaluate('localStorage.getItem("waypoint:admin-mode:sysadmin")')).toBe('false');
    await ctx.page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'Admin' }).click();
    await ctx.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  });

  it('refuses a wrong password on the provider page, saying so', async () => {
    await signIn(ctx.page, 'member', 'not-the-password');
    await ctx.page.getByRole('alert').filter({ hasText: 'Invalid username or password.' }).waitFor();
    expect((await status(ctx.page)).authenticated).toBe(false);
  });

  it('registers a new account and signs it straight in', async () => {
    await ctx.page.goto(appUrl('/'));
    await ctx.page.getByRole('button', { name: 'Sign in or Register' }).click();
    await ctx.page.getByRole('link', { name: 'Create an account' }).click();
    await ctx.page.getByLabel('Username').fill('newcomer');
    await ctx.page.getByLabel('Email').fill('newcomer@example.org');
    await ctx.page.getByLabel('First name').fill('Nora');
    await ctx.page.getByLabel('Last name').fill('Newman');
    await ctx.page.getByLabel(/^Password/).fill('a-long-enough-password');
    await screenshot(ctx.page, 'provider-register');
    await ctx.page.getByRole('button', { name: 'Create account and sign in' }).click();
    await ctx.page.getByRole('heading', { name: 'Welcome back, Nora Newman!' }).waitFor();
  });

  it('collapses the side menu on a phone', async () => {
    await ctx.page.setViewportSize({ width: 390, height: 844 });
    await signIn(ctx.page, 'member', DEMO_PASSWORDS.member);
    await ctx.page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    const nav = ctx.page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(true);
    const box = await nav.boundingBox();
    expect(box && box.x + box.width <= 0).toBe(true); // off-screen until opened
    await ctx.page.getByRole('button', { name: 'Open menu' }).click();
    await waitUntil(async () => ((await ctx.page.locator('.sidemenu').boundingBox())?.x ?? -1) >= 0);
    await screenshot(ctx.page, 'member-shell-mobile');
  });
});
