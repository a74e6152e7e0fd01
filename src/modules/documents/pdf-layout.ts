/**
 * A PDF page's text as it sits on the page. pdf.js gives text in the order the file draws it, and
 * design tools draw in any order: a job's right-aligned dates drawn after every bullet of the page,
 * a sidebar drawn line by line between the main column's lines. Read in that order, the dates leave
 * their job and the columns mix. Here the pieces are put back where they are seen: lines from top
 * to bottom (pieces on one baseline, a superscript's small rise included), each line's pieces from
 * left to right, with a word space between pieces a word apart and, for a gap wider than a word
 * space or two, the spaces that keep each piece at its place on a grid of characters, so a second
 * column starts at the same character on every line. That is the plain-text layout the resume
 * reader already cuts into columns (`unflattenColumns` in ai/builtin/columns.ts).
 *
 * Runs inside the PDF worker (pdf-text.ts) as source text, so it uses nothing outside itself.
 */
export interface PdfTextItem {
  str: string;
  /** pdf.js' text matrix: [a, b, c, d, e, f], e and f the baseline's start on the page. */
  transform: number[];
  width: number;
  height: number;
}

export function layoutPageText(items: PdfTextItem[]): string {
  const pieces = items
    // A piece without a finite place or width has no place on the page (a damaged or hostile file).
    .filter((i) => typeof i.str === 'string' && i.str.trim() !== '' && Array.isArray(i.transform) && [i.transform[4], i.transform[5], i.width].every(Number.isFinite))
    .map((i) => ({
      text: i.str.replace(/\s+$/, ''),
      lead: i.str.length - i.str.trimStart().length,
      x: i.transform[4],
      y: i.transform[5],
      size: Math.abs(i.transform[3]) || Math.hypot(i.transform[2], i.transform[3]) || i.height || 10,
      width: i.width,
    }));
  if (!pieces.length) return '';
  // Top of the page first; a piece within a third of the larger size of a line's baseline is on that line.
  pieces.sort((p, q) => q.y - p.y || p.x - q.x);
  const lines: (typeof pieces)[] = [];
  for (const piece of pieces) {
    const line = lines[lines.length - 1];
    if (line && Math.abs(line[0].y - piece.y) <= Math.max(line[0].size, piece.size) / 3) line.push(piece);
    else lines.push([piece]);
  }
  // The grid: a character as wide as the narrower fifth of the page's characters, so text never runs past its place.
  const widths = pieces
    .filter((p) => p.text.length >= 4 && p.width > 0)
    .map((p) => p.width / p.text.length)
    .sort((a, b) => a - b);
  const cell = widths.length ? widths[Math.floor(widths.length / 5)] : 5;
  const left = pieces.reduce((min, p) => Math.min(min, p.x), Infinity);
  const out: string[] = [];
  for (const line of lines) {
    line.sort((p, q) => p.x - q.x);
    let text = '';
    let end = -Infinity;
    for (const piece of line) {
      const gap = piece.x - end;
      // At most 300 characters in: a hostile file's coordinates make no gigabyte of spaces.
      const column = Math.min(300, Math.max(0, Math.round((piece.x - left) / cell)));
      if (!text) {
        // A line that starts well inside the page keeps its place (a right column's line alone).
        text = column >= 12 ? ' '.repeat(column) : '';
      } else if (gap > piece.size * 1.5) {
        text += ' '.repeat(Math.max(3, column - text.length));
      } else if (gap > piece.size * 0.15 || piece.lead > 0) {
        if (!text.endsWith(' ')) text += ' ';
      }
      text += piece.text.trimStart();
      end = Math.max(end, piece.x + piece.width);
    }
    out.push(text);
  }
  return out.join('\n');
}
