import { DOMAIN_TAXONOMY } from './domains';
import { SKILL_TAXONOMY } from './skills-taxonomy';
import { bagKey, isStopword, phraseKey, stem, tokenize, type Token } from './skill-keys';
import { loadVocabulary, type SkillKind, type VocabularyFile } from './vocabulary';

export type { SkillKind } from './vocabulary';

export interface Skill {
  name: string;
  category: string;
  /** Hard skills and tools are what matching and gaps use; soft skills and languages are kept apart. */
  kind: SkillKind;
}

export interface SkillMention extends Skill {
  /** How often the text mentions it (any alias). */
  count: number;
  /** Offset of the first mention. */
  index: number;
}

/** One mention of a skill in a text, by offsets. */
export interface SkillSpan {
  start: number;
  end: number;
  skill: Skill;
}

/**
 * The name a skill is reported under for one text: its canonical name when the text writes that
 * name (case, spacing, punctuation, plural or word order aside: `node js`, `forklift`), otherwise
 * the text's own words (`Lamination`, not `laminators`, whose stem it shares). The vocabulary's
 * other names are often a broader or narrower thing (ESCO files `soldering` under `join metals`, `manual therapy` under
 * `applied kinesiology`); a reader checks a claim against what the member wrote, so the report
 * keeps it, while matching and gaps still go by the canonical skill.
 */
export function reportedName(written: string, skill: Skill): string {
  const text = written.replace(/\s+/g, ' ').trim();
  const a = nameWords(text);
  const b = nameWords(skill.name);
  const same = a.join(' ') === b.join(' ') || a.join('') === b.join('') || (a.length > 1 && [...a].sort().join(' ') === [...b].sort().join(' '));
  return !text || same ? skill.name : text;
}

/** A name's words for reportedName: lowercase, marks aside, singular (`Node.js` = `node js`, `forklifts` = `forklift`). */
const nameWords = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z0-9+#]+/)
    .filter(Boolean)
    .map((w) => w.replace(/(?<=[a-z]{3})(?:es|s)$/, ''));

/** A word that may carry a product's name on, as its edition or module: `Online`, `X`, `3D`, `365`. */
export const EDITION_WORD = /^(?:[A-Z][A-Za-z0-9+.-]*|\d[A-Za-z]+|\d{3})$/;

/** Hard skills and tools: what a match score or a skill gap is made of. */
export const isHardSkill = (s: { kind: SkillKind }) => s.kind === 'hard' || s.kind === 'tool';

interface Pattern {
  text: string;
  caseSensitive: boolean;
  skill: Skill;
}

