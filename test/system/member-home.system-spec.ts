import type { Page } from 'playwright-core';
import { DEMO_PASSWORDS } from './app-process';
import { screenshot, useBrowserPage, waitUntil } from './browser';
import { signIn } from './sign-in';

/** A member's call to the API from the page, as the app makes it (same origin, session cookie). */
async function api(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
      return { status: res.status, json: await res.json().catch(() => null) };
    },
    { method, path, body },
  );
}

/** A phone-sized viewport, after the side menu's 0.2 s slide-out has finished. */
async function phone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(400);
}

/** The page's scrolling width: wider than the viewport means a sideways scroll. */
const pageWidth = (page: Page): Promise<number> => page.evaluate('document.documentElement.scrollWidth');

const card = (page: Page, label: string) => page.getByRole('group', { name: label });
const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });

describe('member home, in Chromium, as the demo member', () => {
  const ctx = useBrowserPage();

  async function signInMember(): Promise<Page> {
    await signIn(ctx.page, 'member', DEMO_PASSWORDS.member);
    await ctx.page.getByRole('heading', { name: /^Welcome back, .+!$/ }).waitFor();
    return ctx.page;
  }

  it('dashboard counts come from real activity and change when the member views a job', async () => {
    const page = await signInMember();
    const viewed = card(page, 'Job Details Viewed');
    await waitUntil(async () => /\d/.test((await viewed.textContent()) ?? ''));
    const before = Number(((await viewed.textContent()) ?? '').match(/Job Details Viewed\D*(\d+)/)?.[1]);
    expect((await api(page, 'POST', '/api/activity/log', { activity_type: 'job_viewed', activity_details: { jobId: 42 } })).status).toBe(201);
    await page.reload();
    await waitUntil(async () => new RegExp(`Job Details Viewed\\D*${before + 1}\\b`).test((await card(page, 'Job Details Viewed').textContent()) ?? ''));
    expect(await card(page, 'Job Details Viewed').textContent()).toMatch(/\+\d+ this week/);
    const recent = page.getByRole('region', { name: 'Recent Activity' });
    await recent.getByText('job viewed').first().waitFor();
    expect(await recent.textContent()).toMatch(/Job 42/);
    expect(await recent.textContent()).toMatch(/seconds? ago|minutes? ago/);
    await screenshot(page, 'member-dashboard');
    await phone(page);
    await screenshot(page, 'member-dashboard-390');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(ctx.consoleErrors).toEqual([]);
  });

  it('profile: edit, save, reload shows the change; AI summary generate → accept updates the summary', async () => {
    const page = await signInMember();
    await nav(page, 'Profile').click();
    await page.getByRole('heading', { name: 'Profile', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    expect(await page.getByLabel('Name').isEditable()).toBe(false);
    const title = `Senior Paralegal ${Date.now() % 1000}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Location').fill('Boston, MA');
    await page.getByLabel('Website').fill('https://member.example.org');
    await screenshot(page, 'member-profile-edit');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    await page.reload();
    await page.getByText(title).first().waitFor();
    // The links load on their own request: wait for them rather than count at once.
    await page.locator('a[href="https://member.example.org"]').first().waitFor();
    await screenshot(page, 'member-profile-saved');

    await page.getByRole('button', { name: 'AI Summary' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Summary Preview' });
    await dialog.waitFor();
    const text = dialog.getByLabel('AI summary');
    await waitUntil(async () => (await text.inputValue()).length > 20, 20_000);
    const summary = await text.inputValue();
    expect(summary).toContain('Paralegal');
    await screenshot(page, 'member-profile-ai-summary');
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(summary.slice(0, 40)).first().waitFor();
    await screenshot(page, 'member-profile');
    await phone(page);
    await screenshot(page, 'member-profile-390');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(ctx.consoleErrors).toEqual([]);
  });

  it('activity page draws its charts from the member’s data and lists rows by the chosen count', async () => {
    const page = await signInMember();
    for (const type of ['application_prepared', 'email_sent', 'job_viewed']) await api(page, 'POST', '/api/activity/log', { activity_type: type });
    await nav(page, 'Activity').click();
    await page.getByRole('heading', { name: 'Your Activity' }).waitFor();
    await page.locator('canvas').first().waitFor();
    expect(await page.locator('canvas').count()).toBe(2);
    expect(Number(((await card(page, 'Total Activities').textContent()) ?? '').match(/(\d+)/)?.[1])).toBeGreaterThanOrEqual(4);
    await page.getByLabel(/rows/i).selectOption('10');
    await waitUntil(async () => (await page.getByRole('region', { name: 'Recent Activity' }).getByRole('listitem').count()) <= 10);
    await screenshot(page, 'member-activity');
    await phone(page);
    await screenshot(page, 'member-activity-390');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(ctx.consoleErrors).toEqual([]);
  });

  it('settings save and reload; the account page shows the member read-only', async () => {
    const page = await signInMember();
    await nav(page, 'Settings').click();
    await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();
    const letter = await page.getByLabel('Page size').locator('option', { hasText: 'Letter' }).getAttribute('value');
    await page.getByLabel('Page size').selectOption(letter ?? 'Letter');
    await page.getByLabel('Margin (points)').fill('9');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByText(/Margin.*10/).first().waitFor();
    await page.getByLabel('Margin (points)').fill('72');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByText('Preferences saved', { exact: true }).waitFor();
    await screenshot(page, 'member-settings');
    await page.reload();
    await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();
    await waitUntil(async () => (await page.getByLabel('Margin (points)').inputValue()) === '72');
    expect(await page.getByLabel('Page size').locator('option:checked').textContent()).toMatch(/Letter/);
    await phone(page);
    await screenshot(page, 'member-settings-390');

    await page.setViewportSize({ width: 1280, height: 800 });
    await nav(page, 'Account').click();
    await page.getByText('Basic Information').waitFor();
    expect(await page.getByText('member', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText('ON', { exact: true }).count()).toBe(4);
    await screenshot(page, 'member-account');
    expect(ctx.consoleErrors).toEqual([]);
  });
});
