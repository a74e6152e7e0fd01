import PDFDocument from 'pdfkit';
import { layoutPageText, type PdfTextItem } from './pdf-layout';
import { pdfText } from './pdf-text';
import { extractResume } from '../ai/builtin/extract';

/** A piece of text at (x, y) on the page in 10 pt type, about 5 pt a character. */
const at = (str: string, x: number, y: number, size = 10): PdfTextItem => ({ str, transform: [size, 0, 0, size, x, y], width: str.length * size * 0.5, height: size });

/** A PDF drawn with pdfkit, each piece placed by hand in the order given (y from the top, as pdfkit counts). */
function pdf(pieces: [string, number, number][]): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 40 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.fontSize(10);
    for (const [text, x, y] of pieces) doc.text(text, x, y, { lineBreak: false });
    doc.end();
  });
}

describe('a PDF page laid out as it is seen', () => {
  it('puts pieces back on their lines from top to bottom, left to right, whatever order they were drawn in', () => {
    const text = layoutPageText([at('• Built payment APIs', 40, 680), at('Mar 2021 – Present', 400, 700), at('Senior Engineer', 40, 700), at('Dana Whitfield', 40, 740)]);
    expect(text.split('\n').map((l) => l.replace(/\s{3,}/g, ' | '))).toEqual(['Dana Whitfield', 'Senior Engineer | Mar 2021 – Present', '• Built payment APIs']);
  });

  it('joins pieces a word apart with one space and pieces of one word with none', () => {
    expect(layoutPageText([at('Kuber', 40, 700), at('netes', 65, 700), at('and', 93, 700), at('Terraform', 113, 700)])).toBe('Kubernetes and Terraform');
  });

  it('starts a second column at the same character on every line, alone on its line too', () => {
    const lines = layoutPageText([at('SKILLS', 40, 700), at('EXPERIENCE', 220, 700), at('Go, SQL', 40, 684), at('Backend Engineer', 220, 684), at('• Wrote Go services', 220, 668)]).split('\n');
    const starts = lines.map((l) => l.search(/(?<=^|\s{3,})(EXPERIENCE|Backend|•)/));
    expect(new Set(starts).size).toBe(1);
    expect(lines[2].trim()).toBe('• Wrote Go services');
  });

  it('keeps a superscript on its line and makes no gigabyte of spaces from a hostile coordinate', () => {
    expect(layoutPageText([at('Python', 40, 700), at('3', 70.5, 703, 6), at('and SQL', 80, 700)])).toBe('Python3 and SQL');
    expect(layoutPageText([at('a', 40, 700), at('b', 1e12, 700)]).length).toBeLessThan(400);
    expect(layoutPageText([at('SKILLS', 40, 700), at('EXPERIENCE', 220, 700), at('b', Number.NaN, 700), at('c', -Infinity, Number.NaN)])).toMatch(/^SKILLS {3,}EXPERIENCE$/);
    expect(layoutPageText([])).toBe('');
  });

  it('lets a job keep the dates a design tool drew after the page, and a sidebar drawn between its lines stay apart', async () => {
    const text = await pdfText(
      await pdf([
        ['Dana Whitfield', 40, 40],
        ['Seattle, WA | dana@mail.example | 206-555-0101', 40, 64],
        ['EXPERIENCE', 200, 100],
        ['Senior Backend Engineer', 200, 116],
        ['Ledgerline Inc., Seattle WA', 200, 132],
        ['• Built payment APIs in Go and PostgreSQL', 200, 148],
        ['Backend Engineer', 200, 164],
        ['Orca Health, Bellevue WA', 200, 180],
        ['• Wrote Python services on AWS Lambda', 200, 196],
        ['Mar 2021 – Present', 480, 116],
        ['2018 – 2021', 480, 164],
        ['SKILLS', 40, 100],
        ['Go, Python, SQL', 40, 116],
        ['PostgreSQL, Redis', 40, 132],
        ['Kubernetes, Terraform', 40, 148],
        ['EDUCATION', 40, 164],
        ['B.S. Computer Science', 40, 180],
        ['University of Washington', 40, 196],
      ]),
    );
    const resume = extractResume(text);
    expect(resume.experience).toEqual([
      { company: 'Ledgerline Inc.', title: 'Senior Backend Engineer', start: '2021-03', end: 'present' },
      { company: 'Orca Health', title: 'Backend Engineer', start: '2018', end: '2021' },
    ]);
    expect(resume.skills).toEqual(expect.arrayContaining(['Go', 'Python', 'SQL', 'Redis', 'Kubernetes', 'Terraform']));
    expect(resume.education).toEqual([{ institution: 'University of Washington', degree: 'B.S. in Computer Science' }]);
  });
});
