import type { Page } from 'playwright-core';
import { Client } from 'pg';
import { DEMO_PASSWORDS } from './app-process';
import { screenshot, useBrowserPage, waitUntil } from './browser';
import { signIn } from './sign-in';

const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
const pageWidth = (page: Page): Promise<number> => page.evaluate('document.documentElement.scrollWidth');

async function phone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(400);
}

describe('learning, in Chromium, as the demo member', () => {
  const ctx = useBrowserPage();
  let db: Client;

  beforeAll(async () => {
    db = new Client({ connectionString: process.env.WAYPOINT_TEST_DATABASE_URL });
    await db.connect();
  });
  afterAll(() => db.end());

  async function signInMember(): Promise<Page> {
    await signIn(ctx.page, 'member', DEMO_PASSWORDS.member);
    await ctx.page.getByRole('heading', { name: /^Welcome back, .+!$/ }).waitFor();
    return ctx.page;
  }

  /** Choice positions (0-based, as shown) of the correct answers of the member's current quiz question `index`. */
  async function correctPositions(index: number): Promise<number[]> {
    const { rows } = await db.query<{ pos: number }>(
      `SELECT c.position - 1 AS pos FROM quiz_sessions s JOIN quiz_choices c ON c.question_id = s.question_ids[$1 + 1]
       WHERE s.id = (SELECT q.id FROM quiz_sessions q JOIN users u ON u.id = q.user_id WHERE u.username = 'member' ORDER BY q.started_at DESC LIMIT 1)
         AND c.is_correct ORDER BY c.position`,
      [index],
    );
    return rows.map((r) => r.pos);
  }

  /** Runs one technical quiz; answers singles right and reveals multi-correct ones first. Answers how many multi-correct questions came up. */
  async function takeQuiz(page: Page, shots: boolean): Promise<{ multi: number; expected: number }> {
    await page.getByRole('button', { name: 'Start Technical Quiz' }).click();
    const picker = page.getByRole('dialog', { name: /Choose a topic/ });
    await picker.getByRole('button', { name: 'JavaScript' }).click();
    await page.getByText('Question 1 of 10').waitFor();
    let multi = 0;
    for (let i = 0; i < 10; i++) {
      await page.getByText(`Question ${i + 1} of 10`).waitFor();
      const choices = page.locator('fieldset li input');
      const isMulti = (await page.getByText('Select all that apply.', { exact: true }).count()) > 0;
      if (isMulti) {
        multi++;
        // Show answer marks the correct choices; a revealed question scores nothing.
        await page.getByRole('button', { name: 'Show answer' }).click();
        await page.getByText('Correct answer').first().waitFor();
        if (shots && multi === 1) await screenshot(page, 'interview-quiz-multi-revealed');
        const marked = page.locator('fieldset li').filter({ hasText: 'Correct answer' });
        for (let k = 0; k < (await marked.count()); k++) await marked.nth(k).locator('input').check();
        await page.getByRole('button', { name: 'Hide answer' }).click();
      } else {
        expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
        const [right] = await correctPositions(i);
        await choices.nth(right).check();
      }
      if (shots && i === 0) await screenshot(page, 'interview-quiz-question');
      await page.getByRole('button', { name: 'Next' }).click();
    }
    return { multi, expected: 10 - multi };
  }

  it('takes a technical quiz with a multi-correct question to Quiz Complete, and sees the score and the activity', async () => {
    const page = await signInMember();
    await nav(page, 'Mock Interviews').click();
    await page.getByRole('heading', { name: 'Mock Interviews' }).waitFor();
    await page.getByRole('heading', { name: 'Choose Interview Type' }).waitFor();
    await screenshot(page, 'interviews-landing');

    // Ten random questions of 17 hold a multi-correct one most of the time; run another
    // quiz while they do not, up to eight more (two in a row without one happened in CI).
    let run = await takeQuiz(page, true);
    await page.getByRole('heading', { name: 'Quiz Complete' }).waitFor();
    for (let retry = 0; run.multi === 0 && retry < 8; retry++) {
      await page.getByRole('button', { name: 'Finish' }).click();
      await page.getByRole('heading', { name: 'Choose Interview Type' }).waitFor();
      run = await takeQuiz(page, false);
      await page.getByRole('heading', { name: 'Quiz Complete' }).waitFor();
    }
    expect(run.multi).toBeGreaterThan(0);
    await page.getByText(`You answered ${run.expected} of 10 correctly`).waitFor();
    await screenshot(page, 'interview-quiz-complete');
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByRole('heading', { name: 'Recent Sessions' }).waitFor();
    await page.getByText(`Completed · ${run.expected * 10}%`).first().waitFor();
    expect(await page.getByText('Technical Quiz: JavaScript').first().isVisible()).toBe(true);

    await nav(page, 'Activity').click();
    await page.getByText('skill added').first().waitFor();
    expect(ctx.consoleErrors).toEqual([]);
  });

  it('runs a behavioural interview to Session Complete with Show/Hide answer, then reviews it', async () => {
    const page = await signInMember();
    await nav(page, 'Mock Interviews').click();
    await page.getByRole('button', { name: 'Start Behavioral Interview' }).click();
    await page.getByText('Question 1 of 5').waitFor();
    const timer = page.getByRole('timer', { name: 'Time left' });
    await waitUntil(async () => /^4[45]:\d\d$/.test((await timer.textContent()) ?? ''));
    await page.getByRole('button', { name: 'Show answer' }).click();
    await page.getByRole('note', { name: 'What a strong answer covers' }).waitFor();
    await screenshot(page, 'interview-behavioral');
    await page.getByRole('button', { name: 'Hide answer' }).click();
    expect(await page.getByRole('note', { name: 'What a strong answer covers' }).count()).toBe(0);
    for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Session Complete' }).waitFor();
    await screenshot(page, 'interview-behavioral-complete');
    await page.getByRole('button', { name: 'Exit' }).click();
    await page.getByText('Completed · 100%').first().waitFor();
    await page.getByRole('button', { name: 'Review' }).first().click();
    const review = page.getByRole('dialog', { name: /Behavioral Interview/ });
    await review.waitFor();
    await screenshot(page, 'interview-review');
    await page.keyboard.press('Escape');
    await phone(page);
    await screenshot(page, 'interviews-landing-390');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(ctx.consoleErrors).toEqual([]);
  });
});

