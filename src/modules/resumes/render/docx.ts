import { AlignmentType, BorderStyle, Document, ExternalHyperlink, HeadingLevel, LevelFormat, Packer, Paragraph, type ParagraphChild, TextRun } from 'docx';
import type { PageOptions, ResumeContent, ResumeTemplate } from '../resume.model';
import { type Line, type ResumeBlock, resumeBlocks, type SpanStyle } from './text';

/**
 * The Word export: the blocks of text.ts as real Word structure, which tracking systems read: the
 * name in Heading 1, section titles in Heading 2, description lines and certificates as a bulleted
 * list (a numbering definition, not typed bullets), entries kept with their first line.
 */

interface DocxTheme {
  font: string;
  /** Font of the name and headings. */
  display: string;
  text: string;
  muted: string;
  accent: string;
  /** Half-points. */
  bodySize: number;
  nameSize: number;
  headingSize: number;
  nameColour: string;
  headingColour: string;
  headingCase: 'upper' | 'lower' | 'as-is';
  /** Border under each heading: accent colour, thin black, or none. */
  headingRule: 'accent' | 'thin' | 'none';
  /** Border left of each heading, in the accent colour (the PDF's marker). */
  headingBar: boolean;
  align: 'left' | 'center';
  bullet: string;
  skillSeparator: string;
}

const THEMES: Record<ResumeTemplate, DocxTheme> = {
  modern: {
    font: 'Arial',
    display: 'Arial',
    text: '1F2328',
    muted: '57606A',
    accent: '1F5FAD',
    bodySize: 20,
    nameSize: 48,
    headingSize: 23,
    nameColour: '1F5FAD',
    headingColour: '1F5FAD',
    headingCase: 'upper',
    headingRule: 'accent',
    headingBar: false,
    align: 'left',
    bullet: '•',
    skillSeparator: ', ',
  },
  classic: {
    font: 'Times New Roman',
    display: 'Times New Roman',
    text: '000000',
    muted: '333333',
    accent: '000000',
    bodySize: 22,
    nameSize: 44,
    headingSize: 24,
    nameColour: '000000',
    headingColour: '000000',
    headingCase: 'upper',
    headingRule: 'thin',
    headingBar: false,
    align: 'center',
    bullet: '•',
    skillSeparator: ', ',
  },
  creative: {
    font: 'Arial',
    display: 'Arial',
    text: '2B2D42',
    muted: '5C607A',
    accent: 'D6455D',
    bodySize: 20,
    nameSize: 56,
    headingSize: 26,
    nameColour: 'D6455D',
    headingColour: '2B2D42',
    headingCase: 'as-is',
    headingRule: 'none',
    headingBar: true,
    align: 'left',
    bullet: '•',
    skillSeparator: ' · ',
  },
  minimal: {
    font: 'Arial',
    display: 'Courier New',
    text: '222222',
    muted: '777777',
    accent: '222222',
    bodySize: 19,
    nameSize: 34,
    headingSize: 21,
    nameColour: '222222',
    headingColour: '777777',
    headingCase: 'lower',
    headingRule: 'none',
    headingBar: false,
    align: 'left',
    bullet: '–',
    skillSeparator: ', ',
  },
};

const BULLETS = 'resume-bullets';

function runs(line: Line, theme: DocxTheme): TextRun[] {
  return line.map((s) => new TextRun({ text: s.text, ...runStyle(s.style, theme) }));
}

function runStyle(style: SpanStyle, theme: DocxTheme): { bold?: boolean; italics?: boolean; color: string } {
  if (style === 'strong') return { bold: true, color: theme.text };
  if (style === 'em') return { italics: true, color: theme.muted };
  return { color: style === 'muted' ? theme.muted : theme.text };
}

