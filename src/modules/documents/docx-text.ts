import { crc32 } from 'node:zlib';
import * as cheerio from 'cheerio';
import { type Entry, fromBuffer, type ZipFile } from 'yauzl';
import { BUSY_MESSAGE, runInWorker, TEXT_MAX_CHARS, type WorkerBounds } from './document-worker';

/** What a DOCX (or any zip) may cost to open. Word's own files are far inside every one. */
export interface ZipLimits {
  maxEntries: number;
  /** All entries together, uncompressed, as the central directory declares them. */
  maxUncompressedBytes: number;
  /** Uncompressed ÷ compressed, for entries above 1 MB uncompressed. */
  maxRatio: number;
}

export const ZIP_LIMITS: ZipLimits = { maxEntries: 1_000, maxUncompressedBytes: 20 * 1024 * 1024, maxRatio: 100 };

/** What reading a DOCX may cost: the zip's limits, then mammoth's work in a worker, and the text's length. */
export interface DocxLimits extends ZipLimits, WorkerBounds {
  /** Characters of text, the whole document. */
  maxChars: number;
  /** Paragraphs of the body: more than any resume or posting has (a 30-page document has ~1,500). */
  maxParagraphs: number;
}

/** Under 10 s, so that the member's answer comes within 10 s. */
export const DOCX_LIMITS: DocxLimits = { ...ZIP_LIMITS, maxChars: TEXT_MAX_CHARS, maxParagraphs: 20_000, maxHeapMb: 256, timeoutMs: 8_000 };

export type DocumentLimit = 'entries' | 'expands' | 'ratio' | 'names' | 'dtd' | 'not-docx' | 'damaged' | 'chars' | 'complex' | 'time' | 'busy';

/** A document refused before (or instead of) inflating it; `message` is for the member. */
export class DocumentLimitError extends Error {
  constructor(
    readonly limit: DocumentLimit,
    message: string,
  ) {
    super(message);
  }
}

const MB = 1024 * 1024;

function openZip(data: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    // validateEntrySizes: inflating stops with an error when an entry outgrows its declared size.
    // strictFileNames: a name with '..', an absolute path or backslashes is refused (zip slip).
    fromBuffer(data, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true }, (err, zip) =>
      err ? reject(new DocumentLimitError(/path|file ?name/i.test(err.message) ? 'names' : 'not-docx', notDocx(err.message))) : resolve(zip),
    ),
  );
}

const notDocx = (reason: string) =>
  /path|file ?name/i.test(reason) ? 'This file contains entries with unsafe names.' : 'This file is not a Word document (DOCX).';
const expands = (limits: ZipLimits) => new DocumentLimitError('expands', `This file expands to more than ${limits.maxUncompressedBytes / MB} MB.`);
const damaged = () => new DocumentLimitError('damaged', 'This Word document is damaged: its parts cannot be read.');

/**
 * Reads the central directory only (nothing is inflated) and refuses a zip with too many entries,
 * unsafe names, a declared uncompressed size above the budget or a suspicious compression ratio.
 * Answers the entries when the archive is within every limit.
 */
export async function inspectZip(data: Buffer, limits: ZipLimits = ZIP_LIMITS): Promise<{ zip: ZipFile; entries: Entry[] }> {
  const zip = await openZip(data);
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new DocumentLimitError('entries', `This file holds more than ${limits.maxEntries.toLocaleString('en')} parts.`);
  }
  const entries: Entry[] = [];
  let total = 0;
  await new Promise<void>((resolve, reject) => {
    const refuse = (err: DocumentLimitError) => {
      zip.close();
      reject(err);
    };
    zip.on('entry', (entry: Entry) => {
      total += entry.uncompressedSize;
      if (total > limits.maxUncompressedBytes) return refuse(expands(limits));
      if (entry.uncompressedSize > MB && entry.uncompressedSize / Math.max(1, entry.compressedSize) > limits.maxRatio) {
        return refuse(new DocumentLimitError('ratio', 'This file is compressed suspiciously well (a decompression bomb?).'));
      }
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', (err: Error) => refuse(new DocumentLimitError(/path|file ?name/i.test(err.message) ? 'names' : 'not-docx', notDocx(err.message))));
    zip.readEntry();
  });
  return { zip, entries };
}

/**
 * One entry's bytes, as yauzl inflates them: within its declared size (validateEntrySizes) and
 * within what is left of `budget`, counted as the bytes come out, whatever the entry declares.
 * Sizes that lie and deflate data that is corrupt reject as a damaged document.
 */
function readEntry(zip: ZipFile, entry: Entry, budget: { left: number }, limits: ZipLimits): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) => {
      if (err) return reject(damaged());
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        budget.left -= chunk.length;
        if (budget.left < 0) {
          stream.destroy();
          return reject(expands(limits));
        }
        chunks.push(chunk);
      });
      stream.on('end', () => resolve(Buffer.concat(chunks)));
      stream.on('error', () => reject(damaged()));
    }),
  );
}

