import * as cheerio from 'cheerio';
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

/**
 * The text of a DOCX: the archive inspected before anything is inflated (inspectZip), then
 * word/document.xml read within its declared size and parsed without any DTD: a document type
 * declaration or an entity definition (XXE, billion laughs) is refused, as Word never writes one.
 */
export async function docxText(data: Buffer, limits: ZipLimits = ZIP_LIMITS): Promise<string> {
  const { zip, entries } = await inspectZip(data, limits);
  try {
    const body = entries.find((e) => e.fileName === 'word/document.xml');
    if (!body) throw new DocumentLimitError('not-docx', 'This file is not a Word document (DOCX).');
    const xml = (await readEntry(zip, body)).toString('utf8');
    if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new DocumentLimitError('dtd', 'This document declares its own entities, which Word documents never do.');
    const $ = cheerio.load(xml, { xml: true });
    const paragraphs = $('w\\:p')
      .toArray()
      .map((p) =>
        $(p)
          .find('w\\:t, w\\:tab, w\\:br')
          .toArray()
          .map((n) => (n.tagName === 'w:t' ? $(n).text() : n.tagName === 'w:tab' ? '\t' : '\n'))
          .join(''),
      );
    return paragraphs.join('\n').trim();
  } finally {
    zip.close();
  }
}
