import type { Browser, BrowserContext, Page } from 'playwright-core';
import pkg from '../../package.json';
import { appUrl, launchBrowser, screenshot } from './browser';

describe('the login screen, in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    page.on('console', (msg) => msg.type() === 'error' && consoleErrors.push(msg.text()));
  });
  afterEach(() => context.close());

  it('shows the welcome, the secure-account note, the sign-in button and the version from the API', async () => {
    await page.goto(appUrl('/'));
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome to Waypoint' }).waitFor();
    await page.getByText('secured by single sign-on').waitFor();
    const version = page.getByText(`Waypoint v${pkg.version}`);
    await version.waitFor();
    expect(await page.getByRole('button', { name: 'Sign in or Register' }).isVisible()).toBe(true);
    expect(await page.title()).toBe('Waypoint');
    await screenshot(page, 'login');
    expect(consoleErrors).toEqual([]);
  });

  it('fits a phone screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(appUrl('/login'));
    const button = page.getByRole('button', { name: 'Sign in or Register' });
    await button.waitFor();
    const box = await button.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await screenshot(page, 'login-mobile');
  });

  it('reaches the button from the keyboard', async () => {
    await page.goto(appUrl('/login'));
    await page.getByRole('button', { name: 'Sign in or Register' }).waitFor();
    let focused = '';
    for (let i = 0; i < 5 && focused !== 'Sign in or Register'; i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate<string>('document.activeElement?.textContent?.trim() ?? ""');
    }
    expect(focused).toBe('Sign in or Register');
  });
});
