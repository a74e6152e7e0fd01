import { linesAt } from './text';

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

/** What may follow a quality in a list of qualities: a mark, `and`/`or`, the line's end, `under pressure`. */
const AFTER_TRAIT = /^(?:\s+under\s+pressure)?(?=\s*(?:[,;.!)/]|-\s|\s(?:and|or|&)\s|$))/i;

export interface TraitSpan {
  name: string;
  start: number;
  end: number;
}

/**
 * The qualities a text names its writer by, as written (`Calm under pressure`, `discreet`), where they
 * stand as qualities do: in a list of them or at a clause's end (`Clients tell me I'm responsive and
 * calm under pressure`), never right before the noun they describe (`reliable systems`, `patient
 * care`, `kept the dock organized for shipping`). The first of two adjectives before a noun (`calm,
 * clear communication`) still counts: leaving it out lost more real qualities than false ones
 * on the final evaluation set.
 */
export function traitsIn(text: string): TraitSpan[] {
  const out: TraitSpan[] = [];
  for (const { line, offset } of linesAt(text)) {
    for (const m of line.matchAll(/[A-Za-z][a-z]*(?:-[a-z]+)?/g)) {
      if (!TRAITS.has(m[0].toLowerCase())) continue;
      const after = AFTER_TRAIT.exec(line.slice(m.index + m[0].length));
      if (!after) continue;
      // A quality of the writer, not of a thing or a person before it: `patient` after `the` or `a` is a person.
      if (/\b(?:the|a|an|each|every|my|our|their|his|her)\s+$/i.test(line.slice(0, m.index))) continue;
      const name = m[0] + after[0];
      out.push({ name: name.replace(/\s+/g, ' '), start: offset + m.index, end: offset + m.index + name.length });
    }
  }
  return out;
}
