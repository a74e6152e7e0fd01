import pkg from '../../package.json';
import { appUrl, screenshot, useBrowserPage } from './browser';

describe('the login screen, in Chromium', () => {
  const ctx = useBrowserPage();

  it('shows the welcome, the secure-account note, the sign-in button and the version from the API', async () => {
    await ctx.page.goto(appUrl('/'));
    await ctx.page.waitForURL('**/login');
    await ctx.page.getByRole('heading', { name: 'Welcome to Waypoint' }).waitFor();
    await ctx.page.getByText('secured by single sign-on').waitFor();
    const version = ctx.page.getByText(`Waypoint v${pkg.version}`);
    await version.waitFor();
    expect(await ctx.page.getByRole('button', { name: 'Sign in or Register' }).isVisible()).toBe(true);
    expect(await ctx.page.title()).toBe('Waypoint');
    await screenshot(ctx.page, 'login');
    expect(ctx.consoleErrors).toEqual([]);
  });

  it('fits a phone screen', async () => {
    await ctx.page.setViewportSize({ width: 390, height: 844 });
    await ctx.page.goto(appUrl('/login'));
    const button = ctx.page.getByRole('button', { name: 'Sign in or Register' });
    await button.waitFor();
    const box = await button.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await screenshot(ctx.page, 'login-mobile');
  });

  it('reaches the button from the keyboard', async () => {
    await ctx.page.goto(appUrl('/login'));
    await ctx.page.getByRole('button', { name: 'Sign in or Register' }).waitFor();
    let focused = '';
    for (let i = 0; i < 5 && focused !== 'Sign in or Register'; i++) {
      await ctx.page.keyboard.press('Tab');
      focused = await ctx.page.evaluate<string>('document.activeElement?.textContent?.trim() ?? ""');
    }
    expect(focused).toBe('Sign in or Register');
  });

  // Unguarded routes (part 1 §2.1): the mail test says Admin only to a visitor; the cleanup page works for anyone.
  it.each([
    ['/oauth2-mail-test', 'Admin only'],
    ['/oauth/callback', 'Admin only'],
    ['/nc-token-cleanup', 'No cloud-storage cookies found in this browser.'],
  ])('opens %s without signing in', async (path, text) => {
    await ctx.page.goto(appUrl(path));
    await ctx.page.getByText(text, { exact: true }).waitFor();
    expect(new URL(ctx.page.url()).pathname).toBe(path);
  });
});
