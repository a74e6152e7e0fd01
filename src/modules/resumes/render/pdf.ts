import PDFDocument from 'pdfkit';
import { continuesBullet } from '../../ai/builtin/resume-sections';
import type { PageOptions, ResumeContent, ResumeTemplate } from '../resume.model';
import { type Line, type ResumeBlock, resumeBlocks, type Span, type SpanStyle } from './text';

/**
 * The PDF export: four templates on pdfkit's standard fonts, all one column of real text drawn in
 * reading order, so that text extraction (pdfText) and the parser read the resume back as written
 * (see text.ts for the shared layout and readback.ts for the check). Lines are wrapped here, at
 * spaces only, and a wrapped bullet breaks where the parser sees that it carries on.
 */

interface Theme {
  regular: string;
  bold: string;
  italic: string;
  /** Font of the name and the headings. */
  display: string;
  text: string;
  muted: string;
  accent: string;
  nameSize: number;
  nameColour: string;
  contactSize: number;
  headingSize: number;
  headingColour: string;
  headingCase: 'upper' | 'lower' | 'as-is';
  /** A rule under each heading: coloured, thin black, or none. */
  headingRule: 'accent' | 'thin' | 'none';
  /** A filled square before each heading. */
  headingMarker: boolean;
  bodySize: number;
  /** Line height as a multiple of the font size. */
  leading: number;
  align: 'left' | 'center';
  /** A colour band down the left edge of every page, inside the margin. */
  band: boolean;
  /** A rule under the header. */
  headerRule: boolean;
  bullet: string;
  bulletColour: string;
  skillSeparator: string;
}

const THEMES: Record<ResumeTemplate, Theme> = {
  modern: {
    regular: 'Helvetica',
    bold: 'Helvetica-Bold',
    italic: 'Helvetica-Oblique',
    display: 'Helvetica-Bold',
    text: '#1f2328',
    muted: '#57606a',
    accent: '#1f5fad',
    nameSize: 24,
    nameColour: '#1f5fad',
    contactSize: 9.5,
    headingSize: 11.5,
    headingColour: '#1f5fad',
    headingCase: 'upper',
    headingRule: 'accent',
    headingMarker: false,
    bodySize: 10,
    leading: 1.3,
    align: 'left',
    band: false,
    headerRule: false,
    bullet: '•',
    bulletColour: '#1f5fad',
    skillSeparator: ', ',
  },
  classic: {
    regular: 'Times-Roman',
    bold: 'Times-Bold',
    italic: 'Times-Italic',
    display: 'Times-Bold',
    text: '#000000',
    muted: '#333333',
    accent: '#000000',
    nameSize: 22,
    nameColour: '#000000',
    contactSize: 10.5,
    headingSize: 12,
    headingColour: '#000000',
    headingCase: 'upper',
    headingRule: 'thin',
    headingMarker: false,
    bodySize: 11,
    leading: 1.25,
    align: 'center',
    band: false,
    headerRule: true,
    bullet: '•',
    bulletColour: '#000000',
    skillSeparator: ', ',
  },
  creative: {
    regular: 'Helvetica',
    bold: 'Helvetica-Bold',
    italic: 'Helvetica-Oblique',
    display: 'Helvetica-Bold',
    text: '#2b2d42',
    muted: '#5c607a',
    accent: '#d6455d',
    nameSize: 28,
    nameColour: '#d6455d',
    contactSize: 9.5,
    headingSize: 13,
    headingColour: '#2b2d42',
    headingCase: 'as-is',
    headingRule: 'none',
    headingMarker: true,
    bodySize: 10,
    leading: 1.35,
    align: 'left',
    band: true,
    headerRule: false,
    bullet: '•',
    bulletColour: '#d6455d',
    skillSeparator: ' · ',
  },
  minimal: {
    regular: 'Helvetica',
    bold: 'Helvetica-Bold',
    italic: 'Helvetica-Oblique',
    display: 'Courier-Bold',
    text: '#222222',
    muted: '#777777',
    accent: '#222222',
    nameSize: 17,
    nameColour: '#222222',
    contactSize: 9,
    headingSize: 10.5,
    headingColour: '#777777',
    headingCase: 'lower',
    headingRule: 'none',
    headingMarker: false,
    bodySize: 9.5,
    leading: 1.4,
    align: 'left',
    band: false,
    headerRule: false,
    bullet: '-',
    bulletColour: '#777777',
    skillSeparator: ', ',
  },
};

// ---------------------------------------------------------------------------------------------
// WinAnsi: what the standard fonts can draw.

