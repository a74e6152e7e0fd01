import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { ROOT } from './app-process';

/** Debian's Chromium; never a downloaded browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = join(ROOT, 'test-results', 'screenshots');

export function appUrl(path = '/'): string {
  const base = process.env.WAYPOINT_TEST_URL;
  if (!base) throw new Error('WAYPOINT_TEST_URL is not set: run through test/system/jest.config.js');
  return `${base}${path}`;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // The machine has no network beyond loopback: keep Chromium from trying.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const file = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * One browser per test file and a fresh context and page per test, with console errors collected.
 * Call inside a describe; read `.page` and `.consoleErrors` inside tests.
 */
export function useBrowserPage(): { readonly page: Page; readonly consoleErrors: string[] } {
  let browser: Browser;
  let context: BrowserContext;
  const state = { page: undefined as unknown as Page, consoleErrors: [] as string[] };
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    state.page = await context.newPage();
    state.consoleErrors.length = 0;
    state.page.on('console', (msg) => msg.type() === 'error' && state.consoleErrors.push(msg.text()));
  });
  afterEach(() => context.close());
  return state;
}
