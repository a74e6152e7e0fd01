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

/** A run of at least three spaces between two pieces of text. */
const GAP = / {3,}(?=\S)/g;
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
  if (!starts.length || filled < 8) return text;
  const column = mode(starts);
  const near = starts.filter((s) => Math.abs(s - column) <= SLACK).length;
  // A real second column: at least 4 lines and a sixth of the text break there, well to the right.
  if (column < 20 || near < Math.max(4, filled / 6)) return text;

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
