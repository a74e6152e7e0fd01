import { parseEducation, parseExperience, splitSections } from '../../ai/builtin/resume-sections';
import type { ResumeContent, ResumeEducation, ResumeExperience } from '../resume.model';
import { compareEducation, compareExperience, descriptionLines, printedEntries, readDate, type ReadbackSection } from './readback';

/**
 * The resume as blocks of lines, shared by every renderer (PDF, DOCX, text): the same words in the
 * same order, laid out so that the built-in parser (and a tracking system like it) reads them back:
 *
 *   Jane Doe
 *   jane@example.com | +1 555 123 4567 | Austin, TX | janedoe.dev | linkedin.com/in/jane
 *   Summary / Experience / Education / Skills / Certifications, each under its heading
 *   Senior Engineer                                    ← position
 *   Acme Corp | Austin, TX | Jan 2020 – Present        ← company, location, dates
 *   - one line per achievement
 *
 * Each experience and education entry is checked against the parser as it is laid out; when the
 * parser would misread it (a location it takes for the employer, a title without a role word), the
 * next of a few equivalent layouts is used instead.
 */

export type SpanStyle = 'strong' | 'normal' | 'muted' | 'em';
export interface Span {
  text: string;
  style: SpanStyle;
}
export type Line = Span[];

export type BodySection = Exclude<ReadbackSection, 'contact'>;

export type ResumeBlock =
  | { kind: 'name'; text: string }
  | { kind: 'contact'; items: { text: string; href?: string }[] }
  | { kind: 'heading'; section: BodySection; title: string }
  | { kind: 'paragraph'; text: string }
  /** An experience or education entry: its title lines, then one bullet per description line. */
  | { kind: 'entry'; section: 'experience' | 'education'; lines: Line[]; bullets: string[] }
  | { kind: 'skills'; items: string[] }
  /** One line of a list (a certificate), drawn as a bullet. */
  | { kind: 'item'; line: Line; href?: string };

export interface LayoutOptions {
  /** Whether a line fits on one line of the page (the PDF measures; text has no width). */
  fits?: (line: Line) => boolean;
  /** What the output can draw of a member's text (the PDF's standard fonts: WinAnsi). */
  clean?: (text: string) => string;
}

export const SECTION_TITLES: Record<BodySection, string> = {
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  certifications: 'Certifications',
};

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date as resumes print it: `2021-07` → `Jul 2021`; text that is no date stays as written. */
export function displayDate(text: string): string {
  const d = readDate(text);
  if (!d) return text.trim().replace(/\s+/g, ' ');
  return d.month === null ? String(d.year) : `${MONTH_NAMES[d.month - 1]} ${d.year}`;
}

/** `Jan 2020 – Present`, `2016 – 2020`, a lone date, or the member's free-text duration. */
export function dateRange(start: string, end: string, current: boolean, duration = ''): string {
  const from = displayDate(start);
  const to = current ? 'Present' : displayDate(end);
  if (from && to) return `${from} – ${to}`;
  if (!from && !end.trim() && duration.trim()) return duration.trim().replace(/\s+/g, ' ');
  return from || to;
}

/** `https://www.linkedin.com/in/jane/` → `linkedin.com/in/jane`. */
export const displayLink = (url: string) =>
  url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');

