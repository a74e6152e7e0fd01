import { FakeJobBoards } from '../../../../test/fakes/job-boards-server';
import { AddressPolicy } from '../../../core/outbound/address-policy';
import { OutboundError } from '../../../core/outbound/outbound-http';
import { GreenhouseSource } from './greenhouse.source';
import { type CollectQuery, type CollectedJob, SourceHttpError } from './job-source';
import { JobspySource } from './jobspy.source';
import { LeverSource } from './lever.source';
import { DEFAULT_FEEDS, parseFeed, RssSource, splitTitle, xmlProblem } from './rss.source';
import { extractSalary, htmlToText, markdownToText, normaliseJobType, titleCase } from './text';

const HOUR = 3_600_000;
const http = { policy: AddressPolicy.Operator, timeoutMs: 5_000, maxBytes: 5 * 1024 * 1024 };
const query = (over: Partial<CollectQuery> = {}): CollectQuery => ({ searchTerm: '', location: '', isRemote: false, resultsWanted: 50, hoursOld: 0, ...over });
const byTitle = (jobs: CollectedJob[], title: string) => {
  const job = jobs.find((j) => j.title === title);
  if (!job) throw new Error(`no job "${title}" among ${jobs.map((j) => j.title).join(', ')}`);
  return job;
};

