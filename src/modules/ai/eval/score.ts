/**
 * Scoring of the engine against hand-made gold (test/fixtures/eval): precision, recall and F1 for
 * skills and experience entries. Plain TypeScript, used by `npm run eval:ai` and its floor test.
 */
import { isStopword, phraseKey } from '../builtin/skill-keys';

/** A gold skill: its canonical name, or a list of accepted spellings (canonical first). */
export type GoldSkill = string | string[];

export interface GoldResume {
  occupation: string;
  layout?: string;
  skills: GoldSkill[];
  soft_skills?: string[];
  languages?: string[];
  experience: { company: string; title: string; start?: string; end?: string }[];
  education?: { institution: string; degree: string }[];
}

export interface GoldPosting {
  occupation: string;
  required: GoldSkill[];
  nice_to_have: GoldSkill[];
}

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export const emptyCounts = (): Counts => ({ tp: 0, fp: 0, fn: 0 });
export const addCounts = (a: Counts, b: Counts): Counts => ({ tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn });

export function prf(c: Counts): { precision: number; recall: number; f1: number } {
  const precision = c.tp + c.fp ? c.tp / (c.tp + c.fp) : 1;
  const recall = c.tp + c.fn ? c.tp / (c.tp + c.fn) : 1;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}

/** Case, punctuation and spacing do not count: `Node.js` = `node js`, `C#` stays `c#`. */
export const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9+#&]+/g, ' ')
    .trim();

/**
 * The forms under which a skill name counts as the same skill: its words by stem (`reach trucks` =
 * `reach truck`) and without spacing inside a word (`Pre-Calculus` = `Precalculus`).
 */
function skillForms(name: string): string[] {
  const n = normalise(name);
  const forms = [n, phraseKey(name), n.replace(/ /g, '')];
  // The gold conventions count a vendor-prefixed name as the same name: `Apache Kafka` = `Kafka`.
  const unprefixed = n.replace(VENDOR_PREFIX, '');
  if (unprefixed !== n && unprefixed) forms.push(unprefixed, phraseKey(unprefixed));
  return forms.filter(Boolean);
}

/** Makers whose name leads their products' names (`Microsoft Excel`, `Amazon S3`, `Adobe Illustrator`). */
const VENDOR_PREFIX = /^(apache|amazon|aws|microsoft|ms|google|adobe|oracle|ibm|sap|autodesk|atlassian|apple|salesforce|intuit|cisco|siemens|ge) (?=\S)/;

/**
 * The acronyms a multi-word name stands behind (`Advanced Cardiovascular Life Support` → `acls`).
 * They only ever match a one-word name on the other side: two different expansions that happen to
 * share initials are not the same skill.
 */
function acronymsOf(name: string): string[] {
  const words = normalise(name).split(' ').filter(Boolean);
  if (words.length < 2) return [];
  const all = words.map((w) => w[0]).join('');
  const content = words.filter((w) => !isStopword(w)).map((w) => w[0]).join('');
  return [all, content].filter((a) => a.length >= 3);
}

const oneWord = (name: string) => !normalise(name).includes(' ');

interface SkillEntry {
  forms: Set<string>;
  acronyms: Set<string>;
  oneWord: Set<string>;
}

function entryOf(spellings: string[]): SkillEntry {
  return {
    forms: new Set(spellings.flatMap(skillForms)),
    acronyms: new Set(spellings.flatMap(acronymsOf)),
    oneWord: new Set(spellings.filter(oneWord).map(normalise)),
  };
}

function sameSkill(predicted: string, entry: SkillEntry): boolean {
  if (skillForms(predicted).some((f) => entry.forms.has(f))) return true;
  if (oneWord(predicted)) return entry.acronyms.has(normalise(predicted));
  return acronymsOf(predicted).some((a) => entry.oneWord.has(a));
}

