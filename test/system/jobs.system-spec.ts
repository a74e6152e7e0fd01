import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORDS } from './app-process';
import { SCREENSHOTS, screenshot, useBrowserPage, waitUntil } from './browser';
import { signIn } from './sign-in';

/** What the viewport shows (the list is long; full-page shots of it are too tall to look at). */
const view = async (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
const pageWidth = (page: Page): Promise<number> => page.evaluate('document.documentElement.scrollWidth');
const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
const jobIds = (page: Page) => page.getByRole('list', { name: 'Jobs' }).locator('article button[id^="job-"]').evaluateAll((els) => els.map((e) => e.id));

describe('job search, in Chromium', () => {
  const ctx = useBrowserPage();

  it('a member searches, filters, loads five pages without duplicates and opens a job with matched and missing skills', async () => {
    const page = ctx.page;
    await signIn(page, 'member', DEMO_PASSWORDS.member);
    // A skill on record, so the score is computed rather than the default 75.
    await page.evaluate(() => fetch('/api/skills/user', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ skillName: 'Python' }) }));
    await nav(page, 'Job Search').click();
    await page.getByRole('heading', { name: 'Job Search' }).waitFor();
    await waitUntil(async () => (await jobIds(page)).length === 20, 20_000);
    for (let n = 2; n <= 5; n++) {
      await page.getByRole('button', { name: 'Load More' }).click();
      await waitUntil(async () => (await jobIds(page)).length === n * 20, 15_000);
    }
    const ids = await jobIds(page);
    expect(new Set(ids).size).toBe(100);
    await view(page, 'jobs-five-pages');

    // Filter: engineers, full-time.
    await page.getByLabel('Keywords').fill('engineer');
    await page.getByLabel('Job type').selectOption('full-time');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await waitUntil(async () => page.url().includes('engineer'));
    await waitUntil(async () => (await jobIds(page)).length > 0, 15_000);
    const titles = await page.getByRole('list', { name: 'Jobs' }).locator('article h3').allTextContents();
    expect(titles.slice(0, 5).every((t) => /engineer/i.test(t))).toBe(true);
    await view(page, 'jobs-filtered');

    await page.getByRole('list', { name: 'Jobs' }).locator('article h3 button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Skills you are missing' }).waitFor({ timeout: 15_000 });
    await dialog.getByRole('heading', { name: 'Skills you have' }).waitFor();
    expect(await dialog.getByRole('link', { name: /Apply On Site/ }).getAttribute('href')).toMatch(/^https:\/\//);
    await view(page, 'jobs-detail');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(400);
    await view(page, 'jobs-390');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await page.getByRole('list', { name: 'Jobs' }).locator('article h3 button').first().click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Skills you are missing' }).waitFor({ timeout: 15_000 });
    await view(page, 'jobs-detail-390');
    expect(ctx.consoleErrors).toEqual([]);
  });

  it('an administrator seeds and starts the schedule from the scheduler bar, and opens the feed crawl test page', async () => {
    const page = ctx.page;
    await signIn(page, 'sysadmin', DEMO_PASSWORDS.sysadmin);
    // Job Search is a member tab: the administrator switches to user mode; the bar follows the role.
    await page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'User' }).click();
    await nav(page, 'Job Search').click();
    await page.getByRole('heading', { name: 'Job Search' }).waitFor();
    await page.getByRole('button', { name: 'Seed', exact: true }).click();
    await page.getByText(/default tasks?/).first().waitFor();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByText('Running', { exact: true }).first().waitFor();
    await screenshot(page, 'jobs-scheduler-running');
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await page.getByText('Stopped', { exact: true }).first().waitFor();

    await page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'Admin' }).click();
    await page.goto(new URL('/rss-crawl-test', page.url()).href);
    await page.getByRole('heading', { name: /Feed Crawl/ }).first().waitFor();
    await page.getByText(/We Work Remotely/).first().waitFor();
    await screenshot(page, 'feed-crawl-test');
    expect(ctx.consoleErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
