import { Lexer, type Links, type MarkedOptions, type Token, type Tokens, type TokensList } from 'marked';

/** One answer option of a quiz question; `labelMd` is markdown (may span several lines and contain fenced code). */
export interface ParsedChoice {
  labelMd: string;
  isCorrect: boolean;
}

/** One question of a markdown quiz file (LinkedIn skill-assessment format). */
export interface ParsedQuestion {
  /** The n of `Qn.` */
  numberInSource: number;
  /** 1-based line of the question heading in the source. */
  line: number;
  /** Heading text after `Qn.`, plus any paragraphs, images, blockquotes or tables before the choices (not fenced code), as markdown. */
  promptMd: string;
  /** The fenced code block(s) between heading and choices, as markdown with fences and language (```js\n…\n```), or null. */
  codeMd: string | null;
  choices: ParsedChoice[];
  explanationMd: string | null;
  /** http(s) URL only, else null. */
  referenceUrl: string | null;
  /** Relative image paths referenced in prompt, choices or explanation (not http(s) or data: URLs), in order, deduplicated. */
  imagePaths: string[];
}

/** Why a question (or the whole file) could not be imported; `line` is 1-based. */
export interface QuizProblem {
  line: number;
  message: string;
}

/** Result of {@link parseQuizMarkdown}. */
export interface ParsedQuiz {
  /** Text of the first depth-1 or depth-2 heading before the first question, or null. */
  title: string | null;
  questions: ParsedQuestion[];
  /** Questions that could not be imported, with why; they are left out of `questions`, the rest still import. */
  problems: QuizProblem[];
}

/** Limits enforced by {@link parseQuizMarkdown}; a question breaking one is reported in `problems` and skipped. */
export const QUIZ_LIMITS = { maxQuestions: 1000, maxChoices: 12, maxFieldChars: 20_000 };

/**
 * `Q12. text`, `Q12: text`, `Q12 text`, `Q12。text`, `Q.12. text`, `Q12.b. text`, `12. text`, `12) text`,
 * and the translated collections' own words for a question (`F5.` Frage, `Domanda 6.`, `S32.` Soru, `Câu 5.`).
 */
const QUESTION_HEADING = new RegExp(
  `^(?:(?:Q|${'F|Frage|D|Domanda|P|Pregunta|Pergunta|S|Soru|C|Câu|K|Küsimus|V|Vraag|Question|Вопрос|问题|問題|질문'})\\s*\\.?\\s*(\\d{1,9})(?:\\.[a-z](?![a-z]))?(?![\\p{L}\\d])\\s*[.:。：)]?|(\\d{1,9})\\s*[.:。：)])\\s*([\\s\\S]*)$`,
  'iu',
);
/** A choice written with a letter instead of a box: `a) Overfitting`, `(b) RMSE`, `C. MAE`. */
const LETTERED_CHOICE = /^\(?([a-h])[).]\s+(\S.*)$/i;
/** Where such a question names its answer: `The correct answer is a) …`, `**Answer:** (c)`. */
const ANSWER_LETTER = /(?:correct answer is|answer\s*(?:\*\*|__)?\s*:)\s*(?:\*\*|__)?\s*(?:option\s+)?\(?([a-h])\b(?:\)|\.|:|\s|$)/i;
/** `**Explanation:**`, `**Explanation**:`, `Explanation:` (also with `__`) at the start of an explanation block. */
const EXPLANATION_MARKER = /^\s*(?:\*\*|__)?\s*explanation\s*(?:(?:\*\*|__)\s*:|:\s*(?:\*\*|__)?)\s*/i;
/** What may precede the link on a reference line: `Reference:`, `**Source**:`, … */
const REFERENCE_LABEL = /^[\s*_]*(?:references?|sources?|refs?)[\s*_:]*$/i;
/** An unchecked task box marked does not recognise, e.g. `[]`. */
const LOOSE_CHECKBOX = /^\[([ xX]?)\][ \t]*/;
/** marked's cost grows with size × nesting depth; real quiz files are well under 1 MB. */
const MAX_SOURCE_CHARS = 5_000_000;

interface Section {
  number: number;
  line: number;
  heading: Tokens.Heading;
  prompt: string;
  body: Token[];
  /** Set by a depth-1/2 heading after the question: later content belongs to no question. */
  closed: boolean;
}

/**
 * Parses one markdown quiz file in the format of the LinkedIn skill-assessment quiz collections
 * (`#### Qn. prompt`, optional fenced code, `- [ ]` / `- [x]` choices, optional explanation and reference link).
 * Never throws: unreadable input or questions are reported in `problems`.
 */
