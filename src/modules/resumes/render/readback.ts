import type { CertificateItem, EducationItem, ExperienceItem, ParsedResume } from '../../ai/ai.types';
import { skillMatcher } from '../../ai/builtin/skills';
import type { ResumeCertificate, ResumeContent, ResumeEducation, ResumeExperience } from '../resume.model';

export type ReadbackSection = 'contact' | 'summary' | 'experience' | 'education' | 'skills' | 'certifications';

export interface ReadbackSectionReport {
  section: ReadbackSection;
  /** What the resume holds: contact fields, 1 for a summary, entries, skills. */
  expected: number;
  /** How many of them were read back intact. */
  found: number;
  ok: boolean;
}

/** What the parser reads back of a rendered resume, compared with the resume (the ATS self-check). */
export interface ReadbackReport {
  lossless: boolean;
  /** All six sections, in resume order. */
  sections: ReadbackSectionReport[];
  /** One sentence per thing that was not read back, e.g. "Experience 2: the end date 'Mar 2021' was not read back". */
  lost: string[];
}

// ---------------------------------------------------------------------------------------------
// Normalisation: what two spellings of the same thing have in common.

/** Letters without accents (`Łódź` → `Lodz`), dashes and quotes in their ASCII form, whitespace collapsed. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[łŁ]/g, (c) => (c === 'ł' ? 'l' : 'L'))
    .replace(/[đĐ]/g, (c) => (c === 'đ' ? 'd' : 'D'))
    .replace(/[ıİ]/g, (c) => (c === 'ı' ? 'i' : 'I'))
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019\u201a\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/\u2026/g, '...')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Case, accents, whitespace and separators at either end ignored. */
export const norm = (text: string) =>
  fold(text)
    .toLowerCase()
    .replace(/^[\s,;|•·-]+|[\s,;|•·-]+$/g, '');

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const OPEN_END = /^(present|current|now|today|ongoing)$/i;

/**
 * A date as members write it: `2021`, `2021-07`, `2021-07-15`, `07/2021`, `Jul 2021`, `July 2021`,
 * `Sept. 2021`. Month is 1–12, or null for a year alone; null when the text is no such date.
 */
