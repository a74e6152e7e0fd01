import { SKILL_TAXONOMY } from './skills-taxonomy';

export interface Skill {
  name: string;
  category: string;
}

export interface SkillMention extends Skill {
  /** How often the text mentions it (any alias). */
  count: number;
  /** Offset of the first mention. */
  index: number;
}

interface Pattern {
  text: string;
  caseSensitive: boolean;
  skill: Skill;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');

/**
 * Finds the taxonomy's skills in text. All aliases compile into two alternations (case-insensitive
 * and case-sensitive), longest first, so `React Native` wins over `React` and `JavaScript` over `Java`.
 */
export class SkillMatcher {
  readonly skills: Skill[] = [];
  private readonly byKey = new Map<string, Skill>();
  private readonly byExact = new Map<string, Skill>();
  private readonly byName = new Map<string, Skill>();
  private readonly insensitive: RegExp;
  private readonly sensitive: RegExp;

  constructor(taxonomy: Record<string, string[]> = SKILL_TAXONOMY) {
    const patterns: Pattern[] = [];
    for (const [category, entries] of Object.entries(taxonomy)) {
      for (const entry of entries) {
        const [first, ...aliases] = entry.split('|');
        const displayOnly = first.startsWith('~');
        const name = first.replace(/^[~!]/, '');
        const skill: Skill = { name, category };
        this.skills.push(skill);
        this.byName.set(normalise(name), skill);
        for (const raw of displayOnly ? aliases : [first, ...aliases]) {
          const caseSensitive = raw.startsWith('!');
          patterns.push({
            text: raw.replace(/^[~!]/, ''),
            caseSensitive,
            skill,
          });
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
  }

  /** The canonical skill for a name or alias, if the taxonomy knows it. */
  lookup(nameOrAlias: string): Skill | undefined {
    const key = normalise(nameOrAlias.trim());
    return this.byName.get(key) ?? this.byKey.get(key) ?? this.byExact.get(nameOrAlias.trim().replace(/\s+/g, ' '));
  }

  /** Every skill the text mentions, in order of first mention. */
  find(text: string): SkillMention[] {
    const spans: { start: number; end: number; skill: Skill }[] = [];
    for (const m of text.matchAll(this.insensitive)) {
      const skill = this.byKey.get(normalise(m[0]));
      if (skill) spans.push({ start: m.index, end: m.index + m[0].length, skill });
    }
    for (const m of text.matchAll(this.sensitive)) {
      const skill = this.byExact.get(m[0].replace(/\s+/g, ' '));
      if (skill && !this.sentenceStartWord(text, m.index, m.index + m[0].length)) {
        spans.push({ start: m.index, end: m.index + m[0].length, skill });
      }
    }
    // Longest span wins where two overlap.
    spans.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
    const taken: { start: number; end: number }[] = [];
    const found = new Map<string, SkillMention>();
    for (const span of spans) {
      if (taken.some((t) => span.start < t.end && t.start < span.end)) continue;
      taken.push(span);
      const seen = found.get(span.skill.name);
      if (seen) {
        seen.count += 1;
        seen.index = Math.min(seen.index, span.start);
      } else {
        found.set(span.skill.name, {
          ...span.skill,
          count: 1,
          index: span.start,
        });
      }
    }
    return [...found.values()].sort((a, b) => a.index - b.index);
  }

  /**
   * An ambiguous word first in a sentence or line is a skill only when a list continues after it
   * (`Go, Rust`), or it stands alone on its line; `Go to market` is English.
   */
  private sentenceStartWord(text: string, start: number, end: number): boolean {
    const before = text.slice(Math.max(0, start - 3), start);
    const atStart = start === 0 || /(^|[.!?\n]\s*|\n[-•*]\s*)$/.test(before) || /\n\s*$/.test(text.slice(0, start));
    if (!atStart) return false;
    return !/^\s*([,;/|)]|$|\n| and | or )/.test(text.slice(end, end + 6));
  }
}

let shared: SkillMatcher | undefined;
/** The taxonomy compiled once per process. */
export const skillMatcher = (): SkillMatcher => (shared ??= new SkillMatcher());
