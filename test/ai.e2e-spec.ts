import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { ConfigService } from '@nestjs/config';
import { validate } from '../src/config/env.validation';
import { AiEngine } from '../src/modules/ai/ai-engine.service';
import type { AiService } from '../src/modules/ai/ai.service';
import { AiTask } from '../src/modules/ai/ai.types';
import { createTestApp, createTestAppWithEnv } from './create-app';
import { FakeOllama } from './fakes/ollama-server';
import { makePdf } from './fakes/pdf';
import { freePort } from './fakes/redis-server';
import { signIn } from './sign-in';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures/ai', name), 'utf8');
const sixSections = {
  header: { name: 'Maya Okafor', email: 'maya.okafor@example.com', phone: '(415) 555-0182', location: 'San Francisco, CA', links: [] },
  summary: 'Full-stack engineer.',
  experience: [{ company: 'Brightline Payments', position: 'Senior Software Engineer', start_date: 'Mar 2021', end_date: '', is_current: true, description: 'Led a team of 5 engineers.' }],
  education: [{ institution: 'University of California, Davis', degree: 'B.S.', fieldOfStudy: 'Computer Science', start_date: '', end_date: '2017', description: '' }],
  skills: ['TypeScript', 'Go'],
  certifications: [],
};

/** A Prometheus scraper's token (METRICS_TOKEN): how these figures are read without a session. */
const SCRAPER_TOKEN = 'scraper-token-0123456789abcdef0123456789';

async function appWithAi(env: Record<string, string>): Promise<{ app: NestExpressApplication; ai: AiService }> {
  let ai: AiService | undefined;
  const app = await createTestAppWithEnv(env, async (isolated) => {
    const { AiService: IsolatedAiService } = await import('../src/modules/ai/ai.service');
    ai = isolated.get(IsolatedAiService);
  });
  return { app, ai: ai as AiService };
}

