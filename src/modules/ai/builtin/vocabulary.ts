import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

/** Hard skills and tools count for matching and gaps; soft skills and languages are kept apart. */
export type SkillKind = 'hard' | 'tool' | 'soft' | 'language';

/**
 * The derived vocabulary file (`skills-vocabulary.json.gz`, built by `npm run build:skills` from
 * O*NET 29.2 and ESCO v1.1.1). Skills are tuples to keep the file small:
 * `[name, kind, category, aliases, occupation indexes]`.
 */
export interface VocabularyFile {
  sources: { onet: string; esco: string; inputs: { file: string; md5: string | null }[] };
  /** `[code, title]`: O*NET-SOC codes (`29-1141.00`) and ESCO occupations (`esco:<uuid>`). */
  occupations: [string, string][];
  /** One-word names that are also ordinary English words: they count only as written or in a skills list. */
  common: string[];
  /** An alias starting with `!` counts only exactly as written (`!Sage`). */
  skills: [string, SkillKind, string, string[], number[]][];
}

export const VOCABULARY_FILE = join(__dirname, 'skills-vocabulary.json.gz');

/** Reads the vocabulary file (about a second's work is never needed: it is one gunzip and one JSON.parse). */
export function loadVocabulary(file = VOCABULARY_FILE): VocabularyFile {
  return JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as VocabularyFile;
}