const WIN_ANSI_HIGH = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const SUBSTITUTES: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '—',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2248': '~',
  '▪': '•',
  '●': '•',
  '◦': '•',
  '‣': '•',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u202f': ' ',
  '\u2007': ' ',
};

const drawable = (ch: string) => {
  const c = ch.codePointAt(0) ?? 0;
  return (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_HIGH.has(ch);
};

/** Emoji (with their skin tones, flags, variation selectors), marks and format characters: nothing to draw. */
const invisible = (ch: string) => {
  const c = ch.codePointAt(0) ?? 0;
  return /[\p{M}\p{Cf}\p{Cc}\p{Extended_Pictographic}]/u.test(ch) || (c >= 0x1f1e6 && c <= 0x1f1ff) || (c >= 0x1f3fb && c <= 0x1f3ff);
};

/**
 * Text the standard fonts can draw: accents kept where WinAnsi has the letter (é, ü, ñ), taken off
 * where it has not (ő → o, ł → l), emoji and invisible marks dropped, anything else (CJK…) as `?`.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    if (drawable(ch)) out += ch;
    else if (SUBSTITUTES[ch] !== undefined) out += SUBSTITUTES[ch];
    else if (/\s/.test(ch)) out += ' ';
    else {
      const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      if (base && [...base].every(drawable)) out += base;
      else if (!invisible(ch)) out += '?';
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Drawing.

/** A piece of a line that is never broken: a word, a skill, a contact item. */
interface Unit {
  spans: Span[];
  href?: string;
}

interface Run {
  text: string;
  style: SpanStyle;
  href?: string;
}

class ResumeWriter {
  readonly doc: PDFKit.PDFDocument;
  private y: number;
  private readonly left: number;
  private readonly width: number;
  private readonly top: number;
  private readonly bottom: number;

  constructor(
    private readonly theme: Theme,
    private readonly page: PageOptions,
    info: { title: string; author: string },
  ) {
    const [w, h] = page.size;
    const m = page.margin;
    this.doc = new PDFDocument({
      size: [w, h],
      margins: { top: m, bottom: m, left: m, right: m },
      info: { Title: info.title, Author: info.author, Creator: 'Waypoint', Producer: 'Waypoint' },
      lang: 'en',
      displayTitle: true,
      autoFirstPage: false,
    });
    this.left = m;
    this.width = w - 2 * m;
    this.top = m;
    this.bottom = h - m;
    this.y = m;
    this.addPage();
  }

  private addPage(): void {
    this.doc.addPage({ size: this.page.size, margins: { top: this.page.margin, bottom: this.page.margin, left: this.page.margin, right: this.page.margin } });
    this.y = this.top;
    if (this.theme.band) {
      // Down the left edge, inside the margin: decoration, never under the text.
      const band = Math.min(10, this.page.margin / 3);
      if (band > 0) this.doc.save().rect(0, 0, band, this.page.size[1]).fill(this.theme.accent).restore();
    }
  }

  /** Starts a new page unless `height` still fits on this one (a block taller than a page just starts). */
  private keep(height: number): void {
    if (this.y + height > this.bottom && this.y > this.top) this.addPage();
  }

  lineHeight(size: number): number {
    return size * this.theme.leading;
  }

  private font(style: SpanStyle): string {
    return style === 'strong' ? this.theme.bold : style === 'em' ? this.theme.italic : this.theme.regular;
  }

  private colour(style: SpanStyle): string {
    return style === 'muted' || style === 'em' ? this.theme.muted : this.theme.text;
  }

  private measure(spans: Span[], size: number, font?: string): number {
    return spans.reduce((sum, s) => sum + this.doc.font(font ?? this.font(s.style)).fontSize(size).widthOfString(s.text), 0);
  }

  /**
   * Units in lines of at most `width`: greedy, a unit wider than a line split by characters, the last
   * line never one word alone; with `carryOn`, a wrapped line breaks before a word the parser takes
   * as carrying on the bullet (lower case, or after `with`, `and`, a comma…).
   */
  private wrap(units: Unit[], separator: string, size: number, width: number, options: { carryOn?: boolean; font?: string } = {}): Unit[][] {
    const { carryOn = false, font } = options;
    const sepWidth = (u: Unit) => this.measure([{ text: separator, style: u.spans[u.spans.length - 1]?.style ?? 'normal' }], size, font);
    const widths = units.map((u) => this.measure(u.spans, size, font));
    const lines: Unit[][] = [];
    let i = 0;
    while (i < units.length) {
      if (widths[i] > width) {
        lines.push(...this.splitUnit(units[i], size, width, font).map((u) => [u]));
        i++;
        continue;
      }
      let end = i + 1;
      let used = widths[i];
      while (end < units.length && used + sepWidth(units[end - 1]) + widths[end] <= width) {
        used += sepWidth(units[end - 1]) + widths[end];
        end++;
      }
      if (carryOn && end < units.length) {
        const text = (a: number, b: number) => units.slice(a, b).map(unitText).join(separator);
        const fine = (e: number) => continuesBullet(text(i, e), unitText(units[e]));
        // Move a few words down when that lets the parser join the lines, keeping this one at least half full.
        for (let e = end; e > i + 1 && e >= end - 5 && !fine(end); e--) {
          if (fine(e) && this.measure([{ text: text(i, e), style: 'normal' }], size) >= width * 0.5) end = e;
        }
      }
      // No orphan word on the last line.
      if (end === units.length - 1 && end - i >= 3 && (!carryOn || continuesBullet(units.slice(i, end - 1).map(unitText).join(separator), unitText(units[end - 1])))) end--;
      lines.push(units.slice(i, end));
      i = end;
    }
    return lines;
  }

  /** A unit wider than the line (a long URL), split by characters. */
  private splitUnit(unit: Unit, size: number, width: number, font?: string): Unit[] {
    const style = unit.spans[0]?.style ?? 'normal';
    const parts: Unit[] = [];
    let current = '';
    for (const ch of unitText(unit)) {
      if (current && this.measure([{ text: current + ch, style }], size, font) > width) {
        parts.push({ spans: [{ text: current, style }], href: unit.href });
        current = '';
      }
      current += ch;
    }
    if (current) parts.push({ spans: [{ text: current, style }], href: unit.href });
    return parts;
  }

  /** One line of units at `x` (or centred), in runs of one style, each run one text object. */
  private drawLine(units: Unit[], separator: string, size: number, x: number, width: number, options: { align?: 'left' | 'center'; colour?: string; font?: string } = {}): void {
    const runs: Run[] = [];
    const push = (text: string, style: SpanStyle, href?: string) => {
      const last = runs[runs.length - 1];
      if (last && last.style === style && last.href === href) last.text += text;
      else runs.push({ text, style, href });
    };
    units.forEach((u, i) => {
      if (i > 0) push(separator, /^[\s,]*$/.test(separator) ? (u.spans[0]?.style ?? 'normal') : 'muted');
      for (const s of u.spans) push(s.text, s.style, u.href);
    });
    const total = runs.reduce((sum, r) => sum + this.doc.font(options.font ?? this.font(r.style)).fontSize(size).widthOfString(r.text), 0);
    let at = options.align === 'center' ? x + Math.max(0, (width - total) / 2) : x;
    for (const r of runs) {
      this.doc
        .font(options.font ?? this.font(r.style))
        .fontSize(size)
        .fillColor(options.colour ?? this.colour(r.style));
      this.doc.text(r.text, at, this.y, { lineBreak: false });
      const w = this.doc.widthOfString(r.text);
      // pdfkit sizes a text link only when it wraps the text itself: the annotation is drawn here.
      if (r.href) this.doc.link(at, this.y, w, this.doc.currentLineHeight(), r.href);
      at += w;
    }
  }

  name(text: string): void {
    const t = this.theme;
    for (const line of this.wrap(wordUnits(text, 'strong'), ' ', t.nameSize, this.width, { font: t.display })) {
      this.keep(this.lineHeight(t.nameSize));
      this.drawLine(line, ' ', t.nameSize, this.left, this.width, { align: t.align, colour: t.nameColour, font: t.display });
      this.y += t.nameSize * 1.2;
    }
    this.y += t.nameSize * 0.15;
  }

  contact(items: { text: string; href?: string }[]): void {
    const t = this.theme;
    const units = items.map((i) => ({ spans: [{ text: i.text, style: 'muted' as const }], href: i.href }));
    for (const line of this.wrap(units, ' | ', t.contactSize, this.width)) {
      this.keep(this.lineHeight(t.contactSize));
      this.drawLine(line, ' | ', t.contactSize, this.left, this.width, { align: t.align });
      this.y += this.lineHeight(t.contactSize);
    }
    if (t.headerRule) {
      this.y += 3;
      this.doc.save().moveTo(this.left, this.y).lineTo(this.left + this.width, this.y).lineWidth(0.8).strokeColor(t.text).stroke().restore();
      this.y += 2;
    }
  }

  /** How much of a block must stay on the page of the heading above it: its first lines, or its first entry. */
  startHeight(block: ResumeBlock): number {
    const t = this.theme;
    const lines = (() => {
      switch (block.kind) {
        case 'paragraph':
          return Math.min(2, this.wrap(wordUnits(block.text), ' ', t.bodySize, this.width).length);
        case 'skills':
          return Math.min(2, this.wrap(block.items.map((s) => ({ spans: [{ text: s, style: 'normal' as const }] })), t.skillSeparator, t.bodySize, this.width).length);
        case 'entry':
          return this.entryLines(block.lines).length + (block.bullets.length ? this.bulletLines(block.bullets[0]).length : 0);
        case 'item':
          return this.itemLines(block.line).length;
        default:
          return 1;
      }
    })();
    return lines * this.lineHeight(t.bodySize);
  }

  heading(title: string, following: number): void {
    const t = this.theme;
    const text = t.headingCase === 'upper' ? title.toUpperCase() : t.headingCase === 'lower' ? title.toLowerCase() : title;
    const gapAbove = t.headingSize * 1.1;
    // A heading never ends a page: it goes with the first lines under it.
    this.keep(gapAbove + t.headingSize * 1.25 + 4 + following);
    if (this.y > this.top) this.y += gapAbove;
    const x = t.headingMarker ? this.left + t.headingSize * 0.9 : this.left;
    if (t.headingMarker) {
      const s = t.headingSize * 0.5;
      this.doc
        .save()
        .rect(this.left, this.y + t.headingSize * 0.28, s, s)
        .fill(t.accent)
        .restore();
    }
    this.drawLine([{ spans: [{ text, style: 'strong' }] }], ' ', t.headingSize, x, this.width, { colour: t.headingColour, font: t.display });
    this.y += t.headingSize * 1.25;
    if (t.headingRule !== 'none') {
      this.doc
        .save()
        .moveTo(this.left, this.y)
        .lineTo(this.left + this.width, this.y)
        .lineWidth(t.headingRule === 'accent' ? 1.2 : 0.6)
        .strokeColor(t.headingRule === 'accent' ? t.accent : t.text)
        .stroke()
        .restore();
      this.y += 4;
    } else this.y += 2;
  }

  paragraph(text: string, gapBefore: boolean): void {
    const t = this.theme;
    if (gapBefore) this.y += t.bodySize * 0.5;
    for (const line of this.wrap(wordUnits(text), ' ', t.bodySize, this.width)) {
      this.keep(this.lineHeight(t.bodySize));
      this.drawLine(line, ' ', t.bodySize, this.left, this.width);
      this.y += this.lineHeight(t.bodySize);
    }
  }

  private bulletLines(text: string): Unit[][] {
    return this.wrap(wordUnits(text), ' ', this.theme.bodySize, this.width - this.hang(), { carryOn: true });
  }

  private hang(): number {
    return this.theme.bodySize * 1.2;
  }

  private itemLines(line: Line, href?: string): Unit[][] {
    return this.wrap(lineUnits(line, href), '', this.theme.bodySize, this.width - this.hang(), { carryOn: true });
  }

  private entryLines(lines: Line[]): Unit[][] {
    return lines.flatMap((line) => this.wrap(lineUnits(line), '', this.theme.bodySize, this.width));
  }

  /** A bullet, never split over two pages. */
  bullet(text: string | Line, href?: string): void {
    const t = this.theme;
    const lines = typeof text === 'string' ? this.bulletLines(text) : this.itemLines(text, href);
    this.keep(lines.length * this.lineHeight(t.bodySize));
    this.doc.font(t.bold).fontSize(t.bodySize).fillColor(t.bulletColour).text(t.bullet, this.left + t.bodySize * 0.15, this.y, { lineBreak: false });
    for (const line of lines) {
      this.keep(this.lineHeight(t.bodySize)); // only a bullet taller than a page breaks
      this.drawLine(trimLine(line), typeof text === 'string' ? ' ' : '', t.bodySize, this.left + this.hang(), this.width - this.hang());
      this.y += this.lineHeight(t.bodySize);
    }
  }

  /** An entry's title lines, kept together with its first bullet. */
  entry(lines: Line[], bullets: string[], gapBefore: boolean): void {
    const t = this.theme;
    const first = bullets.length ? this.bulletLines(bullets[0]).length : 0;
    const wrapped = this.entryLines(lines);
    this.keep((wrapped.length + first) * this.lineHeight(t.bodySize) + (gapBefore ? t.bodySize * 0.7 : 0));
    if (gapBefore && this.y > this.top) this.y += t.bodySize * 0.7;
    for (const line of wrapped) {
      this.keep(this.lineHeight(t.bodySize));
      this.drawLine(trimLine(line), '', t.bodySize, this.left, this.width);
      this.y += this.lineHeight(t.bodySize);
    }
    for (const b of bullets) this.bullet(b);
  }

  skills(items: string[]): void {
    const t = this.theme;
    // A comma list keeps its comma where a line wraps ("React," then "Redis"): the comma belongs to
    // each skill but the last, and the skills are joined by a space.
    const comma = t.skillSeparator.trim() === ',';
    const separator = comma ? ' ' : t.skillSeparator;
    const units = items.map((s, i) => ({ spans: [{ text: comma && i < items.length - 1 ? `${s},` : s, style: 'normal' as const }] }));
    for (const line of this.wrap(units, separator, t.bodySize, this.width)) {
      this.keep(this.lineHeight(t.bodySize));
      this.drawLine(line, separator, t.bodySize, this.left, this.width);
      this.y += this.lineHeight(t.bodySize);
    }
  }

  end(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    return new Promise((resolve, reject) => {
      this.doc.on('data', (c: Buffer) => chunks.push(c));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
      this.doc.end();
    });
  }
}

const unitText = (u: Unit) => u.spans.map((s) => s.text).join('');

const wordUnits = (text: string, style: SpanStyle = 'normal'): Unit[] =>
  text
    .split(' ')
    .filter(Boolean)
    .map((w) => ({ spans: [{ text: w, style }] }));

/**
 * A styled line as units: words of its text, while muted spans (separators, dates) stay whole and
 * with the word before them, so a line breaks after `Associate —`, never inside `(Nov 2022)`.
 */
function lineUnits(line: Line, href?: string): Unit[] {
  const units: Unit[] = [];
  for (const s of line) {
    const last = units[units.length - 1];
    if (s.style === 'muted' && last) last.spans.push(s);
    else for (const word of s.style === 'muted' ? [s.text] : s.text.split(/(?<= )/)) units.push({ spans: [{ text: word, style: s.style }], href });
  }
  return units;
}

/** A wrapped line without the spaces it broke at. */
function trimLine(line: Unit[]): Unit[] {
  if (!line.length) return line;
  const edit = (u: Unit, at: number, fix: (t: string) => string): Unit => ({ ...u, spans: u.spans.map((s, i) => (i === at ? { ...s, text: fix(s.text) } : s)) });
  const out = [...line];
  out[0] = edit(out[0], 0, (t) => t.replace(/^\s+/, ''));
  const last = out.length - 1;
  out[last] = edit(out[last], out[last].spans.length - 1, (t) => t.replace(/\s+$/, ''));
  return out;
}

/**
 * The resume as a PDF in one of the four templates, on the member's page size and margin (points).
 * Real text in the standard fonts (WinAnsi: what they cannot draw is replaced), document info set,
 * long resumes flowing onto further pages with headings kept with what follows them.
 */
export async function renderResumePdf(content: ResumeContent, template: ResumeTemplate, page: PageOptions): Promise<Buffer> {
  const [w, h] = page.size;
  if (!(w > 0 && h > 0) || !(page.margin >= 0) || w - 2 * page.margin < 72 || h - 2 * page.margin < 72) {
    throw new RangeError(`A page of ${w} × ${h} pt with a ${page.margin} pt margin leaves no room for text`);
  }
  const theme = THEMES[template] ?? THEMES.modern;
  const writer = new ResumeWriter(theme, page, { title: content.name.trim() || content.personalInfo.name.trim() || 'Resume', author: content.personalInfo.name.trim() });
  const fits = (line: Line) => {
    const doc = writer.doc;
    const width = line.reduce((sum, s) => sum + doc.font(s.style === 'strong' ? theme.bold : s.style === 'em' ? theme.italic : theme.regular).fontSize(theme.bodySize).widthOfString(s.text), 0);
    return width <= w - 2 * page.margin;
  };
  let previous: ResumeBlock['kind'] | null = null;
  // What the fonts cannot draw is replaced before layout, so the layout checks what is drawn.
  const blocks = resumeBlocks(content, { fits, clean: (t) => toWinAnsi(t).replace(/ {2,}/g, ' ').trim() });
  blocks.forEach((block, i) => {
    switch (block.kind) {
      case 'name':
        writer.name(block.text);
        break;
      case 'contact':
        writer.contact(block.items);
        break;
      case 'heading':
        writer.heading(block.title, blocks[i + 1] ? writer.startHeight(blocks[i + 1]) : 0);
        break;
      case 'paragraph':
        writer.paragraph(block.text, previous === 'paragraph');
        break;
      case 'entry':
        writer.entry(block.lines, block.bullets, previous === 'entry');
        break;
      case 'skills':
        writer.skills(block.items);
        break;
      case 'item':
        writer.bullet(block.line, block.href);
        break;
    }
    previous = block.kind;
  });
  return writer.end();
}
