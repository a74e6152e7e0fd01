import { inflateSync } from 'node:zlib';
import { fromBuffer } from 'yauzl';
import { parseResumeText } from '../../ai/builtin/resume-sections';
import { docxText } from '../../documents/docx-text';
import { pdfText } from '../../documents/pdf-text';
import { RESUME_TEMPLATES, type PageOptions, type ResumeContent } from '../resume.model';
import { renderResumeDocx } from './docx';
import { renderResumePdf, toWinAnsi } from './pdf';
import { escapeHtml, PREVIEW_CLASSES, renderPreviewHtml } from './preview-html';
import { compareReadback, dateKey } from './readback';
import { renderResumeText } from './text';

// A realistic tech resume: three jobs (one current), two degrees, 13 skills, two certificates, every contact field.
const ENGINEER: ResumeContent = {
  name: 'Backend roles 2025',
  personalInfo: {
    name: 'Jane Doe',
    email: 'jane.doe@example.com',
    phone: '+1 (512) 555-0147',
    location: 'Austin, TX',
    website: 'https://janedoe.dev',
    linkedin: 'https://www.linkedin.com/in/jane-doe-dev/',
    github: 'github.com/janedoe',
    summary:
      'Backend engineer with 9 years of experience building payment and logistics platforms in TypeScript and Go. Led the move of a 40-service monolith to Kubernetes, cut p95 latency by 38%, and mentor engineers on testing, observability and on-call practice.',
  },
  experience: [
    {
      company: 'Northwind Payments',
      position: 'Senior Software Engineer',
      location: 'Austin, TX',
      duration: '',
      start_date: '2021-03',
      end_date: '',
      is_current: true,
      description: [
        'Led the migration of 40 services from a Rails monolith to Go services on Kubernetes, cutting deploy time from 2 hours to 9 minutes.',
        'Designed an idempotent ledger API in PostgreSQL handling 4,000 requests per second at peak with zero double charges.',
        'Mentored 5 engineers; introduced contract tests and an on-call runbook that halved incident resolution time.',
      ].join('\n'),
    },
    {
      company: 'Acme Logistics',
      position: 'Software Engineer',
      location: 'Denver, CO',
      duration: '',
      start_date: 'Jun 2017',
      end_date: 'Feb 2021',
      is_current: false,
      description: [
        'Built the route-planning service in TypeScript and Node.js used by 1,200 drivers daily.',
        'Replaced nightly batch jobs with Kafka streams, making shipment status updates real time.',
        'Owned the CI pipeline on GitHub Actions and cut build time by 60%',
      ].join('\n'),
    },
    {
      company: 'Brightline Studio',
      position: 'Junior Developer',
      location: 'Remote',
      duration: '',
      start_date: '2015-09',
      end_date: '2017-05',
      is_current: false,
      description: ['Shipped React front ends for 12 client projects.', 'Wrote the agency\'s first automated test suite with Jest'].join('\n'),
    },
  ],
  education: [
    {
      institution: 'University of Texas at Austin',
      degree: 'Master of Science',
      fieldOfStudy: 'Computer Science',
      duration: '',
      start_date: '2013',
      end_date: '2015',
      gpa: '3.8',
      description: '',
    },
    {
      institution: 'Texas State University',
      degree: 'Bachelor of Science',
      fieldOfStudy: 'Mathematics',
      duration: '',
      start_date: '2009',
      end_date: '2013',
      gpa: '',
      description: 'Dean\'s list, six semesters',
    },
  ],
  certificates: [
    { name: 'AWS Certified Solutions Architect – Associate', issuer: 'Amazon Web Services', date: '2022-11', url: 'https://www.credly.com/badges/abc' },
    { name: 'Certified Kubernetes Application Developer', issuer: 'The Linux Foundation', date: 'Mar 2023', url: '' },
  ],
  skills: ['TypeScript', 'Go', 'Node.js', 'PostgreSQL', 'Kubernetes', 'Docker', 'Kafka', 'AWS', 'Terraform', 'GitHub Actions', 'React', 'Redis', 'gRPC'].map(
    (skill_name, i) => ({ skill_name, proficiency_level: i < 4 ? 'expert' : 'advanced', years_experience: null }),
  ),
};

