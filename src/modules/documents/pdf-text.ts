import { BUSY_MESSAGE, runInWorker, TEXT_MAX_CHARS } from './document-worker';
import { layoutPageText } from './pdf-layout';
import { PDF_PRECHECK_SOURCE } from './pdf-precheck';

/** What a PDF may cost to read. A member's resume is far inside every one of them. */
export interface PdfLimits {
  maxPages: number;
  /** Characters of text extracted, all pages together. */
  maxChars: number;
  /** Bytes the PDF's compressed streams decode to, all layers together (checked before pdf.js sees it). */
  maxDecodedBytes: number;
  /** The worker's JavaScript heap. */
  maxHeapMb: number;
  /** Under 10 s, so that the member's answer comes within 10 s. */
  timeoutMs: number;
}

export const PDF_LIMITS: PdfLimits = { maxPages: 50, maxChars: TEXT_MAX_CHARS, maxDecodedBytes: 20 * 1024 * 1024, maxHeapMb: 256, timeoutMs: 8_000 };

export type PdfLimit = 'pages' | 'chars' | 'decoded' | 'filters' | 'memory' | 'time' | 'busy';

/** A PDF refused because reading it would cost more than a limit; `message` is for the member. */
export class PdfLimitError extends Error {
  constructor(
    readonly limit: PdfLimit,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Runs inside the worker. First the decompression pre-check (pdf-precheck.ts), so a decompression
 * bomb stops at the budget whatever filters it hides behind; then the page count before any page,
 * and the text page by page up to the character cap.
 */
const WORKER_SOURCE = `
  const { parentPort, workerData } = require('node:worker_threads');
  const { getDocumentProxy } = require(workerData.unpdf);
  const { data, limits } = workerData;
  const fail = (limit) => { const e = new Error(limit); e.limit = limit; throw e; };
  ${PDF_PRECHECK_SOURCE}
  ${layoutPageText.toString()}

  (async () => {
    await checkDecodedSize(data, limits.maxDecodedBytes);
    const doc = await getDocumentProxy(new Uint8Array(data), { verbosity: 0 });
    if (doc.numPages > limits.maxPages) fail('pages');
    let text = '';
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      let chars = 0;
      for (const item of content.items) if (typeof item.str === 'string' && (chars += item.str.length) + text.length > limits.maxChars) fail('chars');
      text += layoutPageText(content.items) + '\\n';
      if (text.length > limits.maxChars) fail('chars');
      page.cleanup();
    }
    await doc.destroy();
    parentPort.postMessage({ value: text });
  })().catch((err) => parentPort.postMessage(err && err.limit ? { limit: err.limit } : { error: String((err && err.message) || err) }));
`;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

function limitMessage(limit: PdfLimit, limits: PdfLimits): string {
  switch (limit) {
    case 'pages':
      return `This PDF has more than ${limits.maxPages} pages.`;
    case 'chars':
      return `This PDF holds more than ${limits.maxChars.toLocaleString('en')} characters of text.`;
    case 'decoded':
      return `This file expands to more than ${mb(limits.maxDecodedBytes)}.`;
    case 'filters':
      return 'This PDF uses an old or unusual compression that cannot be checked safely. Save or print it as a new PDF and try again.';
    case 'memory':
      return 'This PDF is too complex to read.';
    case 'time':
      return `Reading this PDF took longer than ${limits.timeoutMs / 1000} seconds.`;
    case 'busy':
      return BUSY_MESSAGE;
  }
}

/**
 * Text of a PDF, extracted by unpdf (pdf.js) in a worker thread (document-worker.ts) with a heap cap,
 * a page limit, a character cap, a decoded-size budget and a wall-clock limit. On any limit the
 * worker is terminated, so whatever memory the file made it take goes with it, and a PdfLimitError
 * says which limit in a sentence a member understands. Other failures (a damaged file) reject with
 * pdf.js' reason.
 */
export async function pdfText(data: Buffer, limits: PdfLimits = PDF_LIMITS): Promise<string> {
  const outcome = await runInWorker<string>(WORKER_SOURCE, { unpdf: require.resolve('unpdf'), data, limits }, limits);
  if ('value' in outcome) return outcome.value;
  if ('limit' in outcome) {
    const limit = outcome.limit as PdfLimit;
    throw new PdfLimitError(limit, limitMessage(limit, limits));
  }
  throw new Error(outcome.error);
}
