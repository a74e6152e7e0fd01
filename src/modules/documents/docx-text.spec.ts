import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOCX_LIMITS, DocumentLimitError, docxText, storedZip } from './docx-text';

/** A zip of stored (uncompressed) text entries, as small as a test needs (the reader's own writer). */
const zipOf = (files: Record<string, string>): Buffer => storedZip(new Map(Object.entries(files).map(([name, text]) => [name, Buffer.from(text, 'utf8')])));

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const documentXml = (paragraphs: string[]) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W}><w:body>${paragraphs
    .map((p) => `<w:p><w:r><w:t xml:space="preserve">${p}</w:t></w:r></w:p>`)
    .join('')}</w:body></w:document>`;

describe('reading a DOCX safely', () => {
  const dir = mkdtempSync(join(tmpdir(), 'waypoint-docx-'));
  beforeAll(() => {
    execFileSync(process.execPath, [join(__dirname, '../../../test/fixtures/hostile/generate.mjs'), dir, '--large'], { stdio: 'ignore' });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const refusal = (file: string) =>
    docxText(readFileSync(join(dir, file))).then(
      () => null,
      (err: DocumentLimitError) => [err.limit, err.message],
    );

  it('reads the paragraphs of an honest document', async () => {
    const docx = zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': documentXml(['Jane Doe', 'Software Engineer at Acme']) });
    await expect(docxText(docx)).resolves.toBe('Jane Doe\nSoftware Engineer at Acme');
  });

  it('reads a template that lays the page out in a table cell by cell, a line per paragraph', async () => {
    const para = (t: string) => `<w:p><w:r><w:t xml:space="preserve">${t}</w:t></w:r></w:p>`;
    const cell = (...ps: string[]) => `<w:tc>${ps.map(para).join('')}</w:tc>`;
    const body = `<w:tbl><w:tr>${cell('EXPERIENCE', 'Harbor Foods, Boise, ID — Analyst', 'May 2019 - Present')}${cell('SKILLS', 'Excel')}</w:tr></w:tbl><w:tbl><w:tr>${cell('Degree')}${cell('School')}</w:tr></w:tbl>`;
    const docx = zipOf({
      '[Content_Types].xml': '<Types/>',
      'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W}><w:body>${body}</w:body></w:document>`,
    });
    await expect(docxText(docx)).resolves.toBe('EXPERIENCE\nHarbor Foods, Boise, ID — Analyst\nMay 2019 - Present\n\nSKILLS\nExcel\n\nDegree | School');
  });

  it.each([
    ['docx-zip-bomb-64mib.docx', 'expands', 'This file expands to more than 20 MB.'],
    ['docx-zip-bomb-1gib.docx', 'expands', 'This file expands to more than 20 MB.'],
    ['docx-100k-entries.docx', 'entries', 'This file holds more than 1,000 parts.'],
    ['docx-xxe.docx', 'dtd', 'This document declares its own entities, which Word documents never do.'],
    ['docx-billion-laughs.docx', 'dtd', 'This document declares its own entities, which Word documents never do.'],
    ['docx-zip-slip.docx', 'names', 'This file contains entries with unsafe names.'],
    ['docx-not-a-zip.docx', 'not-docx', 'This file is not a Word document (DOCX).'],
  ])('refuses %s before inflating it', async (file, limit, message) => {
    const before = process.memoryUsage().rss;
    expect(await refusal(file)).toEqual([limit, message]);
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024);
  });

  const DAMAGED = ['damaged', 'This Word document is damaged: its parts cannot be read.'];

  it('refuses a stored part whose declared sizes disagree, with a sentence', async () => {
    const docx = zipOf({ 'word/document.xml': documentXml(['x']) });
    // Declare 10 bytes uncompressed in the central directory while the entry holds more.
    const central = docx.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    docx.writeUInt32LE(10, central + 24);
    await expect(
      docxText(docx).then(
        () => null,
        (err: DocumentLimitError) => [err.limit, err.message],
      ),
    ).resolves.toEqual(['not-docx', 'This file is not a Word document (DOCX).']);
  });

  it.each(['docx-lying-size.docx', 'docx-corrupt-deflate.docx'])('answers %s as a damaged document, never a plain error', async (file) => {
    expect(await refusal(file)).toEqual(DAMAGED);
  });

  it('never inflates pictures: the text of a document whose image is a bomb is read', async () => {
    const before = process.memoryUsage().rss;
    await expect(docxText(readFileSync(join(dir, 'docx-media-bomb.docx')))).resolves.toBe('Jane Doe\nSoftware Engineer');
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024);
  });

  it('refuses more text than any resume holds', async () => {
    expect(await refusal('docx-300k-chars.docx')).toEqual(['chars', 'This document holds more than 200,000 characters of text.']);
  });

  it('refuses a body with more paragraphs than any resume before mammoth reads it', async () => {
    await expect(
      docxText(readFileSync(join(dir, 'docx-100k-paragraphs.docx'))).then(
        () => null,
        (err: DocumentLimitError) => err.limit,
      ),
    ).resolves.toBe('complex');
  });

  it('stops mammoth at the wall-clock limit, in a worker', async () => {
    // Past the body's pre-check, so that mammoth itself runs into the limit.
    const limits = { ...DOCX_LIMITS, timeoutMs: 300, maxParagraphs: 1_000_000, maxChars: 10_000_000 };
    await expect(
      docxText(readFileSync(join(dir, 'docx-100k-paragraphs.docx')), limits).then(
        () => null,
        (err: DocumentLimitError) => [err.limit, err.message],
      ),
    ).resolves.toEqual(['time', 'Reading this document took longer than 0.3 seconds.']);
  });
});
