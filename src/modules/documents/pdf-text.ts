import { Worker } from 'node:worker_threads';

/** What a PDF may cost to read. A member's resume is far inside every one of them. */
export interface PdfLimits {
  maxPages: number;
  /** Characters of text extracted, all pages together. */
  maxChars: number;
  /** Bytes the PDF's compressed streams inflate to, all together (checked before pdf.js sees it). */
  maxDecodedBytes: number;
  /** The worker's JavaScript heap. */
  maxHeapMb: number;
  timeoutMs: number;
}

export const PDF_LIMITS: PdfLimits = { maxPages: 50, maxChars: 200_000, maxDecodedBytes: 20 * 1024 * 1024, maxHeapMb: 256, timeoutMs: 10_000 };

export type PdfLimit = 'pages' | 'chars' | 'decoded' | 'memory' | 'time';

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
 * Runs inside the worker. First inflates every Flate stream with zlib's maxOutputLength, so a
 * decompression bomb stops at the budget (pdf.js has no such cap of its own); then reads the page
 * count before any page, and the text page by page up to the character cap.
 */
const WORKER_SOURCE = `
  const { parentPort, workerData } = require('node:worker_threads');
  const { inflateSync } = require('node:zlib');
  const { extractText, getDocumentProxy } = require(workerData.unpdf);
  const { data, limits } = workerData;
  const fail = (limit, message) => { const e = new Error(message); e.limit = limit; throw e; };

  function checkDecodedSize(bytes) {
    const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let budget = limits.maxDecodedBytes;
    let at = 0;
    for (;;) {
      const start = buf.indexOf('stream', at, 'latin1');
      if (start < 0) return;
      let body = start + 6;
      if (buf[body] === 0x0d) body++;
      if (buf[body] === 0x0a) body++;
      const end = buf.indexOf('endstream', body, 'latin1');
      if (end < 0) return;
      at = end + 9;
      if (buf.subarray(Math.max(0, start - 9), start).toString('latin1') === 'end') continue;
      // Filters can be chained (/Filter [/FlateDecode /FlateDecode]): inflate again while it inflates.
      let layer = buf.subarray(body, end);
      for (let depth = 0; depth < 4 && layer; depth++) {
        try {
          layer = inflateSync(layer, { maxOutputLength: Math.max(1, budget), finishFlush: 2 });
          budget -= layer.length;
        } catch (err) {
          if (err && err.code === 'ERR_BUFFER_TOO_LARGE') budget = -1;
          layer = null; // not Flate (an image, another filter) or damaged: pdf.js decides
        }
        if (budget < 0) fail('decoded', 'expands');
      }
    }
  }

  (async () => {
    checkDecodedSize(data);
    const doc = await getDocumentProxy(new Uint8Array(data), { verbosity: 0 });
    if (doc.numPages > limits.maxPages) fail('pages', String(doc.numPages));
    let text = '';
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (typeof item.str !== 'string') continue;
        text += item.str + (item.hasEOL ? '\\n' : '');
        if (text.length > limits.maxChars) fail('chars', 'chars');
      }
      text += '\\n';
      page.cleanup();
    }
    await doc.destroy();
    parentPort.postMessage({ text });
  })().catch((err) => parentPort.postMessage({ error: String((err && err.message) || err), limit: err && err.limit }));
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
    case 'memory':
      return 'This PDF is too complex to read.';
    case 'time':
      return `Reading this PDF took longer than ${limits.timeoutMs / 1000} seconds.`;
  }
}

/**
 * Text of a PDF, extracted by unpdf (pdf.js) in a worker thread with a heap cap, a page limit, a
 * character cap, a decompressed-size budget and a wall-clock limit. On any limit the worker is
 * terminated, so whatever memory the file made it take goes with it, and a PdfLimitError says which
 * limit in a sentence a member understands. Other failures (a damaged file) reject with pdf.js' reason.
 */
export function pdfText(data: Buffer, limits: PdfLimits = PDF_LIMITS): Promise<string> {
  const unpdf = require.resolve('unpdf');
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { unpdf, data, limits },
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      fn();
    };
    const timer = setTimeout(() => finish(() => reject(new PdfLimitError('time', limitMessage('time', limits)))), limits.timeoutMs);
    worker.once('message', (msg: { text?: string; error?: string; limit?: PdfLimit }) =>
      finish(() => {
        if (msg.limit) reject(new PdfLimitError(msg.limit, limitMessage(msg.limit, limits)));
        else if (msg.error !== undefined) reject(new Error(msg.error));
        else resolve(msg.text ?? '');
      }),
    );
    worker.once('error', (err: Error & { code?: string }) =>
      finish(() => reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new PdfLimitError('memory', limitMessage('memory', limits)) : err)),
    );
    worker.once('exit', () => finish(() => reject(new PdfLimitError('memory', limitMessage('memory', limits)))));
  });
}