describe('AI engine', () => {
  describe('with no configuration: the built-in provider, through the ai queue', () => {
    let app: NestExpressApplication;
    let ai: AiService;
    beforeAll(async () => {
      ({ app, ai } = await appWithAi({ QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}-builtin`, METRICS_TOKEN: SCRAPER_TOKEN }));
    });
    afterAll(() => app.close());

    it('answers every task, recording provider, model and response time', async () => {
      const resume = fixture('resume-software-engineer.txt');
      const job = { title: 'Senior Frontend Engineer', company: 'Lumen Labs', description: fixture('job-frontend.html') };
      const results = await Promise.all([
        ai.profileSummary({ title: 'Engineer', skills: ['Go'], resumeText: resume }, 'more concise'),
        ai.resumeSummary(resume, 'one sentence'),
        ai.suggestSkills(resume, [], 5),
        ai.feedback(resume, 'brief'),
        ai.feedback(resume, 'full', 'secondary'),
        ai.coverLetter(job, resume, 'Maya Okafor'),
        ai.parseResume(resume),
        ai.mapCustomSection('Tools', 'k8s, Terraform', 'skills'),
        ai.parseJobPosting(job.description),
        ai.categorizeProgram('Intro to React', 'Build web apps with React and JavaScript'),
      ]);
      for (const r of results) {
        expect(r).toMatchObject({ provider: 'builtin', model: 'waypoint-rules-1' });
        expect(r.responseTimeMs).toBeGreaterThanOrEqual(0);
      }
      // How fast: bench:ai measures it (the tasks run in the built-in engine's worker thread).
      expect(results[5].output).toMatchObject({ overlapFound: ['React', 'TypeScript'] });
      expect(results[9].output).toMatchObject({ category: 'Frontend Development' });

      const metrics = await request(app.getHttpServer()).get('/api/metrics').set('Authorization', `Bearer ${SCRAPER_TOKEN}`).expect(200);
      expect(metrics.text).toMatch(/waypoint_ai_task_duration_seconds_count\{task="cover-letter",provider="builtin",outcome="ok"\} 1/);
      expect(metrics.text).toMatch(/waypoint_queue_jobs\{queue="ai",state="failed"\} 0/);
    });
  });

  describe('pointed at an Ollama server by OLLAMA_URL', () => {
    const ollama = new FakeOllama();
    let app: NestExpressApplication;
    let ai: AiService;
    beforeAll(async () => {
      await ollama.start();
      ({ app, ai } = await appWithAi({
        QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}-ollama`,
        OLLAMA_URL: ollama.url,
        OLLAMA_SECONDARY_MODEL: 'qwen2.5:7b-instruct',
        OLLAMA_TIMEOUT_MS: '1500',
        AI_JOB_TIMEOUT_MS: '10000',
      }));
    });
    beforeEach(() => ollama.reset());
    afterAll(async () => {
      await app.close();
      await ollama.stop();
    });

    it('runs the same tasks on Ollama with no code change: JSON format for structures, the chosen model, sampling options', async () => {
      ollama.answers = [JSON.stringify(sixSections)];
      const parsed = await ai.parseResume(fixture('resume-software-engineer.txt'), 'secondary');
      expect(parsed).toMatchObject({ provider: 'ollama', model: 'qwen2.5:7b-instruct', output: sixSections });
      const call = ollama.calls[0];
      expect(call.path).toBe('/api/chat');
      expect(call.body).toMatchObject({ model: 'qwen2.5:7b-instruct', format: 'json', stream: false, options: { temperature: 0.2, top_p: 0.9, top_k: 40, repeat_penalty: 1.1, num_predict: 4000 } });
      expect(JSON.stringify(call.body.messages)).toContain('Brightline Payments');
    });

    it('writes prose with /api/generate and takes the cover letter overlap from the texts, not the model', async () => {
      ollama.answers = ['Dear Hiring Manager,\n\nI build React apps.\n\nSincerely,\nMaya Okafor'];
      const letter = await ai.coverLetter({ title: 'Frontend Engineer', company: 'Lumen Labs', description: fixture('job-frontend.html') }, fixture('resume-software-engineer.txt'), 'Maya Okafor');
      expect(ollama.calls[0].path).toBe('/api/generate');
      expect(letter.output).toEqual({ draftText: 'Dear Hiring Manager,\n\nI build React apps.\n\nSincerely,\nMaya Okafor', overlapFound: ['React', 'TypeScript'] });
    });

    it('joins a streamed (NDJSON) answer', async () => {
      ollama.streamAlways = true;
      ollama.answers = ['Senior engineer who led a payments migration to Kubernetes.'];
      const summary = await ai.resumeSummary(fixture('resume-software-engineer.txt'));
      expect(summary.output.text).toBe('Senior engineer who led a payments migration to Kubernetes.');
    });

    it('repairs malformed JSON once, with the problem in the repair prompt', async () => {
      ollama.answers = ['Sure! Here is the feedback: {"Strengths": ["clear"]', JSON.stringify({ 'Professional Summary': 'Engineer.', Strengths: ['Numbers'], 'Resume Quality': 'Good', Recommendations: ['Add a phone'] })];
      const result = await ai.feedback(fixture('resume-software-engineer.txt'), 'brief');
      expect(result.output).toMatchObject({ type: 'brief', brief: { Recommendations: ['Add a phone'] } });
      expect(ollama.calls).toHaveLength(2);
      expect(JSON.stringify(ollama.calls[1].body.messages)).toContain('Your answer could not be used');
    });

    it('fails clearly when the model returns unusable JSON twice', async () => {
      ollama.answers = ['{"category": "Knitting", "confidence": 3}', '{"category": "Knitting"}'];
      await expect(ai.categorizeProgram('Intro', 'Yarn')).rejects.toMatchObject({
        detail: expect.stringMatching(/^The AI task failed: The language model \(llama3\.1:8b\) did not return usable JSON, even after a repair request: "category" must be one of/),
      });
    });

    it('explains a slow server, a refused token and a non-JSON answer', async () => {
      ollama.delayMs = 2_500;
      await expect(ai.resumeSummary('text')).rejects.toMatchObject({ detail: expect.stringContaining(`at ${ollama.url} did not answer within 1.5 s`) });
      ollama.reset();
      ollama.token = 'secret';
      await expect(ai.resumeSummary('text')).rejects.toMatchObject({ detail: expect.stringContaining('refused the request (HTTP 401): it needs an auth token') });
      ollama.reset();
      ollama.malformed = true;
      await expect(ai.resumeSummary('text')).rejects.toMatchObject({ detail: expect.stringContaining('answered /api/generate with something that is not JSON') });
    });
  });

  describe('the ai queue bounds the load on the model server', () => {
    const ollama = new FakeOllama();
    beforeAll(() => ollama.start());
    afterAll(() => ollama.stop());

    it.each([
      ['1', 1],
      ['3', 3],
    ])('runs at most AI_CONCURRENCY=%s tasks at once', async (concurrency, expected) => {
      ollama.reset();
      ollama.delayMs = 300; // long enough for the worker to take up every job it may run at once
      const { app, ai } = await appWithAi({ QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}-conc${concurrency}`, OLLAMA_URL: ollama.url, AI_CONCURRENCY: concurrency });
      try {
        await Promise.all(Array.from({ length: 6 }, (_, i) => ai.resumeSummary(`Resume ${i}`)));
        expect(ollama.calls).toHaveLength(6);
        expect(ollama.maxInFlight).toBe(expected);
      } finally {
        await app.close();
      }
    });
  });

  describe('choosing the provider from configuration', () => {
    const hosted = new FakeOllama();
    beforeAll(() => hosted.start());
    afterAll(() => hosted.stop());
    const engine = (env: Record<string, string>) => new AiEngine(new ConfigService(validate({ DATABASE_URL: 'postgres://x@localhost/x', REDIS_URL: 'redis://localhost', ...env })));

    it('uses a hosted endpoint with its bearer token when only OLLAMA_HOSTED_URL is set', async () => {
      hosted.reset();
      hosted.token = 'hosted-secret';
      hosted.answers = ['A hosted summary.'];
      const ai = engine({ OLLAMA_HOSTED_URL: hosted.url, OLLAMA_HOSTED_TOKEN: 'hosted-secret' });
      expect(ai.environment()).toEqual({ localUrl: null, hostedUrl: hosted.url, tokenConfigured: true, useHosted: true });
      const result = await ai.run(AiTask.ResumeSummary, { resumeText: 'Engineer.' });
      expect(result).toMatchObject({ provider: 'ollama', model: 'llama3.1:8b', output: { text: 'A hosted summary.' } });
      expect(hosted.calls[0].authorization).toBe('Bearer hosted-secret');
    });

    it('prefers the local server unless OLLAMA_USE_HOSTED, and AI_PROVIDER=builtin overrides both', () => {
      expect(engine({ OLLAMA_URL: 'http://127.0.0.1:1', OLLAMA_HOSTED_URL: hosted.url }).environment().useHosted).toBe(false);
      expect(engine({ OLLAMA_URL: 'http://127.0.0.1:1', OLLAMA_HOSTED_URL: hosted.url, OLLAMA_USE_HOSTED: 'true' }).environment().useHosted).toBe(true);
      expect(engine({ OLLAMA_URL: 'http://127.0.0.1:1', AI_PROVIDER: 'builtin' }).describe()).toEqual({ provider: 'builtin', models: { primary: 'waypoint-rules-1', secondary: 'waypoint-rules-1' } });
      expect(engine({}).describe().provider).toBe('builtin');
    });
  });

  describe('admin language-model pages: POST /api/ollama/test-connection and /api/ollama/parse-resume', () => {
    const ollama = new FakeOllama();
    const hosted = new FakeOllama();
    let app: NestExpressApplication;
    let admin: request.Agent;
    beforeAll(async () => {
      await Promise.all([ollama.start(), hosted.start()]);
      app = await createTestApp();
      admin = await signIn(app, 'sysadmin');
    });
    beforeEach(() => {
      ollama.reset();
      hosted.reset();
      hosted.token = 'hosted-token';
    });
    afterAll(async () => {
      await app.close();
      await Promise.all([ollama.stop(), hosted.stop()]);
    });

    it('reports version, models and timing of the local and hosted servers', async () => {
      const res = await admin
        .post('/api/ollama/test-connection')
        .send({ testType: 'both', localSettings: { host: '127.0.0.1', port: ollama.port }, hostedSettings: { url: hosted.url, authToken: 'hosted-token' } })
        .expect(200);
      expect(res.body.results).toEqual([
        { success: true, connectionType: 'local', url: ollama.url, error: null, responseTime: expect.any(Number), authRequired: false, isLocalhost: true, version: '0.12.3', models: ['llama3.1:8b', 'qwen2.5:7b-instruct'] },
        { success: true, connectionType: 'hosted', url: hosted.url, error: null, responseTime: expect.any(Number), authRequired: true, isLocalhost: true, version: '0.12.3', models: ['llama3.1:8b', 'qwen2.5:7b-instruct'] },
      ]);
      expect(hosted.calls.every((c) => c.authorization === 'Bearer hosted-token')).toBe(true);
      expect(res.body.environment).toMatchObject({ localUrl: null, hostedUrl: null, tokenConfigured: false, useHosted: false, provider: 'builtin', defaultLocalPort: 11434 });
    });

    it('reports a closed port and a missing token as failed tests, not errors', async () => {
      const closed = await freePort();
      const res = await admin
        .post('/api/ollama/test-connection')
        .send({ testType: 'both', localSettings: { host: 'localhost', port: closed }, hostedSettings: { url: hosted.url } })
        .expect(200);
      expect(res.body.results[0]).toMatchObject({ success: false, responseTime: null, version: null, models: [], error: expect.stringMatching(new RegExp(`at http://localhost:${closed} cannot be reached\\.$`)) });
      expect(res.body.results[1]).toMatchObject({ success: false, authRequired: true, error: expect.stringContaining('refused the request (HTTP 401)') });
    });

    it.each([
      [{ testType: 'local', localSettings: { host: 'ftp://10.0.0.2', port: 11434 } }, 'localSettings.host must be a host name or IP address, optionally with http:// or https://'],
      [{ testType: 'local', localSettings: { host: '10.0.0.2', port: 70000 } }, 'localSettings.port must be an integer between 1 and 65535'],
      [{ testType: 'hosted', hostedSettings: { url: 'file:///etc/passwd' } }, 'hostedSettings.url must be an http(s) URL'],
      [{ testType: 'hosted' }, 'hostedSettings is required to test the hosted server'],
      [{ testType: 'everything' }, 'testType must be one of: local, hosted, both'],
    ])('refuses %j with a message naming the field', async (body, detail) => {
      const res = await admin.post('/api/ollama/test-connection').send(body).expect(400);
      expect(res.body.detail).toBe(detail);
    });

    const local = () => JSON.stringify({ host: '127.0.0.1', port: ollama.port });

    it('parses an uploaded text resume with the local server and the page options', async () => {
      ollama.answers = [JSON.stringify(sixSections)];
      const res = await admin
        .post('/api/ollama/parse-resume')
        .field('connectionType', 'local')
        .field('localSettings', local())
        .field('ollamaOptions', JSON.stringify({ model: 'qwen2.5:7b-instruct', temperature: 0.5, timeoutMs: 5000, maxTokens: 2000, topP: 0.8, topK: 20, repeatPenalty: 1.2 }))
        .field('prompt', 'Parse this resume into six sections as JSON.')
        .attach('resume', Buffer.from(fixture('resume-software-engineer.txt')), 'maya.TXT')
        .expect(200);
      expect(res.body).toMatchObject({ parsedContent: sixSections, connectionType: 'local', url: ollama.url, model: 'qwen2.5:7b-instruct', fileKind: 'txt' });
      expect(ollama.calls[0].body).toMatchObject({ model: 'qwen2.5:7b-instruct', options: { temperature: 0.5, top_p: 0.8, top_k: 20, repeat_penalty: 1.2, num_predict: 2000 } });
      expect(JSON.stringify(ollama.calls[0].body.messages)).toContain('Parse this resume into six sections as JSON.');
    });

    it('reads the text of a PDF and of a JSON Resume before sending it, and uses the hosted token', async () => {
      ollama.answers = [JSON.stringify(sixSections)];
      await admin
        .post('/api/ollama/parse-resume')
        .field('connectionType', 'local')
        .field('localSettings', local())
        .attach('resume', makePdf(['Maya Okafor', 'EXPERIENCE', 'Senior Software Engineer at Brightline Payments']), 'resume.pdf')
        .expect(200);
      expect(JSON.stringify(ollama.calls[0].body.messages)).toContain('Senior Software Engineer at Brightline Payments');

      hosted.answers = [JSON.stringify(sixSections)];
      const jsonResume = { basics: { name: 'Maya Okafor', email: 'maya@example.com' }, work: [{ name: 'Brightline', position: 'Engineer', startDate: '2021-03', highlights: ['Cut deploys to 15 minutes'] }] };
      const res = await admin
        .post('/api/ollama/parse-resume')
        .field('connectionType', 'hosted')
        .field('hostedSettings', JSON.stringify({ url: hosted.url, authToken: 'hosted-token' }))
        .attach('resume', Buffer.from(JSON.stringify(jsonResume)), 'resume.json')
        .expect(200);
      expect(res.body.fileKind).toBe('json');
      expect(JSON.stringify(hosted.calls[0].body.messages)).toContain('Cut deploys to 15 minutes');
    });

    it.each([
      ['no file', undefined, 400, 'Please select a file first.'],
      ['an .exe', ['MZ', 'setup.exe'], 400, 'Invalid file type. Only PDF, JSON, and TXT files are allowed. Word documents (.docx) are accepted too.'],
      ['a text file named .docx', ['Maya Okafor', 'resume.docx'], 400, 'The file is named .docx but is not a Word document.'],
      ['text named .pdf', ['Maya Okafor', 'resume.pdf'], 400, 'The file is named .pdf but is not a PDF document.'],
      ['broken JSON', ['{"basics":', 'resume.json'], 400, 'The file is named .json but does not contain valid JSON.'],
      ['a 6 MB file', ['x'.repeat(6 * 1024 * 1024), 'big.txt'], 413, 'File too large. Maximum size is 5MB.'],
    ])('refuses %s', async (_label, file, status, detail) => {
      let req = admin.post('/api/ollama/parse-resume').field('connectionType', 'local').field('localSettings', local());
      if (file) req = req.attach('resume', Buffer.from(file[0]), file[1]);
      const res = await req.expect(status);
      expect(res.body.detail).toBe(detail);
      expect(ollama.calls).toHaveLength(0);
    });

    it.each([
      [{ temperature: 2.5 }, 'ollamaOptions.temperature must be a number from 0 to 2'],
      [{ timeoutMs: 500 }, 'ollamaOptions.timeoutMs must be an integer from 1000 to 60000'],
      [{ maxTokens: 9000 }, 'ollamaOptions.maxTokens must be an integer from 100 to 8000'],
      [{ topP: 1.5 }, 'ollamaOptions.topP must be a number from 0 to 1'],
      [{ topK: 0 }, 'ollamaOptions.topK must be an integer from 1 to 100'],
    ])('enforces the tuning range %j', async (options, detail) => {
      const res = await admin
        .post('/api/ollama/parse-resume')
        .field('connectionType', 'local')
        .field('localSettings', local())
        .field('ollamaOptions', JSON.stringify(options))
        .attach('resume', Buffer.from('Maya Okafor'), 'r.txt')
        .expect(400);
      expect(res.body.detail).toBe(detail);
    });

    it('says which server failed when parsing cannot reach it', async () => {
      const closed = await freePort();
      const res = await admin
        .post('/api/ollama/parse-resume')
        .field('connectionType', 'local')
        .field('localSettings', JSON.stringify({ host: '127.0.0.1', port: closed }))
        .attach('resume', Buffer.from('Maya Okafor'), 'r.txt')
        .expect(503);
      expect(res.body.detail).toBe(`The language-model server (Ollama) at http://127.0.0.1:${closed} cannot be reached.`);
    });

    it('passes on Ollama\'s own explanation when the model is not pulled', async () => {
      const res = await admin
        .post('/api/ollama/parse-resume')
        .field('connectionType', 'local')
        .field('localSettings', local())
        .field('ollamaOptions', JSON.stringify({ model: 'mistral:7b' }))
        .attach('resume', Buffer.from('Maya Okafor'), 'r.txt')
        .expect(503);
      expect(res.body.detail).toBe(`The language-model server (Ollama) at ${ollama.url} answered HTTP 404: model "mistral:7b" not found, try pulling it first.`);
    });

    it('names the field when the resume arrives under another name', async () => {
      const res = await admin.post('/api/ollama/parse-resume').field('connectionType', 'local').attach('file', Buffer.from('Maya'), 'r.txt').expect(400);
      expect(res.body.detail).toBe('Unexpected file field "file": send the resume in the "resume" field.');
    });

    it('is for administrators only', async () => {
      const member = await signIn(app, 'member');
      await member.post('/api/ollama/test-connection').send({ testType: 'local', localSettings: { host: '127.0.0.1', port: ollama.port } }).expect(403);
      await member.get('/api/ollama/environment').expect(403);
      expect(ollama.calls).toHaveLength(0);
    });
  });
});