// A second occupation: a nurse, with titles that carry a unit after a comma and no website or GitHub.
const NURSE: ResumeContent = {
  name: 'Nursing applications',
  personalInfo: {
    name: 'Maria Gonzalez',
    email: 'maria.gonzalez@example.org',
    phone: '(614) 555-0199',
    location: 'Columbus, OH',
    website: '',
    linkedin: 'linkedin.com/in/mariagonzalezrn',
    github: '',
    summary:
      'Registered nurse with 7 years of acute care experience in medical-surgical and intensive care units. Known for calm patient and family education, accurate medication administration and precepting new graduate nurses.',
  },
  experience: [
    {
      company: 'Riverside Methodist Hospital',
      position: 'Registered Nurse, Intensive Care Unit',
      location: 'Columbus, OH',
      duration: '',
      start_date: 'Aug 2020',
      end_date: '',
      is_current: true,
      description: [
        'Care for 2 critically ill adults per shift on a 32-bed medical ICU, including ventilated and post-cardiac surgery patients.',
        'Precepted 9 new graduate nurses through a 12-week orientation.',
        'Member of the unit sepsis committee; helped raise bundle compliance from 71% to 92%.',
      ].join('\n'),
    },
    {
      company: 'Mount Carmel East',
      position: 'Staff Nurse, Medical-Surgical',
      location: 'Columbus, OH',
      duration: '',
      start_date: 'Jul 2017',
      end_date: 'Jul 2020',
      is_current: false,
      description: [
        'Managed care for 5 to 6 patients per shift on a 36-bed med-surg unit.',
        'Educated patients and families on discharge plans, wound care and new medications.',
      ].join('\n'),
    },
    {
      company: 'Grant Medical Center',
      position: 'Patient Care Technician',
      location: 'Columbus, OH',
      duration: '',
      start_date: 'May 2015',
      end_date: 'Jun 2017',
      is_current: false,
      description: 'Recorded vital signs, assisted with mobility and hygiene, and reported changes in condition to the charge nurse.',
    },
  ],
  education: [
    {
      institution: 'The Ohio State University',
      degree: 'Bachelor of Science',
      fieldOfStudy: 'Nursing',
      duration: '',
      start_date: '2013',
      end_date: '2017',
      gpa: '',
      description: '',
    },
    {
      institution: 'Columbus State Community College',
      degree: 'Associate Degree',
      fieldOfStudy: 'Health Sciences',
      duration: '',
      start_date: '2011',
      end_date: '2013',
      gpa: '',
      description: '',
    },
  ],
  certificates: [
    { name: 'Critical Care Registered Nurse (CCRN)', issuer: 'American Association of Critical-Care Nurses', date: '2022', url: '' },
    { name: 'Advanced Cardiovascular Life Support', issuer: 'American Heart Association', date: 'Jan 2024', url: '' },
  ],
  skills: ['Patient assessment', 'Medication administration', 'Ventilator management', 'IV therapy', 'Wound care', 'Epic', 'Patient education', 'Telemetry monitoring', 'Infection control', 'Care planning', 'Triage'].map(
    (skill_name) => ({ skill_name, proficiency_level: 'advanced', years_experience: 3 }),
  ),
};

const A4: PageOptions = { size: [595.28, 841.89], margin: 50 };
const LETTER: PageOptions = { size: [612, 792], margin: 54 };
const SAMPLES: [string, ResumeContent, PageOptions][] = [
  ['software engineer', ENGINEER, A4],
  ['registered nurse', NURSE, LETTER],
];

/** Nine jobs of five bullets: three pages in most templates. */
const LONG: ResumeContent = {
  ...ENGINEER,
  experience: Array.from({ length: 9 }, (_, i) => {
    const job = ENGINEER.experience[i % 3];
    return {
      ...job,
      company: `${job.company} ${['East', 'West', 'North'][i % 3]}`,
      start_date: `${2000 + i}-0${i + 1}`,
      end_date: `${2001 + i}-1${i % 3}`,
      is_current: false,
      description: `${job.description}\n${ENGINEER.experience[(i + 1) % 3].description}`,
    };
  }),
};

const EMPTY: ResumeContent = {
  name: '',
  personalInfo: { name: '', email: '', phone: '', location: '', website: '', linkedin: '', github: '', summary: '' },
  experience: [],
  education: [],
  certificates: [],
  skills: [],
};

const latin1 = (pdf: Buffer) => pdf.toString('latin1');

