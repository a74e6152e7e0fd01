import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { pdfText } from '../src/modules/documents/pdf-text';
import { jsonResumeProblems } from '../src/modules/resumes/json-resume';
import { createTestApp } from './create-app';
import { signIn } from './sign-in';

const FIXTURES = join(__dirname, 'fixtures');
const aiFixture = (name: string) => readFileSync(join(FIXTURES, 'ai', name));
const resumeFixture = (name: string) => readFileSync(join(FIXTURES, 'resumes', name));

const PROJECTS_RESUME = Buffer.from(
  `${aiFixture('resume-software-engineer.txt').toString('utf8')}

PROJECTS
Waypoint Planner — Open-source trip planner
- Senior Engineer at Waypoint Labs, 2020 - 2021
- Built a route optimiser in Go

Languages: English (native), Spanish (professional)
`,
);

/** The body of a binary response, as a Buffer. */
const binary = (res: { on: (e: string, cb: (chunk?: Buffer) => void) => void }, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c?: Buffer) => chunks.push(c as Buffer));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

type Agent = Awaited<ReturnType<typeof signIn>>;

/** The JSON Resume schema the export follows (work[].name, unknown fields allowed, partial dates). */
const JSON_RESUME_V1_2 = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.2.1/schema.json';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** A date as the gold writes it: `Mar 2021` → `2021-03`, `2014` stays, `2021-03` stays. */
function goldDate(text: string): string {
  const t = text.trim();
  const named = /^([A-Za-z]{3})[a-z]*\.?\s+(\d{4})$/.exec(t);
  const month = named ? MONTHS.indexOf(named[1].toLowerCase()) : -1;
  return named && month >= 0 ? `${named[2]}-${String(month + 1).padStart(2, '0')}` : t;
}

interface Gold {
  name: string;
  email: string;
  phone: string;
  location: string;
  links: string[];
  experience: { position: string; company: string; start_date: string; end_date: string; is_current: boolean }[];
  education: { institution: string; degree: string }[];
  skills: string[];
  certifications: { name: string; issuer: string; date: string }[];
  unplacedSections: string[];
}

/**
 * The skills taxonomy names a skill by its canonical name (ai/builtin/skills-taxonomy.ts
 * `Amazon Web Services|AWS`), on purpose: job matching compares canonical names. The gold copies
 * the PDF as written, so its names go through the same map before they are compared.
 */
const CANONICAL_SKILL: Record<string, string> = { AWS: 'Amazon Web Services' };

function upload(agent: Agent, name: string, data: Buffer, fields: Record<string, string> = {}) {
  let req = agent.post('/api/upload-resume').field('reason', 'resumebuilder_upload');
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  return req.attach('resume', data, name);
}

