import { findDates, monthIndex, namesMonth } from './dates';
import { htmlToText } from './job-posting';
import {
  LABEL,
  PROFICIENCY,
  filledSections,
  isBullet,
  bulletBody,
  isEducationLine,
  joinOpenParentheses,
  joinWrapped,
  labelKind,
  namesDegreeOrSchool,
  parseResumeText,
  parseSkillItems,
  type SkillItem,
  splitSections,
  splitTopLevel,
} from './resume-sections';
import { phraseKey, stem } from './skill-keys';
import { isEnglishWord, type NamedSpan, taggedWords } from './text';
import { traitsIn } from './traits';
import { cuedItems, isNounPhrase, techniquePhrases } from './phrases';
import { coordinatedNames, listedNames, methodNames, namedTools, US_STATES } from './tool-names';
import { EDITION_WORD, type Skill, type SkillKind, type SkillSpan, isHardSkill, reportedName, skillMatcher } from './skills';

/** What the engine reads from a resume, in the evaluation's shape (`npm run eval:ai -- --predict`). */
export interface ExtractedResume {
  /** Hard skills and tools, once each, under the name reportedName gives. */
  skills: string[];
  soft_skills: string[];
  languages: string[];
  experience: { company: string; title: string; start: string; end: string }[];
  education: { institution: string; degree: string }[];
  sections: string[];
}

export interface ExtractedPosting {
  required: string[];
  nice_to_have: string[];
}

/** A resume date as YYYY-MM (YYYY when only the year is written), `present` for an open end, '' when none. */
function isoDate(text: string, open: boolean): string {
  if (open) return 'present';
  const months = monthIndex(text);
  if (months === null) return '';
  const year = Math.floor(months / 12);
  return namesMonth(text) ? `${year}-${String((months % 12) + 1).padStart(2, '0')}` : String(year);
}

const CONTACT = /@|\+?\d[\d\s().-]{7,}\d|https?:|www\.|linkedin\.|github\.|behance\./i;
const words = (line: string) => line.trim().split(/\s+/).filter(Boolean).length;

/** A line that is a list of short items (`R (tidyverse), Python, SQL, Stan`) even without a heading. */
function isListLine(line: string): boolean {
  if (isBullet(line) || CONTACT.test(line) || findDates(line) || /\s[·—–|]\s/.test(line)) return false;
  // `Desert Sage Regional Medical Center, Phoenix, AZ`: an employer and its place.
  if (!LABEL.test(line) && /,\s*\p{Lu}{2}\s*$/u.test(line.trim())) return false;
  const labelled = LABEL.test(line);
  const body = line.replace(LABEL, '');
  const pieces = splitTopLevel(body);
  // Without a label, a list names skills the vocabulary knows: `Gulfshore Hospitality Group, Tampa, FL` is a place.
  const known = pieces.filter((p) => skillMatcher().lookup(p.replace(/\(.*$/, '').trim())).length;
  // A long run of short items is a list even when the vocabulary knows few of them (`Ten-key, Microsoft
  // Excel, Word, Jack Henry Symitar, Fiserv DNA, Verafin, …`); a place is three or four pieces at most.
  const longList = pieces.length >= 6 && known >= 1 && pieces.every((p) => words(p) <= 4);
  if (!labelled && known * 3 < pieces.length && !longList) return false;
  if ((body.match(/[,;]/g) ?? []).length < 2 || pieces.length < 3) return false;
  // A labelled list may end as a sentence does (`Tools: Xstore, Excel, and Shopify POS when we run pop-ups.`).
  if (labelled) return pieces.filter((p) => words(p) <= 5).length >= pieces.length - 1;
  return pieces.every((p) => words(p) <= 5) && !/[.!?]\s*$/.test(line.trim().replace(/\b[A-Z][a-z]*\.$/, ''));
}

/**
 * The items of a bullet that lists things after a label: `• Plant Health Care: soil injection, deep
 * root fertilization, EAB treatments`, `• Microbiology bench: Gram stains, MALDI-TOF on the Bruker
 * Biotyper` (a technique and the instrument it runs on are two items). Three items at least, each a
 * short noun phrase; a bullet of clauses (`• IEP implementation: co-plan with the teacher, take data
 * on goals`) is a sentence, read as one. Null when the bullet is no such list.
 */
function labelledBulletItems(line: string): string[] | null {
  if (!isBullet(line)) return null;
  const body = bulletBody(line).trim();
  const label = LABEL.exec(body);
  if (!label) return null;
  const pieces = splitTopLevel(body.slice(label[0].length).replace(/[.;]\s*$/, '')).map((p) => p.replace(/^(?:and|or)\s+/, ''));
  const items: string[] = [];
  for (const piece of pieces.map((p) => p.trim()).filter(Boolean)) {
    const sides = piece.split(/\s+(?:on|with|using|in|via)\s+(?:the\s+|an?\s+)?(?=[A-Z])/);
    const phrases = sides.flatMap((side) => side.replace(/\([^)]*\)/g, ' ').split(/\s+(?:and|or|&)\s+/));
    if (!phrases.every((phrase) => isNounPhrase(phrase))) return null;
    items.push(...sides);
  }
  return items.length >= 3 ? items : null;
}

/** A bullet that opens with what the member did: `Troubleshot Cisco AnyConnect VPN, DNS and …`. */
const PAST_TENSE_OPENING = /^(?:\p{Lu}\p{Ll}+(?:ed|shot)|Led|Ran|Built|Wrote|Taught|Made|Kept|Drove|Oversaw|Sold|Bought|Took|Set|Won|Grew|Cut|Met|Gave|Brought|Began|Found|Held|Spoke|Rebuilt|Rewrote)\b/u;

/**
 * The items of a bullet that is nothing but a list: `• Manual differentials, peripheral smear review
 * and body fluid cell counts`, `- mowing, hardscape installs, irrigation repair`. Three items at
 * least, each a short noun phrase; a bullet that opens with a verb (`• Ran chainsaws, chippers and
 * lifts`) is a sentence, read as one. Null when the bullet is no such list.
 */
function bulletListItems(line: string): string[] | null {
  if (!isBullet(line)) return null;
  const body = bulletBody(line).trim().replace(/[.;]\s*$/, '');
  if (LABEL.test(body) || findDates(body) || PAST_TENSE_OPENING.test(body)) return null;
  const pieces = splitTopLevel(body)
    .flatMap((p, i, all) => (i === all.length - 1 ? p.split(/\s+(?:and|&)\s+/) : [p]))
    .map((p) => p.replace(/^(?:and|or)\s+/, '').trim())
    .filter(Boolean);
  if (pieces.length < 3) return null;
  // A bullet's first word read as it would be mid-sentence: `Prepare commercial invoices, …` opens with a verb,
  // `Frozen sections, …` with a participle that says which.
  const first = taggedWords(body.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()))[0];
  if (first?.pos === 'VERB' && !/(?:en|ed|ing)$/.test(first.text)) return null;
  return pieces.every((p) => isNounPhrase(p.replace(/\([^)]*\)/g, ' ').trim())) ? pieces : null;
}

