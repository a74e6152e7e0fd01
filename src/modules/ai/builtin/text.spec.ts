import { extractPosting, extractResume } from './extract';
import { MAX_LINE, boundedLines, plainText } from './text';

describe('text the readers take', () => {
  it('breaks a line longer than a paragraph after a sentence, keeping every word', () => {
    const paragraph = 'Manage a team of nurses across two units. '.repeat(60).trim();
    const lines = boundedLines(paragraph).split('\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((l) => l.length <= MAX_LINE && l.endsWith('.'))).toBe(true);
    expect(lines.join(' ')).toBe(paragraph);
    expect(boundedLines('x'.repeat(2_500)).split('\n').map((l) => l.length)).toEqual([1_000, 1_000, 500]);
    expect(plainText('Jane Doe\nSKILLS\nPython, SQL')).toBe('Jane Doe\nSKILLS\nPython, SQL');
  });

  it('reads a résumé and a posting made of one enormous line (a hostile paste) and still finds what it states', () => {
    const line = `${'B.'.repeat(30_000)} Skills: Python, SQL, Tableau. ${'0'.repeat(30_000)}`;
    expect(extractResume(`Jane Doe\nEXPERIENCE\n${line}\nSKILLS\nPython, SQL, Tableau`).skills).toEqual(expect.arrayContaining(['Python', 'SQL', 'Tableau']));
    // A posting is read up to MAX_POSTING_TEXT (24,000 characters).
    const short = `${'B.'.repeat(5_000)} Skills: Python, SQL, Tableau. ${'0'.repeat(10_000)}`;
    expect(extractPosting(`Requirements\n${short}\n- Python and SQL`).required).toEqual(expect.arrayContaining(['Python', 'SQL']));
  });
});
