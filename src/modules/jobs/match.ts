import { EDITION_WORD, skillMatcher } from '../ai/builtin/skills';

/** Part 3 §9: the score a member without skills on record sees, and the colour bands (90 green, 70 yellow). */
export const DEFAULT_MATCH_SCORE = 75;

/** Keys already worked out: postings name the same few thousand skills over and over. */
const keys = new Map<string, string>();
const KEY_CACHE = 20_000;

/**
 * A skill's comparison key: the taxonomy's canonical name when it knows the name or alias, or the
 * product a written edition names (`QuickBooks Online` → QuickBooks, as the engine reports it), else
 * the name itself.
 */
export function skillKey(name: string): string {
  let key = keys.get(name);
  if (key === undefined) {
    const known = skillMatcher().lookup(name.trim()) ?? productOf(name.trim());
    key = (known?.name ?? name).toLowerCase().replace(/\s+/g, ' ').trim();
    if (keys.size >= KEY_CACHE) keys.clear();
    keys.set(name, key);
  }
  return key;
}

/** The known tool or skill an unknown name starts with, before up to three capitalised words. */
function productOf(name: string): ReturnType<ReturnType<typeof skillMatcher>['lookup']> {
  const words = name.split(/\s+/);
  for (let cut = words.length - 1; cut >= Math.max(1, words.length - 3); cut--) {
    if (!words.slice(cut).every((w) => EDITION_WORD.test(w))) break;
    const known = skillMatcher().lookup(words.slice(0, cut).join(' '));
    if (known && /^[A-Z]/.test(known.name)) return known;
  }
  return undefined;
}

export interface Match {
  score: number;
  /** 'skills' when computed from the member's skills, 'default' when they have none on record or the posting names none. */
  basis: 'skills' | 'default';
  matched: string[];
  missing: string[];
}

/**
 * How well the member's skills cover what the posting asks: each required skill counts 1, each
 * nice-to-have ½; the score is the covered share, 0–100.
 */
export function matchScore(memberKeys: ReadonlySet<string>, required: string[], nice: string[]): Match {
  const has = (s: string) => memberKeys.has(skillKey(s));
  const matched = [...required, ...nice].filter(has);
  const missing = [...required, ...nice].filter((s) => !has(s));
  if (!memberKeys.size || (!required.length && !nice.length)) return { score: DEFAULT_MATCH_SCORE, basis: 'default', matched, missing };
  const total = required.length + nice.length / 2;
  const got = required.filter(has).length + nice.filter(has).length / 2;
  return { score: Math.round((100 * got) / total), basis: 'skills', matched, missing };
}
