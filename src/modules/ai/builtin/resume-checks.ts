import type { ExperienceItem, ParsedResume } from '../ai.types';
import { monthIndex } from './dates';
import { type SkillMention, skillMatcher } from './skills';
import { listing, wordCount } from './text';

/** Verbs that open a strong bullet. */
const ACTION_VERBS = new Set(
  (
    'accelerated achieved acquired adapted administered advised analyzed analysed architected assembled assessed audited automated ' +
    'balanced boosted built calculated championed clarified coached collaborated completed composed conceived conducted configured ' +
    'consolidated constructed consulted contributed converted coordinated created cut debugged decreased defined delivered deployed ' +
    'designed developed devised diagnosed directed documented doubled drafted drove edited eliminated enabled engineered enhanced ' +
    'established evaluated executed expanded expedited facilitated forecasted formulated founded generated grew guided halved headed ' +
    'identified implemented improved increased influenced initiated innovated inspected installed instituted integrated introduced ' +
    'launched led lifted maintained managed maximized mentored migrated minimized modernized monitored motivated negotiated optimized ' +
    'orchestrated organized organised oversaw partnered performed piloted pioneered planned presented prioritized produced programmed ' +
    'promoted proposed prototyped published raised ran rebuilt recruited redesigned reduced refactored resolved restructured revamped ' +
    'reviewed saved scaled scheduled secured shipped simplified solved spearheaded standardized steered streamlined strengthened ' +
    'structured supervised surpassed taught tested trained transformed translated troubleshot tripled unified upgraded validated won wrote'
  ).split(/\s+/),
);
/** Openings that describe duties rather than results. */
const WEAK_OPENINGS =
  /^(responsible for|helped|helping|assisted|assisting|worked on|worked with|duties included|tasked with|in charge of|involved in|participated in|handled|did|was)\b/i;
const QUANTIFIED =
  /(\d+(?:[.,]\d+)?\s*(?:%|percent|x\b|k\b|m\b|million|billion|hours?|minutes?|days?|weeks?|months?|people|engineers|users|customers|students|clinics|teams?|services|requests|experiments|sessions)|[$€£]\s?\d|\b\d{2,}(?:,\d{3})*\b|\b(?:doubled|tripled|halved)\b|\bfrom\s+\S+\s+to\s+\S+)/i;
const FIRST_PERSON = /\b(I|me|my|mine)\b/;

export type CheckId =
  | 'contact'
  | 'summary'
  | 'sections'
  | 'quantified'
  | 'action-verbs'
  | 'length'
  | 'date-gaps'
  | 'date-order'
  | 'dates-present'
  | 'first-person'
  | 'skills-listed';

export interface CheckResult {
  id: CheckId;
  title: string;
  passed: boolean;
  /** What was found, citing the resume. */
  finding: string;
  /** What to do, when the check did not pass. */
  advice?: string;
  /** Quoted lines of the resume the finding refers to. */
  examples?: string[];
}

export interface ResumeReview {
  resume: ParsedResume;
  bullets: string[];
  words: number;
  mentioned: SkillMention[];
  checks: CheckResult[];
}

const bulletsOf = (items: ExperienceItem[]) =>
  items.flatMap((e) =>
    e.description
      .split('\n')
      .map((b) => b.trim())
      .filter(Boolean),
  );
const firstWord = (s: string) => (s.match(/^[A-Za-z]+/)?.[0] ?? '').toLowerCase();
/** The bullet opens with a strong action verb (Led, Built, Reduced…). */
export const opensWithActionVerb = (s: string) => ACTION_VERBS.has(firstWord(s));
/** Any past-tense opening counts as a verb for phrasing ("Helped with…" → "I helped with…"). */
export const opensWithVerb = (s: string) => opensWithActionVerb(s) || /^[a-z]+ed$/.test(firstWord(s));
const quote = (s: string, max = 110) => `"${s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s}"`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function roleName(e: ExperienceItem): string {
  return [e.position, e.company].filter(Boolean).join(' at ') || 'an untitled role';
}

/** The member's current role, else the one that ended last, else the first listed. */
export function latestRole(resume: ParsedResume): ExperienceItem | undefined {
  const current = resume.experience.find((e) => e.is_current);
  if (current) return current;
  const ended = resume.experience
    .map((e) => ({
      e,
      end: monthIndex(e.end_date) ?? monthIndex(e.start_date),
    }))
    .filter((x): x is { e: ExperienceItem; end: number } => x.end !== null)
    .sort((a, b) => b.end - a.end);
  return ended[0]?.e ?? resume.experience[0];
}