export function parseQuizMarkdown(source: string): ParsedQuiz {
  const quiz: ParsedQuiz = { title: null, questions: [], problems: [] };
  let tokens: TokensList;
  try {
    const text = typeof source === 'string' ? source : String(source ?? '');
    if (text.length > MAX_SOURCE_CHARS) {
      quiz.problems.push({ line: 1, message: `The file is too large (${text.length} characters, at most ${MAX_SOURCE_CHARS})` });
      return quiz;
    }
    tokens = new Lexer(lexerOptions()).lex(text.replace(/\r\n?/g, '\n'));
  } catch (err) {
    quiz.problems.push({ line: 1, message: `The file could not be read as markdown (${errorText(err)})` });
    return quiz;
  }
  const sections = splitSections(tokens, quiz);
  const seen = new Set<number>();
  // Real files number by hand and repeat a number now and then (the public JavaScript quiz has six
  // Q151–Q158 twice, each a different question): the later one is still a question, numbered after
  // the file's last so that every question of a quiz keeps its own number.
  let spare = sections.reduce((max, s) => Math.max(max, s.number), 0) + 1;
  for (const section of sections) {
    const name = `Q${section.number}`;
    if (seen.has(section.number)) section.number = spare++;
    seen.add(section.number);
    try {
      const question = buildQuestion(section, tokens.links);
      const problem = validate(question, name);
      if (problem) quiz.problems.push({ line: section.line, message: problem });
      else quiz.questions.push(question);
    } catch (err) {
      quiz.problems.push({ line: section.line, message: `${name} could not be read (${errorText(err)})` });
    }
  }
  return quiz;
}

/** Fresh options each time: the lexer mutates them, and this keeps any global `marked.use()` setup out. */
function lexerOptions(): MarkedOptions {
  return { gfm: true, breaks: false, pedantic: false };
}

/** Groups the top-level tokens into question sections; sets the title; reports going over `maxQuestions`. */
function splitSections(tokens: Token[], quiz: ParsedQuiz): Section[] {
  const sections: Section[] = [];
  let line = 1;
  const tooMany = (number: number, at: number) => {
    if (sections.length < QUIZ_LIMITS.maxQuestions) return false;
    const limit = QUIZ_LIMITS.maxQuestions;
    quiz.problems.push({ line: at, message: `The file has more than ${limit} questions: Q${number} and everything after it were not imported` });
    return true;
  };
  for (const token of tokens) {
    const current = sections.at(-1);
    const heading = token.type === 'heading' ? (token as Tokens.Heading) : null;
    const match = heading && heading.depth >= 3 && heading.depth <= 5 ? QUESTION_HEADING.exec(heading.text.trim()) : null;
    const plain = token.type === 'paragraph' ? plainQuestion(token as Tokens.Paragraph) : null;
    if (heading && match) {
      const number = Number(match[1] ?? match[2]);
      if (tooMany(number, line)) break;
      sections.push({ number, line, heading, prompt: match[3].trim(), body: [], closed: false });
    } else if (plain) {
      // What the paragraph held before the question line (a reference link) is the last question's.
      if (plain.before && current && !current.closed) current.body.push(...new Lexer(lexerOptions()).lex(plain.before));
      if (tooMany(plain.number, line + plain.offset)) break;
      sections.push({ number: plain.number, line: line + plain.offset, heading: plain.heading, prompt: plain.prompt, body: [], closed: false });
    } else if (heading && heading.depth <= 2) {
      if (current) current.closed = true;
      else if (quiz.title === null && heading.text.trim()) quiz.title = heading.text.trim();
    } else if (current && !current.closed) {
      current.body.push(token);
    }
    line += countNewlines(token.raw);
  }
  return sections;
}

/** A question written as a plain line, its heading marks lost: `Q67. What is …?`, `**Q12.** Which …`. */
const PLAIN_QUESTION = /^(?:\*\*|__)?Q\s*\.?\s*(\d{1,9})\s*[.:)](?:\*\*|__)?\s+(\S.*)$/;

/**
 * A paragraph holding a question line without heading marks (some files in the public collections
 * lost their `####`): the question's number, prompt and a heading made of that line, and what came
 * before it in the paragraph. Only a `Q` number counts: `1. Do this` in an explanation is a step.
 */