/** A zip of stored (not compressed) entries: what mammoth is given, so it inflates nothing itself. */
export function storedZip(parts: Map<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of parts) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.size, 8);
  end.writeUInt16LE(parts.size, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * The parts mammoth reads for text, as they are: every .xml and .rels part (the document, styles,
 * numbering, notes, relationships, content types), read through yauzl within the zip's limits and
 * refused when one declares a DTD or entities (XXE, billion laughs; Word never writes one). Media
 * and every other part are never inflated.
 */
async function readTextParts(data: Buffer, limits: ZipLimits): Promise<Map<string, Buffer>> {
  const { zip, entries } = await inspectZip(data, limits);
  try {
    if (!entries.some((e) => e.fileName === 'word/document.xml')) throw new DocumentLimitError('not-docx', 'This file is not a Word document (DOCX).');
    const budget = { left: limits.maxUncompressedBytes };
    const parts = new Map<string, Buffer>();
    for (const entry of entries.filter((e) => /\.(xml|rels)$/i.test(e.fileName))) {
      const part = await readEntry(zip, entry, budget, limits);
      if (/<!DOCTYPE|<!ENTITY/i.test(part.toString('utf8'))) throw new DocumentLimitError('dtd', 'This document declares its own entities, which Word documents never do.');
      parts.set(entry.fileName, part);
    }
    return parts;
  } finally {
    zip.close();
  }
}

/**
 * Runs inside the worker: mammoth (the kept DOCX reader) turns the rebuilt zip into HTML. Images are
 * never read (there are none in that zip, and convertImage does not ask for them). HTML far longer
 * than the text may be is refused before it leaves the worker.
 */
const WORKER_SOURCE = `
  const { parentPort, workerData } = require('node:worker_threads');
  const mammoth = require(workerData.mammoth);
  const { data, maxHtmlChars } = workerData;
  const noImage = mammoth.images.imgElement(() => Promise.resolve({ src: '' }));
  mammoth
    .convertToHtml({ buffer: Buffer.from(data.buffer, data.byteOffset, data.byteLength) }, { convertImage: noImage, externalFileAccess: false })
    .then(({ value }) => parentPort.postMessage(value.length > maxHtmlChars ? { limit: 'complex' } : { value }))
    .catch((err) => parentPort.postMessage({ error: String((err && err.message) || err) }));
`;

/** HTML may run to ten times the text cap: the markup around a short cell or list item is a few dozen characters. */
const HTML_PER_TEXT_CHAR = 10;

function limitError(limit: string, limits: DocxLimits): DocumentLimitError {
  switch (limit) {
    case 'chars':
      return new DocumentLimitError('chars', `This document holds more than ${limits.maxChars.toLocaleString('en')} characters of text.`);
    case 'time':
      return new DocumentLimitError('time', `Reading this document took longer than ${limits.timeoutMs / 1000} seconds.`);
    case 'busy':
      return new DocumentLimitError('busy', BUSY_MESSAGE);
    default:
      return new DocumentLimitError('complex', 'This document is too complex to read.');
  }
}

/** Block elements of mammoth's HTML, each one line of text. */
const BLOCKS = 'h1, h2, h3, h4, h5, h6, p, li, tr';

/**
 * Mammoth's HTML as lines: headings and paragraphs as they are, list items as "- item", a table row
 * of one-line cells as its cells joined by " | ". A table that lays a page out (Word and Google Docs
 * templates put a whole resume in one: a cell holding a heading, then each job's lines) is read cell
 * by cell, a line per paragraph: joined, a cell's paragraphs ran into one another
 * (`EXPERIENCEHarbor Foods, Boise — Analyst`).
 */
function htmlToLines(html: string): string {
  const $ = cheerio.load(html);
  const lines: string[] = [];
  const cellLines = (cell: ReturnType<typeof $>) => {
    const blocks = cell.find('p, li, h1, h2, h3, h4, h5, h6').toArray();
    if (!blocks.length) return [cell.text().replace(/[ \t\u00a0]+/g, ' ').trim()].filter(Boolean);
    return blocks
      .filter((b) => !$(b).find('p, li').length)
      .map((b) => `${b.tagName === 'li' ? '- ' : ''}${$(b).text().replace(/[ \t\u00a0]+/g, ' ').trim()}`)
      .filter((l) => l.replace(/^- /, ''));
  };
  $(BLOCKS).each((_i, el) => {
    const node = $(el);
    if (el.tagName === 'tr') {
      // A row inside another table's cell was read with that cell.
      if (node.parents('td, th').length) return;
      const cells = node.children('td, th').toArray().map((c) => cellLines($(c))).filter((c) => c.length);
      if (cells.every((c) => c.length === 1)) lines.push(cells.map((c) => c[0]).join(' | '));
      else for (const cell of cells) lines.push(...cell, '');
      return;
    }
    // A list item's nested list is its own lines; a paragraph inside a cell belongs to the row.
    if (node.parents('td, th').length) return;
    const own = node.clone();
    own.find('ul, ol').remove();
    own.find('br').replaceWith('\n');
    const text = own.text().replace(/[ \t\u00a0]+/g, ' ').trim();
    if (!text) return;
    if (el.tagName === 'li') {
      const depth = node.parents('ul, ol').length - 1;
      lines.push(`${'  '.repeat(Math.max(0, depth))}- ${text}`);
    } else {
      // Headings stand apart from what precedes them, as a section title does in a text resume.
      if (/^h\d$/.test(el.tagName) && lines.length) lines.push('');
      lines.push(text);
    }
  });
  return lines.join('\n').replace(/\n{3,}/g, '\n\n').trim();
}

/**
 * A cheap look at the body before mammoth builds a document tree of it: a body with more text than
 * the cap, or more paragraphs than any resume, is refused here, in milliseconds and without the
 * hundreds of MB the worker would take (which the process keeps as RSS after the worker ends).
 */
function precheckBody(body: Buffer, limits: DocxLimits): void {
  const xml = body.toString('utf8');
  let paragraphs = 0;
  for (const _ of xml.matchAll(/<w:p[\s>/]/g)) if (++paragraphs > limits.maxParagraphs) throw limitError('complex', limits);
  let chars = 0;
  for (const run of xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)) {
    chars += run[1].length;
    if (chars > limits.maxChars) throw limitError('chars', limits);
  }
}

/**
 * The text of a DOCX, with headings and lists kept: the archive inspected before anything is
 * inflated (inspectZip), the text parts read within the zip's limits (readTextParts), then a zip of
 * only those parts converted by mammoth in a worker with a heap cap and a wall-clock limit, and
 * its HTML turned into lines within the character cap.
 */
export async function docxText(data: Buffer, limits: DocxLimits = DOCX_LIMITS): Promise<string> {
  const parts = await readTextParts(data, limits);
  precheckBody(parts.get('word/document.xml') as Buffer, limits);
  const outcome = await runInWorker<string>(
    WORKER_SOURCE,
    { mammoth: require.resolve('mammoth'), data: storedZip(parts), maxHtmlChars: limits.maxChars * HTML_PER_TEXT_CHAR },
    limits,
  );
  if ('limit' in outcome) throw limitError(outcome.limit, limits);
  if ('error' in outcome) throw new DocumentLimitError('not-docx', notDocx(outcome.error));
  const text = htmlToLines(outcome.value);
  if (text.length > limits.maxChars) throw limitError('chars', limits);
  return text;
}
