import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * A training provider's website on loopback ("Fixture Academy"), for the training-search crawler.
 * Every way a provider marks up a program is here once, and a crawler must get each one right:
 *
 *   GET /robots.txt                               Disallow: /private/ and /tmp, Crawl-delay: 0
 *   GET /catalog[?q=…]                            listing page: links to every course below (and to
 *                                                 /private/insider-course), nav links, no JSON-LD, no program
 *   GET /courses/intro-to-python                  JSON-LD Course: free (price 0), beginner, P4W, teaches Python
 *   GET /courses/aws-solutions-architect          JSON-LD @graph (WebPage + Course): 49 USD, advanced, PT40H workload
 *   GET /courses/ux-design-foundations            no JSON-LD: og:type course, og:title/description, "Enroll for free",
 *                                                 "6 weeks", "Beginner"
 *   GET /programs/data-analytics-certificate      microdata Course (SQL, Tableau), "3 months"
 *   GET /courses/catalog-list                     JSON-LD ItemList of url-only ListItems → the four pages above
 *   GET /private/insider-course                   a good JSON-LD Course that robots.txt forbids: never fetch it
 *   GET /about                                    plain page, no program
 *   GET /huge                                     a 12 MB HTML body, streamed
 *   GET /slow                                     headers, a little HTML, then nothing: the body never ends
 *   anything else                                 404
 *
 * `requests` records every path+query asked for, in order (robots.txt included). `close()` destroys
 * open sockets (/slow's among them), so it resolves at once.
 */
export interface TrainingSite {
  url: string;
  /** Every path+query requested, in order (robots.txt included). */
  requests: string[];
  close(): Promise<void>;
}

/** The pages' paths, for tests that want them by name. */
export const TRAINING_PATHS = {
  catalog: '/catalog',
  python: '/courses/intro-to-python',
  aws: '/courses/aws-solutions-architect',
  ux: '/courses/ux-design-foundations',
  analytics: '/programs/data-analytics-certificate',
  catalogList: '/courses/catalog-list',
  insider: '/private/insider-course',
  about: '/about',
  huge: '/huge',
  slow: '/slow',
} as const;

const MiB = 1024 * 1024;
const HUGE_BYTES = 12 * MiB;

const ROBOTS = ['User-agent: *', 'Disallow: /private/', 'Disallow: /tmp', 'Crawl-delay: 0', ''].join('\n');

const ldJson = (data: unknown): string => `<script type="application/ld+json">\n${JSON.stringify(data, null, 2)}\n</script>`;

/** A complete page in the site's chrome: header navigation, footer, the given head and main. */
function layout(opts: { title: string; head?: string; main: string; bodyClass?: string }): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${opts.title}</title>
  <link rel="stylesheet" href="/assets/site.css">
  <link rel="icon" href="/favicon.ico">
  ${opts.head ?? ''}
  <script>window.dataLayer = window.dataLayer || []; function gtag(){ dataLayer.push(arguments); } gtag('js', new Date());</script>
</head>
<body class="${opts.bodyClass ?? 'page'}">
  <a class="skip-link" href="#content">Skip to content</a>
  <header class="site-header">
    <a class="logo" href="/">Fixture Academy</a>
    <nav aria-label="Main">
      <ul>
        <li><a href="/">Home</a></li>
        <li><a href="/catalog">Catalog</a></li>
        <li><a href="/about">About us</a></li>
        <li><a href="/login?next=%2Fcatalog">Log in</a></li>
      </ul>
    </nav>
  </header>
  <main id="content">
${opts.main}
  </main>
  <footer class="site-footer">
    <p>&copy; 2025 Fixture Academy &middot; <a href="/about">About</a> &middot; <a href="/privacy.pdf">Privacy policy (PDF)</a> &middot; <a href="mailto:hello@fixture-academy.test">Contact</a></p>
    <p>Questions? Our support team answers within 24 hours. 30-day money-back guarantee on paid courses.</p>
  </footer>
</body>
</html>
`;
}

function catalogPage(query: string | null): string {
  const card = (href: string, title: string, blurb: string, meta: string) => `
      <li class="course-card">
        <h2><a href="${href}">${title}</a></h2>
        <p>${blurb}</p>
        <p class="card-meta">${meta}</p>
        <a class="button" href="${href}">View course</a>
      </li>`;
  return layout({
    title: 'Course Catalog | Fixture Academy',
    head: `<meta name="description" content="Browse all Fixture Academy courses and certificate programs: programming, cloud, design and data.">
  <meta property="og:site_name" content="Fixture Academy">
  <meta property="og:type" content="website">
  <meta property="og:title" content="Course Catalog">`,
    bodyClass: 'catalog',
    main: `    <h1>All courses</h1>
    ${query ? `<p class="search-summary">Showing results for &ldquo;${escapeHtml(query)}&rdquo;</p>` : ''}
    <form class="search" action="/catalog" method="get">
      <label>Search courses <input type="search" name="q" value="${escapeHtml(query ?? '')}"></label>
      <button type="submit">Search</button>
    </form>
    <ul class="course-grid">${[
      card('/courses/intro-to-python', 'Intro to Python', 'Learn to program in Python from scratch.', 'Beginner &middot; 4 weeks &middot; Free'),
      card('/courses/aws-solutions-architect', 'AWS Solutions Architect', 'Design resilient cloud architectures on AWS.', 'Advanced &middot; 40 hours &middot; $49'),
      card('/courses/ux-design-foundations', 'UX Design Foundations', 'User research, wireframes and prototyping in Figma.', 'Beginner &middot; 6 weeks &middot; Free'),
      card('/programs/data-analytics-certificate', 'Data Analytics Certificate', 'SQL, Tableau and data analysis for your first analyst role.', 'Intermediate &middot; 3 months'),
      card('/private/insider-course', 'Insider Course', 'Staff-only preview of an upcoming course.', 'Preview'),
    ].join('')}
    </ul>
    <p class="more"><a href="/courses/catalog-list">The catalog as a list</a></p>`,
  });
}

function pythonPage(): string {
  return layout({
    title: 'Intro to Python | Fixture Academy',
    head: `<meta name="description" content="A free beginner course that teaches Python programming from scratch.">
  <meta property="og:site_name" content="Fixture Academy">
  <meta property="og:type" content="website">
  ${ldJson({
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: 'Intro to Python',
    description:
      'Learn Python from scratch: variables, loops, functions and files. <b>No prior experience</b> needed &amp; every lesson ends with a hands-on exercise.',
    url: '/courses/intro-to-python',
    provider: { '@type': 'Organization', name: 'Fixture Academy', sameAs: 'https://fixture-academy.test' },
    educationalLevel: 'Beginner',
    timeRequired: 'P4W',
    teaches: ['Python', 'Programming'],
    inLanguage: 'en',
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD', category: 'Free', availability: 'https://schema.org/InStock' },
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: 'PT3H' },
  })}`,
    main: `    <article class="course">
      <p class="breadcrumbs"><a href="/catalog">Catalog</a> &rsaquo; Programming</p>
      <h1>Intro to Python</h1>
      <p class="lead">Learn Python from scratch: variables, loops, functions and files. No prior experience needed.</p>
      <ul class="facts"><li>Level: Beginner</li><li>Duration: 4 weeks</li><li class="price">Free</li></ul>
      <a class="button" href="/enroll?course=intro-to-python">Enroll now</a>
      <h2>What you'll learn</h2>
      <ul><li>Write and run Python programs</li><li>Work with lists, dictionaries and files</li><li>Write your own functions</li></ul>
      <h2>Related courses</h2>
      <ul><li><a href="/programs/data-analytics-certificate">Data Analytics Certificate</a></li></ul>
    </article>`,
  });
}

function awsPage(): string {
  return layout({
    title: 'AWS Solutions Architect | Fixture Academy',
    head: `<meta name="description" content="Design resilient, cost-efficient cloud architectures on AWS.">
  <meta property="og:site_name" content="Fixture Academy">
  ${ldJson({
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebPage',
        '@id': '/courses/aws-solutions-architect#webpage',
        name: 'AWS Solutions Architect | Fixture Academy',
        breadcrumb: { '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Catalog', item: '/catalog' }] },
      },
      {
        '@type': ['Course'],
        '@id': '/courses/aws-solutions-architect#course',
        name: 'AWS Solutions Architect',
        description:
          'Design resilient, secure and cost-efficient cloud architecture on Amazon Web Services (AWS): VPC networking, EC2, S3, IAM, high availability and disaster recovery, in preparation for the AWS Certified Solutions Architect exam.',
        provider: { '@type': 'Organization', name: 'Fixture Academy' },
        coursePrerequisites: 'Hands-on experience with AWS services; this is an advanced course.',
        educationalLevel: 'Advanced',
        keywords: 'AWS, Cloud Architecture, EC2, S3, IAM',
        offers: [{ '@type': 'Offer', price: '49.00', priceCurrency: 'USD', category: 'Paid' }],
        hasCourseInstance: [{ '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: 'PT40H' }],
      },
    ],
  })}`,
    main: `    <article class="course">
      <h1>AWS Solutions Architect</h1>
      <p class="lead">Design resilient, secure and cost-efficient cloud architecture on AWS.</p>
      <ul class="facts"><li>Level: Advanced</li><li>Workload: 40 hours</li><li class="price">$49</li></ul>
      <a class="button" href="/enroll?course=aws-solutions-architect">Enroll</a>
      <h2>Syllabus</h2>
      <ol><li>VPC networking</li><li>Compute with EC2 and containers</li><li>Storage with S3</li><li>Identity and access management</li><li>High availability and disaster recovery</li></ol>
    </article>`,
  });
}

function uxPage(): string {
  return layout({
    title: 'UX Design Foundations | Fixture Academy',
    head: `<meta property="og:type" content="course">
  <meta property="og:site_name" content="Fixture Academy">
  <meta property="og:title" content="UX Design Foundations">
  <meta property="og:description" content="Learn the foundations of UX design: user research, personas, wireframes and interactive prototypes in Figma.">
  <meta name="keywords" content="UX Design, User Research, Figma, Prototyping">`,
    main: `    <div class="course-hero">
      <h1>UX Design Foundations</h1>
      <p>Learn the foundations of UX design: user research, personas, wireframes and interactive prototypes in Figma. You will finish with a portfolio case study.</p>
      <ul class="facts">
        <li class="level">Beginner</li>
        <li class="duration">6 weeks</li>
        <li>Self-paced, about 4 hours per week</li>
      </ul>
      <a class="button" href="/enroll?course=ux-design-foundations">Enroll for free</a>
    </div>
    <section class="syllabus">
      <h2>Syllabus</h2>
      <ol><li>What UX is</li><li>User research and interviews</li><li>Personas and journey maps</li><li>Wireframes</li><li>Prototyping in Figma</li><li>Usability testing</li></ol>
    </section>`,
  });
}

function analyticsPage(): string {
  return layout({
    title: 'Data Analytics Certificate | Fixture Academy',
    head: `<meta name="description" content="A professional certificate in data analytics.">
  <meta property="og:site_name" content="Fixture Academy">`,
    main: `    <div itemscope itemtype="https://schema.org/Course">
      <h1 itemprop="name">Data Analytics Certificate</h1>
      <div itemprop="description">
        <p>Get job-ready for an entry-level data analyst role. Query databases with <strong>SQL</strong>, build dashboards in Tableau, and practise data analysis on real data sets.</p>
        <p>Finish with a capstone project reviewed by a working analyst.</p>
      </div>
      <div itemprop="provider" itemscope itemtype="https://schema.org/Organization">
        <span>Offered by</span> <span itemprop="name">Fixture Academy</span>
      </div>
      <meta itemprop="educationalLevel" content="Intermediate">
      <ul class="facts">
        <li>Duration: 3 months</li>
        <li>Level: Intermediate</li>
        <li class="price">$299</li>
      </ul>
      <p>Skills: <span itemprop="teaches">SQL</span>, <span itemprop="teaches">Tableau</span>, <span itemprop="teaches">Data Analysis</span></p>
      <a class="button" href="/enroll?course=data-analytics-certificate">Enroll</a>
    </div>`,
  });
}

function catalogListPage(): string {
  const urls = ['/courses/intro-to-python', '/courses/aws-solutions-architect', '/courses/ux-design-foundations', '/programs/data-analytics-certificate'];
  return layout({
    title: 'Course list | Fixture Academy',
    head: `<meta name="description" content="Every Fixture Academy course in one list.">
  <meta property="og:site_name" content="Fixture Academy">
  ${ldJson({
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Fixture Academy courses',
    itemListElement: urls.map((url, i) => ({ '@type': 'ListItem', position: i + 1, url })),
  })}`,
    main: `    <h1>Course list</h1>
    <p>Every course we offer, in one list. Pick one to see its syllabus, price and schedule.</p>
    <ol class="plain-list">
      <li>Intro to Python</li>
      <li>AWS Solutions Architect</li>
      <li>UX Design Foundations</li>
      <li>Data Analytics Certificate</li>
    </ol>`,
  });
}

function insiderPage(): string {
  return layout({
    title: 'Insider Course | Fixture Academy',
    head: `<meta name="robots" content="noindex">
  ${ldJson({
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: 'Insider Course',
    description: 'A staff-only preview of an upcoming course on internal tooling. Crawlers that respect robots.txt never see this page.',
    provider: { '@type': 'Organization', name: 'Fixture Academy' },
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
    educationalLevel: 'Beginner',
    timeRequired: 'PT2H',
  })}`,
    main: `    <article class="course"><h1>Insider Course</h1><p>A staff-only preview of an upcoming course.</p></article>`,
  });
}

function aboutPage(): string {
  return layout({
    title: 'About | Fixture Academy',
    head: `<meta name="description" content="Fixture Academy has taught online since 2012. Meet our team.">
  <meta property="og:site_name" content="Fixture Academy">`,
    main: `    <h1>About us</h1>
    <p>Fixture Academy has taught practical skills online since 2012. Our instructors work in the fields they teach, and every lesson is reviewed by a second expert before it ships.</p>
    <h2>Our team</h2>
    <ul><li>Ada, head of curriculum</li><li>Grace, engineering lead</li><li>Linus, support</li></ul>`,
  });
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

const PAGES: Record<string, () => string> = {
  '/courses/intro-to-python': pythonPage,
  '/courses/aws-solutions-architect': awsPage,
  '/courses/ux-design-foundations': uxPage,
  '/programs/data-analytics-certificate': analyticsPage,
  '/courses/catalog-list': catalogListPage,
  '/private/insider-course': insiderPage,
  '/about': aboutPage,
};

function html(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

/** 12 MB of course cards, written with backpressure; stops when the client goes away. */
function huge(res: ServerResponse): void {
  const head = Buffer.from('<!DOCTYPE html><html><head><title>Course archive | Fixture Academy</title></head><body><main><h1>All courses, ever</h1><ul>');
  const tail = Buffer.from('</ul></main></body></html>');
  const block = Buffer.from(
    '<li class="course-card"><a href="/courses/intro-to-python">Intro to Python</a> <p>Learn to program in Python from scratch, one lesson at a time.</p></li>\n'.repeat(400),
  );
  const blocks = Math.ceil((HUGE_BYTES - head.length - tail.length) / block.length);
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': head.length + blocks * block.length + tail.length });
  let sent = -1;
  const go = (): void => {
    while (!res.destroyed) {
      sent++;
      const chunk = sent === 0 ? head : sent <= blocks ? block : sent === blocks + 1 ? tail : undefined;
      if (!chunk) return void res.end();
      if (!res.write(chunk)) return void res.once('drain', go);
    }
  };
  go();
}

/** Headers and the start of a page, then nothing: the body never ends. */
function slow(res: ServerResponse): void {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.write('<!DOCTYPE html><html><head><title>Loading | Fixture Academy</title></head><body><main><h1>Please wait');
}

export async function startTrainingSite(): Promise<TrainingSite> {
  const requests: string[] = [];
  const sockets = new Set<Socket>();

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    requests.push(req.url ?? '/');
    req.resume();
    const { pathname, searchParams } = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' });
      return void res.end('Method Not Allowed');
    }
    if (pathname === '/robots.txt') {
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end(ROBOTS);
    }
    if (pathname === '/catalog') return html(res, 200, catalogPage(searchParams.get('q')));
    if (pathname === '/huge') return huge(res);
    if (pathname === '/slow') return slow(res);
    const page = PAGES[pathname];
    if (page) return html(res, 200, page());
    html(res, 404, layout({ title: 'Not found | Fixture Academy', main: '    <h1>Page not found</h1>\n    <p>The page you asked for does not exist.</p>' }));
  };

  const server = createServer(handle);
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
      }),
  };
}

if (require.main === module) {
  void startTrainingSite().then((s) => {
    console.log(`training site on ${s.url} (try ${s.url}/catalog); Ctrl-C to stop`);
    process.once('SIGINT', () => void s.close().then(() => process.exit(0)));
  });
}