/** A document info entry (pdfkit writes each as its own object holding a literal string). */
function info(pdf: Buffer, key: string): string | undefined {
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(latin1(pdf));
  const value = ref && new RegExp(`\\n${ref[1]} 0 obj\\n\\((.*)\\)\\nendobj`).exec(latin1(pdf));
  return value?.[1];
}
const pageCount = (pdf: Buffer) => (latin1(pdf).match(/\/Type \/Page\b/g) ?? []).length;

/** Every Flate stream of the PDF inflated: its page content (the standard fonts are not embedded). */
function contentStreams(pdf: Buffer): string {
  const out: string[] = [];
  const raw = latin1(pdf);
  const re = /(?<!end)stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const end = raw.indexOf('endstream', m.index);
    if (end < 0) break;
    try {
      out.push(inflateSync(pdf.subarray(m.index + m[0].length, end)).toString('latin1'));
    } catch {
      // not Flate
    }
    re.lastIndex = end;
  }
  return out.join('\n');
}

function zipEntries(data: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) =>
    fromBuffer(data, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const files = new Map<string, string>();
      zip.on('entry', (entry) =>
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(files));
      zip.readEntry();
    }),
  );
}

async function readBack(content: ResumeContent, pdf: Buffer) {
  return compareReadback(content, parseResumeText(await pdfText(pdf)));
}

