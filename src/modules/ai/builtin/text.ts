import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

const nlp = winkNLP(model);

/** Dotted technology names that sentence splitting must not break (Node.js, ASP.NET, e.g.). */
const DOTTED = /\b([A-Za-z]+)\.(js|ts|io|net|NET|py|ai)\b|\b(e\.g|i\.e|etc|vs|Inc|Ltd|Corp|Jr|Sr|Dr|Mr|Ms|Mrs)\./g;

/**
 * Sentences of a text, by wink-nlp, with dotted technology names and abbreviations kept whole and
 * bullet lines treated as sentences of their own.
 */
export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    const clean = line.replace(/^\s*[-•*▪●◦]\s*/, '').trim();
    if (!clean) continue;
    const masked = clean.replace(DOTTED, (m) => m.replace(/\./g, '\u2024'));
    for (const s of nlp.readDoc(masked).sentences().out()) {
      const restored = s.replace(/\u2024/g, '.').trim();
      if (restored) out.push(restored);
    }
  }
  return out;
}

/** Words (and numbers) of a text, counted on wink-nlp's tokens. */
export function wordCount(text: string): number {
  if (!text.trim()) return 0;
  const types = nlp.readDoc(text).tokens().out(nlp.its.type) as string[];
  return types.filter((t) => t === 'word' || t === 'number').length;
}

/** Joins items as English: `a`, `a and b`, `a, b and c`. */
export function listing(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);

/** A word of a line with its part of speech (Universal POS tags: NOUN, PROPN, ADJ, VERB…) and offsets. */
export interface TaggedWord {
  text: string;
  pos: string;
  start: number;
  end: number;
}

/** The words of one line of text with their parts of speech, by wink-nlp's tagger. */
export function taggedWords(line: string): TaggedWord[] {
  const doc = nlp.readDoc(line);
  const values = doc.tokens().out() as string[];
  const tags = doc.tokens().out(nlp.its.pos) as string[];
  const out: TaggedWord[] = [];
  let cursor = 0;
  values.forEach((value, i) => {
    const start = line.indexOf(value, cursor);
    if (start < 0) return;
    cursor = start + value.length;
    out.push({ text: value, pos: tags[i], start, end: cursor });
  });
  return out;
}

const lexicon = nlp.readDoc('');
/**
 * Whether wink-nlp's English lexicon (about 87,000 words) holds the word, in lowercase: `probe`,
 * `fast` and `michigan` are English, `dentrix`, `faiss` and most people's names are not.
 */
export const isEnglishWord = (word: string): boolean => !lexicon.isOOV(word.toLowerCase());

/** A name read in a text, with its offsets: a technique, a tool, a quality. */
export interface NamedSpan {
  name: string;
  start: number;
  end: number;
}

/** The lines of a text, each with the offset where it starts, for readers that report offsets in the whole text. */
export function linesAt(text: string): { line: string; offset: number }[] {
  const out: { line: string; offset: number }[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    out.push({ line, offset });
    offset += line.length + 1;
  }
  return out;
}

/** The marks between a list's items: a comma, `and`, `or`, `&`, a slash between spaces (`Chemotherapy/Biotherapy` is one name). */
const ITEM_MARK = /\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or|&|\/)\s+/;

export interface ListItem {
  text: string;
  start: number;
}

/** Whether one of the spans is all the item says, bar an article: `the Hilt`, not `including HV battery diagnostics`. */
export function itemIs(item: ListItem, spans: { start: number; end: number }[]): boolean {
  const lead = /^(?:(?:the|an?)\s+)?/.exec(item.text)?.[0].length ?? 0;
  return spans.some((s) => s.start === item.start + lead && s.end === item.start + item.text.length);
}

/** One clause of a text cut at its list marks: its items trimmed, with their offsets in the whole text. */
export interface ClauseList {
  items: ListItem[];
  /** Where the clause starts in the whole text, and whether it is inside parentheses. */
  start: number;
  parenthesised: boolean;
}

/**
 * The clauses of a text, each cut into the items of a list (`panelboards, switchgear and dry-type
 * transformers`). A clause is what lies inside parentheses, or between `;`, `:`, a sentence's end
 * and a line's ends; its first and last items carry the sentence's other words.
 */
export function listsAt(text: string): ClauseList[] {
  const out: ClauseList[] = [];
  for (const { line, offset } of linesAt(text)) {
    for (const clause of line.matchAll(/[^();:]+/g)) {
      for (const part of clause[0].matchAll(/(?:[^.!?]|\.(?=\S))+/g)) {
        const start = offset + clause.index + part.index;
        const items: ListItem[] = [];
        let cursor = 0;
        for (const raw of part[0].split(ITEM_MARK)) {
          const at = part[0].indexOf(raw, cursor);
          cursor = at + raw.length;
          items.push({ text: raw.trim(), start: start + at + raw.length - raw.trimStart().length });
        }
        out.push({ items, start, parenthesised: line[clause.index - 1] === '(' });
      }
    }
  }
  return out;
}

/** Where the last match of a global pattern ends in the text, or -1. */
function lastEnd(text: string, pattern: RegExp): number {
  let end = -1;
  for (const m of text.matchAll(pattern)) end = m.index + m[0].length;
  return end;
}

/** The longest line the readers take: longer than any paragraph a person writes in a résumé or a posting. */
export const MAX_LINE = 1_000;

/**
 * Lines no longer than MAX_LINE: a longer one breaks after its last sentence, clause or word that fits
 * (a hard cut only in 1,000 characters without a space). Several of the readers' patterns do work per
 * character pair of a line; on a hostile 100,000-character line that was a minute of one core.
 */
export function boundedLines(text: string, max = MAX_LINE): string {
  const lines = text.split('\n');
  if (!lines.some((line) => line.length > max)) return text;
  return lines
    .flatMap((line) => {
      const pieces: string[] = [];
      let rest = line;
      while (rest.length > max) {
        const head = rest.slice(0, max);
        const cut = [/[.!?;]\s/g, /,\s/g, /\s/g].map((re) => lastEnd(head, re)).find((end) => end > max / 2) ?? max;
        pieces.push(rest.slice(0, cut).trimEnd());
        rest = rest.slice(cut);
      }
      return [...pieces, rest];
    })
    .join('\n');
}

/**
 * Text as the readers expect it, whatever made it: compatibility forms folded (`ﬁ` → `fi`, a
 * non-breaking or full-width space → a space, full-width letters), the private-use bullets of
 * Symbol and Wingdings fonts that Word's PDFs carry (U+F0B7, U+F0A7, U+F076…) as `•`,
 * zero-width characters and soft hyphens dropped, a run of spaces cut to 160, of blank lines to one,
 * and lines to MAX_LINE.
 */
export function plainText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\uf0a7\uf0b7\uf076\uf0d8\uf0fc\uf06c\uf0a8\uf06e\uf0e0\uf0f0\uf0de]/g, '•')
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
    // No layout needs more than a page's width of spaces or more than one blank line in a row; a hostile
    // run of thousands would make the readers' patterns work once per space or line.
    .replace(/[ \t]{160,}/g, (run) => run.slice(0, 160))
    .replace(/\n(?:[ \t]*\r?\n){2,}/g, '\n\n')
    // A rating drawn with dots or stars (`Spanish  ○ ○ ○ ○ ○`, `●●●○○`) says how well, in no words.
    .replace(/(?:[ \t]*[○●◯◉⬤★☆✩✪◐◑]){2,}/g, ' ')
    .replace(/^.*$/gm, (line) => (line.length > MAX_LINE ? boundedLines(line) : line));
}