/**
 * A line of personal particulars or pastimes, as CVs in India and much of Europe close: `Pass time : Reading,
 * Playing Shuttle`, `Hobbies: chess, hiking, baking`, `Nationality: Indian`. Pastimes are no skills.
 */
const PERSONAL_LABEL =
  /^\s*(?:hobbies|interests|hobbies (?:and|&) interests|personal interests|pass ?times?|leisure(?: activities)?|nationality|marital status|gender|sex|religion|date of birth|dob|father'?s? name|mother'?s? name|age)\b[^:]{0,20}:/i;

/** A line of languages with their levels: `Twi (native), English (fluent)`, or under their label: `Languages Known : English, Tamil.` */
const isLanguageLine = (line: string) => {
  const label = LABEL.exec(line.trim());
  if (label && labelKind(label[1]) === 'language') return true;
  const pieces = splitTopLevel(line.replace(/^languages?:\s*/i, ''));
  return pieces.length >= 1 && pieces.every((p) => PROFICIENCY.test(p.trim()) && words(p) <= 5);
};

/**
 * Where a resume states what a person can do: the summary, the bullets and sentences of the
 * experience, certifications and other sections (`stated`), and its lists of skills, with or
 * without a heading (`listed`). Left out: the header (names, places), the education (a degree in
 * Computer Science is not a skill) and the title and employer lines of each job.
 */
export function skillSources({ header, sections }: ReturnType<typeof splitSections>): { stated: string; listed: SkillItem[] } {
  const headed = filledSections(sections).length > 0;
  // Without headings the whole resume is its header; with them, the header's sentences still state
  // things (a profile paragraph above the first heading), its short lines are name, title and contact.
  // A wrapped bullet is read whole: its second line (`estimates in XactAnalysis and Symbility.`) is no title.
  const prose = joinWrapped([...(headed ? header.filter((l) => words(l) >= 12 && !CONTACT.test(l)) : header), ...sections.summary, ...sections.experience, ...sections.other]);
  const listed = [...parseSkillItems(sections.skills), ...parseSkillItems(sections.languages, 'language')];
  const stated: string[] = [];
  for (const line of prose) {
    if (CONTACT.test(line) || isEducationLine(line) || PERSONAL_LABEL.test(line)) continue;
    if (isLanguageLine(line)) listed.push(...parseSkillItems([line], 'language'));
    else if (isListLine(line)) listed.push(...parseSkillItems([line]));
    else {
      // `• Blood bank: ABO/Rh typing, antibody screens, crossmatch and DAT on Ortho Vision`: a list in a bullet.
      const items = labelledBulletItems(line) ?? bulletListItems(line);
      if (items) listed.push(...parseSkillItems([items.join(', ')]));
      if (items || isBullet(line) || words(line) >= 8) stated.push(line);
    }
  }
  // A certification or licence is a qualification the member states: one item per name.
  // A labelled line of another kind there (`Soft skills: mentoring, …`) is a list of skills.
  // A certification's own name may hold a colon (`Microsoft Certified: Azure Administrator Associate`,
  // `NIMS CNC Milling: Programming, Setup & Operations`); `Machines: …`, `NCRA: RPR, CRR` are lists.
  const [otherLists, certificationLines] = partition(sections.certifications, (l) => {
    const label = LABEL.exec(l.trim());
    if (!label || CERTIFICATION_LABEL.test(l)) return false;
    // `Software & Tools: …`, `Professional Skills: …` name kinds of skills; `Microsoft Certified: …` a certificate.
    if (SKILL_KIND_LABEL.test(label[1])) return true;
    return !CERTIFICATE_NAME_LABEL.test(label[1]) && label[1].trim().split(/\s+/).filter((w) => !/^(?:&|and)$/i.test(w)).length < 3;
  });
  listed.push(...parseSkillItems(otherLists));
  // A sentence there is prose, not a certificate's name: `I speak English and Yoruba at home, …`,
  // `Fluent in Spanish; conversational Tagalog. Also comfortable with Open Dental and Dentrix Ascend.`
  const [sentences, names] = partition(certificationLines, (l) => words(l) >= 8 && /[.!?]\s*$/.test(l.trim()) && PROSE_WORD.test(l));
  stated.push(...sentences);
  for (const name of certificationNames(names)) listed.push(itemFor(name));
  // Certifications are often listed under the education, without a heading of their own.
  for (const line of sections.education) {
    if (!line.trim() || namesDegreeOrSchool(line)) continue;
    const names = certificationNames([line]);
    if (CERTIFICATION_WORDS.test(line) || names.some((n) => skillMatcher().lookup(n))) for (const name of names) listed.push(itemFor(name));
  }
  for (const line of prose) {
    const label = CERTIFICATION_LABEL.exec(line);
    if (label) for (const name of certificationNames([line.slice(label[0].length)])) listed.push(itemFor(name));
  }
  return { stated: stated.join('\n'), listed };
}

/** A name that ends in a role: `data engineers`, `Operations Manager`, `support manager`. */
const ROLE_NAME_EXCEPT = /^(certified|registered|licensed|professional|chartered|board|accredited)\b/i;
const ROLE_NAME =
  /\b(?:managers?|engineers?|directors?|supervisors?|analysts?|coordinators?|officers?|assistants?|representatives?|technicians?|specialists?|consultants?|developers?|designers?|nurses?|physicians?|teachers?|clerks?|operators?|recruiters?|planners?|buyers?|scientists?|architects?|accountants?|auditors?|attorneys?|paralegals?|therapists?|pharmacists?|advisors?|counsel(?:or|ors)?|selectors?|loaders?|pickers?|drivers?|dispatchers?|inspectors?|estimators?|interns?|students?|customers?|clients?|patients?|vendors?|stakeholders?|executives?)$/i;

/** A skill whose words are all words of one of the titles (`Product Management` in `Senior Product Manager`). */
function namesTitle(skill: string, titles: string[]): boolean {
  const words = phraseKey(skill).split(' ').filter(Boolean);
  return words.length > 0 && titles.some((title) => {
    const own = new Set(phraseKey(title).split(' '));
    return words.every((w) => own.has(w));
  });
}

const partition = <T>(items: T[], test: (item: T) => boolean): [T[], T[]] => [items.filter(test), items.filter((i) => !test(i))];

