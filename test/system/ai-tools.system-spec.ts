import { join } from 'node:path';
import { FakeOllama } from '../fakes/ollama-server';
import { makePdf } from '../fakes/pdf';
import { freePort } from '../fakes/redis-server';
import { DEMO_PASSWORDS, ROOT } from './app-process';
import { appUrl, screenshot, useBrowserPage, waitUntil } from './browser';
import { signIn } from './sign-in';

const parsed = {
  header: { name: 'Maya Okafor', email: 'maya.okafor@example.com', phone: '(415) 555-0182', location: 'San Francisco, CA', links: ['github.com/mayaokafor'] },
  summary: 'Full-stack engineer with eight years of experience.',
  experience: [{ company: 'Brightline Payments', position: 'Senior Software Engineer', start_date: 'Mar 2021', end_date: '', is_current: true, description: 'Led a team of 5 engineers.' }],
  education: [{ institution: 'University of California, Davis', degree: 'B.S.', fieldOfStudy: 'Computer Science', start_date: '', end_date: '2017', description: '' }],
  skills: ['TypeScript', 'Go', 'Kubernetes'],
  certifications: [{ name: 'CKAD', issuer: 'The Linux Foundation', date: '2022' }],
};

describe('the language-model admin pages, in Chromium', () => {
  const ctx = useBrowserPage();
  const ollama = new FakeOllama();
  beforeAll(() => ollama.start());
  afterAll(() => ollama.stop());
  beforeEach(() => ollama.reset());

  async function openTool(name: string): Promise<void> {
    await signIn(ctx.page, 'sysadmin', DEMO_PASSWORDS.sysadmin);
    await ctx.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await ctx.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Testing / APIs' }).click();
    await ctx.page.getByRole('heading', { name: 'API Doc and Testing Pages' }).waitFor();
    await screenshot(ctx.page, 'api-test-hub');
    await ctx.page.getByRole('button', { name: `Open ${name}` }).click();
    await ctx.page.getByRole('heading', { name }).waitFor();
    // The fields are prefilled from GET /api/ollama/environment.
    await waitUntil(async () => (await ctx.page.locator('input[name="local-host"]').inputValue()).length > 0);
  }

  it('tests a local server: version, models and timing; then a closed port fails clearly', async () => {
    await openTool('Language Model Connection Test');
    const page = ctx.page;
    expect(await page.getByLabel('Host').inputValue()).toBe('127.0.0.1');
    expect(await page.getByLabel('Port').inputValue()).toBe('11434');
    await page.getByLabel('Port').fill(String(ollama.port));
    await page.getByRole('button', { name: 'Test Local' }).click();
    const card = page.getByRole('article', { name: 'local result' });
    await card.getByText('Connection successful').waitFor();
    expect(await card.textContent()).toMatch(/0\.12\.3.*llama3\.1:8b.*qwen2\.5:7b-instruct/);
    expect(await card.getByText('Localhost Connection').isVisible()).toBe(true);
    expect(await card.getByText(/^\d+ ms$/).isVisible()).toBe(true);
    expect(await page.getByText('Last test').isVisible()).toBe(true);
    await screenshot(page, 'ollama-test-success');

    const closed = await freePort();
    await page.getByLabel('Port').fill(String(closed));
    await page.getByRole('button', { name: 'Test Local' }).click();
    await card.getByText(/Connection Failed: .*cannot be reached\./).waitFor();
    expect(await card.getByText('N/A').first().isVisible()).toBe(true);
    await screenshot(page, 'ollama-test-closed-port');

    await page.getByLabel('URL').fill(ollama.url);
    ollama.token = 'hosted-secret';
    await page.getByRole('button', { name: 'Test Hosted' }).click();
    const hosted = page.getByRole('article', { name: 'hosted result' });
    await hosted.getByText(/Connection Failed: .*HTTP 401/).waitFor();
    expect(await hosted.getByText('Authentication Required').isVisible()).toBe(true);
    expect(ctx.consoleErrors).toEqual([]);
  });

  it('parses an uploaded resume with the local server and shows the JSON; a PDF is read; failures say why', async () => {
    await openTool('Resume Parser Test');
    const page = ctx.page;
    const parse = page.getByRole('button', { name: 'Parse with Local Ollama' });
    expect(await parse.isDisabled()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Parsing prompt' }).inputValue()).toMatch(/^Parse the resume below into a JSON object with exactly six sections/);

    await page.getByLabel('Resume file').setInputFiles(join(ROOT, 'test/fixtures/ai/resume-software-engineer.txt'));
    await page.getByText('Selected: resume-software-engineer.txt').waitFor();
    await page.getByLabel('Port').fill(String(ollama.port));
    await page.getByLabel('Temperature').fill('0.4');
    ollama.answers = [JSON.stringify(parsed)];
    await parse.click();
    await page.getByRole('heading', { name: 'Parsed resume' }).waitFor();
    expect(await page.locator('pre.json').textContent()).toContain('"company": "Brightline Payments"');
    const sent = ollama.calls.find((c) => c.path === '/api/chat');
    expect(JSON.stringify(sent?.body)).toContain('Northwind Commerce'); // the file's text reached the model
    expect(sent?.body.options).toMatchObject({ temperature: 0.4, top_k: 40 });
    await screenshot(page, 'resume-parser-result');

    await page.getByLabel('Resume file').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: makePdf(['Sam Liu', 'EDUCATION', 'University of Washington'] ) });
    ollama.answers = [JSON.stringify(parsed)];
    await parse.click();
    await page.getByText(/PDF, \d+ characters/).waitFor();
    expect(JSON.stringify(ollama.calls.filter((c) => c.path === '/api/chat').at(-1)?.body)).toContain('University of Washington');

    await page.getByLabel('Resume file').setInputFiles({ name: 'cv.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('x') });
    await page.getByText(/^Invalid file type. Only PDF, JSON, and TXT files are allowed./).waitFor();

    await page.getByLabel('Resume file').setInputFiles(join(ROOT, 'test/fixtures/ai/resume-designer.txt'));
    await page.getByLabel('Port').fill(String(await freePort()));
    await parse.click();
    await page.getByRole('alert').filter({ hasText: /Parsing Failed .*cannot be reached\./ }).waitFor();
    await screenshot(page, 'resume-parser-failed');

    await page.getByRole('button', { name: '← Back to API Tests' }).click();
    await page.getByRole('heading', { name: 'API Doc and Testing Pages' }).waitFor();
  });

  it('shows a member Access Denied on the test page, and the server refuses the call', async () => {
    await signIn(ctx.page, 'member', DEMO_PASSWORDS.member);
    await ctx.page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    await ctx.page.goto(appUrl('/ollama-test'));
    await ctx.page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(await ctx.page.getByText('Administrator access required to view this page.').isVisible()).toBe(true);
    const status = await ctx.page.evaluate("fetch('/api/ollama/environment').then((r) => r.status)");
    expect(status).toBe(403);
    await screenshot(ctx.page, 'ollama-test-member-denied');
  });
});