/** Each predicted skill matches at most one gold entry (under any of its spellings), and vice versa. */
export function scoreSkills(predicted: string[], gold: GoldSkill[]): Counts & { missed: string[]; extra: string[] } {
  const entries = gold.map((g) => entryOf(Array.isArray(g) ? g : [g]));
  const used = new Set<number>();
  const extra: string[] = [];
  const seen = new Set<string>();
  for (const p of predicted) {
    const key = normalise(p);
    if (seen.has(key)) continue;
    seen.add(key);
    const hit = entries.findIndex((entry, i) => !used.has(i) && sameSkill(p, entry));
    if (hit >= 0) used.add(hit);
    else extra.push(p);
  }
  const missed = gold.filter((_, i) => !used.has(i)).map((g) => (Array.isArray(g) ? g[0] : g));
  return { tp: used.size, fp: extra.length, fn: missed.length, missed, extra };
}

const tokens = (s: string) => new Set(normalise(s).split(' ').filter(Boolean));

/**
 * Same name as a person would judge it: equal; a name of two or more words found whole inside the
 * other (`SEO Lead` = `SEO Lead, Growth Team`, the department aside); or more than half the words of
 * the longer name shared. One word inside a longer name is not enough: `Manager` is not
 * `Warehouse Manager`.
 */
export function similar(a: string, b: string): boolean {
  const na = normalise(a);
  const nb = normalise(b);
  if (!na || !nb) return false;
  if (na === nb) return true;
  const [shorter, longer] = na.length <= nb.length ? [na, nb] : [nb, na];
  if (shorter.includes(' ') && ` ${longer} `.includes(` ${shorter} `)) return true;
  const ta = tokens(a);
  const tb = tokens(b);
  const shared = [...ta].filter((t) => tb.has(t)).length;
  return shared / Math.max(ta.size, tb.size) > 0.5;
}

const year = (d: string | undefined) => /\b(19|20)\d{2}\b/.exec(d ?? '')?.[0];

/** An entry is right when company and title both match and the start year agrees. */
export function scoreExperience(
  predicted: { company: string; title: string; start: string }[],
  gold: GoldResume['experience'],
): Counts & { missed: string[]; extra: string[] } {
  const used = new Set<number>();
  const extra: string[] = [];
  for (const p of predicted) {
    const hit = gold.findIndex(
      (g, i) => !used.has(i) && similar(p.company, g.company) && similar(p.title, g.title) && (!year(g.start) || year(g.start) === year(p.start)),
    );
    if (hit >= 0) used.add(hit);
    else extra.push(`${p.title} @ ${p.company} (${p.start})`);
  }
  const missed = gold.filter((_, i) => !used.has(i)).map((g) => `${g.title} @ ${g.company} (${g.start ?? ''})`);
  return { tp: used.size, fp: extra.length, fn: missed.length, missed, extra };
}

/** An education entry is right when the school matches and so does the degree, as far as the gold names one. */
export function scoreEducation(predicted: { institution: string; degree: string }[], goldEntries: NonNullable<GoldResume['education']>): Counts & { missed: string[]; extra: string[] } {
  // Some sets write `null` for a part the resume does not name.
  const gold = goldEntries.map((g) => ({ institution: g.institution ?? '', degree: g.degree ?? '' }));
  const used = new Set<number>();
  const extra: string[] = [];
  for (const p of predicted) {
    const same = (a: string, b: string) => (!a.trim() && !b.trim()) || similar(a, b);
    const hit = gold.findIndex((g, i) => !used.has(i) && same(p.institution, g.institution) && (!g.degree || same(p.degree, g.degree)));
    if (hit >= 0) used.add(hit);
    else extra.push(`${p.degree} @ ${p.institution}`);
  }
  const missed = gold.filter((_, i) => !used.has(i)).map((g) => `${g.degree} @ ${g.institution}`);
  return { tp: used.size, fp: extra.length, fn: missed.length, missed, extra };
}
