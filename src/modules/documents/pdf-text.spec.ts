import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliCompressSync, constants, deflateRawSync, deflateSync } from 'node:zlib';
import { PDF_PRECHECK_SOURCE } from './pdf-precheck';
import { type PdfLimitError, pdfText } from './pdf-text';

const MiB = 1024 * 1024;

/** A one-page PDF in Helvetica whose content stream has the entries `dict` and the bytes `data`. */
function pdfWithContent(dict: string, data: Buffer): Buffer {
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    Buffer.concat([Buffer.from(`<< ${dict} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  const offsets: number[] = [];
  let at = parts[0].length;
  objects.forEach((o, i) => {
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), typeof o === 'string' ? Buffer.from(o, 'latin1') : o, Buffer.from('\nendobj\n', 'latin1')]);
    offsets.push(at);
    parts.push(obj);
    at += obj.length;
  });
  const rows = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(Buffer.from(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

const TEXT = Buffer.from('BT /F1 14 Tf 72 720 Td (Jane Doe, Software Engineer) Tj ET', 'latin1');
const SPACES = Buffer.alloc(4 * MiB, 0x20);
const hex = (b: Buffer) => Buffer.from(`${b.toString('hex')}>`, 'latin1');

function ascii85(b: Buffer): Buffer {
  let out = '';
  for (let i = 0; i < b.length; i += 4) {
    const chunk = Buffer.alloc(4);
    b.copy(chunk, 0, i, i + 4);
    let v = chunk.readUInt32BE(0);
    const n = Math.min(4, b.length - i);
    const digits: string[] = [];
    for (let k = 0; k < 5; k++, v = Math.floor(v / 85)) digits.unshift(String.fromCharCode(33 + (v % 85)));
    out += digits.slice(0, n + 1).join('');
  }
  return Buffer.from(`${out}~>`, 'latin1');
}

/** RunLength: each two bytes are 128 copies of a space. */
const runLengthSpaces = (runs: number) => Buffer.concat([Buffer.alloc(runs * 2, Buffer.from([129, 0x20])), Buffer.from([128])]);

describe('the PDF decompression pre-check', () => {
  const checkDecodedSize = runInNewContext(`${PDF_PRECHECK_SOURCE}\ncheckDecodedSize`, { require, Buffer }) as (bytes: Uint8Array, max: number) => Promise<void>;
  /** 'within', or the limit the PDF hit with a 1 MiB budget. */
  const precheck = (pdf: Buffer, max = MiB) =>
    checkDecodedSize(pdf, max).then(
      () => 'within',
      (err: Error & { limit?: string }) => err.limit ?? err.message,
    );

  it.each([
    ['ASCIIHex, then Flate', '/Filter [/ASCIIHexDecode /FlateDecode]', () => hex(deflateSync(SPACES))],
    ['ASCII85, then Flate', '/Filter [/ASCII85Decode /FlateDecode]', () => ascii85(deflateSync(SPACES))],
    ['the abbreviations AHx and Fl', '/Filter [/AHx /Fl]', () => hex(deflateSync(SPACES))],
    ['a filter name pdf.js does not know, passed through', '/Filter [/Unknown /FlateDecode]', () => deflateSync(SPACES)],
    ['RunLength', '/Filter /RunLengthDecode', () => runLengthSpaces(20_000)],
    ['Brotli', '/Filter /BrotliDecode', () => brotliCompressSync(SPACES, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } })],
    ['/F, which pdf.js reads before /Filter', '/F /FlateDecode', () => deflateSync(SPACES)],
    ['a name written with #xx escapes', '/Filter /Fl#61teDecode', () => deflateSync(SPACES)],
    ['a repeated key, the last one winning', '/Filter /DCTDecode /Filter /FlateDecode', () => deflateSync(SPACES)],
    ['a Flate bomb whose Adler-32 is wrong', '/Filter /FlateDecode', () => Buffer.concat([deflateSync(SPACES).subarray(0, -4), Buffer.alloc(4)])],
  ])('counts what %s decodes to', async (_name, dict, encode) => {
    const data = encode();
    const pdf = pdfWithContent(`${dict} /Length ${data.length}`, data);
    expect(await precheck(pdf)).toBe('decoded');
    expect(await precheck(pdf, 8 * MiB)).toBe('within');
  });

  it('takes /Length bytes, not up to an "endstream" hidden in the data', async () => {
    // A stored block holding the word, then the bomb: a stream cut at the first "endstream" inflates to nothing.
    const data = Buffer.concat([
      Buffer.from([0x78, 0x01]),
      deflateRawSync(Buffer.from('\nendstream\n'), { level: 0, finishFlush: constants.Z_FULL_FLUSH }),
      deflateRawSync(SPACES),
    ]);
    expect(await precheck(pdfWithContent(`/Filter /FlateDecode /Length ${data.length}`, data))).toBe('decoded');
    // A /Length in another object is not looked up: the data runs on to the end of the file.
    expect(await precheck(pdfWithContent('/Filter /FlateDecode /Length 9 0 R', data))).toBe('decoded');
  });

  it.each([
    ['LZW', '/Filter /LZWDecode'],
    ['a filter named by reference', '/Filter 9 0 R'],
    ['a filter list holding a reference', '/Filter [9 0 R /FlateDecode]'],
    ['an image codec followed by another filter', '/Filter [/CCITTFaxDecode /FlateDecode]'],
  ])('refuses %s', async (_name, dict) => {
    expect(await precheck(pdfWithContent(`${dict} /Length 4`, Buffer.from('abcd')))).toBe('filters');
  });

  it('passes honest streams: plain, Flate, an image codec ending the chain', async () => {
    expect(await precheck(pdfWithContent(`/Length ${TEXT.length}`, TEXT))).toBe('within');
    expect(await precheck(pdfWithContent(`/Filter /FlateDecode /Length ${deflateSync(TEXT).length}`, deflateSync(TEXT)))).toBe('within');
    expect(await precheck(pdfWithContent('/Filter [/FlateDecode /DCTDecode] /Length 12', deflateSync(Buffer.alloc(4))))).toBe('within');
  });
});

describe('reading a PDF safely', () => {
  const dir = mkdtempSync(join(tmpdir(), 'waypoint-pdf-'));
  beforeAll(() => {
    execFileSync(process.execPath, [join(__dirname, '../../../test/fixtures/hostile/generate.mjs'), dir], { stdio: 'ignore' });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const refusal = (pdf: Buffer) =>
    pdfText(pdf).then(
      (text) => text,
      (err: PdfLimitError) => [err.limit, err.message],
    );

  it.each([
    ['/Filter [/ASCIIHexDecode /FlateDecode]', (b: Buffer) => hex(deflateSync(b))],
    ['/Filter [/ASCII85Decode /FlateDecode]', (b: Buffer) => ascii85(deflateSync(b))],
    ['/Filter [/FlateDecode /ASCIIHexDecode]', (b: Buffer) => deflateSync(hex(b))],
  ])('reads the text behind an honest chain %s, decoded as pdf.js decodes it', async (dict, encode) => {
    const data = encode(TEXT);
    expect(await pdfText(pdfWithContent(`${dict} /Length ${data.length}`, data))).toContain('Jane Doe, Software Engineer');
  });

  it.each([
    ['pdf-flate-bomb-1gib-asciihex.pdf', 'decoded', 'This file expands to more than 20 MB.'],
    ['pdf-flate-bomb-1gib-ascii85.pdf', 'decoded', 'This file expands to more than 20 MB.'],
    ['pdf-brotli-bomb-32mib.pdf', 'decoded', 'This file expands to more than 20 MB.'],
    ['pdf-lzw-bomb-1gib.pdf', 'filters', 'This PDF uses an old or unusual compression that cannot be checked safely. Save or print it as a new PDF and try again.'],
  ])('refuses %s before pdf.js decodes it', async (file, limit, message) => {
    expect(await refusal(readFileSync(join(dir, file)))).toEqual([limit, message]);
  });
});