describe('resumes', () => {
  let app: NestExpressApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('uploads a text resume, parses it through the ai queue and keeps the original', async () => {
    const ann = await signIn(app, 'cv-ann');
    const res = await upload(ann, 'maya.TXT', PROJECTS_RESUME, { model: 'primary', template: 'classic' }).expect(200);
    expect(res.body).toMatchObject({ success: true, message: 'Resume uploaded', experienceCount: 2, educationCount: 1 });
    expect(res.body.skillsCount).toBeGreaterThan(8);
    expect(res.body.customSectionsCount).toBe(2);

    const list = (await ann.get('/api/resumes').expect(200)).body;
    expect(list).toEqual([expect.objectContaining({ id: res.body.resumeId, name: 'Maya Okafor', template: 'classic', last_modified: expect.any(String) })]);
    const resume = (await ann.get(`/api/resumes/${res.body.resumeId}`).expect(200)).body;
    expect(resume.personalInfo).toMatchObject({ name: 'Maya Okafor', email: 'maya.okafor@example.com', location: 'San Francisco, CA' });
    expect(resume.personalInfo.github).toMatch(/github\.com\/mayaokafor/);
    expect(resume.experience[0]).toMatchObject({ position: 'Senior Software Engineer', company: 'Brightline Payments', start_date: 'Mar 2021', is_current: true, end_date: '' });
    expect(resume.skills.map((s: { skill_name: string }) => s.skill_name)).toEqual(expect.arrayContaining(['TypeScript', 'Kubernetes', 'PostgreSQL']));
    expect(resume).toMatchObject({ source_format: 'txt', has_original: true, custom_sections_count: 2 });

    const original = await ann.get(`/api/resumes/${res.body.resumeId}/original`).expect(200);
    expect(original.headers['content-disposition']).toContain('filename="maya.TXT"');
    expect(original.text).toBe(PROJECTS_RESUME.toString('utf8'));

    const activity = (await ann.get('/api/activity?limit=10').expect(200)).body;
    expect(activity.all_time_totals_by_type.resume_created).toBe(1);
  });

  it('reads a Word resume with its headings and lists', async () => {
    const ann = await signIn(app, 'cv-docx');
    const gold = JSON.parse(resumeFixture('resume.docx.expected.json').toString('utf8'));
    const res = await upload(ann, 'Renee.DOCX', resumeFixture('resume.docx')).expect(200);
    const resume = (await ann.get(`/api/resumes/${res.body.resumeId}`).expect(200)).body;
    expect(resume.personalInfo).toMatchObject({ name: gold.name, email: gold.email });
    expect(resume.experience.map((e: { company: string }) => e.company)).toEqual(gold.experience.map((e: { company: string }) => e.company));
    expect(resume.experience[0].description.split('\n').length).toBeGreaterThan(1);
    expect(resume.certificates.length).toBe(gold.certifications.length);
    expect(resume.source_format).toBe('docx');
  });

  it.each([
    ['a 6 MB file', 'big.txt', Buffer.alloc(6 * 1024 * 1024, 'x'), 413, 'File too large. Maximum size is 5MB.'],
    ['an .exe', 'setup.exe', Buffer.from('MZ\x90\x00'), 400, 'Invalid file type. Only PDF, JSON, and TXT files are allowed. Word documents (.docx) are accepted too.'],
    ['a text file named .pdf', 'resume.pdf', Buffer.from('Maya Okafor\nEngineer'), 400, 'The file is named .pdf but is not a PDF document.'],
    ['broken JSON', 'resume.json', Buffer.from('{"basics": {"name": "Maya"'), 400, 'The file is named .json but does not contain valid JSON.'],
    ['a text file named .docx', 'resume.docx', Buffer.from('Maya Okafor'), 400, 'The file is named .docx but is not a Word document.'],
    ['a file without any resume in it', 'empty.txt', Buffer.from('\n\n   \n'), 422, 'No resume content could be read from this file'],
  ])('refuses %s with a clear message and keeps nothing', async (_label, name, data, status, message) => {
    const bob = await signIn(app, 'cv-bob-refused');
    const res = await upload(bob, name, data).expect(status);
    expect(res.body.detail).toContain(message);
    expect((await bob.get('/api/resumes').expect(200)).body).toEqual([]);
  });

  it('refuses an upload without a file, and bad form fields, naming them', async () => {
    const bob = await signIn(app, 'cv-bob-fields');
    expect((await bob.post('/api/upload-resume').field('reason', 'resumebuilder_upload').expect(400)).body.detail).toBe('Please select a file first.');
    expect((await upload(bob, 'cv.txt', aiFixture('resume-designer.txt'), { model: 'tertiary' }).expect(400)).body.detail).toMatch(/model must be primary or secondary/);
    expect((await upload(bob, 'cv.txt', aiFixture('resume-designer.txt'), { template: 'gothic' }).expect(400)).body.detail).toMatch(/template must be one of/);
  });

  it('imports a JSON Resume field by field and exports it back unchanged and valid', async () => {
    const ann = await signIn(app, 'cv-json');
    const original = JSON.parse(resumeFixture('jsonresume-full.json').toString('utf8'));
    const id = (await upload(ann, 'full.json', resumeFixture('jsonresume-full.json')).expect(200)).body.resumeId;
    const resume = (await ann.get(`/api/resumes/${id}`).expect(200)).body;
    expect(resume.personalInfo.name).toBe(original.basics.name);
    expect(resume.experience).toHaveLength(original.work.length);
    expect(resume.experience[0].company).toBe(original.work[0].name);

    const exported = await ann.get(`/api/resumes/${id}/export?format=jsonresume`).buffer(true).parse(binary).expect(200);
    expect(exported.headers['content-type']).toMatch(/application\/json/);
    expect(exported.headers['content-disposition']).toMatch(/attachment; filename=".+\.resume\.json"/);
    const doc = JSON.parse((exported.body as Buffer).toString('utf8'));
    expect(jsonResumeProblems(doc)).toEqual([]);
    const { $schema: _ignored, ...rest } = doc;
    const { $schema: _ignoredToo, ...expected } = original;
    expect(rest).toEqual(expected);
    // The fixture names v1.0.0, whose root forbids unknown fields like its x-custom: the export names the schema it follows.
    expect(original.$schema).toMatch(/v1\.0\.0/);
    expect(doc.$schema).toBe(JSON_RESUME_V1_2);
  });

  it('accepts the older JSON Resume spellings and exports schema v1.2', async () => {
    const ann = await signIn(app, 'cv-json-legacy');
    const legacy = JSON.parse(resumeFixture('jsonresume-legacy.json').toString('utf8'));
    const id = (await upload(ann, 'legacy.json', resumeFixture('jsonresume-legacy.json')).expect(200)).body.resumeId;
    const resume = (await ann.get(`/api/resumes/${id}`).expect(200)).body;
    expect(resume.experience[0].company).toBe(legacy.work[0].company);
    expect(resume.personalInfo.location).toBe(legacy.basics.location);
    const doc = JSON.parse((await ann.get(`/api/resumes/${id}/export?format=jsonresume`).buffer(true).parse(binary).expect(200)).body.toString('utf8'));
    expect(jsonResumeProblems(doc)).toEqual([]);
    expect(doc.work[0].name).toBe(legacy.work[0].company);
    expect(doc.work[0].company).toBeUndefined();
    expect(doc.$schema).toBe(JSON_RESUME_V1_2);
    expect(Object.keys(doc)[0]).toBe('$schema');
  });

  it('changes only the parts sent, and Current clears the end date', async () => {
    const ann = await signIn(app, 'cv-edit');
    const id = (await upload(ann, 'cv.txt', aiFixture('resume-software-engineer.txt')).expect(200)).body.resumeId;
    const before = (await ann.get(`/api/resumes/${id}`).expect(200)).body;

    const located = (await ann.put(`/api/resumes/${id}`).send({ personalInfo: { location: 'Oakland, CA' } }).expect(200)).body;
    expect(located.personalInfo).toEqual({ ...before.personalInfo, location: 'Oakland, CA' });
    expect(located.experience).toEqual(before.experience);

    const reordered = [{ ...before.experience[1], is_current: 1, end_date: 'Feb 2021' }, before.experience[0]];
    const saved = (await ann.patch(`/api/resumes/${id}`).send({ experience: reordered, template: 'minimal' }).expect(200)).body;
    expect(saved.experience.map((e: { company: string }) => e.company)).toEqual([before.experience[1].company, before.experience[0].company]);
    expect(saved.experience[0]).toMatchObject({ is_current: true, end_date: '' });
    expect(saved.template).toBe('minimal');
    expect(saved.education).toEqual(before.education);
    expect(saved.personalInfo.location).toBe('Oakland, CA');
  });

  it.each([
    ['an unknown template', { template: 'gothic' }, /template must be one of/],
    ['experience not a list', { experience: 'lots' }, /experience must be an array/],
    ['a company that is a number', { experience: [{ company: 5 }] }, /company must be a string/],
    ['is_current as "yes"', { experience: [{ is_current: 'yes' }] }, /is_current must be true, false, 1 or 0/],
    ['a null name', { personalInfo: { name: null } }, /name must be a string/],
    ['an unknown personal field', { personalInfo: { admin: true } }, /property admin should not exist/],
    ['a 501-character certificate name', { certificates: [{ name: 'x'.repeat(501) }] }, /name must be shorter than or equal to 500 characters/],
  ])('refuses %s with a 400 naming the field', async (_label, body, message) => {
    const ann = await signIn(app, 'cv-edit-bad');
    const id = (await upload(ann, 'cv.txt', aiFixture('resume-designer.txt')).expect(200)).body.resumeId;
    expect((await ann.put(`/api/resumes/${id}`).send(body).expect(400)).body.detail).toMatch(message);
  });

  it('adds, renames and removes skills, and the profile sync reads them', async () => {
    const ann = await signIn(app, 'cv-skills');
    const id = (await upload(ann, 'cv.txt', aiFixture('resume-designer.txt')).expect(200)).body.resumeId;
    const added = (await ann.post(`/api/resumes/${id}/skills`).send({ skillName: '  Figma Prototyping ', proficiencyLevel: 'expert' }).expect(201)).body;
    const skill = added.skills.find((s: { skill_name: string }) => s.skill_name === 'Figma Prototyping');
    expect(skill).toMatchObject({ proficiency_level: 'expert', years_experience: null });
    expect((await ann.post(`/api/resumes/${id}/skills`).send({ skillName: '   ' }).expect(400)).body.detail).toMatch(/skillName must not be empty/);

    const renamed = (await ann.put(`/api/resumes/${id}/skills/${skill.id}`).send({ skillName: 'Kiosk Prototyping', yearsExperience: 4 }).expect(200)).body;
    expect(renamed.skills.find((s: { id: string }) => s.id === skill.id)).toMatchObject({ skill_name: 'Kiosk Prototyping', years_experience: 4 });
    const removed = (await ann.delete(`/api/resumes/${id}/skills/${skill.id}`).expect(200)).body;
    expect(removed.skills.some((s: { id: string }) => s.id === skill.id)).toBe(false);
    await ann.delete(`/api/resumes/${id}/skills/${skill.id}`).expect(404);
    await ann.delete(`/api/resumes/${id}/skills/not-a-number`).expect(404);

    const sync = (await ann.post('/api/skills/sync').expect(200)).body;
    expect(sync).toEqual({ added: removed.skills.length, resumes: 1 });
    await ann.put('/api/skills/user').send({ skillName: 'Figma', yearsExperience: 6, proficiencyLevel: 'advanced' }).expect(200);
  });

  it('exports PDF in every template, DOCX and text, with the content in them', async () => {
    const ann = await signIn(app, 'cv-export');
    const id = (await upload(ann, 'maya.txt', aiFixture('resume-software-engineer.txt')).expect(200)).body.resumeId;
    const resume = (await ann.get(`/api/resumes/${id}`).expect(200)).body;
    const sizes = new Set<number>();
    for (const template of ['modern', 'classic', 'creative', 'minimal']) {
      const res = await ann.get(`/api/resumes/${id}/export?format=pdf&template=${template}`).buffer(true).parse(binary).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`filename="Maya-Okafor-${template}.pdf"`);
      const text = await pdfText(res.body as Buffer);
      for (const piece of [resume.personalInfo.name, resume.personalInfo.email, resume.experience[0].company, resume.experience[1].position, resume.education[0].institution, 'Kubernetes']) {
        expect(text).toContain(piece);
      }
      sizes.add((res.body as Buffer).length);
    }
    expect(sizes.size).toBe(4);

    const docx = await ann.get(`/api/resumes/${id}/export?format=docx`).buffer(true).parse(binary).expect(200);
    expect(docx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect((docx.body as Buffer).subarray(0, 2).toString('latin1')).toBe('PK');
    const txt = await ann.get(`/api/resumes/${id}/export?format=txt`).expect(200);
    expect(txt.headers['content-type']).toMatch(/text\/plain/);
    expect(txt.text).toContain('Brightline Payments');
    const raw = JSON.parse((await ann.get(`/api/resumes/${id}/export?format=json`).buffer(true).parse(binary).expect(200)).body.toString('utf8'));
    expect(raw.personalInfo).toEqual(resume.personalInfo);

    expect((await ann.get(`/api/resumes/${id}/export?format=exe`).expect(400)).body.detail).toMatch(/format must be one of/);
  });

  it('reads its own PDF back as a tracking system would, losslessly in every template', async () => {
    const ann = await signIn(app, 'cv-ats');
    const id = (await upload(ann, 'maya.txt', aiFixture('resume-software-engineer.txt')).expect(200)).body.resumeId;
    for (const template of ['modern', 'classic', 'creative', 'minimal']) {
      const report = (await ann.post(`/api/resumes/${id}/ats-check`).send({ template }).expect(200)).body;
      expect(report).toMatchObject({ template, lossless: true, lost: [] });
      expect(report.pages).toBeGreaterThanOrEqual(1);
      expect(report.sections.find((s: { section: string }) => s.section === 'experience')).toMatchObject({ expected: 2, found: 2, ok: true });
    }
  });

  it('generates, shows and accepts an AI summary; gives brief and full feedback', async () => {
    const ann = await signIn(app, 'cv-ai');
    const id = (await upload(ann, 'maya.txt', aiFixture('resume-software-engineer.txt')).expect(200)).body.resumeId;
    expect((await ann.get(`/api/resumes/${id}/ai-summary/latest`).expect(200)).body).toEqual({ ai_summary: '', hint: '', created_at: null });
    const generated = (await ann.post(`/api/resumes/${id}/ai-summary`).send({ hint: 'one sentence' }).expect(200)).body;
    expect(generated.ai_summary.length).toBeGreaterThan(20);
    expect((await ann.get(`/api/resumes/${id}/ai-summary/latest`).expect(200)).body).toMatchObject({ ai_summary: generated.ai_summary, hint: 'one sentence' });
    const accepted = (await ann.post(`/api/resumes/${id}/ai-summary/accept`).send({ hint: 'one sentence' }).expect(200)).body;
    expect(accepted.personalInfo.summary).toBe(generated.ai_summary.trim());
    expect((await ann.post(`/api/resumes/${id}/ai-summary`).send({ hint: 'shorter please' }).expect(400)).body.detail).toMatch(/hint must be one of/);

    const brief = (await ann.post(`/api/resumes/${id}/ai-feedback`).send({ feedbackType: 'brief', model: 'primary' }).expect(200)).body;
    expect(brief).toMatchObject({ success: true, feedbackType: 'brief', model: 'primary' });
    expect(Object.keys(JSON.parse(brief.feedback))).toEqual(['Professional Summary', 'Strengths', 'Resume Quality', 'Recommendations']);
    expect(brief.responseTime).toEqual(expect.any(Number));
    const full = (await ann.post(`/api/resumes/${id}/ai-feedback`).send({ feedbackType: 'full', model: 'secondary' }).expect(200)).body;
    expect(full).toMatchObject({ success: true, feedbackType: 'full', model: 'secondary' });
    expect(full.feedback).toMatch(/^#/m);
    expect((await ann.post(`/api/resumes/${id}/ai-feedback`).send({ feedbackType: 'long' }).expect(400)).body.detail).toMatch(/feedbackType must be brief or full/);

    const suggested = (await ann.post('/api/skills/ai-suggest').send({ resumeId: id, max: 3 }).expect(200)).body;
    expect(suggested.skills.length).toBeLessThanOrEqual(3);
    expect((await ann.post('/api/skills/ai-suggest').send({ resumeId: id, max: 21 }).expect(400)).body.detail).toMatch(/max/);
  });

  it('restores an elided section into experience and takes it off the list', async () => {
    const ann = await signIn(app, 'cv-restore');
    const id = (await upload(ann, 'maya.txt', PROJECTS_RESUME).expect(200)).body.resumeId;
    const listed = (await ann.get(`/api/resumes/${id}/custom-sections`).expect(200)).body;
    expect(listed.available).toBe(true);
    expect(listed.sections.map((s: { section_name: string }) => s.section_name)).toEqual(['Projects', 'Languages']);
    const projects = listed.sections[0];
    expect(projects).toMatchObject({ sectionId: 1, subIndex: 0, section_content: expect.stringContaining('Waypoint Planner') });

    const suggestions = (await ann.post(`/api/resumes/${id}/custom-sections/suggest`).send({}).expect(200)).body;
    expect(suggestions.map((s: { targetSection: string }) => s.targetSection)).toEqual(['experience', 'skills']);
    expect((await ann.post(`/api/resumes/${id}/custom-sections/suggest-section`).send({ sectionName: 'Licences' }).expect(200)).body.targetSection).toBe('certificates');

    const mapped = (await ann.post(`/api/resumes/${id}/custom-sections/map-content`).send({ targetSection: 'experience', sectionId: 1, subIndex: 0 }).expect(200)).body;
    expect(mapped.empty).toBe(false);
    expect(mapped.mappedData.experience.length).toBeGreaterThan(0);
    const applied = (await ann.post(`/api/resumes/${id}/custom-sections/apply`).send({ targetSection: 'experience', sectionId: 1, subIndex: 0, mappedData: mapped.mappedData }).expect(200)).body;
    expect(applied.experience).toHaveLength(2 + mapped.mappedData.experience.length);
    expect(applied.custom_sections_count).toBe(1);
    await ann.post(`/api/resumes/${id}/custom-sections/apply`).send({ targetSection: 'experience', sectionId: 1, subIndex: 0, mappedData: mapped.mappedData }).expect(404);
    expect((await ann.post(`/api/resumes/${id}/custom-sections/map-content`).send({ targetSection: 'hobbies', sectionId: 2, subIndex: 0 }).expect(400)).body.detail).toMatch(/targetSection must be one of/);
  });

  describe('the two-page PDF against its gold (fixtures/resumes/two-page.expected.json)', () => {
    const gold = JSON.parse(resumeFixture('two-page.expected.json').toString('utf8')) as Gold;
    let resume: {
      personalInfo: Record<string, string>;
      experience: { position: string; company: string; start_date: string; end_date: string; is_current: boolean; description: string }[];
      education: { institution: string; degree: string; fieldOfStudy: string; description: string }[];
      certificates: { name: string; issuer: string; date: string }[];
      skills: { skill_name: string }[];
    };
    let elided: string[];
    beforeAll(async () => {
      const ann = await signIn(app, 'cv-gold');
      const id = (await upload(ann, 'two-page.pdf', resumeFixture('two-page.pdf')).expect(200)).body.resumeId;
      resume = (await ann.get(`/api/resumes/${id}`).expect(200)).body;
      const sections = (await ann.get(`/api/resumes/${id}/custom-sections`).expect(200)).body.sections as { section_name: string }[];
      elided = [...new Set(sections.map((s) => s.section_name))];
    });

    it('finds the name, contact details and links', () => {
      expect(resume.personalInfo).toMatchObject({ name: gold.name, email: gold.email, phone: gold.phone, location: gold.location });
      expect(resume.personalInfo.linkedin).toContain(gold.links[0]);
      expect(resume.personalInfo.github).toContain(gold.links[1]);
    });

    it('finds every job with its position, company, dates and Current', () => {
      expect(resume.experience.map((e) => ({ position: e.position, company: e.company, start_date: goldDate(e.start_date), end_date: goldDate(e.end_date), is_current: e.is_current }))).toEqual(
        gold.experience,
      );
    });

    it('finds every degree (degree and field of study) in order', () => {
      expect(resume.education.map((e) => [e.degree, e.fieldOfStudy].filter(Boolean).join(' '))).toEqual(gold.education.map((e) => e.degree));
    });

    it('finds the skills and certifications', () => {
      expect(resume.skills.map((s) => s.skill_name)).toEqual(gold.skills.map((s) => CANONICAL_SKILL[s] ?? s));
      expect(resume.certificates.map((c) => ({ name: c.name, issuer: c.issuer, date: goldDate(c.date) }))).toEqual(gold.certifications);
    });

    it('elides exactly the sections the product has no place for', () => {
      expect(elided).toEqual(gold.unplacedSections);
    });

    it('names each school as written, without the city and country of its line', () => {
      // `Pennine University, Manchester, UK 2013 – 2014`: the place is where the school is, not its name.
      expect(resume.education.map((e) => ({ institution: e.institution, description: e.description }))).toEqual(gold.education.map((e) => ({ institution: e.institution, description: '' })));
    });

    it('joins a bullet wrapped before a line that starts with a digit', () => {
      // The PDF wraps the first bullet as "…(Go, Kafka, PostgreSQL) that ingests" / "1.4M carrier events a day at a p99 latency of 180 ms."
      const lines = resume.experience[0].description.split('\n');
      expect(lines).toContain('Lead a team of five engineers owning the shipment-event pipeline (Go, Kafka, PostgreSQL) that ingests 1.4M carrier events a day at a p99 latency of 180 ms.');
      expect(lines).toHaveLength(5);
    });
  });

  it('escapes member text in the thumbnail preview', async () => {
    const ann = await signIn(app, 'cv-thumb');
    const id = (await upload(ann, 'maya.txt', aiFixture('resume-software-engineer.txt')).expect(200)).body.resumeId;
    await ann.put(`/api/resumes/${id}`).send({ personalInfo: { name: '<script>alert(1)</script><img src=x onerror=alert(2)>' } }).expect(200);
    const thumb = (await ann.get(`/api/resumes/${id}/thumbnail`).expect(200)).body;
    expect(thumb).toMatchObject({ experienceCount: 2, skillsCount: expect.any(Number) });
    expect(thumb.previewHtml).toContain('&lt;script&gt;');
    expect(thumb.previewHtml).not.toMatch(/<script|<img/);
    // Position, company and dates are apart even where no stylesheet applies.
    expect(thumb.previewHtml.replace(/<[^>]+>/g, '')).toContain('Senior Software Engineer · Brightline Payments · Mar 2021 – Present');
  });

  it('answers 404 on every endpoint for another member’s resume, and 400 for a malformed id', async () => {
    const owner = await signIn(app, 'cv-owner');
    const other = await signIn(app, 'cv-other');
    const id = (await upload(owner, 'maya.txt', PROJECTS_RESUME).expect(200)).body.resumeId;
    const skillId = (await owner.get(`/api/resumes/${id}`).expect(200)).body.skills[0].id;
    const calls: [string, string, object?][] = [
      ['get', `/api/resumes/${id}`],
      ['put', `/api/resumes/${id}`, { template: 'classic' }],
      ['patch', `/api/resumes/${id}`, { template: 'classic' }],
      ['delete', `/api/resumes/${id}`],
      ['get', `/api/resumes/${id}/thumbnail`],
      ['get', `/api/resumes/${id}/original`],
      ['get', `/api/resumes/${id}/export?format=pdf`],
      ['post', `/api/resumes/${id}/ats-check`, {}],
      ['post', `/api/resumes/${id}/ai-summary`, {}],
      ['get', `/api/resumes/${id}/ai-summary/latest`],
      ['post', `/api/resumes/${id}/ai-summary/accept`, {}],
      ['post', `/api/resumes/${id}/ai-feedback`, { feedbackType: 'brief' }],
      ['post', `/api/resumes/${id}/skills`, { skillName: 'Go' }],
      ['put', `/api/resumes/${id}/skills/${skillId}`, { skillName: 'Go' }],
      ['delete', `/api/resumes/${id}/skills/${skillId}`],
      ['post', '/api/skills/ai-suggest', { resumeId: id }],
      ['get', `/api/resumes/${id}/custom-sections`],
      ['post', `/api/resumes/${id}/custom-sections/map-content`, { targetSection: 'experience', sectionId: 1, subIndex: 0 }],
      ['post', `/api/resumes/${id}/custom-sections/apply`, { targetSection: 'skills', sectionId: 2, subIndex: 0, mappedData: { skills: ['Go'] } }],
      ['post', `/api/resumes/${id}/custom-sections/suggest`, {}],
      ['post', `/api/resumes/${id}/custom-sections/suggest-section`, { sectionName: 'Projects' }],
    ];
    for (const [method, path, body] of calls) {
      const req = (other as unknown as Record<string, (p: string) => ReturnType<Agent['get']>>)[method](path);
      const res = body ? await req.send(body) : await req;
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }
    // Nothing changed for the owner.
    const still = (await owner.get(`/api/resumes/${id}`).expect(200)).body;
    expect(still.template).toBe('modern');
    expect(still.skills[0].id).toBe(skillId);
    await other.get('/api/resumes/not-a-uuid').expect(400);
    expect((await other.get('/api/resumes').expect(200)).body).toEqual([]);
  });

  it('deletes a resume with its skills and original', async () => {
    const ann = await signIn(app, 'cv-delete');
    const id = (await upload(ann, 'maya.txt', aiFixture('resume-software-engineer.txt')).expect(200)).body.resumeId;
    await ann.delete(`/api/resumes/${id}`).expect(200, { success: true });
    await ann.get(`/api/resumes/${id}`).expect(404);
    await ann.get(`/api/resumes/${id}/original`).expect(404);
    expect((await ann.get('/api/templates').expect(200)).body).toEqual(['modern', 'classic', 'creative', 'minimal']);
  });
});