/** Runs every rule of the built-in reviewer over a parsed resume and its text. */
export function reviewResume(resume: ParsedResume, text: string): ResumeReview {
  const bullets = bulletsOf(resume.experience);
  const words = wordCount(text);
  const mentioned = skillMatcher().find(text);
  const checks: CheckResult[] = [];
  const h = resume.header;

  const contactMissing = [!h.email && 'an email address', !h.phone && 'a phone number', !h.location && 'a location'].filter(
    Boolean,
  ) as string[];
  checks.push({
    id: 'contact',
    title: 'Contact details',
    passed: contactMissing.length === 0,
    finding:
      contactMissing.length === 0
        ? `Email, phone and location are all present${h.links.length ? `, with ${plural(h.links.length, 'profile link')}` : ''}.`
        : `The header is missing ${listing(contactMissing)}.`,
    advice: contactMissing.length ? `Add ${listing(contactMissing)} to the header so recruiters can reach you.` : undefined,
  });

  const summaryWords = wordCount(resume.summary);
  checks.push({
    id: 'summary',
    title: 'Summary',
    passed: summaryWords >= 15 && summaryWords <= 90,
    finding: summaryWords === 0 ? 'There is no summary.' : `The summary has ${summaryWords} words.`,
    advice:
      summaryWords === 0
        ? 'Open with a two or three sentence summary: your role, your strongest skills, and one result you are proud of.'
        : summaryWords < 15
          ? 'Expand the summary to two or three sentences naming your focus, key skills and a result.'
          : summaryWords > 90
            ? 'Trim the summary to about three sentences; move details into your experience.'
            : undefined,
  });

  const missing = [
    !resume.experience.length && 'Experience',
    !resume.education.length && 'Education',
    !resume.skills.length && 'Skills',
  ].filter(Boolean) as string[];
  checks.push({
    id: 'sections',
    title: 'Sections',
    passed: missing.length === 0,
    finding:
      missing.length === 0 ? 'Experience, Education and Skills sections are all present.' : `No ${listing(missing)} section was found.`,
    advice: missing.length ? `Add a clearly headed ${listing(missing)} section.` : undefined,
  });

  const quantified = bullets.filter((b) => QUANTIFIED.test(b));
  const unquantified = bullets.filter((b) => !QUANTIFIED.test(b));
  checks.push({
    id: 'quantified',
    title: 'Quantified results',
    passed: bullets.length > 0 && quantified.length / bullets.length >= 0.5,
    finding:
      bullets.length === 0
        ? 'There are no bullet points describing your work.'
        : `${quantified.length} of ${plural(bullets.length, 'bullet point')} include a number, amount or measurable change.`,
    advice:
      bullets.length === 0
        ? 'Describe each role with three to five bullet points, each stating a result.'
        : quantified.length / bullets.length < 0.5
          ? 'Add the scale or effect of your work to more bullets: how many, how much, how much faster or cheaper.'
          : undefined,
    examples: (quantified.length / Math.max(1, bullets.length) >= 0.5 ? quantified : unquantified).slice(0, 3).map((b) => quote(b)),
  });

  const strong = bullets.filter(opensWithActionVerb);
  const weak = bullets.filter((b) => WEAK_OPENINGS.test(b) || !opensWithActionVerb(b));
  checks.push({
    id: 'action-verbs',
    title: 'Action verbs',
    passed: bullets.length > 0 && strong.length / bullets.length >= 0.7,
    finding:
      bullets.length === 0
        ? 'No bullet points to check.'
        : `${strong.length} of ${plural(bullets.length, 'bullet point')} open with an action verb.`,
    advice: weak.length
      ? 'Start each bullet with what you did (Led, Built, Reduced…) rather than "Responsible for" or "Helped with".'
      : undefined,
    examples: weak.slice(0, 3).map((b) => quote(b)),
  });

  checks.push({
    id: 'length',
    title: 'Length',
    passed: words >= 250 && words <= 1000,
    finding: `The resume has about ${words} words.`,
    advice:
      words < 250
        ? 'The resume is short: add detail about your roles, results and skills.'
        : words > 1000
          ? 'The resume is long: keep it to one or two pages by cutting older or less relevant detail.'
          : undefined,
  });

  const dated = resume.experience
    .map((e) => ({
      e,
      start: monthIndex(e.start_date || e.end_date),
      end: e.is_current ? Number.POSITIVE_INFINITY : monthIndex(e.end_date),
    }))
    .filter((d): d is { e: ExperienceItem; start: number; end: number } => d.start !== null && d.end !== null);
  const undated = resume.experience.filter((e) => !e.start_date && !e.end_date);
  checks.push({
    id: 'dates-present',
    title: 'Dates',
    passed: resume.experience.length > 0 && undated.length === 0,
    finding:
      undated.length === 0
        ? resume.experience.length
          ? 'Every role has dates.'
          : 'No roles to date.'
        : `${plural(undated.length, 'role')} ${undated.length === 1 ? 'has' : 'have'} no dates: ${undated.map(roleName).join('; ')}.`,
    advice: undated.length ? 'Give every role a start and end (month and year, or Present).' : undefined,
  });

  const chronological = [...dated].sort((a, b) => a.start - b.start);
  const gaps: string[] = [];
  for (let i = 1; i < chronological.length; i++) {
    const prevEnd = Math.max(...chronological.slice(0, i).map((d) => d.end));
    const gap = chronological[i].start - prevEnd;
    if (Number.isFinite(prevEnd) && gap > 6) {
      gaps.push(`${Math.round(gap)} months between ${roleName(chronological[i - 1].e)} and ${roleName(chronological[i].e)}`);
    }
  }
  checks.push({
    id: 'date-gaps',
    title: 'Gaps',
    passed: gaps.length === 0,
    finding:
      gaps.length === 0
        ? dated.length > 1
          ? 'No gap longer than six months between roles.'
          : 'Too few dated roles to check for gaps.'
        : `Gap: ${gaps.join('; ')}.`,
    advice: gaps.length ? 'Explain longer gaps briefly (study, caregiving, freelance work) so readers do not have to guess.' : undefined,
  });

  const listedStarts = dated.map((d) => d.start);
  const newestFirst = listedStarts.every((s, i) => i === 0 || s <= listedStarts[i - 1]);
  checks.push({
    id: 'date-order',
    title: 'Order',
    passed: newestFirst,
    finding: newestFirst ? 'Roles are listed newest first.' : 'Roles are not listed newest first.',
    advice: newestFirst ? undefined : 'List roles in reverse chronological order, the current or latest one first.',
  });

  const firstPerson = bullets.filter((b) => FIRST_PERSON.test(b));
  checks.push({
    id: 'first-person',
    title: 'Voice',
    passed: firstPerson.length === 0,
    finding: firstPerson.length === 0 ? 'Bullets avoid first-person pronouns.' : `${plural(firstPerson.length, 'bullet')} use "I" or "my".`,
    advice: firstPerson.length ? 'Drop "I" and "my" from bullets; start with the verb.' : undefined,
    examples: firstPerson.slice(0, 2).map((b) => quote(b)),
  });

  const listed = new Set(resume.skills.map((s) => (skillMatcher().lookup(s)?.name ?? s).toLowerCase()));
  const unlisted = mentioned.filter((m) => !listed.has(m.name.toLowerCase()) && m.category !== 'Soft Skills' && m.category !== 'Languages');
  checks.push({
    id: 'skills-listed',
    title: 'Skills list',
    passed: resume.skills.length >= 5 && unlisted.length <= 2,
    finding:
      resume.skills.length === 0
        ? 'No skills are listed.'
        : `${plural(resume.skills.length, 'skill')} listed${
            unlisted.length
              ? `; ${unlisted
                  .slice(0, 6)
                  .map((s) => s.name)
                  .join(', ')} appear in your experience but not in the list`
              : ''
          }.`,
    advice:
      resume.skills.length < 5 || unlisted.length > 2
        ? unlisted.length
          ? `Add the skills your experience already shows to the Skills section: ${unlisted
              .slice(0, 6)
              .map((s) => s.name)
              .join(', ')}.`
          : 'List at least five skills you would be happy to be asked about.'
        : undefined,
  });

  return { resume, bullets, words, mentioned, checks };
}