export function readDate(text: string): { year: number; month: number | null } | null {
  const t = text.trim().toLowerCase();
  const month = (m: number, year: number) => (m >= 1 && m <= 12 ? { year, month: m } : null);
  let m = /^(\d{4})$/.exec(t);
  if (m) return { year: Number(m[1]), month: null };
  m = /^(\d{4})[-/.](\d{1,2})(?:[-/.]\d{1,2})?$/.exec(t);
  if (m) return month(Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[-/.](\d{4})$/.exec(t);
  if (m) return month(Number(m[1]), Number(m[2]));
  m = /^([a-z]+)\.?,?\s+(\d{4})$/.exec(t);
  if (m && m[1].length >= 3) {
    const index = MONTHS.indexOf(m[1].slice(0, 3));
    if (index >= 0 && m[1].startsWith(MONTHS[index])) return { year: Number(m[2]), month: index + 1 };
  }
  return null;
}

/** What a date means: `y2021`, `m2021-7`, `present`, or the folded text when it is no date. */
export function dateKey(text: string): string {
  const t = norm(text);
  if (!t) return '';
  if (OPEN_END.test(t)) return 'present';
  const d = readDate(t);
  if (!d) return t;
  return d.month === null ? `y${d.year}` : `m${d.year}-${d.month}`;
}

/** Digits of a phone number, with its leading `+`. */
const phoneKey = (phone: string) => (phone.trim().startsWith('+') ? '+' : '') + phone.replace(/\D/g, '');

/** A link without scheme, `www.` and trailing slash. */
export const linkKey = (url: string) =>
  url
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[/#?]+$/, '');

/** A skill by the name the skills vocabulary knows it by (`JS` → `javascript`). */
const skillKey = (name: string) => norm(skillMatcher().lookup(name.trim())?.name ?? name);

/** `Bachelor of Science` + `Nursing` = `Bachelor of Science in Nursing` = `B.S.`… only as written, connectors aside. */
const degreeKey = (degree: string, field: string) =>
  norm(`${degree} ${field}`)
    .replace(/[.,()]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !['in', 'of', 'and', '&'].includes(w))
    .join(' ');

/** The lines of a description, without the bullet marks members type. */
export const descriptionLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.replace(/^\s*[-•*▪●◦‣–]\s*/, '').trim())
    .filter(Boolean);

const quote = (text: string) => {
  const t = fold(text);
  return `'${t.length > 60 ? `${t.slice(0, 57)}…` : t}'`;
};

// ---------------------------------------------------------------------------------------------
// Pairing: which parsed entry stands for which entry of the resume.

/** Pairs each expected entry with the parsed entry most like it (each used once), in order. */
function pair<E, G>(expected: E[], got: G[], score: (e: E, g: G) => number): (G | undefined)[] {
  const used = new Set<number>();
  return expected.map((e) => {
    let best = -1;
    let bestScore = 0;
    got.forEach((g, i) => {
      const s = used.has(i) ? 0 : score(e, g);
      if (s > bestScore) [best, bestScore] = [i, s];
    });
    if (best < 0) return undefined;
    used.add(best);
    return got[best];
  });
}

const same = (a: string, b: string) => Boolean(a.trim()) && norm(a) === norm(b);

/** Every expected line among the parsed lines, in order (the parser may read more, e.g. a location line). */
function missingLines(expected: string[], got: string[]): string[] {
  const keys = got.map(norm);
  let at = 0;
  const missing: string[] = [];
  for (const line of expected) {
    const i = keys.indexOf(norm(line), at);
    if (i < 0) missing.push(line);
    else at = i + 1;
  }
  return missing;
}

interface Dates {
  start: string;
  end: string;
  current: boolean;
}

/** The dates of an entry: a lone date may come back as start or end; `Present` as is_current. */
function lostDates(label: string, expected: Dates, got: Dates): string[] {
  const start = dateKey(expected.start);
  const end = expected.current ? 'present' : dateKey(expected.end);
  const gotStart = dateKey(got.start);
  const gotEnd = got.current ? 'present' : dateKey(got.end);
  if (!start || !end) {
    const lone = start || end;
    if (!lone) return [];
    const read = [gotStart, gotEnd].filter(Boolean);
    if (read.length === 1 && read[0] === lone) return [];
    if (start && gotStart === start) return [];
    if (end && gotEnd === end) return [];
    return [`${label}: the ${start ? 'start' : 'end'} date ${quote(start ? expected.start : expected.current ? 'Present' : expected.end)} was not read back`];
  }
  const lost: string[] = [];
  if (gotStart !== start) lost.push(`${label}: the start date ${quote(expected.start)} was not read back`);
  if (gotEnd !== end) lost.push(`${label}: the end date ${quote(expected.current ? 'Present' : expected.end)} was not read back`);
  return lost;
}

const readAs = (got: string) => (got.trim() ? ` (read as ${quote(got)})` : '');

interface EntryResult {
  /** Per compared (titled) entry: read back intact. */
  ok: boolean[];
  lost: string[];
}

const hasText = (...values: string[]) => values.some((v) => v.trim());

/**
 * The entries the parser can carry, with their place in the resume: an entry without a title (no
 * position or company, no school or degree, no certificate name) is printed but cannot be read back
 * as an entry of its own.
 */
const titled = <T>(entries: T[], title: (entry: T) => string[]) =>
  entries.map((entry, index) => ({ entry, index })).filter(({ entry }) => hasText(...title(entry)));

/** Experience entries: position, company, dates (current included) and every description line. */
export function compareExperience(entries: ResumeExperience[], got: ExperienceItem[]): EntryResult {
  const expected = titled(entries, (e) => [e.position, e.company]);
  const paired = pair(expected, got, ({ entry: e }, g) => 2 * Number(same(e.position, g.position)) + 2 * Number(same(e.company, g.company)) + Number(same(e.start_date, g.start_date)));
  const result: EntryResult = { ok: [], lost: [] };
  expected.forEach(({ entry: e, index }, i) => {
    const label = `Experience ${index + 1}`;
    const g = paired[i];
    const lost: string[] = [];
    if (!g) lost.push(`${label} (${fold([e.position, e.company].filter((s) => s.trim()).join(', '))}) was not read back`);
    else {
      if (e.position.trim() && !same(e.position, g.position)) lost.push(`${label}: the position ${quote(e.position)} was not read back${readAs(g.position)}`);
      if (e.company.trim() && !same(e.company, g.company)) lost.push(`${label}: the company ${quote(e.company)} was not read back${readAs(g.company)}`);
      lost.push(...lostDates(label, { start: e.start_date, end: e.end_date, current: e.is_current }, { start: g.start_date, end: g.end_date, current: g.is_current }));
      for (const line of missingLines(descriptionLines(e.description), descriptionLines(g.description))) lost.push(`${label}: the description line ${quote(line)} was not read back`);
    }
    result.ok.push(lost.length === 0);
    result.lost.push(...lost);
  });
  return result;
}

/** Education entries: institution, degree with field of study, dates (GPA and description are not compared). */
export function compareEducation(entries: ResumeEducation[], got: EducationItem[]): EntryResult {
  const expected = titled(entries, (e) => [e.institution, e.degree, e.fieldOfStudy]);
  const paired = pair(
    expected,
    got,
    ({ entry: e }, g) => 2 * Number(same(e.institution, g.institution)) + 2 * Number(degreeKey(e.degree, e.fieldOfStudy) === degreeKey(g.degree, g.fieldOfStudy)) + Number(same(e.end_date, g.end_date)),
  );
  const result: EntryResult = { ok: [], lost: [] };
  expected.forEach(({ entry: e, index }, i) => {
    const label = `Education ${index + 1}`;
    const g = paired[i];
    const lost: string[] = [];
    const degree = [e.degree.trim(), e.fieldOfStudy.trim()].filter(Boolean).join(', ');
    if (!g) lost.push(`${label} (${fold([degree, e.institution].filter((s) => s.trim()).join(', '))}) was not read back`);
    else {
      if (e.institution.trim() && !same(e.institution, g.institution)) lost.push(`${label}: the institution ${quote(e.institution)} was not read back${readAs(g.institution)}`);
      if (degree && degreeKey(e.degree, e.fieldOfStudy) !== degreeKey(g.degree, g.fieldOfStudy)) {
        lost.push(`${label}: the degree ${quote(degree)} was not read back${readAs([g.degree, g.fieldOfStudy].filter(Boolean).join(', '))}`);
      }
      lost.push(...lostDates(label, { start: e.start_date, end: e.end_date, current: false }, { start: g.start_date, end: g.end_date, current: false }));
    }
    result.ok.push(lost.length === 0);
    result.lost.push(...lost);
  });
  return result;
}

/** Certificates: name, issuer and date (the URL is not carried by the text). */
export function compareCertificates(entries: ResumeCertificate[], got: CertificateItem[]): EntryResult {
  const expected = titled(entries, (c) => [c.name]);
  const paired = pair(expected, got, ({ entry: e }, g) => 2 * Number(same(e.name, g.name)) + Number(same(e.issuer, g.issuer)));
  const result: EntryResult = { ok: [], lost: [] };
  expected.forEach(({ entry: e, index }, i) => {
    const label = `Certification ${index + 1}`;
    const g = paired[i];
    const lost: string[] = [];
    if (!g) lost.push(`${label} (${fold(e.name)}) was not read back`);
    else {
      if (!same(e.name, g.name)) lost.push(`${label}: the name ${quote(e.name)} was not read back${readAs(g.name)}`);
      if (e.issuer.trim() && !same(e.issuer, g.issuer)) lost.push(`${label}: the issuer ${quote(e.issuer)} was not read back${readAs(g.issuer)}`);
      if (e.date.trim() && dateKey(e.date) !== dateKey(g.date)) lost.push(`${label}: the date ${quote(e.date)} was not read back`);
    }
    result.ok.push(lost.length === 0);
    result.lost.push(...lost);
  });
  return result;
}

/** The resume's entries and skills as the renderers print them: entries with any content, skills once each. */
export function printedEntries(content: ResumeContent): {
  experience: ResumeExperience[];
  education: ResumeEducation[];
  certificates: ResumeCertificate[];
  skills: string[];
} {
  const skills: string[] = [];
  const seen = new Set<string>();
  for (const s of content.skills) {
    const name = s.skill_name.trim();
    if (name && !seen.has(norm(name))) {
      seen.add(norm(name));
      skills.push(name);
    }
  }
  return {
    experience: content.experience.filter((e) => e.is_current || hasText(e.position, e.company, e.location, e.start_date, e.end_date, e.duration, e.description)),
    education: content.education.filter((e) => hasText(e.institution, e.degree, e.fieldOfStudy, e.start_date, e.end_date, e.duration, e.gpa, e.description)),
    certificates: content.certificates.filter((c) => hasText(c.name, c.issuer, c.date)),
    skills,
  };
}

/**
 * The ATS self-check: what the parser read back from a rendered resume (`parsed`), compared with
 * the resume itself. Only fields the parser carries are compared (contact fields, summary,
 * experience position/company/dates/description lines, education institution/degree/field/dates,
 * skill names, certificate name/issuer/date); GPA, certificate URLs, experience locations and skill
 * levels are never reported lost.
 */
export function compareReadback(content: ResumeContent, parsed: ParsedResume): ReadbackReport {
  const lost: string[] = [];
  const sections: ReadbackSectionReport[] = [];
  const add = (section: ReadbackSection, expected: number, found: number, sentences: string[]) => {
    sections.push({ section, expected, found, ok: found === expected && sentences.length === 0 });
    lost.push(...sentences);
  };

  const info = content.personalInfo;
  const links = new Set(parsed.header.links.map(linkKey));
  const contact: [string, string, boolean][] = [
    ['name', info.name, same(info.name, parsed.header.name)],
    ['email', info.email, info.email.trim().toLowerCase() === parsed.header.email.trim().toLowerCase()],
    ['phone', info.phone, phoneKey(info.phone) === phoneKey(parsed.header.phone)],
    ['location', info.location, same(info.location, parsed.header.location)],
    ['website', info.website, links.has(linkKey(info.website))],
    ['LinkedIn profile', info.linkedin, links.has(linkKey(info.linkedin))],
    ['GitHub profile', info.github, links.has(linkKey(info.github))],
  ];
  const present = contact.filter(([, value]) => value.trim());
  const contactLost = present.filter(([, , ok]) => !ok).map(([field, value]) => `Contact: the ${field} ${quote(value)} was not read back`);
  add('contact', present.length, present.length - contactLost.length, contactLost);

  const summary = info.summary.trim();
  const summaryOk = !summary || norm(summary) === norm(parsed.summary);
  add('summary', summary ? 1 : 0, summary && summaryOk ? 1 : 0, summaryOk ? [] : [summaryLoss(summary, parsed.summary)]);

  const printed = printedEntries(content);
  const experience = compareExperience(printed.experience, parsed.experience);
  add('experience', experience.ok.length, experience.ok.filter(Boolean).length, experience.lost);
  const education = compareEducation(printed.education, parsed.education);
  add('education', education.ok.length, education.ok.filter(Boolean).length, education.lost);

  const gotSkills = new Set(parsed.skills.map(skillKey));
  const skillsLost = printed.skills.filter((s) => !gotSkills.has(skillKey(s)) && !gotSkills.has(norm(s))).map((s) => `Skills: the skill ${quote(s)} was not read back`);
  add('skills', printed.skills.length, printed.skills.length - skillsLost.length, skillsLost);

  const certificates = compareCertificates(printed.certificates, parsed.certifications);
  add('certifications', certificates.ok.length, certificates.ok.filter(Boolean).length, certificates.lost);

  return { lossless: sections.every((s) => s.ok), sections, lost };
}

/** Where the summary read back first departs from the member's. */
function summaryLoss(expected: string, got: string): string {
  if (!got.trim()) return 'Summary: the summary was not read back';
  const want = norm(expected).split(' ');
  const have = norm(got).split(' ');
  let i = 0;
  while (i < want.length && want[i] === have[i]) i++;
  const words = fold(expected).split(' ');
  return `Summary: the summary was read back differently from ${quote(words.slice(i, i + 8).join(' '))}`;
}
