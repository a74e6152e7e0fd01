import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface JobBoardsCall {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
}

const HOUR = 3_600_000;

/**
 * The job-board APIs the job sources read, on loopback, answering as the real services do:
 * - feeds: GET /feeds/wwr.rss (We Work Remotely: "Company: Title", <region>, <type>, CDATA HTML),
 *   /feeds/remotive.rss (RSS 2.0 with <company> and <location>, entity-escaped HTML),
 *   /feeds/jobs.atom (Atom 1.0, "Title at Company"), /feeds/many.rss (`itemCount` items),
 *   /feeds/partial.rss (two good items, one without a title, one without a link);
 * - Greenhouse Job Board API: GET /v1/boards/{token}/jobs[?content=true], `content` HTML-escaped,
 *   404 {status, error} for an unknown board;
 * - Lever Postings API: GET /v0/postings/{company}?mode=json, 404 {ok: false, error};
 * - a JobSpy API service: POST /api/v1/search_jobs, {count, jobs, cached} (or a bare array with
 *   `jobspyBareArray`), x-api-key checked when `apiKey` is set, Indeed's hours_old/is_remote
 *   conflict answered 400 as the service does.
 * Knobs: `fail(path, status)` answers an error on a path; `malformed` serves a broken feed on a
 * path; `itemCount`; `delayMs`; `calls` records every request. Dates are relative to `now`.
 */