describe('job sources against the fake job boards', () => {
  const fake = new FakeJobBoards();
  const feed = (path: string, name = path) => ({ name, url: `${fake.url}${path}` });

  beforeAll(() => fake.start());
  afterAll(() => fake.stop());
  beforeEach(() => fake.reset());

  describe('RssSource', () => {
    it('maps every field of a We Work Remotely item ("Company: Title", region, type, CDATA HTML)', async () => {
      const source = new RssSource({ feeds: [feed('/feeds/wwr.rss', 'WWR')], http });
      const result = await source.collect(query());

      expect(source.name).toBe('rss');
      expect(result.itemsSeen).toBe(3);
      expect(result.parseFailures).toBe(0);
      const job = byTitle(result.jobs, 'Senior Backend Engineer (Node.js)');
      expect(job).toEqual({
        source: 'rss',
        sourceId: 'https://weworkremotely.com/remote-jobs/northwind-analytics-senior-backend-engineer-node-js',
        title: 'Senior Backend Engineer (Node.js)',
        company: 'Northwind Analytics',
        location: 'Anywhere in the World',
        jobType: 'full-time',
        remote: true,
        description: expect.any(String),
        descriptionHtml: expect.stringContaining('<h3>What you will do</h3>'),
        url: 'https://weworkremotely.com/remote-jobs/northwind-analytics-senior-backend-engineer-node-js',
        postedAt: expect.any(Date),
        salaryMin: 140_000,
        salaryMax: 170_000,
        salaryCurrency: 'USD',
        category: 'Programming',
        companyWebsite: null,
        contactEmail: null,
        feedTitle: 'We Work Remotely: Remote Programming Jobs',
      });
      expect(Math.abs((job.postedAt as Date).getTime() - (fake.now - 2 * HOUR))).toBeLessThan(1000);
      expect(job.description).toContain('Northwind Analytics builds the reporting platform');
      expect(job.description).toContain('What you will do\n\n- Design and build TypeScript services on Node.js and PostgreSQL\n- Own features from the first sketch to production');
      expect(job.description).not.toMatch(/<[a-z]/);

      const contract = byTitle(result.jobs, 'Contract React Developer');
      expect(contract).toMatchObject({ company: 'Blue Heron Labs', location: 'USA Only', jobType: 'contract', remote: false });
      // "$65 - $85 per hour" annualised at 2080 hours.
      expect([contract.salaryMin, contract.salaryMax]).toEqual([65 * 2080, 85 * 2080]);
      expect(fake.calls[0]).toMatchObject({ method: 'GET', path: '/feeds/wwr.rss' });
      expect(String(fake.calls[0].headers.accept)).toContain('application/rss+xml');
    });

    it('reads company and location elements and entity-escaped HTML (Remotive style)', async () => {
      const { jobs } = await new RssSource({ feeds: [feed('/feeds/remotive.rss')], http }).collect(query());
      const data = byTitle(jobs, 'Python Data Engineer');
      expect(data).toMatchObject({
        sourceId: 'remotive-1912345',
        company: 'Fjord & Finch',
        location: 'Europe, UK',
        jobType: 'full-time',
        url: 'https://remotive.com/remote-jobs/software-dev/1912345',
        category: 'Software Development',
        feedTitle: 'Remotive Remote Jobs',
        // Euros without "salary:" or "pay:" are not the spec's salary rule.
        salaryMin: null,
        salaryCurrency: null,
      });
      expect(data.description).toContain("- Bachelor's degree in CS or equivalent");
      expect(data.descriptionHtml).toContain('<ul><li>Experience with Airflow');
      expect(byTitle(jobs, 'Part-Time QA Analyst')).toMatchObject({ jobType: 'part-time', salaryMin: 40 * 2080, salaryMax: 40 * 2080, salaryCurrency: 'USD' });
    });

    it('reads an Atom feed ("Title at Company", "Title @ Company", category terms, html content)', async () => {
      const { jobs, itemsSeen } = await new RssSource({ feeds: [feed('/feeds/jobs.atom')], http }).collect(query());
      expect(itemsSeen).toBe(2);
      const sre = byTitle(jobs, 'Site Reliability Engineer');
      expect(sre).toMatchObject({
        sourceId: 'urn:uuid:6c1f0d9e-0001',
        company: 'Larkspur Health',
        url: 'https://jobs.example.org/postings/6c1f0d9e-0001',
        category: 'DevOps',
        salaryMin: 150_000,
        salaryMax: 180_000,
        feedTitle: 'Example Jobs – Engineering',
      });
      expect(sre.description).toContain('- Experience running PostgreSQL at scale');
      expect(Math.abs((sre.postedAt as Date).getTime() - (fake.now - 3 * HOUR))).toBeLessThan(1000);
      expect(byTitle(jobs, 'Frontend Engineer').company).toBe('Orchid Robotics');
    });

    it('filters by search term words, age and resultsWanted, newest first', async () => {
      const wwr = new RssSource({ feeds: [feed('/feeds/wwr.rss')], http });
      expect((await wwr.collect(query({ searchTerm: 'NODE backend' }))).jobs.map((j) => j.company)).toEqual(['Northwind Analytics']);
      expect((await wwr.collect(query({ hoursOld: 72 }))).jobs.map((j) => j.company)).toEqual(['Northwind Analytics', 'Blue Heron Labs']);
      expect((await wwr.collect(query({ searchTerm: 'cobol' }))).jobs).toEqual([]);

      fake.itemCount = 30;
      const many = await new RssSource({ feeds: [feed('/feeds/many.rss')], http }).collect(query({ resultsWanted: 3 }));
      expect(many.itemsSeen).toBe(30);
      expect(many.jobs.map((j) => j.title)).toEqual(['Software Engineer 1', 'Software Engineer 2', 'Software Engineer 3']);
    });

    it('counts items without a title or a link as parse failures (a permalink guid is a link)', async () => {
      const result = await new RssSource({ feeds: [feed('/feeds/partial.rss')], http }).collect(query());
      expect(result).toMatchObject({ itemsSeen: 4, parseFailures: 2 });
      expect(result.jobs.map((j) => j.url).sort()).toEqual(['https://partial.example.org/1', 'https://partial.example.org/4']);
    });

    it('answers 429 with a SourceHttpError carrying the status and the retry delay', async () => {
      fake.fail('/feeds/wwr.rss', 429, 120);
      const err = await new RssSource({ feeds: [feed('/feeds/wwr.rss', 'WWR')], http }).collect(query()).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SourceHttpError);
      expect(err).toMatchObject({ source: 'rss', status: 429 });
      expect((err as Error).message).toBe('The feed "WWR" answered HTTP 429 (too many requests; retry after 120 s): Rate limit exceeded. Please slow down.');
    });

    it('keeps the other feeds when one answers 403, and lists the failed one', async () => {
      fake.fail('/feeds/wwr.rss', 403);
      const result = await new RssSource({ feeds: [feed('/feeds/wwr.rss', 'WWR'), feed('/feeds/remotive.rss', 'Remotive')], http }).collect(query());
      expect(result.jobs).toHaveLength(2);
      expect(result.failed).toEqual([{ target: 'WWR', status: 403, message: 'The feed "WWR" answered HTTP 403 (forbidden)' }]);
    });

    it('rejects a malformed feed with a clear message', async () => {
      fake.malformed.add('/feeds/wwr.rss');
      await expect(new RssSource({ feeds: [feed('/feeds/wwr.rss')], http }).collect(query())).rejects.toThrow(
        /^The feed is not valid RSS or Atom: a CDATA section that is never closed \(line 2\)\.$/,
      );
    });

    it('passes an unreachable feed on as the OutboundError of fetchOutbound', async () => {
      const err = await new RssSource({ feeds: [{ name: 'gone', url: 'http://127.0.0.1:1/feed.rss' }], http }).collect(query()).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(OutboundError);
      expect(err).toMatchObject({ kind: 'unreachable' });
    });

    it('passes a timeout on as the OutboundError of fetchOutbound', async () => {
      fake.delayMs = 1_000;
      const err = await new RssSource({ feeds: [feed('/feeds/wwr.rss')], http: { ...http, timeoutMs: 200 } }).collect(query()).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(OutboundError);
      expect(err).toMatchObject({ kind: 'timeout', message: 'no answer within 0.2 s' });
    });

    it('refuses the loopback fake under the Member address policy', async () => {
      const err = await new RssSource({ feeds: [feed('/feeds/wwr.rss')], http: { ...http, policy: AddressPolicy.Member } }).collect(query()).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(OutboundError);
      expect(err).toMatchObject({ kind: 'blocked', message: 'the address is a loopback address, which is not allowed here' });
      expect(fake.calls).toHaveLength(0);
    });

    it('is configured only with feeds, and ships the default feed list', () => {
      expect(new RssSource({ feeds: [] }).configured()).toBe(false);
      expect(DEFAULT_FEEDS[0].url).toBe('https://weworkremotely.com/categories/remote-programming-jobs.rss');
      expect(DEFAULT_FEEDS.map((f) => f.url)).toContain('https://remotive.com/remote-jobs/feed');
      for (const f of DEFAULT_FEEDS) expect(f.url).toMatch(/^https:\/\//);
    });
  });

  describe('parseFeed', () => {
    it('gives the RSS item shape of the admin feed tools', async () => {
      const xml = await (await fetch(`${fake.url}/feeds/wwr.rss`)).text();
      const { items, failures } = parseFeed(xml, { name: 'WWR', url: 'https://weworkremotely.com/categories/remote-programming-jobs.rss' });
      expect(failures).toBe(0);
      expect(items[0]).toEqual({
        title: 'Senior Backend Engineer (Node.js)',
        company: 'Northwind Analytics',
        location: 'Anywhere in the World',
        pubDate: new Date(Math.floor((fake.now - 2 * HOUR) / 1000) * 1000).toISOString(),
        type: 'Full-Time',
        category: 'Programming',
        jobId: 'https://weworkremotely.com/remote-jobs/northwind-analytics-senior-backend-engineer-node-js',
        description: expect.stringMatching(/^<p><strong>Headquarters:<\/strong>/),
        link: 'https://weworkremotely.com/remote-jobs/northwind-analytics-senior-backend-engineer-node-js',
        feedTitle: 'We Work Remotely: Remote Programming Jobs',
      });
    });

    it('says what is wrong with a document that is no feed', () => {
      const f = { name: 'x', url: 'https://x.example/feed' };
      expect(() => parseFeed('<!DOCTYPE html><html><head><title>Just a moment...</title></head><body></body></html>', f)).toThrow(
        'The feed is not valid RSS or Atom: its root element is <html>, not <rss>, <rdf:RDF> or <feed>.',
      );
      expect(() => parseFeed('Service temporarily unavailable', f)).toThrow('The feed is not valid RSS or Atom: the document does not start with an XML element.');
      expect(() => parseFeed('', f)).toThrow('The feed is not valid RSS or Atom: it is empty.');
      expect(() => parseFeed('<rss version="2.0"><channel><item><title>A</item></channel></rss>', f)).toThrow('</item> closes <title> (line 1)');
      expect(() => parseFeed('<rss version="2.0"></rss>', f)).toThrow('the <rss> element has no <channel>');
    });

    it('reads RSS 1.0 (RDF) items', () => {
      const rdf = `<?xml version="1.0"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel rdf:about="https://jobs.example.net/"><title>RDF Jobs</title></channel>
  <item rdf:about="https://jobs.example.net/1"><title>Ops Engineer at Initech</title><link>https://jobs.example.net/1</link><dc:date>2025-01-02T03:04:05Z</dc:date><description>Keep the printers running.</description></item>
</rdf:RDF>`;
      expect(parseFeed(rdf, { name: 'rdf', url: 'https://jobs.example.net/rss' }).items[0]).toMatchObject({
        title: 'Ops Engineer',
        company: 'Initech',
        jobId: 'https://jobs.example.net/1',
        pubDate: '2025-01-02T03:04:05.000Z',
        feedTitle: 'RDF Jobs',
      });
    });

    it('makes relative links absolute against the site the feed names, and takes no link that is not http(s)', () => {
      const atom = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <link type="text/html" rel="alternate" href="https://github.com/gulpjs/gulp/releases"/>
  <title>Release notes from gulp</title>
  <entry><id>tag:github.com,2008:1</id><title>v3.9.0</title><link rel="alternate" href="/gulpjs/gulp/releases/tag/v3.9.0"/></entry>
  <entry xml:base="https://jobs.example.org/board/"><id>2</id><title>Welder at Acme</title><link href="welder-42"/></entry>
  <entry><id>3</id><title>Sneaky</title><link href="javascript:alert(document.cookie)"/></entry>
</feed>`;
      const { items, failures } = parseFeed(atom, { name: 'gulp', url: 'https://github.com/gulpjs/gulp/releases.atom' });
      expect(items.map((i) => i.link)).toEqual(['https://github.com/gulpjs/gulp/releases/tag/v3.9.0', 'https://jobs.example.org/board/welder-42']);
      expect(failures).toBe(1);
      const rss = '<rss version="2.0"><channel><title>Jobs</title><link>https://jobs.example.net/</link><item><title>Cook</title><link>/jobs/7</link></item></channel></rss>';
      expect(parseFeed(rss, { name: 'r', url: 'https://feeds.example.net/jobs.xml' }).items[0].link).toBe('https://jobs.example.net/jobs/7');
    });
  });

  describe('GreenhouseSource', () => {
    const acme = { token: 'acme', name: 'Acme Corporation' };

    it('maps every field of a board job, unescaping the HTML-escaped content', async () => {
      const source = new GreenhouseSource({ boards: [acme], baseUrl: fake.url, http });
      const result = await source.collect(query());
      expect(source.name).toBe('greenhouse');
      expect(result).toMatchObject({ itemsSeen: 3, parseFailures: 0 });
      const job = byTitle(result.jobs, 'Senior Software Engineer, Payments');
      expect(job).toEqual({
        source: 'greenhouse',
        sourceId: '4012345',
        title: 'Senior Software Engineer, Payments',
        company: 'Acme Corporation',
        location: 'Remote - US',
        jobType: 'remote',
        remote: true,
        description: expect.any(String),
        descriptionHtml: expect.stringMatching(/^<div class="content-intro"><p>At Acme, R&amp;D is everyone&rsquo;s job\.&nbsp;We build/),
        url: 'https://boards.greenhouse.io/acme/jobs/4012345',
        postedAt: new Date(fake.ago(6)),
        salaryMin: 165_000,
        salaryMax: 205_000,
        salaryCurrency: 'USD',
        category: 'Engineering',
        companyWebsite: null,
        contactEmail: null,
        feedTitle: null,
      });
      expect(job.description).toMatch(/^At Acme, R&D is everyone’s job\. We build payment rails for 30,000 merchants\.\n\nWhat You’ll Do\n\n- Build and operate Go and TypeScript services\n- Partner with product on payment flows/);
      expect(job.description).not.toContain('&lt;');
      expect(byTitle(result.jobs, 'Data Engineer (Contract)').jobType).toBe('contract');
      expect(fake.calls[0]).toMatchObject({ method: 'GET', path: '/v1/boards/acme/jobs', query: { content: 'true' } });
    });

    it('names the company from the option, else the API, and counts jobs it cannot read', async () => {
      const result = await new GreenhouseSource({ boards: ['globex'], baseUrl: fake.url, http }).collect(query());
      expect(result).toMatchObject({ itemsSeen: 2, parseFailures: 1 });
      expect(result.jobs.map((j) => j.company)).toEqual(['Globex']);
      expect(titleCase('acme-labs')).toBe('Acme Labs');
    });

    it('filters by search term, age, remote and location', async () => {
      const source = new GreenhouseSource({ boards: [acme], baseUrl: fake.url, http });
      const titles = async (q: Partial<CollectQuery>) => (await source.collect(query(q))).jobs.map((j) => j.title);
      expect(await titles({ isRemote: true })).toEqual(['Senior Software Engineer, Payments', 'Data Engineer (Contract)']);
      expect(await titles({ isRemote: true, hoursOld: 72 })).toEqual(['Senior Software Engineer, Payments']);
      expect(await titles({ location: 'New York, NY' })).toEqual(['Product Designer']);
      expect(await titles({ location: 'Remote', searchTerm: 'software engineer' })).toEqual(['Senior Software Engineer, Payments']);
    });

    it('answers 429 with a SourceHttpError, and an unknown board with a 404 one', async () => {
      fake.fail('/v1/boards/acme/jobs', 429);
      await expect(new GreenhouseSource({ boards: [acme], baseUrl: fake.url, http }).collect(query())).rejects.toMatchObject({
        source: 'greenhouse',
        status: 429,
        message: 'Greenhouse board "acme" answered HTTP 429 (too many requests): Rate limit exceeded. Please slow down.',
      });
      const both = await new GreenhouseSource({ boards: ['globex', 'initech'], baseUrl: fake.url, http }).collect(query());
      expect(both.jobs).toHaveLength(1);
      expect(both.failed).toEqual([{ target: 'initech', status: 404, message: 'Greenhouse board "initech" answered HTTP 404 (not found): Job board not found' }]);
    });

    it('is configured only with boards', () => {
      expect(new GreenhouseSource({ boards: [] }).configured()).toBe(false);
      expect(new GreenhouseSource({ boards: [' ', 'acme'] }).configured()).toBe(true);
    });
  });

  describe('LeverSource', () => {
    it('maps every field of a posting: lists, additional, yearly salaryRange', async () => {
      const source = new LeverSource({ companies: [{ handle: 'wayfarer', name: 'Wayfarer Travel' }], baseUrl: fake.url, http });
      const result = await source.collect(query());
      expect(source.name).toBe('lever');
      expect(result).toMatchObject({ itemsSeen: 3, parseFailures: 0 });
      const job = byTitle(result.jobs, 'Senior Backend Engineer');
      expect(job).toEqual({
        source: 'lever',
        sourceId: '5ac21346-8e0c-4494-8e7a-3eb92ff77902',
        title: 'Senior Backend Engineer',
        company: 'Wayfarer Travel',
        location: 'Remote - North America',
        jobType: 'full-time',
        remote: true,
        description: expect.any(String),
        descriptionHtml: expect.stringContaining('<h3>What you will do</h3><ul><li>Design Kotlin and TypeScript services</li>'),
        url: 'https://jobs.lever.co/wayfarer/5ac21346-8e0c-4494-8e7a-3eb92ff77902',
        postedAt: new Date(fake.now - 4 * HOUR),
        salaryMin: 160_000,
        salaryMax: 195_000,
        salaryCurrency: 'USD',
        category: 'Platform',
        companyWebsite: null,
        contactEmail: null,
        feedTitle: null,
      });
      expect(job.description).toBe(
        [
          'Wayfarer plans trips for 2 million travellers a year.',
          'Our platform team owns the booking engine.',
          'What you will do',
          '- Design Kotlin and TypeScript services\n- Mentor engineers',
          'What you bring',
          '- 7+ years of backend experience\n- Experience with event-driven systems',
          'We offer health insurance, a home-office budget of $1,500, and flexible hours.',
        ].join('\n\n'),
      );
      expect(fake.calls[0]).toMatchObject({ path: '/v0/postings/wayfarer', query: { mode: 'json' } });
    });

    it('annualises an hourly salaryRange and reads a salary from the text when there is none', async () => {
      const { jobs } = await new LeverSource({ companies: ['wayfarer'], baseUrl: fake.url, http }).collect(query());
      expect(byTitle(jobs, 'Customer Support Specialist')).toMatchObject({ company: 'Wayfarer', jobType: 'part-time', remote: false, salaryMin: 24 * 2080, salaryMax: 28 * 2080, category: 'Support' });
      expect(byTitle(jobs, 'Software Engineer, Mobile')).toMatchObject({ salaryMin: 130_000, salaryMax: 150_000, salaryCurrency: 'USD', remote: true });
    });

    it('filters by the query', async () => {
      const source = new LeverSource({ companies: ['wayfarer'], baseUrl: fake.url, http });
      expect((await source.collect(query({ isRemote: true, hoursOld: 24 }))).jobs.map((j) => j.title)).toEqual(['Senior Backend Engineer']);
      expect((await source.collect(query({ location: 'Denver' }))).jobs.map((j) => j.title)).toEqual(['Customer Support Specialist']);
      expect((await source.collect(query({ resultsWanted: 1 }))).jobs.map((j) => j.title)).toEqual(['Senior Backend Engineer']);
    });

    it('answers 503 and 429 with SourceHttpErrors', async () => {
      fake.fail('/v0/postings/wayfarer', 503);
      await expect(new LeverSource({ companies: ['wayfarer'], baseUrl: fake.url, http }).collect(query())).rejects.toMatchObject({ source: 'lever', status: 503 });
      fake.fail('/v0/postings/wayfarer', 429);
      await expect(new LeverSource({ companies: ['wayfarer'], baseUrl: fake.url, http }).collect(query())).rejects.toBeInstanceOf(SourceHttpError);
    });
  });

  describe('JobspySource', () => {
    const jobspy = (site: string, over: Partial<ConstructorParameters<typeof JobspySource>[0]> = {}) => new JobspySource({ site, url: fake.url, http, ...over });

    it('asks the service for one site with the query, and the API key', async () => {
      fake.apiKey = 'secret-key';
      await jobspy('linkedin', { apiKey: 'secret-key' }).collect(query({ searchTerm: 'software engineer', location: 'Remote', isRemote: true, resultsWanted: 20, hoursOld: 72 }));
      expect(fake.calls[0]).toMatchObject({
        method: 'POST',
        path: '/api/v1/search_jobs',
        body: { site_name: ['linkedin'], search_term: 'software engineer', location: 'Remote', is_remote: true, results_wanted: 20, hours_old: 72, country_indeed: 'USA' },
      });
      expect(fake.calls[0].headers['x-api-key']).toBe('secret-key');
      expect(fake.calls[0].headers['content-type']).toBe('application/json');
    });

    it('maps every field of an Indeed row, without sending is_remote next to hours_old', async () => {
      const source = jobspy('indeed');
      const result = await source.collect(query({ searchTerm: 'software engineer', isRemote: true, hoursOld: 72 }));
      expect(source.name).toBe('indeed');
      expect(fake.calls[0].body).not.toHaveProperty('is_remote');
      expect(result).toMatchObject({ itemsSeen: 2, parseFailures: 0 });
      expect(byTitle(result.jobs, 'Software Engineer II')).toEqual({
        source: 'indeed',
        sourceId: 'in-8f2c1a7b9d3e4f50',
        title: 'Software Engineer II',
        company: 'BrightPath Logistics',
        location: 'Remote, US',
        jobType: 'full-time',
        remote: true,
        description:
          'About BrightPath\n\nWe move freight for 3,000 shippers.\n\nRequirements\n\n- 3+ years of experience with Python or Go\n- Bachelor’s degree or equivalent experience\n\nBenefits\n\n- Health, dental and vision insurance',
        descriptionHtml: null,
        url: 'https://careers.brightpath.example/jobs/1234',
        postedAt: new Date(`${new Date(fake.now - 20 * HOUR).toISOString().slice(0, 10)}T00:00:00.000Z`),
        salaryMin: 118_000,
        salaryMax: 142_000,
        salaryCurrency: 'USD',
        category: null,
        companyWebsite: 'https://brightpath.example',
        contactEmail: 'talent@brightpath.example',
        feedTitle: null,
      });
      // An hourly wage is annualised at 2080 hours; a location object is joined.
      expect(byTitle(result.jobs, 'Junior Software Engineer (Contract)')).toMatchObject({
        location: 'Columbus, OH, US',
        jobType: 'contract',
        remote: false,
        salaryMin: 35 * 2080,
        salaryMax: 45 * 2080,
        url: 'https://www.indeed.com/viewjob?jk=1a2b3c4d5e6f7a8b',
      });
    });

    it('reads LinkedIn rows: HTML descriptions, text salaries, rows it cannot read', async () => {
      const result = await jobspy('linkedin').collect(query());
      expect(result).toMatchObject({ itemsSeen: 2, parseFailures: 1 });
      expect(result.jobs[0]).toMatchObject({
        source: 'linkedin',
        sourceId: 'li-3987654321',
        location: 'United States',
        jobType: 'full-time',
        remote: true,
        descriptionHtml: expect.stringContaining('<ul><li>Elasticsearch experience</li></ul>'),
        description: 'Cobalt Health is hiring a search engineer.\n\n- Elasticsearch experience\n\nBase pay: $170,000 to $210,000 a year.',
        salaryMin: 170_000,
        salaryMax: 210_000,
        category: 'Engineering',
        companyWebsite: 'https://cobalthealth.example',
        url: 'https://www.linkedin.com/jobs/view/3987654321',
      });
    });

    it('accepts a bare array and caps at resultsWanted', async () => {
      fake.jobspyBareArray = true;
      const result = await jobspy('indeed').collect(query({ resultsWanted: 1 }));
      expect(result.jobs).toHaveLength(1);
    });

    it('answers a wrong API key (403) and a rate limit (429) with SourceHttpErrors', async () => {
      fake.apiKey = 'right';
      await expect(jobspy('indeed', { apiKey: 'wrong' }).collect(query())).rejects.toMatchObject({
        source: 'indeed',
        status: 403,
        message: 'The JobSpy service (indeed) answered HTTP 403 (forbidden): Invalid API Key',
      });
      fake.reset();
      fake.fail('/api/v1/search_jobs', 429);
      await expect(jobspy('linkedin').collect(query())).rejects.toMatchObject({ source: 'linkedin', status: 429 });
    });

    it('is configured only with the service URL', () => {
      expect(new JobspySource({ site: 'indeed' }).configured()).toBe(false);
      expect(new JobspySource({ site: 'LinkedIn', url: 'http://jobspy:8000/' }).name).toBe('linkedin');
    });
  });
});

describe('source text helpers', () => {
  it('turns HTML into paragraphs and "- item" lines', () => {
    expect(htmlToText('<h2>About</h2><p>We  build\n things.<br>Line two.</p><ul><li><p>One</p></li><li>Two <b>bold</b></li></ul><p>End</p>')).toBe(
      'About\n\nWe build things.\nLine two.\n\n- One\n- Two bold\n\nEnd',
    );
    expect(htmlToText('plain\n\n\n\ntext')).toBe('plain\n\ntext');
    expect(markdownToText('**Title**\n\n* one\n* two \\- three')).toBe('Title\n\n- one\n- two - three');
  });

  it('reads salaries by the hand-coded rule', () => {
    expect(extractSalary('Pay $120-150k DOE')).toMatchObject({ min: 120_000, max: 150_000, currency: 'USD' });
    expect(extractSalary('We raised $5M. Salary: $90,000/year')).toMatchObject({ min: 90_000, max: 90_000 });
    expect(extractSalary('A $500 home-office budget.')).toBeNull();
    expect(extractSalary('CA$95,000 - CA$110,000')).toMatchObject({ min: 95_000, max: 110_000, currency: 'CAD' });
    expect(extractSalary('Salary: 60,000 - 70,000 EUR per year')).toMatchObject({ min: 60_000, max: 70_000, currency: 'EUR' });
    expect(extractSalary('Pay: £45k')).toMatchObject({ min: 45_000, currency: 'GBP' });
    expect(extractSalary('$30 per hour')).toMatchObject({ min: 62_400, max: 62_400 });
    expect(extractSalary('No figures here.')).toBeNull();
  });

  it('normalises job types and splits company from title', () => {
    expect(['fulltime', 'Full-Time', 'part_time', 'contract', 'Freelance', 'internship', 'Remote', ''].map(normaliseJobType)).toEqual([
      'full-time',
      'full-time',
      'part-time',
      'contract',
      'contract',
      null,
      'remote',
      null,
    ]);
    expect(splitTitle('Acme: Senior Engineer')).toEqual({ company: 'Acme', title: 'Senior Engineer' });
    expect(splitTitle('Senior Engineer at Look at Me Inc')).toEqual({ title: 'Senior Engineer', company: 'Look at Me Inc' });
    expect(splitTitle('Engineer at Acme (Remote)')).toEqual({ title: 'Engineer', company: 'Acme' });
    expect(splitTitle('Remote: Senior Engineer')).toEqual({ title: 'Remote: Senior Engineer', company: '' });
    expect(splitTitle('Senior Engineer')).toEqual({ title: 'Senior Engineer', company: '' });
  });

  it('checks XML well-formedness', () => {
    expect(xmlProblem('<?xml version="1.0"?><!-- c --><rss a="1"><x/><![CDATA[<p>]]></rss>')).toBeNull();
    expect(xmlProblem('<rss><a></b></rss>')).toBe('</b> closes <a> (line 1)');
    expect(xmlProblem('<rss></rss><rss></rss>')).toBe('a second root element <rss> (line 1)');
    expect(xmlProblem('<rss>\n<a>1 < 2</a></rss>')).toBe('a broken tag or a bare "<" (line 2)');
    expect(xmlProblem('<rss><!-- open')).toBe('a comment that is never closed (line 1)');
  });
});
