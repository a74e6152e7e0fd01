import { Worker } from 'node:worker_threads';

/**
 * Text of a PDF, extracted by unpdf (pdf.js) in a worker thread: parsing never blocks the event loop,
 * and a PDF that makes pdf.js spin is cut off at the timeout. (A worker also loads pdf.js through
 * Node's own module loader, which the ESM-only pdf.js needs.)
 */
export function pdfText(data: Buffer, timeoutMs = 15_000): Promise<string> {
  const unpdf = require.resolve('unpdf');
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    const { extractText, getDocumentProxy } = require(workerData.unpdf);
    (async () => {
      const doc = await getDocumentProxy(new Uint8Array(workerData.data));
      const { text } = await extractText(doc, { mergePages: true });
      parentPort.postMessage({ text });
    })().catch((err) => parentPort.postMessage({ error: String(err && err.message || err) }));
  `;
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, { eval: true, workerData: { unpdf, data } });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`reading the PDF took longer than ${timeoutMs / 1000} s`));
    }, timeoutMs);
    worker.once('message', (msg: { text?: string; error?: string }) => {
      clearTimeout(timer);
      void worker.terminate();
      if (msg.error !== undefined) reject(new Error(msg.error));
      else resolve(msg.text ?? '');
    });
    worker.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}
