import type { Page } from 'playwright-core';
import { appUrl, screenshot } from './browser';

/** Signs in the way a person does: the app's button, then the embedded provider's login page. */
export async function signIn(page: Page, username: string, password: string, shot?: string): Promise<void> {
  await page.goto(appUrl('/'));
  await page.waitForURL('**/login');
  await page.getByRole('button', { name: 'Sign in or Register' }).click();
  await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
  if (shot) await screenshot(page, shot);
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