/** Words a sentence has and a list of certificates does not: a person speaking, a verb of being, `also`. */
const PROSE_WORD = /\b(?:I|I'm|I've|we|my|our|am|is|are|was|were|can|could|also|Also)\b/;
const CERTIFICATION_WORDS = /\b(OSHA|certified|certification|certificate|licen[cs]ed?|licen[cs]e|credential|registered)\b/i;
const CERTIFICATION_LABEL = /^\s*(certifications?|certs?|certificates?|licen[cs]es?|licensure|credentials)\s*:\s*/i;
/** A label naming a kind of skill: `Software & Tools`, `Technical Skills and Tools`, `Professional Skills`. */
const SKILL_KIND_LABEL = /\b(?:skills?|tools?|software|technolog(?:y|ies)|languages?|competenc(?:y|ies)|equipment|systems|platforms|methods|techniques|expertise|proficienc(?:y|ies))$/i;
/** The first part of a certificate's name before its colon: `Microsoft Certified`, `Microsoft Office Specialist`. */
const CERTIFICATE_NAME_LABEL = /\b(certified|certification|certificate|specialist|user|professional|expert|associate|practitioner|licen[cs]ed?)\b/i;
const itemFor = (name: string): SkillItem => {
  const known = skillMatcher().lookup(name);
  return { name: known?.name ?? name, written: known ? reportedName(name, known) : name, kind: known?.kind ?? 'hard' };
};

/**
 * The names in lines of certifications and licences, without issuer, number, level or date:
 * `CCRN (Adult), AACN, 2020` → `CCRN`; `Certified Public Accountant (Ohio), 2020` → `Certified
 * Public Accountant`; `ACLS and BLS, American Heart Association` → `ACLS`, `BLS`;
 * `NIH Stroke Scale certified, 2023` → `NIH Stroke Scale`. A certificate of completion or attendance
 * names no qualification.
 */
export function certificationNames(lines: string[]): string[] {
  const names: string[] = [];
  for (const line of joinOpenParentheses(lines)) {
    const body = line.replace(/^\s*(?:[-*•▪◦‣·]|\d+[.)])\s+/, '').trim();
    if (!body || CONTACT.test(body)) continue;
    for (const piece of body.split(/\s*[;·•|]\s*|\s+\/\s+/)) {
      // The issuer or a detail follows a dash: `LEED Green Associate — U.S. Green Building Council`,
      // `Journeyman Plumber License – City of Toledo`; a level does not (`AWS Certified Data Engineer – Associate`).
      const named = piece.split(/\s+—\s+|\s+[–-]\s+(?!(?:Associate|Professional|Expert|Specialist|Foundations?|Foundational|Practitioner|Level|Part|Tier|Advanced|Basic|Intermediate|Fundamentals)\b)/)[0];
      // Commas outside parentheses end the name (`, AACN, 2020`); `&` and `/` belong to it (`Customer Service & Sales`).
      // `ARRT (R)`, `ARRT (CT)`: a registry's category code belongs to the credential; `CCRN (Adult)` is a detail.
      // A class number stays too (`Journeyman Electrician (01) License`).
      // After a colon the name goes on past commas (`NIMS CNC Milling: Programming, Setup & Operations`)
      // up to a year or an issuer's acronym (`Microsoft Office Specialist: Excel Associate, 2019`).
      const whole = /:\s/.test(commaPieces(named)[0] ?? '') ? named.replace(/,\s*(?:(?:19|20)\d{2}|[A-Z]{2,6})\b.*$/, '') : (commaPieces(named)[0] ?? '');
      let name = whole.replace(/(\b[A-Z]{2,} ?)?\(([^)]*)\)/g, (all, code: string | undefined, inner: string) =>
        (code && /^[A-Z]{1,4}$/.test(inner)) || /^\d{1,3}$/.test(inner) ? all : `${code ?? ''} `,
      );
      name = name.replace(/\b(19|20)\d{2}\b.*$/, '').replace(/\s+(certified|current|active|valid|in progress)\s*$/i, '');
      name = name.replace(/\s+/g, ' ').replace(/[\s,.:–-]+$/, '').trim();
      // `Naloxone administration training` qualifies in naloxone administration; `Sandler Sales Training` is a program's name.
      name = name.replace(/^(.+?\s[a-z][\w-]*)\s+(training|course|workshop)$/, '$1');
      // `ACLS and BLS`, `CPR and First Aid`: two qualifications the vocabulary knows, or two acronyms.
      // `CPR/BLS for Healthcare Providers`: two acronyms, whoever the course was for.
      name = name.replace(/^([A-Z]{2,6})\s*\/\s*([A-Z]{2,6})(?:\s+for\s.+)?$/, '$1 and $2');
      // `First Aid/CPR`, `CPR/AED and First Aid`: qualifications the vocabulary knows, or acronyms, joined by slashes.
      const joined = name.split(/\s*\/\s*|\s+and\s+/);
      if (name.includes('/') && !skillMatcher().lookup(name) && joined.every((one) => /^[A-Z][A-Z0-9+&-]{1,9}$/.test(one) || skillMatcher().lookup(one))) {
        names.push(...joined);
        continue;
      }
      const parts = /^([A-Z][A-Z0-9+&-]{1,9}) and ([A-Z][A-Z0-9+&-]{1,9})$/.exec(name) ?? /^(.+?) and (.+)$/.exec(name);
      const both = parts && (/^[A-Z][A-Z0-9+&-]{1,9}$/.test(parts[1]) && /^[A-Z][A-Z0-9+&-]{1,9}$/.test(parts[2]) || (skillMatcher().lookup(parts[1]) && skillMatcher().lookup(parts[2])));
      for (const one of parts && both ? [parts[1], parts[2]] : [name]) {
        if (one.length < 2 || words(one) > 8 || /^certificate of /i.test(one) || /[.!?]$/.test(one)) continue;
        names.push(one);
      }
    }
  }
  return names;
}

/** The pieces of a line between commas that are not inside parentheses. */
function commaPieces(line: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of line) {
    if (ch === '(') depth++;
    if (ch === ')' && depth > 0) depth--;
    if (ch === ',' && depth === 0) {
      pieces.push(current);
      current = '';
    } else current += ch;
  }
  return [...pieces, current].map((p) => p.trim()).filter(Boolean);
}

/**
 * A proper name: every word capitalised, a number or a connector (`Front Range Community Health`, `Bank of the West`, `3M`).
 * Words are parted by spaces, so each letter belongs to one word: the earlier form, with optional spaces between
 * words, could split `KOVAI INSTITUTE` every way there is and took minutes on a table row of capitals.
 */
const NAME_WORD = String.raw`(?:[\p{Lu}\d][\p{L}\d'’.&-]*|of|the|and|&|de|du|la|for|at|in)`;
const PROPER_NAME = new RegExp(String.raw`^${NAME_WORD}(?:\s+${NAME_WORD})*$`, 'u');

/**
 * Blanks out the given names (employers, schools) where they appear in the text, keeping offsets and
 * breaking any phrase across them. A name counts with or without its trailing `, City`.
 */