export class FakeJobBoards {
  readonly calls: JobBoardsCall[] = [];
  /** Paths answered with an error status (a Cloudflare-like HTML page for 403, JSON otherwise). */
  readonly failures = new Map<string, { status: number; retryAfter?: number }>();
  /** Feed paths served as malformed XML (cut short in the middle of an item). */
  readonly malformed = new Set<string>();
  /** Items of /feeds/many.rss. */
  itemCount = 25;
  /** When set, the JobSpy endpoint wants this x-api-key. */
  apiKey?: string;
  jobspyBareArray = false;
  delayMs = 0;
  now = Date.now();
  private server?: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
  }

  stop(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  reset(): void {
    this.calls.length = 0;
    this.failures.clear();
    this.malformed.clear();
    this.itemCount = 25;
    this.apiKey = undefined;
    this.jobspyBareArray = false;
    this.delayMs = 0;
    this.now = Date.now();
  }

  fail(path: string, status: number, retryAfter?: number): void {
    this.failures.set(path, { status, retryAfter });
  }

  /** ISO time `hours` before `now`. */
  ago(hours: number): string {
    return new Date(this.now - hours * HOUR).toISOString();
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const parsed = new URL(req.url ?? '/', this.url);
    const path = parsed.pathname;
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = raw;
    }
    this.calls.push({ method: req.method ?? 'GET', path, query: Object.fromEntries(parsed.searchParams), headers: req.headers, body });
    if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));

    const failure = this.failures.get(path);
    if (failure) return this.error(res, failure.status, failure.retryAfter);

    if (req.method === 'GET' && path.startsWith('/feeds/')) return this.feed(res, path);
    const board = /^\/v1\/boards\/([^/]+)\/jobs$/.exec(path);
    if (req.method === 'GET' && board) return this.greenhouse(res, decodeURIComponent(board[1]), parsed.searchParams.get('content') === 'true');
    const lever = /^\/v0\/postings\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && lever) return this.lever(res, decodeURIComponent(lever[1]), parsed.searchParams.get('mode'));
    if (req.method === 'POST' && path === '/api/v1/search_jobs') return this.jobspy(req, res, body);
    this.json(res, 404, { detail: 'Not Found' });
  }

  private json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  }

  private error(res: ServerResponse, status: number, retryAfter?: number): void {
    const headers: Record<string, string> = retryAfter ? { 'Retry-After': String(retryAfter) } : {};
    if (status === 403) {
      res.writeHead(403, { 'Content-Type': 'text/html; charset=utf-8', ...headers });
      return void res.end('<!DOCTYPE html><html><head><title>Just a moment...</title></head><body><h1>Access denied</h1></body></html>');
    }
    const message = status === 429 ? 'Rate limit exceeded. Please slow down.' : status >= 500 ? 'Internal Server Error' : 'Error';
    this.json(res, status, { error: message }, headers);
  }

  // ---- Feeds -------------------------------------------------------------------------------

  private feed(res: ServerResponse, path: string): void {
    const atom = path.endsWith('.atom');
    const type = atom ? 'application/atom+xml; charset=utf-8' : 'application/rss+xml; charset=utf-8';
    if (this.malformed.has(path)) {
      res.writeHead(200, { 'Content-Type': type });
      return void res.end(
        '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>We Work Remotely</title><item><title>Acme: Backend Engineer</title><description><![CDATA[<p>Cut sh',
      );
    }
    const xml =
      path === '/feeds/wwr.rss'
        ? this.wwrFeed()
        : path === '/feeds/remotive.rss'
          ? this.remotiveFeed()
          : path === '/feeds/jobs.atom'
            ? this.atomFeed()
            : path === '/feeds/many.rss'
              ? this.manyFeed()
              : path === '/feeds/partial.rss'
                ? this.partialFeed()
                : null;
    if (!xml) {
      res.writeHead(404, { 'Content-Type': 'text/html' });
      return void res.end('<html><body><h1>404 Not Found</h1></body></html>');
    }
    res.writeHead(200, { 'Content-Type': type });
    res.end(xml);
  }

  private rfc822(hours: number): string {
    return new Date(this.now - hours * HOUR).toUTCString().replace('GMT', '+0000');
  }

  private wwrFeed(): string {
    const item = (company: string, title: string, region: string, type: string, category: string, hours: number, slug: string, html: string) => `
    <item>
      <title>${company}: ${title}</title>
      <region>${region}</region>
      <country>${region === 'Anywhere in the World' ? 'Anywhere' : 'United States'}</country>
      <skills>TypeScript, Node.js, PostgreSQL</skills>
      <category>${category}</category>
      <type>${type}</type>
      <description><![CDATA[${html}]]></description>
      <pubDate>${this.rfc822(hours)}</pubDate>
      <expires_at>${this.rfc822(-24 * 30)}</expires_at>
      <guid>https://weworkremotely.com/remote-jobs/${slug}</guid>
      <link>https://weworkremotely.com/remote-jobs/${slug}</link>
    </item>`;
    return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>We Work Remotely: Remote Programming Jobs</title>
    <link>https://weworkremotely.com/categories/remote-programming-jobs</link>
    <description>The latest remote programming jobs</description>
    <language>en-US</language>
    <ttl>60</ttl>${item(
      'Northwind Analytics',
      'Senior Backend Engineer (Node.js)',
      'Anywhere in the World',
      'Full-Time',
      'Programming',
      2,
      'northwind-analytics-senior-backend-engineer-node-js',
      `<p><strong>Headquarters:</strong> Austin, TX <br /><strong>URL:</strong> <a href="https://northwind.example">https://northwind.example</a></p>
<p>Northwind Analytics builds the reporting platform 4,000 retailers run their stores on. We are a fully remote team of 60 across 14 countries.</p>
<h3>What you will do</h3>
<ul>
  <li>Design and build TypeScript services on Node.js and PostgreSQL</li>
  <li>Own features from the first sketch to production</li>
</ul>
<h3>Requirements</h3>
<ul>
  <li>5+ years of experience building backend systems</li>
  <li>Strong skills in TypeScript and SQL</li>
</ul>
<p>Salary: $140,000 – $170,000 per year, plus equity.</p>
<p>Benefits: health, dental and vision insurance; 25 days of PTO.</p>`,
    )}${item(
      'Blue Heron Labs',
      'Contract React Developer',
      'USA Only',
      'Contract',
      'Programming',
      30,
      'blue-heron-labs-contract-react-developer',
      `<p>Blue Heron Labs is looking for a React developer for a six-month engagement.</p>
<ul><li>3+ years of React experience required</li><li>Comfortable with Storybook and Playwright</li></ul>
<p>Pay: $65 - $85 per hour, paid monthly.</p>`,
    )}${item(
      'Quillstone',
      'Staff Platform Engineer',
      'Anywhere in the World',
      'Full-Time',
      'Programming',
      200,
      'quillstone-staff-platform-engineer',
      `<p>Quillstone runs infrastructure for documentation teams. You will lead our platform group.</p><ul><li>8+ years of experience with Kubernetes</li></ul>`,
    )}
  </channel>
</rss>
`;
  }

  private remotiveFeed(): string {
    const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const item = (id: number, title: string, company: string, location: string, type: string, category: string, hours: number, html: string) => `
    <item>
      <title>${esc(title)}</title>
      <company>${esc(company)}</company>
      <location>${esc(location)}</location>
      <type>${type}</type>
      <category>${esc(category)}</category>
      <link>https://remotive.com/remote-jobs/software-dev/${id}</link>
      <guid isPermaLink="false">remotive-${id}</guid>
      <pubDate>${this.rfc822(hours)}</pubDate>
      <description>${esc(html)}</description>
    </item>`;
    return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>Remotive Remote Jobs</title>
    <link>https://remotive.com</link>
    <description>Remote jobs in Software Development</description>
    <atom:link href="https://remotive.com/remote-jobs/feed" rel="self" type="application/rss+xml"/>${item(
      1912345,
      'Python Data Engineer',
      'Fjord & Finch',
      'Europe, UK',
      'full_time',
      'Software Development',
      5,
      `<p>Fjord &amp; Finch helps 200 publishers understand their readers.</p><p><strong>About you</strong></p><ul><li>Experience with Airflow and dbt</li><li>Bachelor's degree in CS or equivalent</li></ul><p>We pay €70,000 - €85,000 a year.</p>`,
    )}${item(
      1912346,
      'Part-Time QA Analyst',
      'Tessellate',
      'USA',
      'part_time',
      'QA',
      10,
      `<p>Tessellate needs a part-time QA analyst (20 hours a week).</p><ul><li>2 years of manual testing experience</li></ul><p>Compensation: $40/hr</p>`,
    )}
  </channel>