const href = (url: string) => (/^[a-z]+:\/\//i.test(url.trim()) ? url.trim() : `https://${url.trim()}`);

/** Member text on one line: control characters and bidi overrides out, whitespace runs collapsed. */
export const oneLine = (text: string) =>
  text
    .replace(/[\u200b\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/[\p{Cc}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const lineText = (line: Line) => line.map((s) => s.text).join('');

/** Spans joined by a separator, empty parts dropped. */
function joined(parts: (Span | null)[], separator = ' | '): Line {
  const line: Line = [];
  for (const part of parts) {
    if (!part || !part.text) continue;
    if (line.length) line.push({ text: separator, style: 'muted' });
    line.push(part);
  }
  return line;
}

const span = (text: string, style: SpanStyle): Span | null => (text ? { text, style } : null);

/** Line layouts of one entry, in order of preference, empty lines dropped (an entry may have no title line). */
const layouts = (candidates: Line[][]): Line[][] => candidates.map((c) => c.filter((l) => l.length));

/**
 * The title lines of each entry of a section: the same kind of layout for every entry when one
 * fits and reads back right for all of them, else per entry the first that fits and reads back
 * right after the entries before it (or the first that fits). `readsBack(lines, n)`: the first n
 * entries are read back right. Every entry offers the same kinds of layout, in the same order.
 */
function layOut(candidates: Line[][][], bullets: string[][], fits: (line: Line) => boolean, readsBack: (lines: string[], n: number) => boolean): Line[][] {
  const text = (chosen: Line[][]) => chosen.flatMap((lines, i) => [...lines.map(lineText), ...bullets[i].map((b) => `- ${b}`)]);
  const fitting = (lines: Line[]) => lines.every(fits);
  const kinds = Math.min(...candidates.map((c) => c.length));
  for (let k = 0; k < kinds; k++) {
    const chosen = candidates.map((c) => c[k]);
    if (chosen.every(fitting) && readsBack(text(chosen), chosen.length)) return chosen;
  }
  const chosen: Line[][] = [];
  candidates.forEach((pool, i) => {
    const fit = pool.filter(fitting);
    const options = fit.length ? fit : pool;
    chosen.push(options.find((lines) => readsBack(text([...chosen, lines]), i + 1)) ?? options[0]);
  });
  return chosen;
}

/** The lines the parser files under a section when they follow its heading. */
const sectionLines = (section: 'experience' | 'education', lines: string[]) => splitSections([SECTION_TITLES[section], ...lines].join('\n')).sections[section];

function experienceCandidates(e: ResumeExperience, clean: (t: string) => string): Line[][] {
  const position = span(clean(oneLine(e.position)), 'strong');
  const company = clean(oneLine(e.company));
  const location = span(clean(oneLine(e.location)), 'muted');
  const dates = span(clean(dateRange(e.start_date, e.end_date, e.is_current, e.duration)), 'muted');
  const locationLine = location ? [{ ...location, style: 'em' as const }] : [];
  return layouts([
    // Senior Engineer / Acme Corp | Austin, TX | Jan 2020 – Present
    [joined([position]), joined([span(company, 'normal'), location, dates])],
    // Senior Engineer / Acme Corp | Jan 2020 – Present / Austin, TX
    [joined([position]), joined([span(company, 'normal'), dates]), locationLine],
    // Acme Corp / Senior Engineer | Jan 2020 – Present / Austin, TX (a title without a role word)
    [joined([span(company, 'strong')]), joined([position && { ...position, style: 'normal' }, dates]), locationLine],
    // Senior Engineer | Acme Corp | Jan 2020 – Present / Austin, TX
    [joined([position, span(company, 'normal'), dates]), locationLine],
  ]);
}

function educationCandidates(e: ResumeEducation, clean: (t: string) => string): Line[][] {
  const degreeText = clean(oneLine([e.degree, e.fieldOfStudy].map(oneLine).filter(Boolean).join(e.degree.trim() ? ' in ' : '')));
  const degree = span(degreeText, 'strong');
  const institution = clean(oneLine(e.institution));
  const dates = span(clean(dateRange(e.start_date, e.end_date, false, e.duration)), 'muted');
  const gpa = span(e.gpa.trim() ? clean(`GPA ${oneLine(e.gpa)}`) : '', 'muted');
  return layouts([
    // Bachelor of Science in Nursing / University of Toronto | 2010 – 2014 | GPA 3.8
    [joined([degree]), joined([span(institution, 'normal'), dates, gpa])],
    // Bachelor of Science in Nursing — University of Toronto | 2010 – 2014 | GPA 3.8
    [[...joined([degree, span(institution, 'normal')], ' — '), ...(dates || gpa ? [{ text: ' | ', style: 'muted' as const }, ...joined([dates, gpa])] : [])]],
    // University of Toronto | 2010 – 2014 / Bachelor of Science in Nursing
    [joined([span(institution, 'strong'), dates, gpa]), joined([degree && { ...degree, style: 'normal' }])],
  ]);
}

/** The resume as blocks, in section order, each section only when it has content. */
export function resumeBlocks(content: ResumeContent, options: LayoutOptions = {}): ResumeBlock[] {
  const clean = options.clean ?? ((t: string) => t);
  const fits = options.fits ?? (() => true);
  const info = content.personalInfo;
  const blocks: ResumeBlock[] = [];

  const name = clean(oneLine(info.name));
  if (name) blocks.push({ kind: 'name', text: name });
  const contact: { text: string; href?: string }[] = [];
  const email = clean(oneLine(info.email));
  if (email) contact.push({ text: email, href: `mailto:${email}` });
  for (const value of [info.phone, info.location]) if (oneLine(value)) contact.push({ text: clean(oneLine(value)) });
  for (const url of [info.website, info.linkedin, info.github]) if (oneLine(url)) contact.push({ text: clean(displayLink(oneLine(url))), href: href(oneLine(url)) });
  if (contact.length) blocks.push({ kind: 'contact', items: contact });

  const heading = (section: BodySection) => blocks.push({ kind: 'heading', section, title: SECTION_TITLES[section] });
  const summary = info.summary
    .split(/\n\s*\n/)
    .map((p) => clean(oneLine(p)))
    .filter(Boolean);
  if (summary.length) {
    heading('summary');
    for (const text of summary) blocks.push({ kind: 'paragraph', text });
  }

  const printed = printedEntries(content);
  const bulletsOf = (description: string) => descriptionLines(description).map((l) => clean(oneLine(l))).filter(Boolean);

  if (printed.experience.length) {
    heading('experience');
    const bullets = printed.experience.map((e) => bulletsOf(e.description));
    const lines = layOut(
      printed.experience.map((e) => experienceCandidates(e, clean)),
      bullets,
      fits,
      (text, n) => compareExperience(printed.experience.slice(0, n), parseExperience(sectionLines('experience', text))).ok.every(Boolean),
    );
    lines.forEach((l, i) => blocks.push({ kind: 'entry', section: 'experience', lines: l, bullets: bullets[i] }));
  }

  if (printed.education.length) {
    heading('education');
    const bullets = printed.education.map((e) => bulletsOf(e.description));
    const lines = layOut(
      printed.education.map((e) => educationCandidates(e, clean)),
      bullets,
      fits,
      (text, n) => compareEducation(printed.education.slice(0, n), parseEducation(sectionLines('education', text))).ok.every(Boolean),
    );
    lines.forEach((l, i) => blocks.push({ kind: 'entry', section: 'education', lines: l, bullets: bullets[i] }));
  }

  const skills = printed.skills.map((s) => clean(oneLine(s))).filter(Boolean);
  if (skills.length) {
    heading('skills');
    blocks.push({ kind: 'skills', items: skills });
  }

  if (printed.certificates.length) {
    heading('certifications');
    for (const c of printed.certificates) {
      const date = displayDate(c.date);
      const line = joined([span(clean(oneLine(c.name)), 'strong'), span(clean(oneLine(c.issuer)), 'normal')], ' — ');
      if (date) line.push({ text: ` (${clean(date)})`, style: 'muted' });
      blocks.push({ kind: 'item', line, href: c.url.trim() ? href(c.url) : undefined });
    }
  }
  return blocks;
}

/** Plain text of the resume: headings as their own lines, one bullet (`- `) per description line. */
export function renderResumeText(content: ResumeContent): string {
  const out: string[] = [];
  let previous: ResumeBlock['kind'] | null = null;
  for (const block of resumeBlocks(content)) {
    switch (block.kind) {
      case 'name':
        out.push(block.text);
        break;
      case 'contact':
        out.push(block.items.map((i) => i.text).join(' | '));
        break;
      case 'heading':
        out.push('', block.title.toUpperCase());
        break;
      case 'paragraph':
        if (previous === 'paragraph') out.push('');
        out.push(block.text);
        break;
      case 'entry':
        if (previous === 'entry') out.push('');
        out.push(...block.lines.map(lineText), ...block.bullets.map((b) => `- ${b}`));
        break;
      case 'skills':
        out.push(block.items.join(', '));
        break;
      case 'item':
        out.push(`- ${lineText(block.line)}`);
        break;
    }
    previous = block.kind;
  }
  return `${out.join('\n').trim()}\n`;
}
