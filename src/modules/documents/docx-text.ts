import * as cheerio from 'cheerio';
import mammoth from 'mammoth';
import { type Entry, fromBuffer, type ZipFile } from 'yauzl';

/** What a DOCX (or any zip) may cost to open. Word's own files are far inside every one. */
export interface ZipLimits {
  maxEntries: number;
  /** All entries together, uncompressed, as the central directory declares them. */
  maxUncompressedBytes: number;
  /** Uncompressed ÷ compressed, for entries above 1 MB uncompressed. */
  maxRatio: number;
}

export const ZIP_LIMITS: ZipLimits = { maxEntries: 1_000, maxUncompressedBytes: 20 * 1024 * 1024, maxRatio: 100 };

export type DocumentLimit = 'entries' | 'expands' | 'ratio' | 'names' | 'dtd' | 'not-docx';

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
      if (total > limits.maxUncompressedBytes) return refuse(new DocumentLimitError('expands', `This file expands to more than ${limits.maxUncompressedBytes / MB} MB.`));
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

function readEntry(zip: ZipFile, entry: Entry): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) => {
      if (err) return reject(err);
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
      stream.on('error', reject);
    }),
  );
}

/** Block elements of mammoth's HTML, each one line of text. */
const BLOCKS = 'h1, h2, h3, h4, h5, h6, p, li, tr';

/** Mammoth's HTML as lines: headings and paragraphs as they are, list items as "- item", table rows as cells joined by " | ". */
function htmlToLines(html: string): string {
  const $ = cheerio.load(html);
  const lines: string[] = [];
  $(BLOCKS).each((_i, el) => {
    const node = $(el);
    if (el.tagName === 'tr') {
      lines.push(node.children('td, th').toArray().map((c) => $(c).text().trim()).filter(Boolean).join(' | '));
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
 * The text of a DOCX, with headings and lists kept: the archive inspected before anything is
 * inflated (inspectZip), word/document.xml read within its declared size and refused when it
 * declares a DTD or entities (XXE, billion laughs; Word never writes one), then converted by
 * mammoth (the kept DOCX reader) to HTML and that to lines.
 */
export async function docxText(data: Buffer, limits: ZipLimits = ZIP_LIMITS): Promise<string> {
  const { zip, entries } = await inspectZip(data, limits);
  try {
    const body = entries.find((e) => e.fileName === 'word/document.xml');
    if (!body) throw new DocumentLimitError('not-docx', 'This file is not a Word document (DOCX).');
    for (const entry of entries.filter((e) => /\.(xml|rels)$/i.test(e.fileName))) {
      const head = (await readEntry(zip, entry)).toString('utf8');
      if (/<!DOCTYPE|<!ENTITY/i.test(head)) throw new DocumentLimitError('dtd', 'This document declares its own entities, which Word documents never do.');
    }
  } finally {
    zip.close();
  }
  let html: string;
  try {
    ({ value: html } = await mammoth.convertToHtml({ buffer: data }));
  } catch (err) {
    throw new DocumentLimitError('not-docx', notDocx((err as Error).message));
  }
  return htmlToLines(html);
}
