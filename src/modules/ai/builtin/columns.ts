import { findDates } from './dates';

/**
 * Two-column resumes flattened to text by a layout-keeping extractor (`pdftotext -layout`, a copy
 * out of a PDF viewer) put the sidebar on the same lines as the main column, padded with spaces:
 *
 *     Logistics Coordinator                          Excel (XLOOKUP, pivot tables)
 *     Brightwater Freight Solutions — Memphis, TN    Power BI
 *
 * When many lines break at one column, the text is read as two: the left column first, then the
 * right. Anything else comes back unchanged.
 */

/**
 * Text of a two-column page read line by line across both columns (an extractor that orders text
 * by height only) alternates between them: a line of the profile, a line of the sidebar, the next
 * line of the profile…, so sentences and wrapped bullets are cut by unrelated lines:
 *
 *     Registered radiologic technologist with seven years
 *     m.echevarria.rt@example.com
 *     at a Level I trauma center and an outpatient imaging
 *     SKILLS
 *     group. Cross-trained in computed tomography (CT).
 *
 * The text is read as a run of single-column lines, a stretch where lines alternate between two
 * columns (shifting phase only where the evidence says one column skipped a line), and a run of
 * single-column lines after the shorter column ends. Of all such readings, the one where the most
 * lines continue the one before in their column (see `continues`) wins; when it is clearly better
 * than the text's own order, the first column is returned, then the second. Anything else comes
 * back unchanged.
 */
export function unweaveColumns(text: string): string {
  const lines = text.split('\n');
  const n = lines.length;
  // Up to a long resume's length: the programme grows with the square of the lines.
  if (n < 16 || n > MAX_LINES) return text;
  // A wrapped line runs nearly to its column's edge: most of the length of the text's long lines.
  const lengths = lines.map((l) => l.trim().length).filter(Boolean).sort((a, b) => a - b);
  const full = 0.6 * lengths[Math.floor(lengths.length * 0.9)];
  const follows = (a: number, b: number) => (a < 0 ? 0 : continues(lines[a], lines[b], full));

  // Dynamic programme over (phase, column of line i, last line of the other column).
  type Phase = 'before' | 'woven' | 'after';
  // The kind of section each column is in: a sidebar list (`SKILLS`) holds no job's bullets or dates.
  type Under = 'none' | 'list' | 'text';
  type State = { score: number; evidence: number; phase: Phase; column: 0 | 1; other: number; under: [Under, Under]; back: State | null };
  let states: State[] = [{ score: 0, evidence: 0, phase: 'before', column: 0, other: -1, under: [underOf(lines[0], 'none'), 'none'], back: null }];
  for (let i = 1; i < n; i++) {
    const next = new Map<string, State>();
    const offer = (from: State, phase: Phase, switched: boolean, cost: number) => {
      const column = switched ? ((1 - from.column) as 0 | 1) : from.column;
      const gained = (switched ? follows(from.other, i) : follows(i - 1, i)) + fits(lines[i], from.under[column]);
      const under: [Under, Under] = [...from.under];
      under[column] = underOf(lines[i], under[column]);
      const state: State = {
        score: from.score + gained - cost,
        evidence: from.evidence + gained,
        phase,
        column,
        under,
        // After the woven stretch no line changes column again: which line the other ended on no longer matters.
        other: phase === 'after' ? -1 : switched ? i - 1 : from.other,
        back: from,
      };
      const key = `${phase}:${state.column}:${state.other}:${under.join()}`;
      const seen = next.get(key);
      if (!seen || state.score > seen.score) next.set(key, state);
    };
    for (const s of states) {
      if (s.phase === 'before') {
        offer(s, 'before', false, 0);
        offer(s, 'woven', true, WOVEN_COST);
      } else if (s.phase === 'woven') {
        offer(s, 'woven', true, WOVEN_COST);
        offer(s, 'woven', false, WOVEN_COST + SHIFT_COST);
        offer(s, 'after', false, 0);
        offer(s, 'after', true, 0);
      } else offer(s, 'after', false, 0);
    }
    // The best few readings so far are enough: a woven stretch keeps one or two lines of the other column in play.
    states = [...next.values()].sort((a, b) => b.score - a.score).slice(0, BEAM);
  }
  const best = states.reduce((a, b) => (b.score > a.score ? b : a));
  // The text's own order, scored the same way.
  let ownUnder: Under = 'none';
  let own = 0;
  for (let i = 0; i < n; i++) {
    if (i) own += follows(i - 1, i) + fits(lines[i], ownUnder);
    ownUnder = underOf(lines[i], ownUnder);
  }
  const path: State[] = [];
  for (let s: State | null = best; s; s = s.back) path.unshift(s);
  const first = lines.filter((_, i) => path[i].column === 0);
  const second = lines.filter((_, i) => path[i].column === 1);
  const woven = path.filter((s) => s.phase === 'woven').length;
  const filled = (ls: string[]) => ls.filter((l) => l.trim()).length;
  if (best.evidence - own < MIN_GAIN || woven < 12 || filled(first) < 6 || filled(second) < 6) return text;
  return `${first.join('\n')}\n\n${second.join('\n')}`;
}

