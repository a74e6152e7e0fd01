import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { bundledJobs } from '../src/modules/jobs/collect/job-source.registry';
import { JobStore } from '../src/modules/jobs/job-store.service';
import type { CollectedJob } from '../src/modules/jobs/sources/job-source';
import { createTestApp } from './create-app';
import { signIn } from './sign-in';

const job = (n: number, over: Partial<CollectedJob> = {}): CollectedJob => ({
  source: 'test',
  sourceId: `t-${n}`,
  title: `Backend Engineer ${n}`,
  company: `Company ${n}`,
  location: 'Berlin, Germany',
  jobType: 'full-time',
  remote: false,
  description: `About us\nWe build things.\n\nRequirements\n- 3+ years of experience with Go and PostgreSQL\n- Kubernetes\n\nNice to have\n- Terraform\n\nPosting ${n}.`,
  descriptionHtml: null,
  url: `https://jobs.example/${n}`,
  postedAt: new Date(Date.now() - n * 3_600_000),
  salaryMin: 60_000 + n * 100,
  salaryMax: 80_000 + n * 100,
  salaryCurrency: 'EUR',
  category: null,
  companyWebsite: null,
  contactEmail: null,
  feedTitle: null,
  ...over,
});

interface Page {
  jobs: { id: string; title: string; company: string; matchScore: number; matchBasis: string; description_preview: string; salary_text: string; requirements: string[] }[];
  nextCursor: string | null;
  hasSkills: boolean;
}