/** A vocabulary phrase under one key; `exact` when only that spelling counts (a common word: `Word`, `Sage`). */
interface Entry {
  skill: Skill;
  exact?: string;
  /** Words the phrase has: one-word lowercase terms (`accounting`) only count in a skills list. */
  words: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');
const MAX_WORDS = 6;
/** `TrialDirector`, `CaseMap`, `RelativityOne`, `eClinicalWorks`: a capital after lowercase inside one word. */
const PRODUCT_SHAPE = /(?<![\w@./#-])(?:[A-Z][a-z]+(?:[A-Z][a-z0-9]*)+|[a-z]{1,2}[A-Z][a-z]+(?:[A-Z][a-z]+)*)(?![\w@#-]|\.[a-z])/g;
const SEASON = /^(Spring|Summer|Fall|Autumn|Winter)$/;
const SURNAME_PREFIX = /^(Mc|Mac|De|Di|Da|Du|La|Le|Van|Von|Der|St)[A-Z]/;

const curatedKind = (category: string): SkillKind =>
  category === 'Soft Skills' ? 'soft' : category === 'Languages' ? 'language' : 'hard';

/** Soft skills and languages win a key shared with a hard skill (`leadership` is not a subject). */
const KIND_RANK: Record<SkillKind, number> = { soft: 0, language: 1, tool: 2, hard: 3 };

/**
 * Finds skills in text, once each under their canonical name, from two layers:
 * - the curated taxonomy (skills-taxonomy.ts): our names, aliases and ambiguity rules (`Go`, `Swift`,
 *   a bare `R` or `C`), compiled into two regular expressions, longest first;
 * - the O*NET/ESCO vocabulary (skills-vocabulary.json.gz): 40k skills and tools with their aliases,
 *   matched by word stems in order, up to six words, never across punctuation that ends a phrase.
 *   Curated phrases also match in any order (`reconciled accounts` = `account reconciliations`);
 *   vocabulary phrases do not: among 40k labels, reordered words mostly make a different thing
 *   (`designed the integration` is not `integrated design`, `analytics product` not `product analytics`).
 * Where both know a phrase the curated name wins. A one-word vocabulary term that is an ordinary
 * English word counts only when written as the name is (`Sage`, not `sage advice`), a one-word
 * lowercase term (`accounting`) only in a list of skills (`listed: true`): text that merely mentions
 * a field does not claim it as a skill.
 */
export class SkillMatcher {
  readonly skills: Skill[] = [];
  private readonly byKey = new Map<string, Skill>();
  private readonly byExact = new Map<string, Skill>();
  private readonly byName = new Map<string, Skill>();
  private readonly insensitive: RegExp;
  private readonly sensitive: RegExp;
  private readonly phrases = new Map<string, Entry>();
  private readonly bags = new Map<string, Entry>();
  private readonly common: Set<string>;
  /** Curated `^` names: a field (`Sales`, `Accounting`) that counts only in a list of skills. */
  private readonly fields = new Set<Skill>();
  private readonly occupationsOf = new Map<Skill, number[]>();
  /** Product names found by their shape, one Skill per name so a name is reported once. */
  private readonly products = new Map<string, Skill>();
  readonly occupations: [string, string][] = [];

  constructor(taxonomy: Record<string, string[]> = SKILL_TAXONOMY, vocabulary: VocabularyFile | null = null) {
    const patterns: Pattern[] = [];
    for (const [category, entries] of Object.entries(taxonomy)) {
      for (const entry of entries) {
        const [first, ...aliases] = entry.split('|');
        const displayOnly = first.startsWith('~');
        const name = first.replace(/^[~!^]/, '');
        const skill: Skill = { name, category, kind: curatedKind(category) };
        if (first.startsWith('^')) this.fields.add(skill);
        this.skills.push(skill);
        this.byName.set(normalise(name), skill);
        for (const raw of displayOnly ? aliases : [first, ...aliases]) {
          patterns.push({ text: raw.replace(/^[~!^]/, ''), caseSensitive: raw.startsWith('!'), skill });
        }
      }
    }
    const build = (list: Pattern[], flags: string) => {
      const sorted = [...list].sort((a, b) => b.text.length - a.text.length);
      const alternation = sorted.map((p) => escape(p.text)).join('|');
      // Not inside a longer word or version string; `.NET` may follow letters only as part of ASP.NET.
      return new RegExp(`(?<![A-Za-z0-9_+#.])(?:${alternation})(?![A-Za-z0-9_+#])(?!\\.[A-Za-z])`, flags);
    };
    const loose = patterns.filter((p) => !p.caseSensitive);
    const strict = patterns.filter((p) => p.caseSensitive);
    for (const p of loose) this.byKey.set(normalise(p.text), p.skill);
    for (const p of strict) this.byExact.set(p.text.replace(/\s+/g, ' '), p.skill);
    this.insensitive = build(loose, 'gi');
    this.sensitive = build(strict, 'g');
    this.common = new Set(vocabulary?.common ?? []);
    if (vocabulary) this.addVocabulary(vocabulary, patterns);
  }

  private addVocabulary(vocabulary: VocabularyFile, curated: Pattern[]) {
    this.occupations.push(...vocabulary.occupations);
    // Curated phrases claim their keys first, so `Golang` in ESCO becomes our `Go`.
    const curatedByKey = new Map<string, Skill>();
    for (const p of curated) {
      const key = phraseKey(p.text);
      if (key && !curatedByKey.has(key)) curatedByKey.set(key, p.skill);
    }
    const curatedText = new Set(curated.map((p) => normalise(p.text)));
    // One word takes a vocabulary skill only when it is the same word: `electronics` stems like `Electron`.
    const ownerOf = (k: { phrase: string; key: string }) =>
      k.key.includes(' ') || curatedText.has(normalise(k.phrase)) ? curatedByKey.get(k.key) : undefined;
    const put = (map: Map<string, Entry>, key: string, entry: Entry) => {
      const seen = map.get(key);
      if (!seen || KIND_RANK[entry.skill.kind] < KIND_RANK[seen.skill.kind]) map.set(key, entry);
    };
    // Curated phrases of two words or more also match by stems: `reconciled accounts` = `account reconciliations`.
    for (const p of curated) {
      const key = phraseKey(p.text);
      if (p.caseSensitive || !key.includes(' ')) continue;
      const entry: Entry = { skill: p.skill, words: key.split(' ').length };
      put(this.phrases, key, entry);
      put(this.bags, bagKey(key), entry);
    }
    for (const [name, kind, category, aliases, occupations] of vocabulary.skills) {
      const all = [name, ...aliases].map((phrase) => ({ phrase: phrase.replace(/^!/, ''), exact: phrase.startsWith('!'), key: phraseKey(phrase) }));
      // `!Sage` replaces the plain `Sage`: only the exact spelling counts.
      const keys = all.filter((k) => k.exact || !all.some((o) => o.exact && o.key === k.key));
      // The entry joins a curated skill only when its own name is that skill's: ESCO's `computer
      // programming` lists `AngularJS` among its other names, and must not turn `Postscript` into Angular.
      const owner = ownerOf(keys.find((k) => k.phrase === name) ?? keys[0]);
      const skill: Skill = owner ?? { name, category, kind };
      if (!owner) {
        this.skills.push(skill);
        if (!this.byName.has(normalise(name))) this.byName.set(normalise(name), skill);
      }
      if (occupations.length) this.occupationsOf.set(skill, [...(this.occupationsOf.get(skill) ?? []), ...occupations]);
      for (const { phrase, exact, key } of keys) {
        // A name a curated skill already holds stays with that skill.
        if (!key || (ownerOf({ phrase, key }) && !exact)) continue;
        const words = key.split(' ').length;
        const entry: Entry = { skill, words, exact: exact ? phrase : undefined };
        put(this.phrases, key, entry);
      }
    }
  }

  /** The canonical skill for a name or alias, if the taxonomy or the vocabulary knows it. */
  lookup(nameOrAlias: string): Skill | undefined {
    const trimmed = nameOrAlias.trim();
    const key = normalise(trimmed);
    const curated = this.byName.get(key) ?? this.byKey.get(key) ?? this.byExact.get(trimmed.replace(/\s+/g, ' '));
    if (curated) return curated;
    const phrase = phraseKey(trimmed);
    const entry = this.phrases.get(phrase) ?? (phrase.includes(' ') ? this.bags.get(bagKey(phrase)) : undefined);
    if (!entry || (entry.exact && entry.exact !== trimmed)) return undefined;
    return entry.skill;
  }

  /** Occupations (`[code, title]`) whose profile lists the skill, for suggestions. */
  occupationsFor(skill: Skill): [string, string][] {
    return (this.occupationsOf.get(skill) ?? []).map((i) => this.occupations[i]);
  }

  /**
   * Every skill the text mentions, in order of first mention. `listed` says the text is a list of
   * skills (a skills section item), where a one-word field name such as `Accounting` counts.
   */
  find(text: string, options: { listed?: boolean } = {}): SkillMention[] {
    const found = new Map<Skill, SkillMention>();
    for (const span of this.spans(text, options)) {
      const seen = found.get(span.skill);
      if (seen) {
        seen.count += 1;
        seen.index = Math.min(seen.index, span.start);
      } else found.set(span.skill, { ...span.skill, count: 1, index: span.start });
    }
    return [...found.values()].sort((a, b) => a.index - b.index);
  }

  /** Every mention with its offsets, overlaps resolved (the longest wins), in no particular order. */
  spans(text: string, options: { listed?: boolean } = {}): SkillSpan[] {
    const spans: SkillSpan[] = [];
    for (const m of text.matchAll(this.insensitive)) {
      if (insideCode(text, m.index + m[0].length)) continue;
      const skill = this.byKey.get(normalise(m[0]));
      if (skill && (options.listed || !this.fields.has(skill))) {
        spans.push({ start: m.index, end: m.index + m[0].length, skill });
      }
    }
    for (const m of text.matchAll(this.sensitive)) {
      if (insideCode(text, m.index + m[0].length)) continue;
      const skill = this.byExact.get(m[0].replace(/\s+/g, ' '));
      const end = m.index + m[0].length;
      // `Spring 2021`, `Spring semester`: a season, not the framework.
      if (SEASON.test(m[0]) && /^\s*(['’]?\d{2,4}\b|semester|term|quarter|break|session|season)/i.test(text.slice(end, end + 12))) continue;
      if (skill && !this.sentenceStartWord(text, m.index, end)) {
        spans.push({ start: m.index, end: m.index + m[0].length, skill });
      }
    }
    if (this.phrases.size) spans.push(...this.vocabularySpans(text, options));
    spans.push(...this.productSpans(text));
    // Longest span wins where two overlap; the curated layer first among equals, a product name last.
    spans.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
    const taken: SkillSpan[] = [];
    for (const span of spans) {
      if (!taken.some((t) => span.start < t.end && t.start < span.end)) taken.push(span);
    }
    return taken;
  }


  private vocabularySpans(text: string, options: { listed?: boolean }) {
    const spans: { start: number; end: number; skill: Skill }[] = [];
    // Phrases never run across the marks that end one: `, ; : ( ) |`, a line break or a sentence end.
    const tokens = tokenize(text);
    const runs: Token[][] = [[]];
    for (let i = 0; i < tokens.length; i++) {
      const gap = i ? text.slice(tokens[i - 1].end, tokens[i].start) : '';
      // `React and Redux` is two skills: a conjunction in the text ends a phrase too.
      if (i && (/[,;:()|\n•·—–]|[.!?]\s|\s[-/&]\s/.test(gap) || /^(and|or)$/i.test(tokens[i].text))) runs.push([]);
      if (/^(and|or)$/i.test(tokens[i].text)) continue;
      runs[runs.length - 1].push(tokens[i]);
    }
    for (const run of runs) {
      const content = run.filter((t) => !isStopword(t.text));
      const stems = content.map((t) => stem(t.text));
      for (let i = 0; i < content.length; i++) {
        for (let n = Math.min(MAX_WORDS, content.length - i); n >= 1; n--) {
          const key = stems.slice(i, i + n).join(' ');
          // Words in another order count only after a verb acting on them: `reconciled accounts`,
          // `managed the backlog`; `patterns for the design team` are no design patterns.
          const entry = this.phrases.get(key) ?? (n > 1 && /(ed|ing)$/i.test(content[i].text) ? this.bags.get(bagKey(key)) : undefined);
          if (!entry) continue;
          // A preposition the name does not have hands the words to a tool: `landing pages with
          // Optimizely`, `drawings in AutoCAD` name the tool, not `Landing Page Optimization`.
          const joiner = n > 1 ? /\s(with|in|on|using|via|through|for)\s/i.exec(text.slice(content[i].start, content[i + n - 1].end)) : null;
          if (joiner && !new RegExp(`\\b${joiner[1]}\\b`, 'i').test(entry.skill.name)) continue;
          // A curated field (`^Patient Care`) counts only in a list of skills, by stems as by its name.
          if (!options.listed && this.fields.has(entry.skill)) continue;
          const start = content[i].start;
          const end = content[i + n - 1].end;
          const written = text.slice(start, end);
          // One or two letters (`C` in `11 °C`, `PR`) are too ambiguous for the vocabulary; the curated layer decides them.
          if (n === 1 && written.length <= 2) continue;
          // `Act!` is a product; the `Act` of `CARES Act` is not: a name's closing mark must be written.
          const mark = /[!?]$/.exec(entry.skill.name)?.[0];
          if (mark && text[end] !== mark) continue;
          if (entry.exact ? written !== entry.exact || this.sentenceStartWord(text, start, end) : n === 1 && !this.oneWordCounts(written, entry, options)) {
            continue;
          }
          // A word capitalised only because it opens a sentence or a bullet is no name: `• Design pricing experiments`.
          if (n === 1 && !options.listed && /^[A-Z][a-z]+$/.test(written) && this.sentenceStartWord(text, start, end)) continue;
          // ESCO's knowledge concepts are fields (`internal medicine`, `acute care`, `consumer electronics`):
          // in a sentence they name a setting or a subject, in a list of skills a skill.
          if (!options.listed && entry.skill.category === 'ESCO knowledge' && /^[a-z]/.test(written)) break;
          spans.push({ start, end, skill: entry.skill });
          break;
        }
      }
    }
    return spans;
  }

  /**
   * Product names the vocabulary does not know, by their shape: one word with a capital inside
   * (`TrialDirector`, `CaseMap`, `PowerSchool`, `eClinicalWorks`). A tool, unless it follows `at`,
   * `for` or `joined` (an employer: `at DoorDash`) or is a surname (`McKinsey`).
   */
  private productSpans(text: string) {
    const spans: { start: number; end: number; skill: Skill }[] = [];
    for (const m of text.matchAll(PRODUCT_SHAPE)) {
      const word = m[0];
      if (SURNAME_PREFIX.test(word) || /\b(at|for|joined)\s+(the\s+)?$/i.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
      if (this.lookup(word)) continue;
      // An edition of a known product: `RelativityOne` is Relativity, `NetSuite OneWorld` is NetSuite.
      const humps = word.match(/[A-Z]?[a-z0-9]+/g) ?? [];
      // The edition's first part must be the product's own name: `DataHub` is no edition of whatever `data` means.
      const prefix = humps
        .slice(0, -1)
        .map((_, i) => humps.slice(0, i + 1).join(''))
        .reverse()
        .map((p) => ({ p, k: this.lookup(p) }))
        .find(({ p, k }) => k && /^[A-Z]/.test(k.name) && k.name.toLowerCase().startsWith(p.toLowerCase()))?.k;
      const previous = /([A-Z][\w+.]*)\s+$/.exec(text.slice(Math.max(0, m.index - 30), m.index));
      if (previous && this.lookup(previous[1])) continue;
      if (prefix) {
        spans.push({ start: m.index, end: m.index + word.length, skill: prefix });
        continue;
      }
      let skill = this.products.get(word.toLowerCase());
      if (!skill) this.products.set(word.toLowerCase(), (skill = { name: word, category: 'Products', kind: 'tool' }));
      spans.push({ start: m.index, end: m.index + word.length, skill });
    }
    return spans;
  }

  /** One word: a name (`Splunk`, `QRadar`, `MEDITECH`) counts anywhere; a field (`accounting`) only in a list of skills. */
  private oneWordCounts(written: string, entry: Entry, options: { listed?: boolean }): boolean {
    if (options.listed) return true;
    return /[A-Z]/.test(entry.skill.name) && /[A-Z0-9+#.]/.test(written) && !this.common.has(written.toLowerCase());
  }

  /**
   * An ambiguous word first in a sentence or line is a skill only when a list continues after it
   * (`Go, Rust`), or it stands alone on its line; `Go to market` is English.
   */
  private sentenceStartWord(text: string, start: number, end: number): boolean {
    // First on its line (after a bullet, if any: `• Design pricing experiments`) or after a sentence's end.
    const lead = text.slice(text.lastIndexOf('\n', start - 1) + 1, start);
    const atStart = /^\s*(?:[-•*●▪◦‣]\s*)?$/.test(lead) || /[.!?]\s+$/.test(text.slice(Math.max(0, start - 3), start));
    if (!atStart) return false;
    return !/^\s*([,;/|)]|$|\n| and | or )/.test(text.slice(end, end + 6));
  }
}

/** A name that goes on as a code: `ICD-10` in `ICD-10-CM` (`HIPAA-relevant`, `Python-based` still name theirs). */
const insideCode = (text: string, end: number) => text[end] === '-' && /[A-Z0-9]/.test(text[end + 1] ?? '');

let shared: SkillMatcher | undefined;
/** The curated taxonomy and the O*NET/ESCO vocabulary, compiled once per process. */
export const skillMatcher = (): SkillMatcher => (shared ??= new SkillMatcher({ ...SKILL_TAXONOMY, ...DOMAIN_TAXONOMY }, loadVocabulary()));