const MAX_LINES = 600;
const BEAM = 40;
/** What each woven line costs: the woven stretch ends where the evidence for it does. */
const WOVEN_COST = 0.01;
/** A column skipping a line inside the woven stretch: only where the text says so. */
const SHIFT_COST = 1.5;
/** How many more lines the two-column reading must continue than the text's own order. */
const MIN_GAIN = 4;

const HEADING = /^[A-Z][A-Z&/ ]{2,30}:?$/;
/** Headings of sidebar lists, whose items are neither bullets of a job nor its dates. */
const LIST_HEADING = /^(CONTACT|SKILLS|[A-Z ]+ SKILLS|SOFTWARE|TOOLS|LANGUAGES|CERTIFICATIONS?|LICEN[CS]URE.*|LICEN[CS]ES.*|CREDENTIALS|STRENGTHS|INTERESTS)$/;
/** A line that cannot end there: a comma, a hyphen, or a word that needs what follows. */
const DANGLING = /(?:[,–—-]|\b(?:and|or|of|for|with|the|a|an|in|to|on|at|by|from|into|under|per|plus|including|as|than|via))$/i;
const BULLET_START = /^\s*(?:[-*•●▪◦‣]|\d+[.)])\s/;
const DATE_RANGE = /\b(19|20)\d{2}\s*(?:[–—-]|to)\s*(?:(19|20)?\d{2}\b|present|current|now)/i;

/** The kind of section a column is in after this line: a heading starts a list or a text section. */
const underOf = (line: string, before: 'none' | 'list' | 'text'): 'none' | 'list' | 'text' => {
  const t = line.trim().replace(/:$/, '');
  return HEADING.test(t) ? (LIST_HEADING.test(t) ? 'list' : 'text') : before;
};

/** A sidebar list (`SKILLS`, `LANGUAGES`) never holds a job's bullets or dates. */
const fits = (line: string, under: 'none' | 'list' | 'text') => (under === 'list' && (BULLET_START.test(line) || DATE_RANGE.test(line)) ? -1 : 0);

/**
 * How well line `b` continues line `a` in one column (`full`: the length of a line that wrapped):
 * +1 for a wrapped sentence or bullet going on, ½ for a list going on after its comma (`Frontline IEP, WebPT,` / `Boom Cards, Zoom`); −1 for a
 * heading followed by the middle of a sentence, or an unfinished line by a heading, a bullet or
 * dates; 0 when nothing can be said.
 */