function paragraphs(blocks: ResumeBlock[], theme: DocxTheme): Paragraph[] {
  const out: Paragraph[] = [];
  const align = theme.align === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT;
  const bullet = (children: ParagraphChild[], keepNext = false) => new Paragraph({ numbering: { reference: BULLETS, level: 0 }, keepNext, spacing: { after: 40 }, children });
  let previous: ResumeBlock['kind'] | null = null;
  for (const block of blocks) {
    switch (block.kind) {
      case 'name':
        out.push(new Paragraph({ heading: HeadingLevel.HEADING_1, alignment: align, children: [new TextRun(block.text)] }));
        break;
      case 'contact': {
        const children: ParagraphChild[] = [];
        block.items.forEach((item, i) => {
          if (i > 0) children.push(new TextRun({ text: ' | ', color: theme.muted }));
          const run = new TextRun({ text: item.text, color: theme.muted });
          children.push(item.href ? new ExternalHyperlink({ link: item.href, children: [run] }) : run);
        });
        out.push(new Paragraph({ alignment: align, spacing: { after: 120 }, children }));
        break;
      }
      case 'heading':
        out.push(
          new Paragraph({
            heading: HeadingLevel.HEADING_2,
            keepNext: true,
            children: [new TextRun({ text: theme.headingCase === 'lower' ? block.title.toLowerCase() : block.title, allCaps: theme.headingCase === 'upper' })],
          }),
        );
        break;
      case 'paragraph':
        out.push(new Paragraph({ spacing: { before: previous === 'paragraph' ? 80 : 0, after: 60 }, children: [new TextRun(block.text)] }));
        break;
      case 'entry':
        block.lines.forEach((line, i) =>
          out.push(
            new Paragraph({
              keepNext: i < block.lines.length - 1 || block.bullets.length > 0,
              spacing: { before: i === 0 && previous === 'entry' ? 140 : 0, after: i === block.lines.length - 1 ? 40 : 0 },
              children: runs(line, theme),
            }),
          ),
        );
        for (const text of block.bullets) out.push(bullet([new TextRun(text)]));
        break;
      case 'skills':
        out.push(new Paragraph({ children: [new TextRun(block.items.join(theme.skillSeparator))] }));
        break;
      case 'item': {
        const [first, ...rest] = runs(block.line, theme);
        const name = block.href && first ? new ExternalHyperlink({ link: block.href, children: [first] }) : first;
        out.push(bullet([name, ...rest].filter((c): c is TextRun | ExternalHyperlink => Boolean(c))));
        break;
      }
    }
    previous = block.kind;
  }
  return out;
}

/** Word measures pages in twentieths of a point (twips). */
const twips = (points: number) => Math.round(points * 20);

/** A4 with 50-point margins: the account defaults (PDF_DEFAULTS), for callers without an account. */
const DEFAULT_PAGE: PageOptions = { size: [595, 842], margin: 50 };

/**
 * The resume as a Word document in one of the four templates: the same words and order as the PDF,
 * with Heading 1 (name), Heading 2 (sections) and a bulleted list for description lines, on the
 * page size and margins the member chose for their PDFs (Settings), so both exports print alike.
 */
export async function renderResumeDocx(content: ResumeContent, template: ResumeTemplate, page: PageOptions = DEFAULT_PAGE): Promise<Buffer> {
  const theme = THEMES[template] ?? THEMES.modern;
  const heading2Border =
    theme.headingRule === 'none' ? undefined : { bottom: { style: BorderStyle.SINGLE, size: theme.headingRule === 'accent' ? 12 : 6, color: theme.accent, space: 2 } };
  const doc = new Document({
    creator: 'Waypoint',
    title: content.name.trim() || content.personalInfo.name.trim() || 'Resume',
    styles: {
      default: {
        document: { run: { font: theme.font, size: theme.bodySize, color: theme.text }, paragraph: { spacing: { after: 0, line: 264 } } },
        heading1: {
          run: { font: theme.display, size: theme.nameSize, bold: true, color: theme.nameColour },
          paragraph: { spacing: { before: 0, after: 60 } },
        },
        heading2: {
          run: { font: theme.display, size: theme.headingSize, bold: true, color: theme.headingColour },
          paragraph: {
            spacing: { before: 240, after: 80 },
            border: theme.headingBar ? { left: { style: BorderStyle.SINGLE, size: 36, color: theme.accent, space: 6 }, ...heading2Border } : heading2Border,
          },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: theme.bullet,
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 300, hanging: 220 } }, run: { color: theme.accent } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: twips(page.size[0]), height: twips(page.size[1]) },
            margin: { top: twips(page.margin), right: twips(page.margin), bottom: twips(page.margin), left: twips(page.margin) },
          },
        },
        children: paragraphs(resumeBlocks(content), theme),
      },
    ],
  });
  return Packer.toBuffer(doc);
}
