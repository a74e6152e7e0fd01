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

/**
 * Polls `check` until it answers true (page.waitForFunction with a string would be an eval, which
 * the app's Content-Security-Policy rightly refuses).
 */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const file = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Chromium's console message for anything the Content-Security-Policy refused. */
const CSP_VIOLATION = /Content Security Policy|Content-Security-Policy/i;

/**
 * One browser per test file and a fresh context and page per test, with console errors collected.
 * Call inside a describe; read `.page` and `.consoleErrors` inside tests. Any Content-Security-Policy
 * violation reported in the console fails the test (the app must run under its strict policy).
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
  afterEach(async () => {
    await context.close();
    const violations = state.consoleErrors.filter((text) => CSP_VIOLATION.test(text));
    if (violations.length) throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
  });
  return state;
}