function continues(a: string, b: string, full: number): number {
  const x = a.trim();
  const y = b.trim();
  if (!x || !y) return DANGLING.test(x) && !y ? -1 : 0;
  // A wrapped sentence goes on with a lowercase word; an address (`r.okafor@mail.net`) is no word.
  const lower = /^[a-z][a-z'’-]*(?:[\s,;:]|$)/.test(y);
  if (HEADING.test(x)) return lower ? -1 : 0;
  if (/[.!?:]$/.test(x)) return 0;
  // A short item followed by a lowercase line says nothing: `Fluoroscopy` / `patient communication…`.
  if (lower && (x.length >= full || DANGLING.test(x))) return 1;
  // An indented line under a bullet or another indented line carries it on.
  if (/^\s{2,}\S/.test(b) && !BULLET_START.test(b) && (BULLET_START.test(a) || /^\s{2,}\S/.test(a))) return 1;
  if (DANGLING.test(x)) {
    // An unfinished line is not followed by a heading, a bullet or a role's dates; a list goes on after its comma.
    if (HEADING.test(y) || BULLET_START.test(b) || DATE_RANGE.test(y)) return -1;
    return x.endsWith(',') && y.includes(',') ? 0.5 : 0;
  }
  return 0;
}

/** A run of at least three spaces between two pieces of text. */
// A gap before a colon pads a label to its value (`Duration          : April 2019`): no column.
const GAP = / {3,}(?=[^\s:])/g;
/** The right column starts within this many characters of its usual place. */
const SLACK = 2;

export function unflattenColumns(text: string): string {
  const lines = text.split('\n');
  const starts: number[] = [];
  for (const line of lines) {
    for (const m of line.matchAll(GAP)) {
      if (m.index > 0 && line.slice(0, m.index).trim()) starts.push(m.index + m[0].length);
    }
  }
  const filled = lines.filter((l) => l.trim()).length;
  if (!starts.length || filled < 8) return unweaveColumns(text);
  const column = mode(starts);
  const near = starts.filter((s) => Math.abs(s - column) <= SLACK).length;
  // A real second column: at least 4 lines and a sixth of the text break there, well to the right.
  if (column < 20 || near < Math.max(4, filled / 6)) return unweaveColumns(text);

  // Dates set at one tab stop beside each job (`Senior Accountant, Lone Star Foods      Mar 2021 – Present`)
  // are part of their lines, not a column of their own.
  const beside = lines.flatMap((line) => {
    const cut = cutAt(line, column);
    return cut ? [line.slice(cut).trim()] : [];
  });
  if (beside.filter((piece) => (findDates(piece)?.raw.length ?? 0) >= piece.length * 0.6).length * 2 >= beside.length) return unweaveColumns(text);
  // …and so are dates set on the left of each job (`01/2023 – today        Schwabentech GmbH, Aalen`), the job on the right.
  const before = lines.flatMap((line) => {
    const cut = cutAt(line, column);
    const piece = cut ? line.slice(0, cut).trim() : '';
    return piece ? [piece] : [];
  });
  if (before.length >= 2 && before.filter((piece) => (findDates(piece)?.raw.length ?? 0) >= piece.replace(/[()]/g, '').length * 0.6).length * 2 >= before.length) return unweaveColumns(text);

  const left: string[] = [];
  const right: string[] = [];
  for (const line of lines) {
    const cut = cutAt(line, column);
    if (cut === null) {
      left.push(line.trimEnd());
      continue;
    }
    const l = line.slice(0, cut).trimEnd();
    const r = line.slice(cut).trim();
    left.push(l);
    if (r) right.push(r);
  }
  return `${left.join('\n')}\n\n${right.join('\n')}`;
}

/** Where the right column starts on this line, or null when the line holds the left column only. */
function cutAt(line: string, column: number): number | null {
  // Only the right column: the line starts with spaces up to it.
  const lead = line.length - line.trimStart().length;
  if (line.trim() && Math.abs(lead - column) <= SLACK) return 0;
  for (const m of line.matchAll(GAP)) {
    const start = m.index + m[0].length;
    if (m.index > 0 && Math.abs(start - column) <= SLACK) return start;
  }
  return null;
}

function mode(values: number[]): number {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0][0];
}