</rss>
`;
  }

  private atomFeed(): string {
    const entry = (id: string, title: string, hours: number, category: string, html: string) => `
  <entry>
    <id>urn:uuid:${id}</id>
    <title type="text">${title}</title>
    <link rel="alternate" type="text/html" href="https://jobs.example.org/postings/${id}"/>
    <published>${this.ago(hours)}</published>
    <updated>${this.ago(hours)}</updated>
    <category term="${category}"/>
    <author><name>jobs.example.org</name></author>
    <content type="html">${html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</content>
  </entry>`;
    return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Example Jobs – Engineering</title>
  <link rel="self" href="https://jobs.example.org/feed.atom"/>
  <link rel="alternate" href="https://jobs.example.org/"/>
  <updated>${this.ago(1)}</updated>
  <id>urn:uuid:feed-engineering</id>${entry(
    '6c1f0d9e-0001',
    'Site Reliability Engineer at Larkspur Health',
    3,
    'DevOps',
    `<p>Larkspur Health is hiring an SRE (remote, US time zones). Full-time.</p><ul><li>Experience running PostgreSQL at scale</li></ul><p>$150k-$180k</p>`,
  )}${entry(
    '6c1f0d9e-0002',
    'Frontend Engineer @ Orchid Robotics',
    12,
    'Engineering',
    `<p>Orchid Robotics (Berlin, hybrid) is looking for a frontend engineer.</p><ul><li>Vue or React</li></ul>`,
  )}
</feed>
`;
  }

  private manyFeed(): string {
    const items = Array.from(
      { length: this.itemCount },
      (_, i) => `
    <item>
      <title>Company ${i + 1}: Software Engineer ${i + 1}</title>
      <link>https://feeds.example.org/jobs/${i + 1}</link>
      <guid>https://feeds.example.org/jobs/${i + 1}</guid>
      <pubDate>${this.rfc822(i + 1)}</pubDate>
      <description><![CDATA[<p>Software engineer number ${i + 1}. Remote.</p>]]></description>
    </item>`,
    ).join('');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Many Jobs</title>${items}\n</channel></rss>\n`;
  }

  private partialFeed(): string {
    return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Partly Broken Jobs</title>
  <item><title>Acme: Support Engineer</title><link>https://partial.example.org/1</link><pubDate>${this.rfc822(1)}</pubDate><description>Help customers.</description></item>
  <item><title></title><link>https://partial.example.org/2</link><description>No title.</description></item>
  <item><title>Acme: Data Analyst</title><description>No link and no guid.</description></item>
  <item><title>Globex: Product Designer</title><guid isPermaLink="true">https://partial.example.org/4</guid><description>The guid is the link.</description></item>
</channel></rss>
`;
  }

  // ---- Greenhouse ----------------------------------------------------------------------------

  /** Boards by token; the jobs as the Job Board API answers them with content=true. */
  greenhouseBoards(): Record<string, Record<string, unknown>[]> {
    const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    const job = (id: number, title: string, location: string, hours: number, department: string, company: string, html: string) => ({
      absolute_url: `https://boards.greenhouse.io/${company.toLowerCase()}/jobs/${id}`,
      data_compliance: [{ type: 'gdpr', requires_consent: false, requires_processing_consent: false, requires_retention_consent: false, retention_period: null }],
      internal_job_id: id - 1000,
      location: { name: location },
      metadata: [{ id: 11, name: 'Employment Type', value: 'Full-time', value_type: 'single_select' }],
      id,
      updated_at: new Date(this.now - (hours - 1) * HOUR).toISOString().replace('Z', '-00:00'),
      requisition_id: `REQ-${id}`,
      title,
      company_name: company,
      first_published: this.ago(hours),
      language: 'en',
      content: esc(html),
      departments: [{ id: 4000 + id, name: department, child_ids: [], parent_id: null }],
      offices: [{ id: 5000 + id, name: location, location, child_ids: [], parent_id: null }],
    });
    return {
      acme: [
        job(
          4012345,
          'Senior Software Engineer, Payments',
          'Remote - US',
          6,
          'Engineering',
          'Acme',
          `<div class="content-intro"><p>At Acme, R&amp;D is everyone&rsquo;s job.&nbsp;We build payment rails for 30,000 merchants.</p></div>
<h2><strong>What You&rsquo;ll Do</strong></h2>
<ul><li>Build and operate Go and TypeScript services</li><li>Partner with product on payment flows</li></ul>
<h2><strong>What You&rsquo;ll Bring</strong></h2>
<ul><li>6+ years of software engineering experience</li><li>Experience with distributed systems</li></ul>
<div class="content-pay-transparency"><div class="pay-input"><div class="title">US base salary range</div><div class="pay-range"><span>$165,000</span><span class="divider">&mdash;</span><span>$205,000 USD</span></div></div></div>`,
        ),
        job(
          4012346,
          'Product Designer',
          'New York, NY',
          20,
          'Design',
          'Acme',
          `<p>Design the merchant dashboard.</p><ul><li>Portfolio required</li></ul>`,
        ),
        job(
          4012347,
          'Data Engineer (Contract)',
          'Remote - Canada',
          400,
          'Data',
          'Acme',
          `<p>A six-month contract building our warehouse.</p>`,
        ),
      ],
      globex: [
        job(5023456, 'Software Engineer, Infrastructure', 'Springfield, OR', 8, 'Infrastructure', 'Globex', `<p>Keep Globex running.</p>`),
        { id: 5023457, title: '', location: { name: 'Springfield, OR' }, absolute_url: '', updated_at: this.ago(2), content: '' },
      ],
    };
  }

  private greenhouse(res: ServerResponse, token: string, content: boolean): void {
    const jobs = this.greenhouseBoards()[token];
    if (!jobs) return this.json(res, 404, { status: 404, error: 'Job board not found' });
    const shown = content ? jobs : jobs.map(({ content: _c, departments: _d, offices: _o, ...rest }) => rest);
    this.json(res, 200, { jobs: shown, meta: { total: shown.length } });
  }

  // ---- Lever ---------------------------------------------------------------------------------

  leverPostings(): Record<string, Record<string, unknown>[]> {
    const posting = (id: string, text: string, hours: number, categories: Record<string, unknown>, extra: Record<string, unknown>) => ({
      id,
      text,
      categories,
      country: 'US',
      createdAt: this.now - hours * HOUR,
      hostedUrl: `https://jobs.lever.co/wayfarer/${id}`,
      applyUrl: `https://jobs.lever.co/wayfarer/${id}/apply`,
      workplaceType: 'unspecified',
      opening: '',
      openingPlain: '',
      descriptionBody: '',
      descriptionBodyPlain: '',
      ...extra,
    });
    return {
      wayfarer: [
        posting(
          '5ac21346-8e0c-4494-8e7a-3eb92ff77902',
          'Senior Backend Engineer',
          4,
          { commitment: 'Full-time', department: 'R&D', location: 'Remote - North America', team: 'Platform', allLocations: ['Remote - North America', 'Toronto, ON'] },
          {
            workplaceType: 'remote',
            description: '<div><b>Wayfarer</b> plans trips for 2 million travellers a year.</div><div><br></div><div>Our platform team owns the booking engine.</div>',
            descriptionPlain: 'Wayfarer plans trips for 2 million travellers a year.\n\nOur platform team owns the booking engine.',
            lists: [
              { text: 'What you will do', content: '<li>Design Kotlin and TypeScript services</li><li>Mentor engineers</li>' },
              { text: 'What you bring', content: '<li>7+ years of backend experience</li><li>Experience with event-driven systems</li>' },
            ],
            additional: '<div>We offer health insurance, a home-office budget of $1,500, and flexible hours.</div>',
            additionalPlain: 'We offer health insurance, a home-office budget of $1,500, and flexible hours.',
            salaryRange: { currency: 'USD', interval: 'per-year-salary', min: 160000, max: 195000 },
            salaryDescription: '<div>Base salary range</div>',
            salaryDescriptionPlain: 'Base salary range',
          },
        ),
        posting(
          '7d9e2b10-51a3-4c2e-9f0b-1c2d3e4f5a6b',
          'Customer Support Specialist',
          26,
          { commitment: 'Part-time', department: 'Operations', location: 'Denver, CO', team: 'Support', allLocations: ['Denver, CO'] },
          {
            workplaceType: 'on-site',
            description: '<div>Help travellers when plans change.</div>',
            descriptionPlain: 'Help travellers when plans change.',
            lists: [{ text: 'Requirements', content: '<li>1+ year of support experience</li>' }],
            additional: '',
            additionalPlain: '',
            salaryRange: { currency: 'USD', interval: 'per-hour-wage', min: 24, max: 28 },
          },
        ),
        posting(
          '9f8e7d6c-0000-4b4b-8c8c-123456789abc',
          'Software Engineer, Mobile',
          50,
          { commitment: 'Full-time', location: 'Remote - US', team: 'Mobile', allLocations: ['Remote - US'] },
          {
            workplaceType: 'remote',
            description: '<div>Build our iOS and Android apps.</div>',
            descriptionPlain: 'Build our iOS and Android apps.',
            lists: [{ text: 'Requirements', content: '<li>3+ years with Swift or Kotlin</li>' }],
            additional: '<div>The salary range for this role is $130,000 - $150,000.</div>',
            additionalPlain: 'The salary range for this role is $130,000 - $150,000.',
          },
        ),
      ],
    };
  }

  private lever(res: ServerResponse, company: string, mode: string | null): void {
    const postings = this.leverPostings()[company];
    if (!postings) return this.json(res, 404, { ok: false, error: 'Document not found' });
    if (mode !== 'json') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return void res.end('<html><body><div class="postings-group">…</div></body></html>');
    }
    this.json(res, 200, postings);
  }

  // ---- JobSpy --------------------------------------------------------------------------------

  /** Rows as python-jobspy returns them (to_dict('records'), NaN as null). */
  jobspyRows(): Record<string, unknown>[] {
    const day = (hours: number) => new Date(this.now - hours * HOUR).toISOString().slice(0, 10);
    return [
      {
        id: 'in-8f2c1a7b9d3e4f50',
        site: 'indeed',
        job_url: 'https://www.indeed.com/viewjob?jk=8f2c1a7b9d3e4f50',
        job_url_direct: 'https://careers.brightpath.example/jobs/1234',
        title: 'Software Engineer II',
        company: 'BrightPath Logistics',
        location: 'Remote, US',
        date_posted: day(20),
        job_type: 'fulltime',
        salary_source: 'direct_data',
        interval: 'yearly',
        min_amount: 118000,
        max_amount: 142000,
        currency: 'USD',
        is_remote: true,
        job_level: null,
        job_function: null,
        listing_type: null,
        emails: 'talent@brightpath.example',
        description:
          '**About BrightPath**\n\nWe move freight for 3,000 shippers\\.\n\n**Requirements**\n\n* 3\\+ years of experience with Python or Go\n* Bachelor’s degree or equivalent experience\n\n**Benefits**\n\n* Health, dental and vision insurance',
        company_industry: 'Transportation',
        company_url: 'https://www.indeed.com/cmp/Brightpath-Logistics',
        company_logo: null,
        company_url_direct: 'https://brightpath.example',
        company_addresses: null,
        company_num_employees: '201 to 500',
        company_revenue: null,
        company_description: null,
      },
      {
        id: 'in-1a2b3c4d5e6f7a8b',
        site: 'indeed',
        job_url: 'https://www.indeed.com/viewjob?jk=1a2b3c4d5e6f7a8b',
        job_url_direct: null,
        title: 'Junior Software Engineer (Contract)',
        company: 'Maple & Main Software',
        location: { city: 'Columbus', state: 'OH', country: 'US' },
        date_posted: day(40),
        job_type: 'contract',
        interval: 'hourly',
        min_amount: 35,
        max_amount: 45,
        currency: 'USD',
        is_remote: false,
        emails: null,
        description: 'Maintain internal tools\\. On\\-site in Columbus\\.',
        company_url: null,
      },
      {
        id: 'li-3987654321',
        site: 'linkedin',
        job_url: 'https://www.linkedin.com/jobs/view/3987654321',
        job_url_direct: null,
        title: 'Senior Software Engineer, Search',
        company: 'Cobalt Health',
        location: { city: null, state: null, country: 'United States' },
        date_posted: day(10),
        job_type: 'fulltime',
        interval: null,
        min_amount: null,
        max_amount: null,
        currency: null,
        is_remote: true,
        job_level: 'mid-senior level',
        job_function: 'Engineering',
        emails: null,
        description: '<p>Cobalt Health is hiring a search engineer.</p><ul><li>Elasticsearch experience</li></ul><p>Base pay: $170,000 to $210,000 a year.</p>',
        company_url: 'https://www.linkedin.com/company/cobalt-health',
        company_url_direct: 'https://cobalthealth.example',
      },
      {
        id: 'li-3987654322',
        site: 'linkedin',
        job_url: 'https://www.linkedin.com/jobs/view/3987654322',
        title: null,
        company: 'Cobalt Health',
        location: 'New York, NY',
        date_posted: null,
        job_type: null,
        is_remote: false,
        description: null,
      },
    ];
  }

  private jobspy(req: IncomingMessage, res: ServerResponse, body: unknown): void {
    if (this.apiKey) {
      const key = req.headers['x-api-key'];
      if (!key) return this.json(res, 403, { detail: 'Missing API Key' });
      if (key !== this.apiKey) return this.json(res, 403, { detail: 'Invalid API Key' });
    }
    const params = (body ?? {}) as { site_name?: string[]; results_wanted?: number; hours_old?: number; is_remote?: boolean; job_type?: string };
    const sites = (params.site_name ?? ['indeed', 'linkedin']).map((s) => s.toLowerCase());
    if (sites.includes('indeed') && params.hours_old !== undefined && params.hours_old !== null && (params.is_remote !== undefined || params.job_type !== undefined)) {
      return this.json(res, 400, {
        detail: {
          error: 'Parameter conflict for Indeed',
          conflicting_parameters: ['hours_old', 'job_type/is_remote', 'easy_apply'],
          message: 'Indeed searches only support one of the following at a time: hours_old, (job_type & is_remote), or easy_apply.',
        },
      });
    }
    const perSite = params.results_wanted ?? 15;
    const jobs = sites.flatMap((site) => this.jobspyRows().filter((r) => r.site === site).slice(0, perSite));
    if (this.jobspyBareArray) return this.json(res, 200, jobs);
    this.json(res, 200, { count: jobs.length, jobs, cached: false });
  }
}