function plainQuestion(paragraph: Tokens.Paragraph): { number: number; prompt: string; heading: Tokens.Heading; before: string; offset: number } | null {
  const lines = paragraph.raw.replace(/\n+$/, '').split('\n');
  const at = lines.findIndex((l) => PLAIN_QUESTION.test(l.trim()));
  if (at < 0) return null;
  const m = PLAIN_QUESTION.exec(lines[at].trim()) as RegExpExecArray;
  const prompt = [m[2], ...lines.slice(at + 1)].join('\n').trim();
  const text = lines[at].trim();
  const heading: Tokens.Heading = { type: 'heading', raw: text, depth: 4, text, tokens: new Lexer(lexerOptions()).inlineTokens(text) };
  return { number: Number(m[1]), prompt, heading, before: lines.slice(0, at).join('\n'), offset: at };
}

function buildQuestion(section: Section, links: Links): ParsedQuestion {
  const prompt = [section.prompt];
  const code: string[] = [];
  const choices: ParsedChoice[] = [];
  const explanation: string[] = [];
  const images = new Set<string>();
  let referenceUrl: string | null = null;
  let phase: 'prompt' | 'choices' | 'after' = 'prompt';
  collectImages(section.heading.tokens, images);

  for (const token of section.body) {
    if (token.type === 'space' || token.type === 'hr' || token.type === 'def') continue;
    const listChoices = token.type === 'list' ? choicesOf(token as Tokens.List, images) : [];
    if (listChoices.length > 0) {
      for (const choice of listChoices) choices.push(choice);
      if (phase === 'prompt') phase = 'choices';
    } else if (phase === 'prompt') {
      if (token.type === 'code') code.push(fenced(token as Tokens.Code));
      else prompt.push(block(token.raw));
      collectImages([token], images);
    } else if (phase === 'choices' && token.type === 'code') {
      // `- [ ] A` followed by an unindented fence: the code belongs to that choice.
      const last = choices[choices.length - 1];
      last.labelMd = `${last.labelMd}\n\n${fenced(token as Tokens.Code)}`;
    } else {
      phase = 'after';
      collectImages([token], images);
      if (token.type !== 'paragraph') {
        explanation.push(token.type === 'code' ? fenced(token as Tokens.Code) : block(token.raw));
        continue;
      }
      const kept: string[] = [];
      for (const line of block(token.raw).split('\n')) {
        const url: string | null = referenceUrl === null ? referenceLineUrl(line, links) : null;
        if (url) referenceUrl = url;
        else kept.push(line);
      }
      if (kept.join('').trim()) explanation.push(kept.join('\n'));
    }
  }

  // No boxes at all: choices lettered in a paragraph (`a) …` / `b) …`), the answer named after them.
  if (choices.length === 0) {
    const at = prompt.findIndex((part, i) => i > 0 && isLetteredList(part));
    if (at > 0) {
      const after = prompt.splice(at);
      const lettered = after.shift() as string;
      const answer = ANSWER_LETTER.exec(after.join('\n'))?.[1]?.toLowerCase();
      for (const line of lettered.split('\n').filter((l) => l.trim())) {
        const m = LETTERED_CHOICE.exec(line.trim()) as RegExpExecArray;
        choices.push({ labelMd: m[2].trim(), isCorrect: m[1].toLowerCase() === answer });
      }
      const moved = after.map((part) =>
        part
          .split('\n')
          .filter((line) => {
            const url = referenceUrl === null ? referenceLineUrl(line, links) : null;
            if (url) referenceUrl = url;
            return !url;
          })
          .join('\n'),
      );
      explanation.unshift(...moved.filter((part) => part.trim()));
    }
  }

  const explanationParts = explanation.map((part) => part.replace(EXPLANATION_MARKER, '').trim()).filter(Boolean);
  return {
    numberInSource: section.number,
    line: section.line,
    promptMd: prompt.filter(Boolean).join('\n\n'),
    codeMd: code.length ? code.join('\n\n') : null,
    choices,
    explanationMd: explanationParts.length ? explanationParts.join('\n\n') : null,
    referenceUrl,
    imagePaths: [...images],
  };
}

/** A paragraph that is only lettered choices, two or more, in order from `a`: `a) …\nb) …`. */
function isLetteredList(part: string): boolean {
  const lines = part.split('\n').map((l) => l.trim()).filter(Boolean);
  return lines.length >= 2 && lines.every((line, i) => LETTERED_CHOICE.exec(line)?.[1].toLowerCase() === String.fromCharCode(97 + i));
}

