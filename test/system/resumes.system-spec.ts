import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORDS } from './app-process';
import { screenshot, useBrowserPage, waitUntil } from './browser';
import { signIn } from './sign-in';

const FIXTURE = join(__dirname, '..', 'fixtures', 'resumes', 'two-page.pdf');

/** A member's call to the API from the page (same origin, session cookie). */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const res = await page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
      return { status: res.status, json: await res.json().catch(() => null) };
    },
    { method, path, body },
  );
  return res as { status: number; json: T };
}

interface Resume {
  id: string;
  personalInfo: { summary: string; location: string };
  experience: { company: string; position: string }[];
}

const pageWidth = (page: Page): Promise<number> => page.evaluate('document.documentElement.scrollWidth');

describe('resume builder, in Chromium, as the demo member', () => {
  const ctx = useBrowserPage();

  it('uploads a two-page PDF, edits and reorders, gets feedback, accepts a summary, restores a section, downloads and previews every template', async () => {
    const page = ctx.page;
    await signIn(page, 'member', DEMO_PASSWORDS.member);
    // Start from no resumes, whatever an earlier run left.
    for (const r of (await api<{ id: string }[]>(page, 'GET', '/api/resumes')).json) await api(page, 'DELETE', `/api/resumes/${r.id}`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resume' }).click();
    await page.getByRole('heading', { name: 'Resume Builder' }).waitFor();
    await page.getByText('No Resumes Found').waitFor();
    await screenshot(page, 'resume-empty');

    // Upload: real file, real progress, parsed on the server.
    await page.getByRole('button', { name: 'New Resume' }).click();
    await page.getByLabel('Resume file').setInputFiles(FIXTURE);
    await page.getByRole('button', { name: 'Upload Resume' }).click();
    await page.getByText('Resume uploaded').first().waitFor({ timeout: 20_000 });
    const preview = page.getByRole('article', { name: 'Resume preview' });
    await preview.getByText('Northwind Logistics').first().waitFor();
    for (const text of ['Maya Okafor', 'Helder Payments B.V.', 'Kestrel Analytics Ltd', 'Apache Kafka', 'Certified Kubernetes Administrator (CKA)']) {
      await preview.getByText(text).first().waitFor();
    }
    await screenshot(page, 'resume-uploaded');
    const [listed] = (await api<{ id: string }[]>(page, 'GET', '/api/resumes')).json;
    const before = (await api<Resume>(page, 'GET', `/api/resumes/${listed.id}`)).json;
    expect(before.experience.map((e) => e.company)).toEqual(['Northwind Logistics', 'Helder Payments B.V.', 'Kestrel Analytics Ltd', 'Brightline Studio']);

    // Edit: the location is saved on blur, experience 2 moves up, Save persists the order.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const location = page.getByRole('textbox', { name: 'Location' }).first();
    await location.fill('Utrecht, NL');
    await location.blur();
    await page.getByText('Location saved').first().waitFor();
    await page.getByRole('button', { name: 'Move experience 2 up' }).click();
    await screenshot(page, 'resume-editing');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    const saved = (await api<Resume>(page, 'GET', `/api/resumes/${listed.id}`)).json;
    expect(saved.personalInfo.location).toBe('Utrecht, NL');
    expect(saved.experience.map((e) => e.company)).toEqual(['Helder Payments B.V.', 'Northwind Logistics', 'Kestrel Analytics Ltd', 'Brightline Studio']);
    expect(JSON.stringify(saved)).not.toMatch(/Page \d of \d/); // the PDF's page footer is not resume content

    // AI summary: generated on opening, accepted into the resume.
    await page.getByRole('button', { name: 'AI Summary' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Generated Summary' });
    const summary = dialog.getByLabel('AI summary');
    await waitUntil(async () => (await summary.inputValue()).length > 20, 20_000);
    const text = await summary.inputValue();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await page.getByText('AI summary applied').first().waitFor();
    expect((await api<Resume>(page, 'GET', `/api/resumes/${listed.id}`)).json.personalInfo.summary).toBe(text.trim());

    // Restore the Volunteer section into experience (its entry has a role, an organisation and dates).
    await page.getByRole('button', { name: /Review elided sections \(2\)/ }).click();
    const restore = page.getByRole('dialog', { name: 'Review Text from Elided Sections' });
    await restore.getByText('Volunteer').first().waitFor();
    await restore.getByRole('checkbox', { name: /^Volunteer/ }).check();
    await restore.getByLabel(/Restore to.*Volunteer/).selectOption('experience');
    await restore.getByLabel('Add the selected text to my resume').check();
    await screenshot(page, 'resume-restore');
    await restore.getByRole('button', { name: /Restore selected/ }).click();
    await page.getByText(/^Restored Volunteer to /).first().waitFor({ timeout: 15_000 });
    await restore.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: /Review elided sections \(1\)/ }).waitFor();

    // Flight check: brief cards first, then full markdown in the sandboxed viewer.
    await page.getByRole('button', { name: 'Flight Check' }).click();
    await page.getByRole('heading', { name: 'Resume Feedback - Flight Check' }).waitFor();
    for (const card of ['Professional Summary', 'Strengths', 'Resume Quality', 'Recommendations']) await page.getByRole('button', { name: card }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'resume-feedback-brief');
    await page.getByLabel('Full').check();
    await page.getByRole('button', { name: 'Get Feedback Now' }).click();
    const viewer = page.frameLocator('iframe[title="Full feedback"]');
    await viewer.locator('h1, h2').first().waitFor({ timeout: 20_000 });
    await page.getByText(/Last obtained/).waitFor();
    await screenshot(page, 'resume-feedback-full');
    await page.getByRole('button', { name: 'Close' }).first().click();

    // Every template: choose it, download its PDF, and the ATS read-back reports nothing lost; then
    // Export → Preview PDF shows that template's PDF in the viewer, screenshotted to be looked at.
    // A viewport tall enough for the dialog to show the whole first page (same width: no redraw).
    await page.setViewportSize({ width: 1280, height: 1400 });
    for (const template of ['Modern', 'Classic', 'Creative', 'Minimal']) {
      await page.getByRole('radio', { name: template }).check();
      await waitUntil(async () => (await api<{ template: string }>(page, 'GET', `/api/resumes/${listed.id}`)).json.template === template.toLowerCase());
      await page.getByRole('button', { name: 'Export' }).click();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'PDF', exact: true }).click()]);
      expect(download.suggestedFilename()).toBe(`Maya-Okafor-${template.toLowerCase()}.pdf`);
      const file = await download.path();
      expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await page.getByText('A tracking system reads back everything').waitFor({ timeout: 15_000 });

      await page.getByRole('button', { name: 'Export' }).click();
      await page.getByRole('menuitem', { name: 'Preview PDF', exact: true }).click();
      const pdfPreview = page.getByRole('dialog', { name: 'Preview PDF' });
      await pdfPreview.getByText(`${template} template`).waitFor();
      await pdfPreview.getByRole('img', { name: /^Page 1 of \d+$/ }).waitFor({ timeout: 15_000 });
      await pdfPreview.locator('canvas[data-drawn="true"]').first().waitFor({ timeout: 15_000 });
      await screenshot(page, `resume-pdf-${template.toLowerCase()}`);
      await pdfPreview.getByRole('button', { name: 'Close', exact: true }).last().click();
      await pdfPreview.waitFor({ state: 'detached' });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'resume-exported');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(400);
    await screenshot(page, 'resume-390');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(ctx.consoleErrors).toEqual([]);
  });
});
