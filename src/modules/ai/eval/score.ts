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
 * `reach truck`), and an acronym for its expansion (`ACLS` = `Advanced Cardiovascular Life Support`).
 */
function skillForms(name: string): string[] {
  const words = normalise(name).split(' ').filter(Boolean);
  // Spacing and hyphens inside a word do not count either: `Pre-Calculus` = `Precalculus`.
  const forms = [normalise(name), phraseKey(name), normalise(name).replace(/ /g, '')];
  if (words.length >= 2) {
    forms.push(...[words.map((w) => w[0]).join(''), words.filter((w) => !isStopword(w)).map((w) => w[0]).join('')].filter((a) => a.length >= 3));
  }
  return forms.filter(Boolean);
}

/** Each predicted skill matches at most one gold entry (under any of its spellings), and vice versa. */
export function scoreSkills(predicted: string[], gold: GoldSkill[]): Counts & { missed: string[]; extra: string[] } {
  const entries = gold.map((g) => new Set((Array.isArray(g) ? g : [g]).flatMap(skillForms)));
  const used = new Set<number>();
  const extra: string[] = [];
  const seen = new Set<string>();
  for (const p of predicted) {
    const key = normalise(p);
    if (seen.has(key)) continue;
    seen.add(key);
    const forms = skillForms(p);
    const hit = entries.findIndex((spellings, i) => !used.has(i) && forms.some((f) => spellings.has(f)));
    if (hit >= 0) used.add(hit);
    else extra.push(p);
  }
  const missed = gold.filter((_, i) => !used.has(i)).map((g) => (Array.isArray(g) ? g[0] : g));
  return { tp: used.size, fp: extra.length, fn: missed.length, missed, extra };
}

const tokens = (s: string) => new Set(normalise(s).split(' ').filter(Boolean));

/** Same name as a person would judge it: equal, one inside the other, or most words shared. */
export function similar(a: string, b: string): boolean {
  const na = normalise(a);
  const nb = normalise(b);
  if (!na || !nb) return false;
  if (na === nb || na.includes(nb) || nb.includes(na)) return true;
  const ta = tokens(a);
  const tb = tokens(b);
  const shared = [...ta].filter((t) => tb.has(t)).length;
  return shared / Math.max(ta.size, tb.size) >= 0.5;
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