/** The choices in a list: task items (`- [ ]`, `- [x]`, `- [X]`), plus `- []` which marked does not treat as a task. */
function choicesOf(list: Tokens.List, images: Set<string>): ParsedChoice[] {
  const choices: ParsedChoice[] = [];
  for (const item of list.items) {
    let label = item.text;
    let isCorrect = item.checked === true;
    if (!item.task) {
      const box = LOOSE_CHECKBOX.exec(label);
      if (!box) continue;
      isCorrect = box[1].toLowerCase() === 'x';
      label = label.slice(box[0].length);
    }
    choices.push({ labelMd: label.trim(), isCorrect });
    collectImages(item.tokens, images);
  }
  return choices;
}

/** The http(s) URL of a line that is only a link, optionally after `Reference:` / `Source:`; else null. */
function referenceLineUrl(line: string, links: Links): string | null {
  if (!line.includes('[') && !/https?:\/\//i.test(line)) return null;
  const lexer = new Lexer(lexerOptions());
  Object.assign(lexer.tokens.links, links);
  const parts = lexer.inlineTokens(line).filter((t) => !(t.type === 'text' && !t.raw.trim()));
  const last = parts[parts.length - 1];
  if (!last || last.type !== 'link') return null;
  const label = parts
    .slice(0, -1)
    .map((t) => t.raw)
    .join('');
  if (label && !REFERENCE_LABEL.test(label)) return null;
  const href = (last as Tokens.Link).href.trim();
  return /^https?:\/\/\S+$/i.test(href) ? href : null;
}

/** Adds relative image paths (markdown images and `<img src>` in HTML) found anywhere under `tokens`, in order. */
function collectImages(tokens: readonly Token[] | undefined, images: Set<string>): void {
  if (!tokens) return;
  const stack: Token[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) stack.push(tokens[i]);
  while (stack.length > 0) {
    const token = stack.pop() as Token;
    if (token.type === 'image') addImage((token as Tokens.Image).href, images);
    if (token.type === 'html') {
      for (const m of (token as Tokens.HTML).text.matchAll(/<img\b[^>]{0,2000}?\bsrc\s*=\s*["']?([^"'\s>]+)/gi)) addImage(m[1], images);
    }
    const children = childrenOf(token);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
}

function childrenOf(token: Token): Token[] {
  const children: Token[] = [];
  if (token.type === 'list') for (const item of (token as Tokens.List).items) children.push(item);
  if (token.type === 'table') {
    const table = token as Tokens.Table;
    for (const cell of [...table.header, ...table.rows.flat()]) for (const child of cell.tokens) children.push(child);
  }
  if ('tokens' in token && Array.isArray(token.tokens)) for (const child of token.tokens) children.push(child);
  return children;
}

function addImage(href: string | undefined, images: Set<string>): void {
  const path = (href ?? '').trim();
  // Skip anything with a scheme (http:, https:, data:, …), protocol-relative URLs and fragments.
  if (path && !/^[a-z][a-z\d+.-]*:/i.test(path) && !path.startsWith('//') && !path.startsWith('#')) images.add(path);
}

/** A code token as a backtick fence long enough not to clash with backticks inside it. */
function fenced(code: Tokens.Code): string {
  let longest = 0;
  for (const run of code.text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${(code.lang ?? '').trim()}\n${code.text}\n${fence}`;
}

/** A block's markdown without surrounding blank lines (keeps the first line's indentation). */
function block(raw: string): string {
  return raw.replace(/^(?:[ \t]*\n)+/, '').trimEnd();
}

function validate(q: ParsedQuestion, name: string): string | null {
  const max = QUIZ_LIMITS.maxFieldChars;
  if (!q.promptMd.trim()) return `${name} has an empty prompt`;
  if (q.choices.length === 0) return `${name} has no choices (expected "- [ ]" / "- [x]" items)`;
  const { maxChoices } = QUIZ_LIMITS;
  if (q.choices.length > maxChoices) return `${name} has ${q.choices.length} choices (at most ${maxChoices} allowed)`;
  if (!q.choices.some((c) => c.isCorrect)) return `${name} has no choice marked correct (expected at least one "- [x]", or "The correct answer is b)" after lettered choices)`;
  const fields: [string, string | null][] = [
    ['prompt', q.promptMd],
    ['code', q.codeMd],
    ['explanation', q.explanationMd],
    ['reference URL', q.referenceUrl],
    ...q.choices.map((c, i): [string, string] => [`choice ${i + 1}`, c.labelMd]),
  ];
  const long = fields.find(([, value]) => (value?.length ?? 0) > max);
  return long ? `${name}: the ${long[0]} is longer than ${max} characters` : null;
}

function countNewlines(text: string): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