export function maskNames(text: string, names: string[]): string {
  const candidates = new Set<string>();
  for (const raw of names) {
    for (const name of [raw, raw.split(',')[0]].map((n) => n.trim())) {
      if (name.length >= 4 && PROPER_NAME.test(name)) candidates.add(name);
    }
  }
  let masked = text;
  for (const name of [...candidates].sort((a, b) => b.length - a.length)) masked = masked.split(name).join('|'.repeat(name.length));
  return masked;
}

/**
 * Where a product's name ends as written: up to three capitalised words (or `3D`, `365`) after a
 * hard skill or tool written with a capital, when they are no skill of their own, no role, no
 * report or team and no level (`ZOLL X Series`, `AutoCAD Civil 3D`; not `Tableau dashboards`,
 * `Salesforce Administrator`, `RTI Tier 2`).
 */
function productEnd(text: string, span: SkillSpan, spans: SkillSpan[]): number {
  if (!isHardSkill(span.skill) || !/^[A-Z]/.test(text.slice(span.start, span.end))) return span.end;
  let end = span.end;
  for (let k = 0; k < 3; k++) {
    const m = /^ ([^\s,;:)]+)/.exec(text.slice(end, end + 40));
    if (!m || !EDITION_WORD.test(m[1]) || spans.some((o) => o.start >= end && o.start < end + m[0].length)) break;
    const word = m[1].replace(/[.]$/, '');
    if (skillMatcher().lookup(word) || NOT_A_NAME_PART.test(word) || /^[A-Z]{2,}s$/.test(word)) break;
    end += 1 + word.length;
  }
  return end;
}

/**
 * Where a piece of equipment's name starts as written: its maker or model before it, when the
 * vocabulary knows the thing by its common name (`Greenlee hydraulic bender`, `Altec bucket truck`,
 * `IV infusion pumps`, `START triage`). One or two words written as names are (no English word in
 * title case: `Genie`, `Commercial`), inside a sentence (a bullet's first word is capitalised anyway),
 * that are no skill, place, organisation or other mention of their own (`BitLocker encryption` is two).
 */
