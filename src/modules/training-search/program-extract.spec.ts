import { durationText, extractPrograms } from './program-extract';

const PAGE = 'https://academy.test/courses/intro-to-python';

const ld = (data: unknown): string => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const page = (head: string, body = ''): string =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Page</title>${head}</head><body>${body}</body></html>`;

describe('extractPrograms', () => {
  describe('JSON-LD', () => {
    it('reads a Course with all its fields', () => {
      const html = page(
        ld({
          '@context': 'https://schema.org',
          '@type': 'Course',
          name: 'Intro to Python',
          description: '<p>Learn <b>Python</b> from scratch &amp; build things.</p><p>No experience needed.</p>',
          url: '/courses/intro-to-python#overview',
          provider: { '@type': 'Organization', name: 'Fixture Academy' },
          offers: { '@type': 'Offer', price: 0, priceCurrency: 'usd' },
          educationalLevel: 'Beginner',
          timeRequired: 'P4W',
          teaches: ['Python', 'Programming'],
        }),
      );
      expect(extractPrograms(html, PAGE)).toEqual({
        programs: [
          {
            url: 'https://academy.test/courses/intro-to-python',
            title: 'Intro to Python',
            description: 'Learn Python from scratch & build things. No experience needed.',
            provider: 'Fixture Academy',
            isFree: true,
            price: 0,
            currency: 'USD',
            difficultyLevel: 'beginner',
            durationText: '4 weeks',
            skills: ['Python', 'Programming'],
            source: 'json-ld',
          },
        ],
        links: [],
      });
    });

    it('finds a Course in an @graph, with @type as an array, a string price and a course instance workload', () => {
      const html = page(
        ld({
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'WebPage', '@id': 'https://academy.test/aws#page', name: 'AWS | Academy' },
            {
              '@type': ['Course', 'Product'],
              name: 'AWS Solutions Architect',
              description: 'Cloud architecture on AWS.',
              provider: 'Cloud School',
              offers: [{ '@type': 'Offer', price: '49.00', priceCurrency: 'USD' }],
              educationalLevel: { '@type': 'DefinedTerm', name: 'Advanced' },
              hasCourseInstance: [{ '@type': 'CourseInstance', courseWorkload: 'PT40H' }],
              keywords: 'AWS, Cloud Architecture , aws, EC2',
            },
          ],
        }),
      );
      const [p] = extractPrograms(html, 'https://academy.test/aws').programs;
      expect(p).toMatchObject({
        url: 'https://academy.test/aws',
        title: 'AWS Solutions Architect',
        provider: 'Cloud School',
        isFree: false,
        price: 49,
        currency: 'USD',
        difficultyLevel: 'advanced',
        durationText: '40 hours',
        skills: ['AWS', 'Cloud Architecture', 'EC2'],
        source: 'json-ld',
      });
    });

    it('reads top-level arrays, full schema.org type IRIs, EducationalOccupationalProgram and mainEntity', () => {
      const html = page(
        ld([
          { '@type': 'http://schema.org/Course', name: 'One', url: 'https://academy.test/one' },
          { '@type': 'EducationalOccupationalProgram', name: 'Two', url: 'https://academy.test/two', timeToComplete: 'P3M' },
          { '@type': 'Organization', name: 'Not a course' },
        ]) + ld({ '@type': 'WebPage', mainEntity: { '@type': 'Course', name: 'Three', url: 'https://academy.test/three' } }),
      );
      const { programs } = extractPrograms(html, PAGE);
      expect(programs.map((p) => [p.title, p.url, p.durationText])).toEqual([
        ['One', 'https://academy.test/one', null],
        ['Two', 'https://academy.test/two', '3 months'],
        ['Three', 'https://academy.test/three', null],
      ]);
    });

    it('treats isAccessibleForFree as free, and takes the lowest of several offers', () => {
      const free = extractPrograms(page(ld({ '@type': 'Course', name: 'A', isAccessibleForFree: 'True' })), PAGE).programs[0];
      expect(free).toMatchObject({ isFree: true, price: null });
      const offers = extractPrograms(
        page(ld({ '@type': 'Course', name: 'B', offers: [{ price: '1,299.00', priceCurrency: 'EUR' }, { price: 899, priceCurrency: 'EUR' }] })),
        PAGE,
      ).programs[0];
      expect(offers).toMatchObject({ isFree: false, price: 899, currency: 'EUR' });
      const unknown = extractPrograms(page(ld({ '@type': 'Course', name: 'C' })), PAGE).programs[0];
      expect(unknown).toMatchObject({ isFree: null, price: null, currency: null });
    });

    it('reads the level from educationalLevel, else from coursePrerequisites', () => {
      const level = (extra: Record<string, unknown>) =>
        extractPrograms(page(ld({ '@type': 'Course', name: 'X', ...extra })), PAGE).programs[0].difficultyLevel;
      expect(level({ educationalLevel: 'Intermediate' })).toBe('intermediate');
      expect(level({ educationalLevel: 'Introductory' })).toBe('beginner');
      expect(level({ educationalLevel: 'Beginner to Advanced' })).toBe('beginner');
      expect(level({ coursePrerequisites: 'None' })).toBe('beginner');
      expect(level({ coursePrerequisites: ['No prior experience required'] })).toBe('beginner');
      expect(level({ coursePrerequisites: 'Completion of our intermediate SQL course' })).toBe('intermediate');
      expect(level({ coursePrerequisites: 'A laptop' })).toBeNull();
      expect(level({})).toBeNull();
    });

    it('takes skills from teaches, keywords and about, deduplicated and at most 20', () => {
      const many = Array.from({ length: 30 }, (_, i) => `Skill ${i}`);
      const [p] = extractPrograms(
        page(ld({ '@type': 'Course', name: 'X', teaches: [{ '@type': 'DefinedTerm', name: 'SQL' }, 'sql'], keywords: 'Tableau; Excel', about: { name: 'Data' } })),
        PAGE,
      ).programs;
      expect(p.skills).toEqual(['SQL', 'Tableau', 'Excel', 'Data']);
      const [q] = extractPrograms(page(ld({ '@type': 'Course', name: 'Y', keywords: many.join(', ') })), PAGE).programs;
      expect(q.skills).toHaveLength(20);
    });

    it('falls back to og:site_name for the provider and to the page URL, without its fragment', () => {
      const html = page(`<meta property="og:site_name" content="Site &amp; Co">${ld({ '@type': 'Course', name: 'X' })}`);
      expect(extractPrograms(html, `${PAGE}#reviews`).programs[0]).toMatchObject({ url: PAGE, provider: 'Site & Co' });
    });

    it('caps the description at 4000 characters', () => {
      const [p] = extractPrograms(page(ld({ '@type': 'Course', name: 'X', description: 'word '.repeat(2000) })), PAGE).programs;
      expect(p.description.length).toBeLessThanOrEqual(4000);
      expect(p.description.length).toBeGreaterThan(3000);
    });

    it('reads Courses out of an ItemList, and url-only ListItems as same-host links', () => {
      const html = page(
        ld({
          '@type': 'ItemList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, item: { '@type': 'Course', name: 'Listed', url: '/courses/listed' } },
            { '@type': 'ListItem', position: 2, url: '/courses/a' },
            { '@type': 'ListItem', position: 3, url: 'https://academy.test/about-us' },
            { '@type': 'ListItem', position: 4, url: 'https://elsewhere.test/courses/b' },
            { '@type': 'ListItem', position: 5, item: { '@id': 'https://academy.test/courses/c#top' } },
          ],
        }),
        '<h1>Courses</h1><p>Every course we offer, with prices, levels and schedules for each one of them.</p>',
      );
      const result = extractPrograms(html, 'https://academy.test/catalog');
      expect(result.programs.map((p) => [p.title, p.url])).toEqual([['Listed', 'https://academy.test/courses/listed']]);
      expect(result.links).toEqual(['https://academy.test/courses/a', 'https://academy.test/about-us', 'https://academy.test/courses/c']);
    });

    it('makes no program of a page whose JSON-LD is only a url-only ItemList', () => {
      const html = page(
        `<meta name="description" content="Every course in one list.">${ld({
          '@type': 'ItemList',
          itemListElement: [{ '@type': 'ListItem', url: '/courses/a' }],
        })}`,
        '<h1>Course list</h1>',
      );
      expect(extractPrograms(html, 'https://academy.test/list')).toEqual({ programs: [], links: ['https://academy.test/courses/a'] });
    });

    it('skips bad JSON, tolerates raw newlines in strings, and ignores scripts over 1 MB', () => {
      const html = page(
        '<script type="application/ld+json">{ "@type": "Course", name: broken</script>' +
          '<script type="application/ld+json">{"@type": "Course", "name": "Multi\nline", "description": "a\tb"}</script>' +
          `<script type="application/ld+json">${JSON.stringify({ '@type': 'Course', name: 'Too big', description: 'x'.repeat(1024 * 1024) })}</script>` +
          '<script type="application/ld+json"><!-- {"@type": "Course", "name": "Commented"} --></script>',
      );
      expect(extractPrograms(html, PAGE).programs.map((p) => p.title)).toEqual(['Multi line', 'Commented']);
    });

    it('stops after 200 JSON-LD nodes', () => {
      const courses = Array.from({ length: 500 }, (_, i) => ({ '@type': 'Course', name: `Course ${i}`, url: `/c/${i}` }));
      const { programs } = extractPrograms(page(ld(courses)), PAGE);
      expect(programs.length).toBeGreaterThan(0);
      expect(programs.length).toBeLessThanOrEqual(200);
    });

    it('drops duplicate programs (same URL and title)', () => {
      const course = { '@type': 'Course', name: 'Twice', url: '/courses/twice' };
      expect(extractPrograms(page(ld(course) + ld([course])), PAGE).programs).toHaveLength(1);
    });
  });

  describe('durationText', () => {
    it.each([
      ['P6W', '6 weeks'],
      ['PT10H', '10 hours'],
      ['P3M', '3 months'],
      ['P1DT2H', '1 day 2 hours'],
      ['PT1.5H', '1.5 hours'],
      ['P1Y', '1 year'],
      ['PT30M', '30 minutes'],
      ['Self-paced, about 10 hours', 'Self-paced, about 10 hours'],
    ])('%s → %s', (raw, text) => expect(durationText(raw)).toBe(text));

    it('is null for nothing', () => {
      expect(durationText('')).toBeNull();
      expect(durationText(null)).toBeNull();
      expect(durationText('P0D')).toBeNull();
    });
  });

  describe('microdata', () => {
    const microdata = `
      <main>
        <div itemscope itemtype="https://schema.org/Course">
          <h1 itemprop="name">Data Analytics Certificate</h1>
          <div itemprop="description"><p>Learn SQL, Tableau and data analysis.</p><p>Capstone included.</p></div>
          <div itemprop="provider" itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Data School</span></div>
          <div itemprop="hasCourseInstance" itemscope itemtype="https://schema.org/CourseInstance"><span itemprop="name">Spring cohort</span></div>
          <ul><li>Duration: 3 months</li><li>Level: Intermediate</li><li class="price">$299</li></ul>
          <span itemprop="teaches">SQL</span> <span itemprop="teaches">Tableau</span>
        </div>
      </main>`;

    it('reads a schema.org/Course item with its name, description and provider', () => {
      expect(extractPrograms(page('', microdata), 'https://academy.test/programs/data').programs).toEqual([
        {
          url: 'https://academy.test/programs/data',
          title: 'Data Analytics Certificate',
          description: 'Learn SQL, Tableau and data analysis. Capstone included.',
          provider: 'Data School',
          isFree: false,
          price: 299,
          currency: 'USD',
          difficultyLevel: 'intermediate',
          durationText: '3 months',
          skills: ['SQL', 'Tableau'],
          source: 'microdata',
        },
      ]);
    });

    it('is not read when JSON-LD has a program', () => {
      const { programs } = extractPrograms(page(ld({ '@type': 'Course', name: 'From JSON-LD' }), microdata), PAGE);
      expect(programs.map((p) => [p.title, p.source])).toEqual([['From JSON-LD', 'json-ld']]);
    });

    it('does not take a CourseInstance for a Course', () => {
      const html = page('', '<div itemscope itemtype="https://schema.org/CourseInstance"><span itemprop="name">Cohort</span></div>');
      expect(extractPrograms(html, PAGE).programs).toEqual([]);
    });
  });

  describe('plain HTML', () => {
    it('reads a single program page marked og:type course', () => {
      const html = page(
        `<meta property="og:type" content="course"><meta property="og:title" content="UX Design Foundations">
         <meta property="og:site_name" content="Fixture Academy">
         <meta property="og:description" content="User research, wireframes &amp; prototypes in Figma.">
         <meta name="keywords" content="UX, User Research, Figma">`,
        `<main><h1>UX Design Foundations</h1><ul><li class="level">Beginner</li><li>6 weeks</li></ul>
         <a class="button" href="/enroll">Enroll for free</a></main>
         <footer>Support answers within 24 hours.</footer>`,
      );
      expect(extractPrograms(html, 'https://academy.test/courses/ux').programs).toEqual([
        {
          url: 'https://academy.test/courses/ux',
          title: 'UX Design Foundations',
          description: 'User research, wireframes & prototypes in Figma.',
          provider: 'Fixture Academy',
          isFree: true,
          price: null,
          currency: null,
          difficultyLevel: 'beginner',
          durationText: '6 weeks',
          skills: ['UX', 'User Research', 'Figma'],
          source: 'html',
        },
      ]);
    });

    it('reads a page whose heading names a bootcamp, with a price and a first paragraph as its description', () => {
      const html = page(
        '',
        `<header><a href="/">Home</a></header>
         <article>
           <h1>Full-Stack Web Development Bootcamp</h1>
           <p>Short intro.</p>
           <p>Twelve intensive weeks of JavaScript, React, Node.js and databases, with career coaching at the end.</p>
           <p>Duration: 12 weeks. Difficulty: Advanced.</p>
           <div class="course-price">Tuition $1,499</div>
         </article>`,
      );
      expect(extractPrograms(html, 'https://bootcamp.test/bootcamp/web').programs[0]).toMatchObject({
        title: 'Full-Stack Web Development Bootcamp',
        description: 'Twelve intensive weeks of JavaScript, React, Node.js and databases, with career coaching at the end.',
        provider: null,
        isFree: false,
        price: 1499,
        currency: 'USD',
        difficultyLevel: 'advanced',
        durationText: '12 weeks',
        source: 'html',
      });
    });

    it('does not call a free trial free, nor "feel free" a price', () => {
      const html = page(
        '<meta name="description" content="Master Excel for finance. Start your free trial today and feel free to ask questions.">',
        '<h1>Excel for Finance Course</h1>',
      );
      expect(extractPrograms(html, PAGE).programs[0]).toMatchObject({ title: 'Excel for Finance Course', isFree: null, price: null });
    });

    it('makes no program of a page without a description, or without program signals', () => {
      expect(extractPrograms(page('', '<h1>Python Course</h1>'), PAGE).programs).toEqual([]);
      const about = page('<meta name="description" content="We have taught online since 2012.">', '<h1>About us</h1>');
      expect(extractPrograms(about, 'https://academy.test/about')).toEqual({ programs: [], links: [] });
    });

    it('makes no program of a listing page, but returns its program links', () => {
      const cards = Array.from({ length: 8 }, (_, i) => `<li><a href="/courses/c${i}">Course ${i}</a> <a class="button" href="/courses/c${i}#enroll">Enroll</a></li>`);
      const html = page(
        '<meta name="description" content="Browse our catalog of courses.">',
        `<nav><a href="/">Home</a><a href="/about">About</a><a href="/catalog">Catalog</a></nav>
         <main><h1>Course catalog</h1><ul>${cards.join('')}</ul></main>`,
      );
      const result = extractPrograms(html, 'https://academy.test/catalog');
      expect(result.programs).toEqual([]);
      expect(result.links).toEqual(Array.from({ length: 8 }, (_, i) => `https://academy.test/courses/c${i}`));
    });
  });

  describe('links', () => {
    it('keeps same-host program-looking links in page order, deduplicated, without fragments, the page itself, files or other hosts', () => {
      const html = page(
        '',
        `<a href="/learn/sql">SQL</a>
         <a href="https://academy.test/courses/intro-to-python#syllabus">this page</a>
         <a href="https://other.test/courses/x">elsewhere</a>
         <a href="mailto:hi@academy.test">mail</a>
         <a href="javascript:void(0)">js</a>
         <a href="/programs/data">Data</a>
         <a href="/learn/sql#faq">SQL again</a>
         <a href="/blog/post">Blog</a>
         <a href="/courses/syllabus.pdf">PDF</a>
         <a href="certificates/cloud?lang=en">Relative</a>
         <a href="/private/insider-course">Insider</a>
         <a href="//academy.test/specialization/ml">Protocol-relative</a>
         <a href="http://academy.test:8080/training/x">other port</a>`,
      );
      expect(extractPrograms(html, PAGE).links).toEqual([
        'https://academy.test/learn/sql',
        'https://academy.test/programs/data',
        'https://academy.test/courses/certificates/cloud?lang=en',
        'https://academy.test/private/insider-course',
        'https://academy.test/specialization/ml',
      ]);
    });

    it('resolves against <base href> and keeps at most 50', () => {
      const anchors = Array.from({ length: 80 }, (_, i) => `<a href="c${i}">${i}</a>`).join('');
      const { links } = extractPrograms(page('<base href="https://academy.test/classes/">', anchors), 'https://academy.test/');
      expect(links).toHaveLength(50);
      expect(links[0]).toBe('https://academy.test/classes/c0');
    });
  });

  describe('never throws', () => {
    it.each([
      ['empty', ''],
      ['whitespace', '   \n '],
      ['garbage', '<<<>>> &&& \u0000\u0001 <script type="application/ld+json">{{{</script></div></html><h1'],
      ['binary-ish', Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 37) % 256)).toString('latin1')],
      ['deep JSON', `<script type="application/ld+json">${'['.repeat(50_000)}${']'.repeat(50_000)}</script>`],
      ['deep HTML', '<div>'.repeat(5_000) + '<h1>Deep course</h1>'],
      ['JSON-LD of odd shapes', ld({ '@type': 42, name: { nested: [null] }, offers: 'free', itemListElement: 7, '@graph': 'x' }) + ld(null) + ld('Course')],
    ])('%s', (_, html) => {
      const started = Date.now();
      const result = extractPrograms(html, PAGE);
      expect(Date.now() - started).toBeLessThan(60_000);
      expect(Array.isArray(result.programs)).toBe(true);
      expect(Array.isArray(result.links)).toBe(true);
    });

    it('returns nothing for an unusable page URL or a non-string page', () => {
      const html = page(ld({ '@type': 'Course', name: 'X' }));
      expect(extractPrograms(html, 'not a url')).toEqual({ programs: [], links: [] });
      expect(extractPrograms(html, 'ftp://academy.test/x')).toEqual({ programs: [], links: [] });
      expect(extractPrograms(undefined as unknown as string, PAGE)).toEqual({ programs: [], links: [] });
      expect(extractPrograms({} as unknown as string, PAGE)).toEqual({ programs: [], links: [] });
    });

    // A runaway guard, not a budget: a reader quadratic in the page would take hours on 10 MB, this one
    // takes seconds. (Jest's test timeout cannot stop synchronous code, so the clock is read here, with
    // a bound far from either.)
    it('reads a huge page in bounded time', () => {
      const card = '<li><a href="/courses/intro">Intro</a><p>Learn to program, one lesson at a time.</p></li>';
      const html = `<html><head>${ld({ '@type': 'Course', name: 'Big' })}</head><body><h1>All courses</h1><ul>${card.repeat(130_000)}</ul></body></html>`;
      expect(html.length).toBeGreaterThan(10 * 1024 * 1024);
      const started = Date.now();
      const result = extractPrograms(html, PAGE);
      expect(Date.now() - started).toBeLessThan(60_000);
      expect(result.programs.map((p) => p.title)).toEqual(['Big']);
      expect(result.links).toEqual(['https://academy.test/courses/intro']);
    });
  });
});
