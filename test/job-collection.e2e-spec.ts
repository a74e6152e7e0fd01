import type { NestExpressApplication } from '@nestjs/platform-express';
import { FakeJobBoards } from './fakes/job-boards-server';
import { createTestApp, createTestAppWithEnv } from './create-app';
import { signIn } from './sign-in';

type Agent = Awaited<ReturnType<typeof signIn>>;

interface Metrics {
  metrics: {
    jobs: { total: number; new_in_window: number; by_source: { source: string; count: number }[] };
    runs: { runs: number; recent: { source: string; status: string; reason: string; fetched: number; new_jobs: number; duplicates: number; trigger: string }[] };
    sources: { source: string; configured: boolean; status: string; reason: string }[];
  };
}

/** Waits until no collection is running or waiting. */
async function settled(admin: Agent): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const status = (await admin.get('/api/ja/scheduler/status').expect(200)).body;
    if (!status.active.length && !status.waiting) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the collection did not finish');
}

describe('job collection against loopback fakes of the real APIs', () => {
  const fake = new FakeJobBoards();
  let app: NestExpressApplication;
  let admin: Agent;

  beforeAll(async () => {
    await fake.start();
    app = await createTestAppWithEnv({
      RSS_FEEDS: `We Work Remotely|${fake.url}/feeds/wwr.rss,Atom jobs|${fake.url}/feeds/jobs.atom`,
      GREENHOUSE_BOARDS: 'acme',
      GREENHOUSE_API_URL: fake.url,
      LEVER_COMPANIES: 'wayfarer',
      LEVER_API_URL: fake.url,
      JOBSPY_URL: fake.url,
      JOB_SOURCES_ALLOW_PRIVATE: 'true',
    });
    admin = await signIn(app, 'sysadmin');
    await admin.post('/api/ja/scheduler/stop').expect(200);
  });
  afterAll(async () => {
    await admin.post('/api/ja/scheduler/stop');
    await app.close();
    await fake.stop();
  });

  it('seeds the default tasks once, starts and stops the schedule', async () => {
    const first = (await admin.post('/api/ja/tasks/seed-defaults').expect(200)).body;
    expect(first.added).toBeGreaterThanOrEqual(5);
    expect((await admin.post('/api/ja/tasks/seed-defaults').expect(200)).body).toEqual({ added: 0, tasks: first.tasks });
    expect((await admin.post('/api/ja/scheduler/start').expect(200)).body).toEqual({ running: true });
    const status = (await admin.get('/api/ja/scheduler/status').expect(200)).body;
    expect(status.running).toBe(true);
    expect(status.schedules.length).toBe(first.tasks);
    expect(status.schedules[0].next).toEqual(expect.any(String));
    expect((await admin.post('/api/ja/scheduler/stop').expect(200)).body).toEqual({ running: false });
    expect((await admin.get('/api/ja/scheduler/status').expect(200)).body.running).toBe(false);
  });

  it('runs now against every source, stores new jobs once, and reports runs and metrics', async () => {
    const queued = (await admin.get('/api/ja/run-now?sites=rss,greenhouse,lever,indeed&searchTerm=&hoursOld=8760&resultsWanted=50&isRemote=false&location=').expect(200)).body;
    expect(queued).toEqual({ queued: true, jobId: expect.any(String) });
    await settled(admin);
    const { metrics } = (await admin.get('/api/ja/metrics?days=7').expect(200)).body as Metrics;
    const runs = Object.fromEntries(metrics.runs.recent.map((r) => [r.source, r]));
    for (const source of ['rss', 'greenhouse', 'lever', 'indeed']) {
      expect(runs[source]).toMatchObject({ status: 'ok', trigger: 'run-now' });
      expect(runs[source].new_jobs).toBeGreaterThan(0);
    }
    expect(metrics.jobs.new_in_window).toBeGreaterThan(0);
    expect(fake.calls.some((c) => c.path === '/api/v1/search_jobs')).toBe(true);

    // The same run again finds only duplicates.
    await admin.get('/api/ja/run-now?sites=greenhouse&searchTerm=&hoursOld=8760').expect(200);
    await settled(admin);
    const again = ((await admin.get('/api/ja/metrics').expect(200)).body as Metrics).metrics.runs.recent.find((r) => r.source === 'greenhouse');
    expect(again).toMatchObject({ new_jobs: 0 });
    expect(again?.duplicates).toBeGreaterThan(0);

    const member = await signIn(app, 'collect-member');
    const found = (await member.get('/api/jobs?q=engineer').expect(200)).body;
    expect(found.jobs.some((j: { source: string }) => ['greenhouse', 'lever', 'rss', 'indeed'].includes(j.source))).toBe(true);
  });

  it('marks a source degraded when it answers 429, in the status, the metrics and /api/metrics', async () => {
    fake.fail('/v0/postings/wayfarer', 429, 120);
    await admin.get('/api/ja/run-now?sites=lever&searchTerm=&hoursOld=8760').expect(200);
    await settled(admin);
    const lever = ((await admin.get('/api/ja/scheduler/status').expect(200)).body.sources as Metrics['metrics']['sources']).find((s) => s.source === 'lever');
    expect(lever).toMatchObject({ configured: true, status: 'degraded', reason: expect.stringMatching(/429/) });
    const prom = (await admin.get('/api/metrics').expect(200)).text;
    expect(prom).toMatch(/waypoint_job_source_healthy\{source="lever",status="degraded"\} 0/);
    expect(prom).toMatch(/waypoint_job_source_healthy\{source="greenhouse",status="ok"\} 1/);
  });

  it('marks a source that answers no jobs degraded, and refuses unknown sites and windows', async () => {
    await admin.get('/api/ja/run-now?sites=bundled&searchTerm=nonexistentword').expect(200);
    await settled(admin);
    const sources = ((await admin.get('/api/ja/metrics').expect(200)).body as Metrics).metrics.sources;
    expect(sources.find((s) => s.source === 'bundled')).toMatchObject({ status: 'degraded', reason: 'The source answered no jobs.' });
    expect((await admin.get('/api/ja/run-now?sites=monster').expect(400)).body.detail).toMatch(/sites must be among/);
    expect((await admin.get('/api/ja/metrics?days=400').expect(400)).body.detail).toMatch(/days/);
  });

  it('feed tools: reads feeds, parses by the hand-coded rules, transforms and inserts once', async () => {
    const feeds = (await admin.get('/api/rss/feeds').expect(200)).body;
    expect(feeds[0]).toEqual({ name: 'We Work Remotely', url: `${fake.url}/feeds/wwr.rss` });
    const fetched = (await admin.post('/api/rss/fetch').send({ maxItems: 5 }).expect(200)).body;
    expect(fetched.success).toBe(true);
    expect(fetched.feeds).toEqual([expect.objectContaining({ name: 'We Work Remotely', ok: true })]);
    const item = fetched.items[0];
    expect(item).toMatchObject({ title: expect.any(String), link: expect.stringMatching(/^https?:/), feedTitle: expect.any(String) });
    expect(item.description).not.toMatch(/<script/i);

    const parsed = (await admin.post('/api/rss/parse-content').send({ description: '<h3>About the company</h3><p>About us: our mission is to help.</p><ul><li>3+ years experience with Go required</li></ul><p>Salary: $90,000 - $120,000 per year. Health and dental insurance.</p>' }).expect(200)).body;
    expect(parsed).toMatchObject({ salary: '$90,000 - $120,000 per year', requirements: ['3+ years experience with Go required'], method: 'handcoded' });
    expect(parsed.benefits.length).toBeGreaterThan(0);

    const etl = (await admin.post('/api/rss/etl-transform').send({ item, method: 'handcoded' }).expect(200)).body;
    expect(etl).toMatchObject({ success: true, method: 'handcoded', jobData: expect.objectContaining({ title: item.title }) });
    const inserted = (await admin.post('/api/rss/etl-insert').send({ jobData: etl.jobData }).expect(200)).body;
    expect(inserted.jobId).toMatch(/^\d+$/);
    expect((await admin.post('/api/rss/etl-insert').send({ jobData: etl.jobData }).expect(200)).body).toMatchObject({ jobId: inserted.jobId, created: false });
    expect((await admin.post('/api/rss/etl-transform').send({ item, method: 'magic' }).expect(400)).body.detail).toMatch(/method must be ai or handcoded/);
  });

  it('a malformed feed is a clear error in the feed status, never a 500', async () => {
    fake.malformed.add('/feeds/wwr.rss');
    const res = (await admin.post('/api/rss/fetch').send({ feeds: [`${fake.url}/feeds/wwr.rss`] }).expect(200)).body;
    expect(res.success).toBe(false);
    expect(res.feeds[0]).toMatchObject({ ok: false, error: expect.stringMatching(/not valid RSS or Atom/) });
    fake.malformed.delete('/feeds/wwr.rss');
  });
});

describe('feed tools without JOB_SOURCES_ALLOW_PRIVATE', () => {
  let app: NestExpressApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('refuses to fetch a feed at a private or loopback address, saying so', async () => {
    const admin = await signIn(app, 'sysadmin');
    for (const url of ['http://127.0.0.1:8080/feed.rss', 'http://10.0.0.5/jobs.rss', 'http://169.254.169.254/latest/meta-data']) {
      const res = (await admin.post('/api/rss/fetch').send({ feeds: [url] }).expect(200)).body;
      expect(res.feeds[0]).toMatchObject({ ok: false, error: expect.stringMatching(/private|loopback|not allowed|refused/i) });
    }
    expect((await admin.post('/api/rss/fetch').send({ feeds: ['ftp://example.org/feed'] }).expect(400)).body.detail).toMatch(/not an http\(s\) URL/);
  });
});