describe('training catalogue, in Chromium, as the demo member', () => {
  const ctx = useBrowserPage();

  it('enrolls in a course and marks it complete; the stats follow; the skill-gap plan shows', async () => {
    await signIn(ctx.page, 'member', DEMO_PASSWORDS.member);
    const page = ctx.page;
    await page.getByRole('heading', { name: /^Welcome back, .+!$/ }).waitFor();
    await nav(page, 'Training').click();
    await page.getByRole('heading', { name: 'Training and Courses' }).waitFor();
    await page.getByRole('heading', { name: 'Your Skill-Gap Plan' }).waitFor();
    const course = page.getByRole('article').filter({ hasText: 'Modern CSS Layouts' });
    await course.getByRole('button', { name: /Enroll/ }).click();
    await course.getByText('Enrolled', { exact: true }).waitFor();
    await course.getByRole('button', { name: /Mark complete/ }).click();
    await course.getByText('Completed', { exact: true }).waitFor();
    await page.getByText('8h').first().waitFor();
    await screenshot(page, 'training');
    await phone(page);
    await screenshot(page, 'training-390');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(ctx.consoleErrors).toEqual([]);
  });
});

describe('training-program search, in Chromium', () => {
  const ctx = useBrowserPage();
  let db: Client;

  beforeAll(async () => {
    // The loopback training site stands in for the platforms: the seeded public ones are switched off.
    db = new Client({ connectionString: process.env.WAYPOINT_TEST_DATABASE_URL });
    await db.connect();
    const site = process.env.WAYPOINT_TEST_TRAINING_SITE!;
    await db.query(`UPDATE training_platforms SET enabled = false`);
    await db.query(
      `INSERT INTO training_platforms (name, display_name, base_url, search_url) VALUES ('fixture', 'Fixture Academy', $1, $2)
       ON CONFLICT (name) DO UPDATE SET enabled = true`,
      [site, `${site}/catalog?q={query}`],
    );
  });
  afterAll(() => db.end());

  it('searches a domain, scrapes the pages and shows the programs with confidence badges; New Search starts over', async () => {
    await signIn(ctx.page, 'member', DEMO_PASSWORDS.member);
    const page = ctx.page;
    await page.getByRole('heading', { name: /^Welcome back, .+!$/ }).waitFor();
    await nav(page, 'Training Search').click();
    await page.getByRole('heading', { name: 'Training Program Search' }).waitFor();
    const search = page.getByRole('button', { name: 'Search', exact: true });
    expect(await search.isDisabled()).toBe(true);
    await page.getByLabel('Domain').selectOption('data-science');
    await screenshot(page, 'training-search-step1');
    await search.click();
    await page.getByRole('button', { name: 'Start Scraping' }).waitFor();
    await page.getByText(/SEARXNG_URL/).first().waitFor();
    await screenshot(page, 'training-search-step2');
    await page.getByRole('button', { name: 'Start Scraping' }).click();
    await page.getByRole('button', { name: 'New Search' }).first().waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: /Introduction to Python|Intro to Python/ }).first().waitFor({ timeout: 30_000 });
    expect(await page.getByText('High confidence').count()).toBeGreaterThan(0);
    await screenshot(page, 'training-search-results');
    await phone(page);
    await screenshot(page, 'training-search-results-390');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'New Search' }).first().click();
    await page.getByLabel('Domain').waitFor();
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM training_programs`);
    expect(rows[0].n).toBeGreaterThanOrEqual(4);
    expect(ctx.consoleErrors).toEqual([]);
  });

  it('the administrator’s test page calls the service and shows its answer', async () => {
    await signIn(ctx.page, 'sysadmin', DEMO_PASSWORDS.sysadmin);
    const page = ctx.page;
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Testing / APIs' }).click();
    await page.getByRole('button', { name: 'Open Training Search Test' }).click();
    await page.getByRole('heading', { name: 'Training Search Test' }).waitFor();
    await page.getByRole('button', { name: 'Health' }).click();
    await page.getByText('HTTP 200').waitFor();
    expect(await page.getByLabel('Response body').textContent()).toContain('"service": "training-search"');
    await page.getByRole('button', { name: 'Stats' }).click();
    await waitUntil(async () => ((await page.getByLabel('Response body').textContent()) ?? '').includes('total_programs'));
    await screenshot(page, 'training-search-test-page');
    expect(ctx.consoleErrors).toEqual([]);
  });
});
