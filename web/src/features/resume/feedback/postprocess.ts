/**
 * Post-processing of the flight-check answers (spec part 2 §3, Flight Check):
 * - full: the placeholder [Your Name] becomes a friendly hiring-manager sign-off;
 * - brief: chatty lead-in lines and code fences are stripped and the JSON object extracted; if
 *   parsing fails, the raw text is shown as plain text.
 */

export const FULL_SIGN_OFF = 'Your friendly hiring manager';

const YOUR_NAME = /\[\s*your\s+name\s*\]/gi;

/** Full feedback: every [Your Name] placeholder becomes the friendly sign-off. */
export function postprocessFull(text: string): string {
  return text.replace(YOUR_NAME, FULL_SIGN_OFF);
}

export type BriefResult = { kind: 'json'; data: Record<string, unknown> } | { kind: 'text'; text: string };

/** A line a model writes before the answer: "Sure! Here is your feedback:", "Here's the JSON:", "Okay.". */
const LEAD_IN =
  /^\s*(?:(?:sure|certainly|of course|absolutely|okay|ok|alright|great|no problem)\b|(?:here(?:'s|’s| is| are)|below is|below are|as requested|i(?:'ve|’ve| have) (?:prepared|reviewed|analy[sz]ed))\b)/i;
const FENCE_LINE = /^\s*(?:```|~~~)[\w+.-]*\s*$/;
/** Fences glued to the object on the same line: ```json{ … }``` */
const FENCE_INLINE = /(?:```|~~~)[\w+.-]*/g;

/** Drops the lead-in lines (and blank lines) before the answer proper. */
function stripLeadIn(text: string): string {
  const lines = text.split(/\r?\n/);
  let start = 0;
  while (start < lines.length) {
    const line = lines[start];
    const trimmed = line.trim();
    const isLeadIn = trimmed === '' || (LEAD_IN.test(trimmed) && !trimmed.includes('{'));
    if (!isLeadIn) break;
    start += 1;
  }
  return lines.slice(start).join('\n');
}

function stripFences(text: string): string {
  return text
    .split(/\r?\n/)
    .filter((line) => !FENCE_LINE.test(line))
    .join('\n')
    .replace(FENCE_INLINE, '');
}

/** The index of the "}" closing the object that opens at `start`, skipping braces inside strings; -1 if unbalanced. */
function matchingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i += 1) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth += 1;
    else if (ch === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseObject(candidate: string): Record<string, unknown> | undefined {
  // Strict first; then once more without trailing commas, the slip models make most.
  for (const text of [candidate, candidate.replace(/,(\s*[}\]])/g, '$1')]) {
    try {
      const value: unknown = JSON.parse(text);
      if (isPlainObject(value)) return value;
    } catch {
      // try the next form
    }
  }
  return undefined;
}

/** The first balanced {...} in the text that parses as a JSON object (the outermost one, since it opens first). */
function extractObject(text: string): Record<string, unknown> | undefined {
  for (let start = text.indexOf('{'); start !== -1; start = text.indexOf('{', start + 1)) {
    const end = matchingBrace(text, start);
    if (end === -1) continue;
    const data = parseObject(text.slice(start, end + 1));
    if (data) return data;
  }
  return undefined;
}

/** Brief feedback: the JSON object the model was asked for, or the raw text when there is none. */
export function postprocessBrief(text: string): BriefResult {
  const cleaned = stripFences(stripLeadIn(text));
  const data = extractObject(cleaned);
  return data ? { kind: 'json', data } : { kind: 'text', text: text.trim() };
}

export type BriefValue = string | string[] | Record<string, string>;

export interface BriefSection {
  title: string;
  value: BriefValue;
}

/** The spec's four cards, in its order, with the keys a model may use for each (compared without case, spaces or punctuation). */
const SECTIONS: { title: string; keys: string[] }[] = [
  { title: 'Professional Summary', keys: ['professionalsummary', 'summary'] },
  { title: 'Strengths', keys: ['strengths', 'strength'] },
  { title: 'Resume Quality', keys: ['resumequality', 'resume', 'quality'] },
  { title: 'Recommendations', keys: ['recommendations', 'recommendation'] },
];

const normaliseKey = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Any JSON value as one line of text: lists joined, objects as "key: value" pairs. */
function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(asText).filter(Boolean).join('; ');
  if (isPlainObject(value))
    return Object.entries(value)
      .map(([k, v]) => `${k}: ${asText(v)}`)
      .join('; ');
  return String(value);
}

function asValue(value: unknown): BriefValue {
  if (Array.isArray(value)) return value.map(asText).filter((item) => item.trim() !== '');
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asText(v)]));
  return asText(value);
}

function isEmpty(value: BriefValue): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return Object.keys(value).length === 0;
}

/**
 * The cards for brief feedback: the spec's four in its order (Professional Summary, Strengths,
 * Resume Quality, Recommendations), each only when the model answered it ("Resume" counts as
 * Resume Quality), then any other keys the model added, so nothing it said is lost.
 */
export function briefSections(data: Record<string, unknown>): BriefSection[] {
  const used = new Set<string>();
  const sections: BriefSection[] = [];
  for (const { title, keys } of SECTIONS) {
    const key = keys
      .map((wanted) => Object.keys(data).find((k) => !used.has(k) && normaliseKey(k) === wanted))
      .find((k) => k !== undefined);
    if (key === undefined) continue;
    used.add(key);
    const value = asValue(data[key]);
    if (!isEmpty(value)) sections.push({ title, value });
  }
  for (const [key, raw] of Object.entries(data)) {
    if (used.has(key)) continue;
    const value = asValue(raw);
    if (!isEmpty(value)) sections.push({ title: key, value });
  }
  return sections;
}