describe('jobs', () => {
  let app: NestExpressApplication;
  beforeAll(async () => {
    app = await createTestApp();
    await app.get(DataSource).query('TRUNCATE jobs RESTART IDENTITY CASCADE');
    await app.get(JobStore).store(bundledJobs());
  });
  afterAll(() => app.close());

  it('stores the bundled set once: a second seed adds nothing', async () => {
    const again = await app.get(JobStore).store(bundledJobs());
    expect(again.inserted).toBe(0);
    const [{ n }] = await app.get(DataSource).query('SELECT count(*)::int AS n FROM jobs');
    expect(n).toBeGreaterThanOrEqual(300);
  });

  it('deduplicates by source id and by content across sources', async () => {
    const store = app.get(JobStore);
    const first = await store.store([job(1)]);
    expect(first.inserted).toBe(1);
    expect((await store.store([job(1)])).inserted).toBe(0);
    const elsewhere = await store.store([job(1, { source: 'other', sourceId: 'x-1' })]);
    expect(elsewhere).toEqual({ inserted: 0, duplicates: 1, ids: first.ids });
    const [row] = await app.get(DataSource).query('SELECT required_skills, nice_skills, requirements_summary FROM jobs WHERE id = $1', [first.ids[0]]);
    expect(row.required_skills).toEqual(expect.arrayContaining(['Go', 'PostgreSQL', 'Kubernetes']));
    expect(row.nice_skills).toEqual(['Terraform']);
    expect(row.requirements_summary).toMatch(/3\+ years of experience/);
  });

  it('keeps only an http(s) address as a job\'s apply link, whatever a source sent', async () => {
    const store = app.get(JobStore);
    const { ids } = await store.store([
      job(901, { sourceId: 'link-js', title: 'Linkless A', url: 'javascript:alert(document.cookie)' }),
      job(902, { sourceId: 'link-data', title: 'Linkless B', url: 'data:text/html,<script>alert(1)</script>' }),
      job(903, { sourceId: 'link-ok', title: 'Linked C', url: ' https://jobs.example.org/903 ' }),
    ]);
    const rows: { url: string }[] = await app.get(DataSource).query('SELECT url FROM jobs WHERE id = ANY($1) ORDER BY title', [ids]);
    expect(rows.map((r) => r.url)).toEqual(['https://jobs.example.org/903', '', '']);
  });

  it('pages 20 at a time with Load More, never repeating or skipping while new jobs arrive', async () => {
    const ann = await signIn(app, 'jobs-ann');
    const seen = new Set<string>();
    let cursor: string | null = null;
    for (let page = 1; page <= 5; page++) {
      const res: { body: Page } = await ann.get(`/api/jobs${cursor ? `?cursor=${cursor}` : ''}`).expect(200);
      expect(res.body.jobs).toHaveLength(20);
      for (const j of res.body.jobs) {
        expect(seen.has(j.id)).toBe(false);
        seen.add(j.id);
      }
      // A newer job arrives between pages: it does not shift what Load More shows next.
      await app.get(JobStore).store([job(1000 + page, { postedAt: new Date(), title: `Fresh Role ${page}` })]);
      cursor = res.body.nextCursor;
      expect(cursor).toEqual(expect.any(String));
    }
    expect(seen.size).toBe(100);
    await ann.get('/api/jobs?cursor=not!valid').expect(400);
    await ann.get('/api/jobs?cursor=eyJ0Ijo5fQ').expect(400);
  });

  it('ranks title and company matches first, newest first in each tier; supports phrases, exclusions and OR', async () => {
    const store = app.get(JobStore);
    await store.store([
      job(2001, { title: 'Pastry Chef', company: 'Zebra Bakery', description: 'Bake bread and pastry.', postedAt: new Date(Date.now() - 50 * 86_400_000) }),
      job(2002, { title: 'Line Cook', company: 'Harbor Diner', description: 'Support our pastry chef with desserts.', postedAt: new Date(Date.now() - 60_000) }),
      job(2003, { title: 'Pastry Chef (Nights)', company: 'Moonlight Hotel', description: 'Night shift pastry.', postedAt: new Date(Date.now() - 2 * 86_400_000) }),
    ]);
    const ann = await signIn(app, 'jobs-ann');
    const titles = async (q: string) => ((await ann.get(`/api/jobs?q=${encodeURIComponent(q)}`).expect(200)).body as Page).jobs.map((j) => j.title);
    expect(await titles('pastry chef')).toEqual(['Pastry Chef (Nights)', 'Pastry Chef', 'Line Cook']);
    expect(await titles('"pastry chef" -nights')).toEqual(['Pastry Chef', 'Line Cook']);
    expect(await titles('zebra OR moonlight')).toEqual(['Pastry Chef (Nights)', 'Pastry Chef']);
    expect(await titles('xyzzy-no-such-word')).toEqual([]);
  });

  it('filters by location, type, remote, date and salary, naming a bad field', async () => {
    const ann = await signIn(app, 'jobs-ann');
    const remote = ((await ann.get('/api/jobs?remote=true').expect(200)).body as Page).jobs;
    expect(remote.length).toBeGreaterThan(0);
    const berlin = ((await ann.get('/api/jobs?location=berlin&jobType=full-time&minSalary=70000&postedWithinDays=30').expect(200)).body as Page).jobs;
    expect(berlin.length).toBeGreaterThan(0);
    for (const j of berlin) expect(j.salary_text).toMatch(/€/);
    expect((await ann.get('/api/jobs?jobType=gig').expect(400)).body.detail).toMatch(/jobType must be one of/);
    expect((await ann.get('/api/jobs?minSalary=lots').expect(400)).body.detail).toMatch(/minSalary/);
    expect((await ann.get('/api/jobs?location=%25%25%25').expect(200)).body.jobs).toEqual([]);
  });

  it('scores the match from the member’s skills, lists matched and missing, and records the view', async () => {
    const ann = await signIn(app, 'jobs-match');
    const [id] = (await app.get(JobStore).store([job(3001, { title: 'Platform Engineer' })])).ids;
    const before = (await ann.get(`/api/job/${id}`).expect(200)).body;
    expect(before).toMatchObject({ matchScore: 75, matchBasis: 'default', missing_skills: expect.arrayContaining(['Go', 'Kubernetes']) });

    await ann.put('/api/skills/user').send({ skillName: 'golang' }).expect(200);
    await ann.put('/api/skills/user').send({ skillName: 'Postgres' }).expect(200);
    const after = (await ann.get(`/api/job/${id}`).expect(200)).body;
    expect(after.matchBasis).toBe('skills');
    expect(after.matched_skills).toEqual(expect.arrayContaining(['Go', 'PostgreSQL']));
    expect(after.missing_skills).toEqual(expect.arrayContaining(['Kubernetes', 'Terraform']));
    // Required Go, PostgreSQL, Kubernetes (+ nice Terraform ½): 2 of 3.5.
    expect(after.matchScore).toBe(Math.round((100 * 2) / 3.5));
    expect((await ann.get('/api/activity?limit=10').expect(200)).body.all_time_totals_by_type.job_viewed).toBe(2);
    await ann.get('/api/job/999999999').expect(404);
    await ann.get('/api/job/abc').expect(404);
  });

  it('adds a job from pasted text and keeps it; saved searches count new matches', async () => {
    const ann = await signIn(app, 'jobs-add');
    const read = (await ann.post('/api/jobs/import/text').send({ text: 'Warehouse Supervisor at Northgate Logistics\nLocation: Leeds, UK\nFull-time\n\nRequirements\n- Forklift certification\n- WMS experience' }).expect(200)).body;
    expect(read.draft).toMatchObject({ title: 'Warehouse Supervisor', company: 'Northgate Logistics', location: 'Leeds, UK', job_type: 'full-time' });
    const saved = (await ann.post('/api/jobs').send(read.draft).expect(201)).body;
    expect(saved.created).toBe(true);
    expect((await ann.post('/api/jobs').send(read.draft).expect(201)).body).toEqual({ id: saved.id, created: false });
    expect((await ann.post('/api/jobs').send({ ...read.draft, title: '  ' }).expect(400)).body.detail).toMatch(/title must not be empty/);
    // A job a member added is theirs: others neither find nor open it.
    const stranger = await signIn(app, 'jobs-stranger');
    await stranger.get(`/api/job/${saved.id}`).expect(404);
    const theirs = (await stranger.post('/api/jobs').send(read.draft).expect(201)).body;
    expect(theirs).toEqual({ id: expect.not.stringMatching(`^${saved.id}$`), created: true });
    expect(((await stranger.get('/api/jobs?q=%22Warehouse%20Supervisor%22').expect(200)).body as Page).jobs.map((j) => j.id)).not.toContain(saved.id);
    expect(((await ann.get('/api/jobs?q=%22Warehouse%20Supervisor%22').expect(200)).body as Page).jobs.map((j) => j.id)).toContain(saved.id);

    const search = (await ann.post('/api/jobs/saved-searches').send({ name: 'Warehouse in Leeds', q: 'warehouse', location: 'leeds' }).expect(201)).body;
    expect(search.newCount).toBe(0);
    await app.get(JobStore).store([job(4001, { title: 'Warehouse Lead', location: 'Leeds, UK', company: 'Aire Freight' })]);
    const listed = (await ann.get('/api/jobs/saved-searches').expect(200)).body;
    expect(listed[0]).toMatchObject({ id: search.id, newCount: 1 });
    await ann.post(`/api/jobs/saved-searches/${search.id}/seen`).expect(200);
    expect((await ann.get('/api/jobs/saved-searches').expect(200)).body[0].newCount).toBe(0);
    const other = await signIn(app, 'jobs-other');
    await other.delete(`/api/jobs/saved-searches/${search.id}`).expect(404);
    await ann.delete(`/api/jobs/saved-searches/${search.id}`).expect(200);
  });

  it('refuses to fetch a job page at a private address', async () => {
    const ann = await signIn(app, 'jobs-add');
    const res = await ann.post('/api/jobs/import/url').send({ url: 'http://127.0.0.1:9/job' }).expect(422);
    expect(res.body.detail).toMatch(/We could not read a job from that page .*Paste the posting's text instead/);
    expect((await ann.post('/api/jobs/import/url').send({ url: 'file:///etc/passwd' }).expect(400)).body.detail).toMatch(/url must be an http\(s\) URL/);
  });

  it('keeps administrator calls for administrators', async () => {
    const ann = await signIn(app, 'jobs-ann');
    for (const [method, path] of [
      ['post', '/api/jobs/refresh'],
      ['get', '/api/ja/scheduler/status'],
      ['post', '/api/ja/scheduler/start'],
      ['get', '/api/ja/run-now'],
      ['get', '/api/ja/metrics'],
      ['get', '/api/rss/feeds'],
      ['post', '/api/rss/fetch'],
    ] as const) {
      await (ann as unknown as Record<string, (p: string) => Promise<{ status: number }>>)[method](path).then((r) => expect([path, r.status]).toEqual([path, 403]));
    }
  });
});