function makerStart(text: string, span: SkillSpan, spans: SkillSpan[]): number {
  if (!isHardSkill(span.skill) || !/^\p{Ll}/u.test(text.slice(span.start, span.end))) return span.start;
  const before = /(?<=[\p{Ll}\d,;:(] )((?:[\p{Lu}\d][\p{L}\d&+-]*[ ]){1,2})$/u.exec(text.slice(Math.max(0, span.start - 40), span.start));
  if (!before) return span.start;
  const words = before[1].trim().split(' ');
  const start = span.start - before[1].length;
  // A maker is a title-case word no lexicon holds (`Greenlee`), a model has capitals and digits (`RG50`, `TI-84`).
  // Capitals alone are as often a standard, a system or an agency: `HRIS data`, `DOT roadside inspections`.
  const maker = (w: string) => (/^[A-Z][a-z]+$/.test(w) ? !isEnglishWord(w) : /[A-Z]/.test(w) && /\d/.test(w)) && !US_STATE_OR_MONTH.test(w);
  if (!words.every(maker) || spans.some((o) => o !== span && o.start < span.start && o.end > start)) return span.start;
  if (skillMatcher().lookup(words.join(' ')) || words.some((w) => skillMatcher().lookup(w) || NOT_A_NAME_PART.test(w))) return span.start;
  return start;
}

const US_STATE_OR_MONTH = new RegExp(String.raw`^(?:${US_STATES}|US|USA|UK|EU|Q[1-4]|FY\d*|(?:19|20)\d\ds?)$`);

const NOT_A_NAME_PART =
  /^(?:and|or|the|for|with|in|on|at|to|I|administrator|analyst|specialist|generalist|developer|engineer|consultant|supervisor|technician|coordinator|operator|operations|certified|certification|associate|professional|expert|user|admin|team|teams|department|dashboards?|reports?|projects?|tier|level|phase|grade|step)$/i;

/** What follows a language's name when it names a cuisine, a people or the people served rather than the language. */
const LANGUAGE_AS_ADJECTIVE =
  /^(?:-speaking\b|\s+(?:cuisine|food|dishes|restaurants?|kitchens?|cooking|community|communities|neighbou?rhoods?|market|government|consulate|embassy|airlines?|heritage|culture|immigrants?|refugees?|families|patients|clients|customers|students|speakers)\b)/i;

/**
 * A skill a text states, with the name to report for it there (reportedName) and, for a product's
 * edition, that edition's own name as `edition` (`ArcGIS Online` of ArcGIS): a list reports
 * editions apart, a match compares the product.
 */
export type StatedSkill = Skill & { written: string; edition?: string };

/** The name a list of skills keeps one of: an edition by its own name, anything else by its canonical name. */
const listKey = (s: StatedSkill) => (s.edition ?? s.name).toLowerCase();

/**
 * The skills a text states, in order: what the vocabulary names (under its canonical name) and the
 * techniques it does not know, by their shape (phrases.ts). A technique that adds words to a
 * vocabulary mention replaces it (`insulation resistance testing` over `resistance testing`); one
 * that crosses a mention, repeats it, or holds a soft skill gives way. Then the tools it names after
 * a preposition of use (tool-names.ts), where nothing else was read.
 */
export function statedSkills(text: string): StatedSkill[] {
  // A short lowercase word after a number is its unit: `16 hr days`, `2 yr warranty`.
  const spans = skillMatcher()
    .spans(text)
    .filter((s) => !(/^\p{Ll}{1,3}$/u.test(text.slice(s.start, s.end)) && /\d\s*$/.test(text.slice(Math.max(0, s.start - 4), s.start))))
    // `Thai cuisine`, `the Somali community`, `Spanish-speaking families`: a kitchen or the people served, not a language spoken.
    .filter((s) => !(s.skill.kind === 'language' && LANGUAGE_AS_ADJECTIVE.test(text.slice(s.end, s.end + 40))))
    // `Experience designing REST APIs` is no `experience design`: a gerund that takes an object is a verb, where the skill's word is a noun.
    .filter((s) => !gerundWithObject(text, s));
  for (const phrase of techniquePhrases(text)) {
    const inside = spans.filter((s) => s.start < phrase.end && phrase.start < s.end);
    const wider = inside.some((s) => s.start < phrase.start || s.end > phrase.end || (s.start === phrase.start && s.end === phrase.end));
    // A named tool or standard keeps its name: `PPAP documentation` states PPAP, `UKG Kronos scheduling` UKG Kronos.
    if (wider || inside.some((s) => !isHardSkill(s.skill) || s.skill.kind === 'tool' || /^[A-Z0-9]/.test(text.slice(s.start, s.end)))) continue;
    for (const s of inside) spans.splice(spans.indexOf(s), 1);
    spans.push({ start: phrase.start, end: phrase.end, skill: { name: phrase.name, category: 'Techniques', kind: 'hard' } });
  }
  // Tools the vocabulary does not know, named where the text works with them (`using CAMBRA`, `on MWAA`),
  // then names listed beside a tool (`MapKit or Mapbox`).
  const addTool = (tool: NamedSpan) => {
    if (spans.some((s) => s.start < tool.end && tool.start < s.end)) return;
    spans.push({ start: tool.start, end: tool.end, skill: { name: tool.name, category: 'Products', kind: 'tool' } });
  };
  namedTools(text).forEach(addTool);
  // Methods and instruments named as proper names are (`the Malnutrition Screening Tool`), where nothing else was read.
  // Its words may name skills of their own (`Stormwater Design Manual`): the method's name holds them.
  for (const method of methodNames(text)) {
    const inside = spans.filter((s) => s.start < method.end && method.start < s.end);
    if (inside.some((s) => s.start < method.start || s.end > method.end)) continue;
    for (const s of inside) spans.splice(spans.indexOf(s), 1);
    spans.push({ start: method.start, end: method.end, skill: { name: method.name, category: 'Products', kind: 'hard' } });
  }
  // Beside a tool, or a hard skill written as a name is (`Cloud SQL`, `Grafana`; not `Marketing`).
  const named = (written: string) => /^[A-Z]/.test(written) && (/[A-Z].*[A-Z]|\d/.test(written) || !isEnglishWord(written));
  const tools = spans.filter((s) => /^[A-Z]/.test(text.slice(s.start, s.end)) && (s.skill.kind === 'tool' || (s.skill.kind === 'hard' && named(text.slice(s.start, s.end)))));
  coordinatedNames(text, tools).forEach(addTool);
  listedNames(text, tools).forEach(addTool);
  const seen = new Set<string>();
  return spans
    .sort((a, b) => a.start - b.start)
    // A product's edition or module written after its name is part of what the member names: `QuickBooks Online`, `Epic Radiant`.
    .map((s) => {
      const end = productEnd(text, s, spans);
      const start = makerStart(text, s, spans);
      const written = reportedName(text.slice(start, end), s.skill);
      return { ...s.skill, written, ...(end > s.end || start < s.start ? { edition: written } : {}) };
    })
    // `revenue managers`, `the Operations Manager`: people, not what they can do.
    // A credential may end in one: `Certified Paralegal`, `Registered Dietitian`.
    .filter((s) => !ROLE_NAME.test(s.written) || ROLE_NAME_EXCEPT.test(s.written))
    // `Lead a team of five`, `train staff`, `managing freelancers`: a duty the vocabulary names as ESCO names skills, by what is done.
    .filter((s) => !(DUTY_PHRASE.test(s.written) && DUTY_PHRASE.test(s.name)))
    .filter((s) => !seen.has(listKey(s)) && seen.add(listKey(s)));
}

const GERUND_NOUN_FOLLOWER =
  /^(?:of|for|on|in|at|with|to|and|or|by|from|per|under|using|via|across|within|during|as|is|are|was|were|be|experience|skills?|knowledge|background|expertise|certification|proficiency|tools?|software|systems?|processes|procedures|techniques?|methods?|practices?|principles|standards?|programs?|projects?|teams?)$/i;
/** Whether a vocabulary match ends in a gerund (`designing`) where the skill ends in a noun (`design`), and an object follows on the line. */
function gerundWithObject(text: string, span: SkillSpan): boolean {
  const written = text.slice(span.start, span.end);
  const gerund = /\s(\p{L}+ing)$/u.exec(written)?.[1];
  if (!gerund || /ing$/i.test(span.skill.name)) return false;
  // Only where the skill names that activity as a noun (`designing` for `Design of Experiments`); an
  // alias's other words (`search engine marketing budgets` for SEM) say nothing of it.
  if (!phraseKey(span.skill.name).split(' ').includes(stem(gerund))) return false;
  const next = /^[ \t]+([\p{L}\d][\p{L}\d-]*)/u.exec(text.slice(span.end, span.end + 40))?.[1];
  // `matching of invoices`, `signaling experience`, `writing and reviewing`: a noun's company, not an object.
  return Boolean(next) && !GERUND_NOUN_FOLLOWER.test(next as string);
}

/** A phrase that opens with a verb of what people do at work and goes on with its object. */
const DUTY_PHRASE =
  /^(?:(?:train|help|ask|read|maintain|conduct|perform|deliver|instruct|assist)(?:s|ed)?|teach(?:es)?|taught|meet|met|(?:manag|supervis|coordinat|motivat|ensur|provid|handl|communicat|prepar|creat|organi[sz]|collaborat|liais|negotiat|guid|advis|encourag|promot)(?:e|es|ed)|rewrite|rewrote|write|wrote|(?:lead|led|process(?:ed)?|draft(?:ed)?|review(?:ed)?|support(?:ed)?|schedul(?:e|ed))(?=\s+(?:a|an|the|staff|people|teams?|others|employees|new)\b))\s+\S/i;

/** A resume's skills by kind, each once by its canonical name, with the name to report. */
function resumeSkills(split: ReturnType<typeof splitSections>, parsed: ReturnType<typeof parseResumeText>) {
  const byKind = { hard: new Map<string, StatedSkill>(), soft: new Map<string, StatedSkill>(), language: new Map<string, StatedSkill>() };
  // An acronym in parentheses after the name it spells is that name, whatever else it may stand for:
  // a payroll `Certified Payroll Professional (CPP)` claims no C++ (a `C++` written as such still does).
  const text = [...split.header, ...Object.values(split.sections).flat()].join('\n');
  const add = (skill: { name: string; written: string; category?: string }, kind: SkillKind) => {
    // (Only when the vocabulary reads the acronym as another name: `Uniform Plumbing Code (UPC)` keeps UPC.)
    if (kind !== 'soft' && kind !== 'language' && skill.name.toLowerCase() !== skill.written.toLowerCase() && glossedAcronym(text, skill.written)) return;
    const target = kind === 'soft' ? byKind.soft : kind === 'language' ? byKind.language : byKind.hard;
    // One entry per skill, under the name first written: a resume's `AWS Korea` or `AWS Community
    // Builder` is no edition of its own (a posting keeps editions apart: extractPosting).
    const key = skill.name.toLowerCase();
    if (!target.has(key)) target.set(key, { name: skill.name, written: skill.written, kind, category: skill.category ?? '' });
  };
  const { stated, listed } = skillSources(split);
  // The member's own job titles are not skills they claim: a Graphic Designer's `graphic design`.
  const titles = parsed.experience.map((e) => e.position).filter(Boolean);
  // Nor are the names of their employers and schools: `Ocotillo Family Law Group` claims no family law.
  const names = [...parsed.experience.map((e) => e.company), ...parsed.education.map((e) => e.institution)];
  for (const mention of statedSkills(maskNames(stated, names))) if (!namesTitle(mention.name, titles)) add(mention, mention.kind);
  // Qualities the member names themselves by: `Detail-oriented and curious`, `discreet, unflappable`.
  for (const trait of traitsIn(maskNames(stated, names))) add({ name: trait.name.toLowerCase(), written: trait.name }, 'soft');
  // Codes, forms and standards no vocabulary lists: `R-410A`, `PHQ-9`, `AS9102`, `CMS-1500`.
  for (const code of codesIn(maskNames(stated, names))) add({ name: code, written: code }, 'hard');
  // Items of a skills list the vocabulary does not know are still the member's stated skills;
  // not an issuer, an affiliation or a place a list of credentials names beside them.
  for (const item of listed) if (!ISSUER_OR_PLACE.test(item.written.trim())) add(item, item.kind ?? 'hard');
  return byKind;
}

/**
 * What a list of credentials names beside them that is no skill: an issuer or a body
 * (`Commission on Dietetic Registration`, `American Heart Association`), a membership (`Member`),
 * a place (`New York State`, `Kentucky`).
 */
const ISSUER_OR_PLACE = new RegExp(
  String.raw`^(?:(?:[A-Z][\w&.'’-]*\s+)*(?:Association|Commission|Society|Council|Board|Institute|Foundation|Federation|Agency|Department|Registry|Alliance|Guild)(?:\s+(?:of|on|for)\s+.+)?|Members?(?:hip)?|(?:State of\s+)?(?:${US_STATES})(?:\s+State)?|New York State)$`,
);

/** Whether `written` is an acronym the text writes in parentheses after the words it spells: `Certified Payroll Professional (CPP)`. */
function glossedAcronym(text: string, written: string): boolean {
  if (!/^[A-Z][A-Z0-9&]{1,7}$/.test(written)) return false;
  let at = text.indexOf(`(${written})`);
  while (at >= 0) {
    const before = text.slice(Math.max(0, at - 120), at).trimEnd().split(/\s+/).slice(-written.length * 2).join(' ');
    // The nearest words that spell it, its initials in order.
    for (let n = written.length; n <= Math.min(written.length * 2, before.split(' ').length); n++) {
      if (spellsOut(before.split(' ').slice(-n).join(' '), written)) return true;
    }
    at = text.indexOf(`(${written})`, at + 1);
  }
  return false;
}

/**
 * The hard skills to report: a product read by its shape is the same thing as a longer name the
 * resume gives it elsewhere (`Luminex 2` and `Stenograph Luminex 2`, `ISA TRAQ` and `ISA Tree Risk
 * Assessment Qualification`), reported once under the longer. Matching keeps both names: a job may
 * ask for either.
 */
function reportedHardSkills(hard: Map<string, StatedSkill>): StatedSkill[] {
  const all = [...hard.values()];
  return all.filter((skill) => !(skill.category === 'Products' && all.some((other) => other !== skill && spellsOut(other.written, skill.written))));
}

/**
 * Whether the longer name holds each word of the shorter one, in order, as written or as the initials
 * of as many words as it has letters (`TRAQ` in `Tree Risk Assessment Qualification`).
 */
function spellsOut(longer: string, shorter: string): boolean {
  const long = longer.split(/\s+/);
  const short = shorter.split(/\s+/);
  if (long.length <= short.length) return false;
  let at = 0;
  return short.every((word) => {
    for (let j = at; j < long.length; j++) {
      const initials = /^[A-Z]{2,}$/.test(word) ? long.slice(j, j + word.length).map((w) => w[0]).join('') : '';
      if (long[j].toLowerCase() === word.toLowerCase() || initials === word) {
        at = j + (initials === word ? word.length : 1);
        return true;
      }
    }
    return false;
  });
}

/** The canonical names of the hard skills and tools a resume states: what a match or a gap compares. */
const resumeHardSkills = (text: string) => new Set([...resumeSkills(splitSections(text), parseResumeText(text)).hard.values()].map((s) => s.name.toLowerCase()));

/** The facts of a resume: skills split into hard/tool, soft and language; entries; education. */
export function extractResume(text: string): ExtractedResume {
  const parsed = parseResumeText(text);
  const split = splitSections(text);
  const skills = resumeSkills(split, parsed);
  const reported = (list: Iterable<StatedSkill>) => [...new Set([...list].map((s) => s.written))];
  return {
    skills: reported(reportedHardSkills(skills.hard)),
    soft_skills: reported(skills.soft.values()),
    languages: reported(skills.language.values()),
    // An entry is a role or an employer; a stray description or date line alone is not one.
    experience: parsed.experience.filter((e) => e.position || e.company).map((e) => ({
      company: e.company,
      title: e.position,
      start: isoDate(e.start_date, false),
      end: isoDate(e.end_date, e.is_current),
    })),
    education: parsed.education.map((e) => ({ institution: e.institution, degree: [e.degree, e.fieldOfStudy].filter(Boolean).join(' in ') })),
    sections: filledSections(split.sections),
  };
}

const REQUIRED_HEADING =
  /^(requirements?|required|qualifications?|minimum qualifications|basic qualifications|must[- ]haves?|what you('ll)? (bring|need|have)|you have|who you are|skills( and experience)?|experience|about you|what we('re| are) looking for|specialized experience|knowledge,? skills,? and abilities|knowledge of|skills? in|licen[cs]es?( and certifications?| and certificates)?|(required )?certifications?|how you will be evaluated|(our|the|tech) stack|tools (we use|you('ll| will) use))\b/i;
const NICE_HEADING = /^(preferred|nice[- ]to[- ]haves?|bonus|pluses|extra credit|desired|desirable|good to have|even better|ideally)\b/i;
/** What the job does day to day: the skills its duties name are what it needs. */
const DUTY_HEADING =
  /^(the (role|job|position|opportunity)|((full|complete) )?(job|position|role) (description|summary)|definition|(examples of |typical )?(essential )?duties|(key |main |primary |your |job )?(responsibilities|duties)|day[- ]to[- ]day|what you('ll| will)? (do|own|work on)|(in )?this role|role overview|about the (role|job|position)|your (role|impact|day)|essential functions)\b/i;
const OTHER_HEADING =
  /^(about( us| the (company|team))?|benefits|perks|what we offer|compensation|pay|salary|how to apply|our (team|mission|values)|the team|equal opportunity|location|physical (demands|requirements)|working conditions|work environment|conditions of employment|job details|profile insights|hiring insights|seniority level|employment type|job function|industries|similar jobs)\b/i;
/** Wording that makes one line optional wherever it sits: `Kafka is a plus`, `ideally with Terraform`. */
const NICE_WORDING = /\b(nice[- ]to[- ]have|preferred|a plus|is a plus|bonus|ideally|desirable|would be great|helpful|not required|familiarity .* a plus)\b/i;

/** A heading line of a posting: short, no sentence, not a bullet; `Preferred qualifications:` too. */
const postingHeading = (line: string) => {
  const t = line.trim().replace(/:$/, '');
  return t.length > 0 && t.length <= 60 && !isBullet(line) && !/[.!?]$/.test(t) && t.split(/\s+/).length <= 7 ? t : null;
};

/**
 * The skills a posting asks for (hard skills and tools), split by where they sit: under a heading
 * such as Requirements / Qualifications or the duties (The role / Responsibilities), or Preferred /
 * Nice to have / Bonus, and by wording in the sentence itself (`… is a plus`, `ideally …`). Text
 * about the company or the benefits is not read when the posting has such headings.
 */
/**
 * The most of a posting's visible text the reader takes: several times the longest real posting (about
 * 12,000 characters); the reader's cost grows with the text, and a hostile one of 100,000 short lines
 * held a core for most of a minute.
 */
const MAX_POSTING_TEXT = 24_000;

export function extractPosting(text: string): ExtractedPosting {
  const lines = htmlToText(text).slice(0, MAX_POSTING_TEXT).split('\n');
  const matcher = skillMatcher();
  type Zone = 'required' | 'nice' | 'other' | 'unknown';
  const zoned: { zone: Zone; line: string }[] = [];
  let zone: Zone = 'unknown';
  for (const line of lines) {
    const heading = postingHeading(line);
    if (heading && NICE_HEADING.test(heading)) zone = 'nice';
    // What the job's duties name it needs (`process invoices in SAP`): required unless called optional.
    else if (heading && (REQUIRED_HEADING.test(heading) || DUTY_HEADING.test(heading))) zone = 'required';
    else if (heading && OTHER_HEADING.test(heading)) zone = 'other';
    // One clause at a time: `Experience with SAP Concur is a plus.` ends a paragraph of duties;
    // `Advanced SQL, ideally on Snowflake` asks for SQL and would like Snowflake.
    // A parenthesis that calls its own content optional is a clause of its own: `Experience with an ERP or
    // TMS (SAP S/4HANA experience is a plus)` asks for ERP and TMS and would like S/4HANA; one that holds
    // only the word (`Tableau (preferred)`) makes what it follows optional.
    else for (const clause of line.split(/(?<=[.!?])\s+(?=[A-Z])|\s*;\s+|(?=,?\s+\(?(?:ideally|preferably|especially)\b)|\s*\((?!\s*(?:(?:is|are|would be)\s+)?(?:a plus|(?:strongly |highly )?preferred|bonus|a bonus|nice to have|desirable)\s*\))(?=[^()]*\b(?:a plus|preferred|bonus|nice to have|desirable)\b[^()]*\))/i)) zoned.push({ zone, line: clause });
  }
  const hasRequirements = zoned.some((z) => z.zone === 'required' || z.zone === 'nice');
  // The posting's own title (its first line) names the job, not a skill it asks for.
  const titles = lines.filter((l) => l.trim()).slice(0, 1);
  // Keyed by canonical name (an edition by its own), holding the name to report.
  const required = new Map<string, string>();
  const nice = new Map<string, string>();
  const acronymOf = new Map<string, string>();
  for (const { zone: z, line } of zoned) {
    if (hasRequirements && (z === 'other' || z === 'unknown')) continue;
    const target = z === 'nice' || NICE_WORDING.test(line) ? nice : required;
    const stated = statedSkills(line);
    const named = [...stated, ...licencesIn(line)];
    const found = [...named, ...acronymsIn(line, named)];
    // What a requirement names after or before its cue (`knowledge of Incoterms (FOB, EXW)`), when no mention covers it.
    for (const item of cuedItems(line)) {
      const known = matcher.lookup(item);
      if (known && !isHardSkill(known)) continue;
      // Covered by a mention under its canonical name or as written (`Kafka pipelines` holds `Kafka`, Apache Kafka).
      const covers = (f: StatedSkill, name: string) => {
        const [a, b] = [name.toLowerCase(), item.toLowerCase()];
        return a === (known?.name ?? item).toLowerCase() || b.includes(a) || a.includes(b);
      };
      if (found.some((f) => covers(f, f.name) || covers(f, f.written))) continue;
      found.push(known ? { ...known, written: reportedName(item, known) } : { name: item, written: item, category: 'Requirements', kind: 'hard' });
    }
    // An acronym in parentheses after the name it spells is that name, whatever else it may stand for:
    // `Certified Payroll Professional (CPP)` asks for no C++, `Fundamental Payroll Certification (FPC)` once.
    // The pair is remembered: the acronym alone elsewhere (`resolve OCE edits`) is the same requirement.
    const glossed = (f: StatedSkill) => {
      const full = /^[A-Z][A-Z0-9&]+$/.test(f.written) && found.find((o) => o !== f && spellsOut(o.written, f.written) && line.includes(`${o.written} (${f.written})`));
      if (full) acronymOf.set(f.written, listKey(full));
      return Boolean(full);
    };
    for (const mention of found.filter((f) => !glossed(f))) {
      const key = listKey(mention);
      // A technology named in the title is still asked for (`Senior iOS Engineer` … `native iOS apps`); a field is the job itself.
      if (!isHardSkill(mention) || nice.has(key) || (namesTitle(mention.name, titles) && !TECHNOLOGY_NAME.test(mention.written))) continue;
      // A skill the posting calls optional anywhere is optional (`Kafka is a plus` after a duty with Kafka).
      if (target === nice) required.delete(key);
      else if (required.has(key)) continue;
      target.set(key, mention.written);
    }
  }
  // An acronym glossed anywhere is its full name: optional where the name is, and never both. Only an
  // entry written as that acronym goes (a posting's own `C++` stays beside `Certified Payroll Professional (CPP)`).
  for (const [acronym, full] of acronymOf) {
    if (!nice.has(full) && !required.has(full)) continue;
    for (const map of [required, nice]) for (const [key, written] of [...map]) if (written === acronym && key !== full) map.delete(key);
  }
  return { required: [...required.values()], nice_to_have: [...nice.values()] };
}

/**
 * Licences and certificates a requirement names by place and trade, whole: `Michigan Journeyman
 * Plumber license`, `Washington State PT license`, `Current, unrestricted Michigan pharmacist
 * license` (without `Current, unrestricted`), `Master Plumber license`. A driver's licence is no skill.
 * Credentials named as certified people are: `ISA Certified Arborist`, `Certified Welding Inspector`.
 */
function licencesIn(line: string): StatedSkill[] {
  const out: StatedSkill[] = [];
  for (const m of line.matchAll(/(?<![\w'’-])(?:[A-Z][A-Z0-9&]{1,6} )?Certified(?: [A-Z][\w&-]*){1,4}/g)) {
    if (!skillMatcher().lookup(m[0])) out.push({ name: m[0], written: m[0], category: 'Licences', kind: 'hard' });
  }
  for (const m of line.matchAll(/(?<![\w'’-])((?:[A-Z][\w.&-]*\s+|\d{1,3}\s+){1,6}(?:[a-z]+\s+)?(?:licen[cs]e|certificate))\b/g)) {
    const name = m[1].replace(/^(?:(?:Current|Valid|Active|Unrestricted|An?|The|Must|Hold|Holds|Requires?|Possess(?:es)?)\s+)+/, '');
    if (!/^[A-Z]/.test(name) || /^(?:licen[cs]e|certificate)$/i.test(name) || /driver/i.test(name)) continue;
    out.push({ name, written: name, category: 'Licences', kind: 'hard' });
  }
  return out;
}

/**
 * Names a requirement writes in capitals that the vocabulary does not know: standards, codes, laws
 * and systems (`NEC`, `FMLA`, `HRIS`, `ALARA`). Three letters or more (two are too ambiguous: `IV`,
 * `PT`, `AP`), and not a place, a ward (`ICU`), a degree, a company form or a business term.
 */
function acronymsIn(line: string, found: Skill[]): StatedSkill[] {
  const out: StatedSkill[] = [];
  // An acronym of a name already read is that name: `Certified Veterinary Technician (CVT)`.
  const single = (name: string) =>
    !NOT_A_SKILL_ACRONYM.test(name) && !skillMatcher().lookup(name) && !found.some((f) => f.name.includes(name) || spellsOut(f.name, name));
  for (const m of line.matchAll(/(?<![\w./-])[A-Z][A-Z0-9&]{2,5}(?:-[0-9A-Z]{1,3})?(?: (?:[A-Z][A-Z0-9&]{2,5}(?:-[0-9A-Z]{1,3})?|\d{2,4}[A-Z]?|<\d{3,4}>)){0,2}(?![\w/-]|\.\w)/g)) {
    // A year after the name is a date, not its part: `HIPAA 2023`; a number is (`NFPA 70E`, `EPA 608`, `USP <797>`).
    const parts = m[0].replace(/ (?:19|20)\d\d$/, '').split(' ');
    // Capitals in a row name one thing (`ANSI A300`, `ISA TRAQ`), unless they are English shouted (`MUST HAVE`).
    // A part the vocabulary knows stands alone: `HVAC EPA` is two names.
    const run = parts.join(' ');
    if (parts.length > 1 && parts.every((p) => (/\d/.test(p) || !isEnglishWord(p)) && !skillMatcher().lookup(p) && !NOT_A_SKILL_ACRONYM.test(p)) && single(run)) {
      out.push({ name: run, written: run, category: 'Acronyms', kind: 'hard' });
      continue;
    }
    // What the vocabulary knows it has read already (`BLS` is Basic Life Support), or left out on purpose.
    for (const part of parts) if (/^[A-Z]/.test(part) && single(part)) out.push({ name: part, written: part, category: 'Acronyms', kind: 'hard' });
  }
  return out;
}

/** A name written as technology is, lower and upper case inside one word (`iOS`, `GraphQL`, `JavaScript`); not an acronym (`CNC`). */
const TECHNOLOGY_NAME = /^(?=[\p{L}\d]*\p{Ll})(?:\p{Ll}+\p{Lu}|\p{Lu}+\p{Ll}+\p{Lu})[\p{L}\d]*$/u;

const NOT_A_SKILL_ACRONYM =
  /^(USA|CEO|CFO|COO|CTO|CIO|CMO|KPIS?|ROI|YOY|FAQ|ASAP|TBD|LLC|LLP|INC|LTD|BSN|MSN|MBA|PHD|GED|AAS|BBA|B2B|B2C|DTC|SMB|PTO|EOE|EEO|ADA-?compliant|USD|EST|CST|PST|MST|OTE|ARR|MRR|NYC|SF|THE|AND|FOR|YOU|OUR|NOT|ALL|NEW|TEAM|FULL|TIME|REMOTE|HYBRID|ONSITE|ICU|NICU|PICU|CVICU|MICU|SICU|PACU|CCU)$/;

/**
 * Codes a resume states that the vocabulary does not know, by their shape: capitals and digits
 * joined by a hyphen or run together (`R-410A`, `GAD-7`, `ICD-10-CM`, `AS9102`). Not a grade span
 * (`K-12`), one letter and one digit (`B-2`, though the forms `I-9`, `W-2`, `W-4`, `W-9` are) or a
 * model number after its maker's name (`Haas VF-2`).
 */
function codesIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?<![\w./-])(?:[A-Z]{1,4}-\d{1,4}[A-Z]?(?:-[A-Z]{1,3})?|[A-Z]{2,4}\d{3,5})(?![\w/-]|\.\d)/g)) {
    if (/^(?:K-\d+|COVID-19|[A-Z]-\d)$/.test(m[0]) && !/^(?:I-9|W-[249])$/.test(m[0])) continue;
    // A maker's name before it, not the first word of a line or sentence: `Haas VF-2`, not `Recovered R-410A`.
    const line = text.slice(text.lastIndexOf('\n', m.index) + 1, m.index);
    const before = /(^\s*(?:[-•*●▪◦‣]\s*)?|[.!?]\s+)?(\p{Lu}\p{Ll}+)\s+$/u.exec(line);
    if (before && before[1] === undefined) continue;
    if (!skillMatcher().lookup(m[0])) out.push(m[0]);
  }
  return out;
}

/** Hard skills and tools that both the job and the resume state, in the job's order: the match, not a claim. */
export function skillOverlap(jobText: string, resumeText: string): string[] {
  const resume = resumeHardSkills(resumeText);
  const overlap = statedSkills(htmlToText(jobText))
    .filter((s) => isHardSkill(s) && resume.has(s.name.toLowerCase()))
    .map((s) => s.name);
  return [...new Set(overlap)];
}

/**
 * The job's hard skills and tools split by whether the resume states them, each in the job's order:
 * `matched` is what a letter may claim (the same as skillOverlap), `missing` what it must not.
 */
export function skillGap(jobText: string, resumeText: string): { matched: string[]; missing: string[] } {
  const resume = resumeHardSkills(resumeText);
  const job = [...new Set(statedSkills(htmlToText(jobText)).filter(isHardSkill).map((s) => s.name))];
  return { matched: job.filter((s) => resume.has(s.toLowerCase())), missing: job.filter((s) => !resume.has(s.toLowerCase())) };
}

/** Skills of `candidates` that the text names (by the taxonomy's matcher, aliases included). */
export function skillsNamedIn(text: string, candidates: string[]): string[] {
  const wanted = new Set(candidates.map((s) => s.toLowerCase()));
  return [...new Set(skillMatcher().find(text).map((s) => s.name).filter((n) => wanted.has(n.toLowerCase())))];
}
