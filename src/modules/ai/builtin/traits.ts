import { linesAt, type NamedSpan } from './text';

/**
 * Qualities people name themselves by in a profile (`Detail-oriented and curious`, `discreet,
 * unflappable`, `Calm under pressure`): soft skills no taxonomy lists as skills, since O*NET and ESCO
 * name abilities (`attention to detail`), not the adjectives people write. A closed class of words.
 */
const TRAITS = new Set(
  [
    'adaptable', 'approachable', 'calm', 'caring', 'coachable', 'collaborative', 'compassionate', 'competitive',
    'conscientious', 'curious', 'decisive', 'dependable', 'detail-focused', 'detail-oriented', 'diligent', 'diplomatic',
    'discreet', 'driven', 'empathetic', 'energetic', 'enthusiastic', 'flexible', 'hardworking', 'hard-working',
    'honest', 'meticulous', 'motivated', 'observant', 'organised', 'organized', 'outgoing', 'patient', 'personable',
    'persistent', 'positive', 'proactive', 'punctual', 'reliable', 'resilient', 'resourceful', 'responsive',
    'self-motivated', 'self-starter', 'thorough', 'tactful', 'trustworthy', 'unflappable', 'upbeat', 'versatile',
  ],
);

const AMBIGUOUS = new Set(['patient', 'driven', 'positive', 'calm', 'flexible', 'honest', 'thorough', 'motivated', 'organized', 'organised']);

/** Whether the list item before or after a word (across a comma, `and` or `or`) is another quality. */
function besideTrait(line: string, start: number, end: number): boolean {
  const next = /^\s*(?:,\s*(?:(?:and|or)\s+)?|\s+(?:and|or|&)\s+)([A-Za-z][a-z]*(?:-[a-z]+)?)/.exec(line.slice(end))?.[1];
  const previous = /([A-Za-z][a-z]*(?:-[a-z]+)?)(?:\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or|&)\s+)$/.exec(line.slice(0, start))?.[1];
  return [next, previous].some((w) => w !== undefined && TRAITS.has(w.toLowerCase()) && !AMBIGUOUS.has(w.toLowerCase()));
}

/** What may follow a quality in a list of qualities: a mark, `and`/`or`, the line's end, `under pressure`. */
const AFTER_TRAIT = /^(?:\s+under\s+pressure)?(?=\s*(?:[,;.!)/]|-\s|\s(?:and|or|&)\s|$))/i;

/**
 * The qualities a text names its writer by, as written (`Calm under pressure`, `discreet`), where they
 * stand as qualities do: in a list of them or at a clause's end (`Clients tell me I'm responsive and
 * calm under pressure`), never right before the noun they describe (`reliable systems`, `patient
 * care`, `kept the dock organized for shipping`). The first of two adjectives before a noun (`calm,
 * clear communication`) still counts: leaving it out lost more real qualities than false ones
 * on the final evaluation set.
 */
export function traitsIn(text: string): NamedSpan[] {
  const out: NamedSpan[] = [];
  for (const { line, offset } of linesAt(text)) {
    for (const m of line.matchAll(/[A-Za-z][a-z]*(?:-[a-z]+)?/g)) {
      if (!TRAITS.has(m[0].toLowerCase())) continue;
      const after = AFTER_TRAIT.exec(line.slice(m.index + m[0].length));
      if (!after) continue;
      // A quality of the writer, not of a thing or a person before it: `patient` after `the` or `a` is a person.
      if (/\b(?:the|a|an|each|every|my|our|their|his|her)\s+$/i.test(line.slice(0, m.index))) continue;
      // `Organized and led …`, `Motivated and coached …`: a verb, with another after `and`.
      if (/^\s+(?:and|or|&)\s+\p{Ll}+ed\b/u.test(line.slice(m.index + m[0].length)) && !/^\s+(?:and|or|&)\s+(?:detail-oriented|detail-focused|self-motivated|motivated|organized|organised|driven)\b/i.test(line.slice(m.index + m[0].length))) continue;
      // A word that is as often a person, a past participle or a sign (`patient`, `driven`, `positive`)
      // counts only beside another quality: `patient and calm`, not `Educated patient and family`.
      if (AMBIGUOUS.has(m[0].toLowerCase()) && !besideTrait(line, m.index, m.index + m[0].length + after[0].length)) continue;
      const name = m[0] + after[0];
      out.push({ name: name.replace(/\s+/g, ' '), start: offset + m.index, end: offset + m.index + name.length });
    }
  }
  return out;
}