describe('resume renderers', () => {
  describe('PDF', () => {
    it.each(RESUME_TEMPLATES)('%s: a valid PDF on the requested page size, with document info', async (template) => {
      const page: PageOptions = { size: [500, 700], margin: 30 };
      const pdf = await renderResumePdf(ENGINEER, template, page);
      expect(latin1(pdf.subarray(0, 5))).toBe('%PDF-');
      expect(latin1(pdf).trimEnd().endsWith('%%EOF')).toBe(true);
      const boxes = latin1(pdf).match(/\/MediaBox \[[^\]]*\]/g) ?? [];
      expect(boxes.length).toBe(pageCount(pdf));
      for (const box of boxes) expect(box).toBe('/MediaBox [0 0 500 700]');
      expect([info(pdf, 'Title'), info(pdf, 'Author'), info(pdf, 'Creator')]).toEqual(['Backend roles 2025', 'Jane Doe', 'Waypoint']);
    });

    it('draws text only inside the margin', async () => {
      const pdf = await renderResumePdf(ENGINEER, 'creative', { size: [612, 792], margin: 72 });
      // Text positions (Tm / Td operands) of every text object: x from the left margin on, y above the bottom margin.
      const positions = [...contentStreams(pdf).matchAll(/1 0 0 -?1 ([\d.]+) ([\d.]+) Tm/g)].map((m) => [Number(m[1]), Number(m[2])]);
      expect(positions.length).toBeGreaterThan(50);
      for (const [x, y] of positions) {
        expect(x).toBeGreaterThanOrEqual(72 - 0.01);
        expect(x).toBeLessThan(612 - 72);
        expect(y).toBeGreaterThanOrEqual(72 - 0.01);
        expect(y).toBeLessThanOrEqual(792 - 72);
      }
    });

    it('gives each template its own look', async () => {
      const streams = await Promise.all(RESUME_TEMPLATES.map(async (t) => contentStreams(await renderResumePdf(ENGINEER, t, A4))));
      expect(new Set(streams).size).toBe(RESUME_TEMPLATES.length);
      const fonts = await Promise.all(RESUME_TEMPLATES.map(async (t) => [...new Set(latin1(await renderResumePdf(ENGINEER, t, A4)).match(/\/BaseFont \/[\w-]+/g))].sort().join(' ')));
      const byTemplate = Object.fromEntries(RESUME_TEMPLATES.map((t, i) => [t, fonts[i]]));
      expect(byTemplate.classic).toContain('Times-Roman');
      expect(byTemplate.minimal).toContain('Courier-Bold');
      expect(byTemplate.modern).not.toContain('Times');
    });

    it('flows a long resume onto further pages and still reads it back whole', async () => {
      for (const template of RESUME_TEMPLATES) {
        const pdf = await renderResumePdf(LONG, template, LETTER);
        expect(pageCount(pdf)).toBeGreaterThanOrEqual(2);
        const report = await readBack(LONG, pdf);
        expect(report.lost).toEqual([]);
      }
    });

    it('keeps a heading with what follows it', async () => {
      const pdf = await renderResumePdf(LONG, 'modern', LETTER);
      const pages = (await pdfText(pdf)).split('\n\n').map((p) => p.trim().split('\n'));
      for (const lines of pages.slice(0, -1)) expect(['SUMMARY', 'EXPERIENCE', 'EDUCATION', 'SKILLS', 'CERTIFICATIONS']).not.toContain(lines[lines.length - 1]);
    });

    it('does not crash on characters the standard fonts lack, and replaces them', async () => {
      const odd: ResumeContent = {
        ...ENGINEER,
        name: 'Résumé 🚀',
        personalInfo: {
          ...ENGINEER.personalInfo,
          name: 'Zoë Łukasiewicz',
          summary: `Builds 🚀 rockets 👩🏽‍💻 — 日本語 OK; “quotes” ≥ 5 → done… \u0000\u202e ${'x'.repeat(400)}`,
        },
        skills: [{ skill_name: '数据 😀', proficiency_level: 'expert', years_experience: 1 }],
      };
      for (const template of RESUME_TEMPLATES) {
        const pdf = await renderResumePdf(odd, template, { size: [420, 595], margin: 20 });
        const text = await pdfText(pdf);
        expect(text).toContain('Zoë Lukasiewicz');
        expect(text).toContain('Builds rockets — ??? OK; “quotes” >= 5 ->');
        // No mojibake of undrawable glyphs (what pdfkit draws for an emoji without the sanitiser).
        expect(text).not.toMatch(/Ø=|Þ/);
      }
      await expect(renderResumePdf(EMPTY, 'modern', A4)).resolves.toBeInstanceOf(Buffer);
      expect(toWinAnsi('naïve café – ő ł 😀 中 ∑')).toBe('naïve café – o l  ? ?');
    });

    it('refuses a page without room for text', async () => {
      await expect(renderResumePdf(ENGINEER, 'modern', { size: [200, 200], margin: 80 })).rejects.toThrow(RangeError);
    });
  });

  describe('ATS read-back (pdfText → parseResumeText → compareReadback)', () => {
    for (const [occupation, content, page] of SAMPLES) {
      it.each(RESUME_TEMPLATES)(`%s: the ${occupation} resume reads back without loss`, async (template) => {
        const report = await readBack(content, await renderResumePdf(content, template, page));
        expect(report.lost).toEqual([]);
        expect(report.lossless).toBe(true);
        const counts = Object.fromEntries(report.sections.map((s) => [s.section, [s.expected, s.found]]));
        const contactFields = Object.values(content.personalInfo).filter((v, i) => i < 7 && v.trim()).length;
        expect(counts).toEqual({
          contact: [contactFields, contactFields],
          summary: [1, 1],
          experience: [3, 3],
          education: [2, 2],
          skills: [content.skills.length, content.skills.length],
          certifications: [2, 2],
        });
      });
    }

    it('lays out entries the parser would misread in a layout it reads (a title without a role word, a bare city, "Volunteer")', async () => {
      const job = (position: string, company: string, location: string, start: string, end: string) => ({
        position,
        company,
        location,
        duration: '',
        start_date: start,
        end_date: end,
        is_current: !end,
        description: 'Grew the platform team from 3 to 12 people and set up on-call.',
      });
      const hard: ResumeContent = {
        ...ENGINEER,
        experience: [job('CTO', 'Northwind', 'Berlin', '2021', ''), job('Head of Platform', 'Acme GmbH', 'Munich, Germany', '2018', '2021'), job('Volunteer', 'Red Cross', 'London', '2016', '2018')],
        education: [
          { institution: 'ETH Zürich', degree: 'MSc', fieldOfStudy: 'Computer Science', duration: '', start_date: '2012', end_date: '2014', gpa: '5.5', description: '' },
          { institution: 'MIT', degree: 'Bachelor of Science', fieldOfStudy: 'Physics', duration: '', start_date: '2008', end_date: '2012', gpa: '', description: '' },
        ],
      };
      expect(compareReadback(hard, parseResumeText(renderResumeText(hard))).lost).toEqual([]);
      for (const template of RESUME_TEMPLATES) expect((await readBack(hard, await renderResumePdf(hard, template, A4))).lost).toEqual([]);
    });

    it('the parser joins a bullet a page wrapped, even when the rest holds a year or a job title', () => {
      const text = [
        'Experience',
        'Senior Engineer',
        'Acme Corp | 2019 – Present',
        '- Led the migration of the billing monolith to services with',
        'Kubernetes in 2020, working as tech lead',
        '- Cut p95 latency by 38% across',
        'checkout',
        'Engineer',
        'Beta GmbH | 2016 – 2019',
        '- Built things.',
      ].join('\n');
      expect(parseResumeText(text).experience.map((e) => [e.position, e.company, e.description])).toEqual([
        ['Senior Engineer', 'Acme Corp', 'Led the migration of the billing monolith to services with Kubernetes in 2020, working as tech lead\nCut p95 latency by 38% across checkout'],
        ['Engineer', 'Beta GmbH', 'Built things.'],
      ]);
    });

    it('reports what a reader would lose, in sentences', async () => {
      const text = renderResumeText(ENGINEER);
      const damaged = text
        .replace(' | +1 (512) 555-0147', '')
        .replace('Acme Logistics | Denver, CO | Jun 2017 – Feb 2021', 'Acme Logistics | Denver, CO | Jun 2017')
        .replace('- Replaced nightly batch jobs with Kafka streams, making shipment status updates real time.\n', '')
        .replace(', Terraform', '')
        .replace(/\n- Certified Kubernetes.*\n?/, '\n');
      const report = compareReadback(ENGINEER, parseResumeText(damaged));
      expect(report.lossless).toBe(false);
      expect(report.lost).toEqual(
        expect.arrayContaining([
          "Contact: the phone '+1 (512) 555-0147' was not read back",
          // `Jun 2017` alone is a role held within that month: its start reads back, its end does not.
          "Experience 2: the end date 'Feb 2021' was not read back",
          "Experience 2: the description line 'Replaced nightly batch jobs with Kafka streams, making sh…' was not read back",
          "Skills: the skill 'Terraform' was not read back",
          'Certification 2 (Certified Kubernetes Application Developer) was not read back',
        ]),
      );
      const sections = Object.fromEntries(report.sections.map((s) => [s.section, s]));
      expect(sections.contact).toMatchObject({ expected: 7, found: 6, ok: false });
      expect(sections.experience).toMatchObject({ expected: 3, found: 2, ok: false });
      expect(sections.skills).toMatchObject({ expected: 13, found: 12, ok: false });
      expect(sections.education.ok).toBe(true);
    });

    it('reports an empty read-back as losing everything, and a title it could not read', () => {
      const nothing = compareReadback(ENGINEER, parseResumeText(''));
      expect(nothing.lossless).toBe(false);
      expect(nothing.sections.every((s) => s.expected > 0 && s.found === 0)).toBe(true);
      const untitled = renderResumeText(ENGINEER).replace('Senior Software Engineer\n', '');
      expect(compareReadback(ENGINEER, parseResumeText(untitled)).lost).toEqual(["Experience 1: the position 'Senior Software Engineer' was not read back"]);
    });

    it('prints an entry without a title, and compares only the entries a reader can carry', async () => {
      const untitled = { ...ENGINEER.experience[2], position: '', company: '', location: '', description: 'Freelance websites for local shops' };
      const bare = { ...untitled, start_date: '', end_date: '', description: 'Volunteer tutor at the public library' };
      const content: ResumeContent = { ...ENGINEER, experience: [...ENGINEER.experience, untitled, bare] };
      expect(renderResumeText(content)).toContain('Sep 2015 – May 2017\n- Freelance websites for local shops');
      const pdf = await renderResumePdf(content, 'classic', A4);
      expect(await pdfText(pdf)).toContain('Freelance websites for local shops');
      expect(await pdfText(pdf)).toContain('Volunteer tutor at the public library');
      expect((await readBack(content, pdf)).sections.find((s) => s.section === 'experience')).toEqual({ section: 'experience', expected: 3, found: 3, ok: true });
    });

    it('never reports what the parser cannot carry (GPA, certificate URL, job location, skill level)', () => {
      const parsed = parseResumeText(renderResumeText(ENGINEER));
      const changed: ResumeContent = {
        ...ENGINEER,
        experience: ENGINEER.experience.map((e) => ({ ...e, location: 'Somewhere Else' })),
        education: ENGINEER.education.map((e) => ({ ...e, gpa: '2.1' })),
        certificates: ENGINEER.certificates.map((c) => ({ ...c, url: 'https://example.com/other' })),
        skills: ENGINEER.skills.map((s) => ({ ...s, proficiency_level: 'beginner' as const, years_experience: 20 })),
      };
      expect(compareReadback(changed, parsed)).toMatchObject({ lossless: true, lost: [] });
    });

    it('compares with the normalisation readers apply', () => {
      const content: ResumeContent = {
        ...ENGINEER,
        personalInfo: { ...ENGINEER.personalInfo, website: 'HTTPS://WWW.JaneDoe.dev/', phone: '+1 512.555.0147' },
        experience: [{ ...ENGINEER.experience[1], start_date: '06/2017', end_date: '2021-02-15', description: '• Built the route-planning service in TypeScript and Node.js used by 1,200 drivers daily.' }],
      };
      const parsed = parseResumeText(
        [
          'JANE DOE',
          'jane.doe@example.com · +1 (512) 555 0147 · janedoe.dev · linkedin.com/in/jane-doe-dev · github.com/janedoe · Austin, TX',
          'Experience',
          'software engineer',
          'ACME LOGISTICS | June 2017 - February 2021',
          '- Built the route-planning service in  TypeScript and Node.js used by 1,200 drivers daily.',
        ].join('\n'),
      );
      const report = compareReadback(content, parsed);
      expect(report.sections.find((s) => s.section === 'experience')).toMatchObject({ expected: 1, found: 1, ok: true });
      expect(report.sections.find((s) => s.section === 'contact')).toMatchObject({ expected: 7, found: 7, ok: true });
      expect(dateKey('Sept. 2021')).toBe(dateKey('2021-09'));
      expect(dateKey('2021')).not.toBe(dateKey('Jan 2021'));
      expect(dateKey('Current')).toBe('present');
    });
  });

  describe('DOCX', () => {
    it('is laid out on the page size and margins the member chose for their PDFs', async () => {
      // US Letter (612 × 792 pt) with half-inch margins (36 pt); Word counts twentieths of a point.
      const letter = (await zipEntries(await renderResumeDocx(ENGINEER, 'modern', { size: [612, 792], margin: 36 }))).get('word/document.xml') ?? '';
      expect(letter).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
      expect(letter).toMatch(/<w:pgMar w:top="720" w:right="720" w:bottom="720" w:left="720"/);
      // Without an account's choice: A4 and 50 pt, the account defaults.
      const a4 = (await zipEntries(await renderResumeDocx(ENGINEER, 'modern'))).get('word/document.xml') ?? '';
      expect(a4).toMatch(/<w:pgSz w:w="11900" w:h="16840"/);
      expect(a4).toMatch(/<w:pgMar w:top="1000"/);
    });

    it.each(RESUME_TEMPLATES)('%s: Heading 1 and Heading 2 paragraphs and a real bulleted list', async (template) => {
      const files = await zipEntries(await renderResumeDocx(ENGINEER, template));
      const xml = files.get('word/document.xml') ?? '';
      expect(xml).toContain('<w:pStyle w:val="Heading1"/>');
      expect((xml.match(/<w:pStyle w:val="Heading2"\/>/g) ?? []).length).toBe(5);
      // 8 description lines and 1 education line, 2 certificates: list items with numbering properties.
      expect((xml.match(/<w:numPr>/g) ?? []).length).toBe(11);
      expect(files.get('word/numbering.xml')).toMatch(/<w:numFmt w:val="bullet"\/>/);
      expect(files.get('docProps/core.xml')).toContain('Backend roles 2025');
    });

    for (const [occupation, content] of SAMPLES) {
      it.each(RESUME_TEMPLATES)(`%s: the ${occupation} resume reads back without loss (docxText)`, async (template) => {
        const text = await docxText(await renderResumeDocx(content, template));
        expect(compareReadback(content, parseResumeText(text)).lost).toEqual([]);
      });
    }
  });

  describe('plain text', () => {
    it('has the sections in order, headings as lines and "- " bullets', () => {
      const text = renderResumeText(ENGINEER);
      const order = ['Jane Doe', 'jane.doe@example.com | +1 (512) 555-0147', 'SUMMARY', 'EXPERIENCE', 'EDUCATION', 'SKILLS', 'CERTIFICATIONS'].map((s) => text.indexOf(s));
      expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]))).toBe(true);
      expect(text).toContain('Senior Software Engineer\nNorthwind Payments | Austin, TX | Mar 2021 – Present\n- Led the migration');
      expect(renderResumeText(EMPTY)).toBe('\n');
    });

    for (const [occupation, content] of SAMPLES) {
      it(`the ${occupation} resume reads back without loss`, () => {
        expect(compareReadback(content, parseResumeText(renderResumeText(content))).lost).toEqual([]);
      });
    }
  });

  describe('preview HTML', () => {
    const evil = '<script>alert("x")</script> & \'q\' `b` <img src=x onerror=alert(1)>';
    const hostile: ResumeContent = {
      ...ENGINEER,
      personalInfo: Object.fromEntries(Object.keys(ENGINEER.personalInfo).map((k) => [k, `${k} ${evil}`])) as unknown as ResumeContent['personalInfo'],
      experience: ENGINEER.experience.map((e) => ({ ...e, position: `P ${evil}`, company: `C ${evil}`, start_date: evil, end_date: '', is_current: false, duration: evil })),
    };

    it('escapes every piece of member text', () => {
      const html = renderPreviewHtml(hostile, 'creative');
      expect(html).not.toMatch(/<script|<img|style=/i);
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39; &#96;b&#96;');
      // Only our own tags, each with only a class made of our names (the web app keeps exactly PREVIEW_CLASSES).
      for (const [, tag, attrs] of html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/g)) {
        expect(['div', 'span', 'strong', 'section', 'p', 'ul', 'li', 'h3']).toContain(tag);
        expect(attrs).toMatch(/^( class="[a-z0-9 -]+")?$/);
        for (const name of /class="([^"]*)"/.exec(attrs)?.[1].split(' ') ?? []) expect(PREVIEW_CLASSES).toContain(name);
      }
      expect(escapeHtml('<a href="x">&</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
    });

    it('shows the name, contact line, the start of the summary, the first three jobs, two schools and the skills', () => {
      const html = renderPreviewHtml({ ...ENGINEER, experience: [...ENGINEER.experience, ENGINEER.experience[0]] }, 'modern');
      expect(html.startsWith('<div class="rp rp-template-modern">')).toBe(true);
      expect(html).toContain('<div class="rp-name">Jane Doe</div>');
      expect(html).toContain('<span class="rp-contact-item">linkedin.com/in/jane-doe-dev</span>');
      expect((html.match(/class="rp-entry"/g) ?? []).length).toBe(3 + 2);
      expect(html).toContain('<strong class="rp-position">Senior Software Engineer</strong>');
      expect(html.match(/<h3 class="rp-heading">(.*?)<\/h3>/g)?.map((h) => h.replace(/<[^>]+>/g, ''))).toEqual(['Summary', 'Experience', 'Education', 'Skills']);
      expect(html).toContain('TypeScript, Go, Node.js, PostgreSQL, Kubernetes, Docker, Kafka, AWS, Terraform, GitHub Actions, React, Redis, …');
      const summary = /<p class="rp-summary-text">(.*?)<\/p>/.exec(renderPreviewHtml({ ...ENGINEER, personalInfo: { ...ENGINEER.personalInfo, summary: 'word '.repeat(200) } }, 'minimal'))?.[1] ?? '';
      expect(summary.length).toBeLessThanOrEqual(301);
      expect(summary.endsWith('…')).toBe(true);
    });

    it('reads as separate parts with no stylesheet: every entry and contact item has a visible separator', () => {
      // What a reader sees when the classes are stripped or no CSS applies: the text of each block.
      const blocks = (html: string) =>
        html
          .replace(/<\/(div|li|p|h3)>/g, '\n')
          .replace(/<[^>]+>/g, '')
          .split('\n')
          .filter(Boolean);
      const lines = blocks(renderPreviewHtml(ENGINEER, 'classic'));
      expect(lines).toContain('Senior Software Engineer · Northwind Payments · Mar 2021 – Present');
      expect(lines).toContain('Software Engineer · Acme Logistics · Jun 2017 – Feb 2021');
      expect(lines).toContain('Master of Science in Computer Science · University of Texas at Austin · 2013 – 2015');
      expect(lines).toContain('jane.doe@example.com | +1 (512) 555-0147 | Austin, TX | janedoe.dev | linkedin.com/in/jane-doe-dev | github.com/janedoe');
      // A missing part leaves no dangling separator.
      const partial = blocks(renderPreviewHtml({ ...ENGINEER, experience: [{ ...ENGINEER.experience[0], company: '', start_date: '', is_current: false }] }, 'minimal'));
      expect(partial).toContain('Senior Software Engineer');
    });
  });
});
