import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpException } from '@nestjs/common';
import { makePdf } from '../../../test/fakes/pdf';
import { parseResumeText } from '../ai/builtin/resume-sections';
import { checkResumeFile, jsonResumeToText, resumeFileText, withoutPageFurniture } from './resume-file';

const fixture = (name: string) => readFileSync(join(__dirname, '../../../test/fixtures/ai', name), 'utf8');
const upload = (name: string, buffer: Buffer) => ({ originalname: name, size: buffer.length, buffer });

describe('resume files', () => {
  it('reads a PDF resume back into the same six sections as its text', async () => {
    const text = fixture('resume-software-engineer.txt');
    // Helvetica in a PDF has no glyph for the en dash; write what a PDF export would.
    const pdf = makePdf(text.replace(/–/g, '-').split('\n'));
    const file = upload('maya.pdf', pdf);
    expect(checkResumeFile(file)).toBe('pdf');
    const fromPdf = parseResumeText(await resumeFileText(file, 'pdf'));
    const fromText = parseResumeText(text.replace(/–/g, '-'));
    expect(fromPdf.header).toEqual(fromText.header);
    expect(fromPdf.experience.map((e) => [e.position, e.company, e.start_date])).toEqual(fromText.experience.map((e) => [e.position, e.company, e.start_date]));
    expect(fromPdf.skills).toEqual(fromText.skills);
  });

  it('turns a JSON Resume into headed text the parser understands', () => {
    const text = jsonResumeToText({
      basics: { name: 'Sam Liu', email: 'sam@example.com', location: { city: 'Seattle', region: 'WA' }, summary: 'Informatics graduate.' },
      work: [{ name: 'Cascade Robotics', position: 'Software Engineering Intern', startDate: '2024-06', endDate: '2024-09', highlights: ['Wrote Python tools'] }],
      education: [{ institution: 'University of Washington', studyType: 'B.S.', area: 'Informatics', endDate: '2025' }],
      skills: [{ name: 'Python', keywords: ['pytest'] }],
    });
    const parsed = parseResumeText(text);
    expect(parsed.header).toMatchObject({ name: 'Sam Liu', email: 'sam@example.com', location: 'Seattle, WA' });
    expect(parsed.experience[0]).toMatchObject({ position: 'Software Engineering Intern', company: 'Cascade Robotics', start_date: '2024-06', end_date: '2024-09' });
    expect(parsed.education[0]).toMatchObject({ degree: 'B.S.', fieldOfStudy: 'Informatics', institution: 'University of Washington' });
    expect(parsed.skills).toEqual(['Python', 'pytest']);
  });

  it('refuses a PDF with no text, saying why', async () => {
    const empty = makePdf([]);
    await expect(resumeFileText(upload('scan.pdf', empty), 'pdf')).rejects.toThrow('The PDF could not be read: it contains no text (a scanned image?).');
  });

  it('shows other JSON as it is, without indentation', () => {
    const nested = { a: { b: { c: [1, 2, { d: 'x' }] } } };
    expect(jsonResumeToText(nested)).toBe('{"a":{"b":{"c":[1,2,{"d":"x"}]}}}');
  });

  /** The status and sentence a refused file answers (a plain Error would be a 500). */
  const answer = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (err: Error) => (err instanceof HttpException ? [err.getStatus(), err.message] : ['not an HttpException', err.message]),
    );
  const TOO_MUCH_TEXT = [422, 'This file holds more than 200,000 characters of text.'];

  it.each([
    ['cv.txt', 'txt', Buffer.from('Jane Doe '.repeat(25_000))],
    ['cv.json', 'json', Buffer.from(JSON.stringify({ notes: 'x'.repeat(200_001) }))],
    ['cv.json', 'json', Buffer.from(JSON.stringify({ basics: { name: 'Jane Doe', summary: 'x'.repeat(200_001) } }))],
  ] as const)('refuses %s (%s) holding more than 200,000 characters of text', async (name, kind, buffer) => {
    expect(await answer(resumeFileText(upload(name, buffer), kind))).toEqual(TOO_MUCH_TEXT);
  });

  describe('hostile files of the corpus', () => {
    const dir = mkdtempSync(join(tmpdir(), 'waypoint-resume-file-'));
    beforeAll(() => {
      execFileSync(process.execPath, [join(__dirname, '../../../test/fixtures/hostile/generate.mjs'), dir], { stdio: 'ignore' });
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const read = (file: string, kind: 'docx' | 'json') => {
      const buffer = readFileSync(join(dir, file));
      return resumeFileText(upload(file, buffer), kind);
    };

    it.each(['docx-lying-size.docx', 'docx-corrupt-deflate.docx'])('answers %s with a 422 a member understands, not a 500', async (file) => {
      expect(await answer(read(file, 'docx'))).toEqual([422, 'This Word document is damaged: its parts cannot be read.']);
    });

    it('refuses deep JSON by its length, never indented into a string 60 times longer', async () => {
      expect(await answer(read('json-indent-bomb.json', 'json'))).toEqual(TOO_MUCH_TEXT);
    });

    it('refuses a DOCX with more text than the cap, like a PDF', async () => {
      expect(await answer(read('docx-300k-chars.docx', 'docx'))).toEqual([422, 'This document holds more than 200,000 characters of text.']);
    });
  });

  it('refuses bytes that are not text in a .txt', () => {
    expect(() => checkResumeFile(upload('cv.txt', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff])))).toThrow('The file is named .txt but is not UTF-8 text.');
  });

  it('drops a running footer that repeats on every page with its page number, and keeps lines that merely repeat', () => {
    const text = [
      'Jane Doe',
      'Experience',
      'Jan 2019 – Dec 2021',
      'February 10, 2026      Jane Doe · Résumé      1',
      'Jan 2019 – Dec 2021',
      'Team of 4',
      'February 10, 2026      Jane Doe · Résumé      2',
      'Team of 4',
    ].join('\n');
    expect(withoutPageFurniture(text).split('\n')).toEqual(['Jane Doe', 'Experience', 'Jan 2019 – Dec 2021', 'Jan 2019 – Dec 2021', 'Team of 4', 'Team of 4']);
  });
});
