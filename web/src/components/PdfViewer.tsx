import type { PDFDocumentLoadingTask, PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';
import styles from './PdfViewer.module.css';

/** Pages drawn at most; a longer document says how many more there are. */
const MAX_PAGES = 20;
const RESIZE_DEBOUNCE_MS = 150;
/** Crisp on a 2× screen; a 3× phone would triple the memory of 20 page bitmaps for little gain. */
const MAX_PIXEL_RATIO = 2;
/** Safari refuses a canvas of more than 16.7 million pixels. */
const MAX_CANVAS_PIXELS = 4096 * 4096;

let pdfjsModule: Promise<typeof import('pdfjs-dist')> | undefined;

/** pdf.js in its own chunk, fetched on first use; a failed fetch is tried again next time. */
function loadPdfjs() {
  pdfjsModule ??= import('pdfjs-dist').then(
    (pdfjs) => {
      pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      return pdfjs;
    },
    (error: unknown) => {
      pdfjsModule = undefined;
      throw error;
    },
  );
  return pdfjsModule;
}

export interface PdfViewerProps {
  /** The PDF bytes, or null/undefined when there are none. Keep the same array between renders: a new one reopens the document. */
  data: Uint8Array | null | undefined;
  /** Accessible name, e.g. "Resume PDF for Backend Engineer". */
  title: string;
  /** Text when data is missing. Default 'PDF data unavailable'. */
  unavailableText?: string;
  /** Text when pdf.js cannot open it. Default 'Failed to load PDF'. */
  errorText?: string;
}

/** The bytes a document was opened from, and the document, or null when pdf.js could not open them. */
interface Opened {
  data: Uint8Array;
  doc: PDFDocumentProxy | null;
}

/**
 * A PDF drawn page by page (the first 20) onto canvases as wide as the viewer, redrawn when its
 * width changes. pdf.js and its worker load on first use, outside the main bundle. No text layer:
 * each page is an image named "Page n of N", so pair it with a download link for the text.
 */
export function PdfViewer({ data, title, unavailableText = 'PDF data unavailable', errorText = 'Failed to load PDF' }: PdfViewerProps) {
  const container = useRef<HTMLDivElement>(null);
  const canvases = useRef<(HTMLCanvasElement | null)[]>([]);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [failedDoc, setFailedDoc] = useState<PDFDocumentProxy | null>(null);
  const [width, setWidth] = useState(0);

  const hasData = !!data && data.length > 0;
  // A result for other bytes than these is stale: the new ones are still opening.
  const current = hasData && opened?.data === data ? opened : null;
  const doc = current?.doc ?? null;
  const failed = current !== null && (doc === null || doc === failedDoc);

  useEffect(() => {
    if (!data || data.length === 0) return;
    let live = true;
    let task: PDFDocumentLoadingTask | undefined;
    loadPdfjs()
      .then((pdfjs) => {
        if (!live) return null;
        // pdf.js transfers the buffer to its worker, which detaches it: give it a copy, never the caller's bytes.
        // No eval: the CSP has no 'unsafe-eval', and pdf.js falls back to interpreting PostScript functions.
        task = pdfjs.getDocument({ data: data.slice(), isEvalSupported: false });
        return task.promise;
      })
      .then((pdf) => {
        if (live && pdf) setOpened({ data, doc: pdf });
      })
      .catch(() => {
        if (live) setOpened({ data, doc: null });
      });
    return () => {
      live = false;
      // Destroying the loading task destroys its document and worker too.
      task?.destroy().catch(() => undefined);
    };
  }, [data]);

  useEffect(() => {
    const box = container.current;
    if (!box) return;
    setWidth(box.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry.contentRect.width);
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(next), RESIZE_DEBOUNCE_MS);
    });
    observer.observe(box);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (!doc || width <= 0) return;
    let live = true;
    const tasks: RenderTask[] = [];
    const draw = async () => {
      for (let n = 1; n <= Math.min(doc.numPages, MAX_PAGES); n++) {
        const page = await doc.getPage(n);
        const canvas = canvases.current[n - 1];
        if (!live || !canvas) return;
        const natural = page.getViewport({ scale: 1 });
        const cssScale = width / natural.width;
        const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO, Math.sqrt(MAX_CANVAS_PIXELS / (natural.width * natural.height)) / cssScale);
        const viewport = page.getViewport({ scale: cssScale * ratio });
        const pixelWidth = Math.floor(viewport.width);
        const pixelHeight = Math.floor(viewport.height);
        if (!canvas.dataset.drawn) {
          // Reserve the page's height before the first drawing, so the pages below do not jump.
          canvas.width = pixelWidth;
          canvas.height = pixelHeight;
        }
        // Drawn off screen, then copied at once: a redraw at a new width never blanks the page.
        const scratch = document.createElement('canvas');
        scratch.width = pixelWidth;
        scratch.height = pixelHeight;
        const task = page.render({ canvas: scratch, viewport });
        tasks.push(task);
        await task.promise;
        if (!live) return;
        canvas.width = pixelWidth;
        canvas.height = pixelHeight;
        canvas.getContext('2d')?.drawImage(scratch, 0, 0);
        canvas.dataset.drawn = 'true';
        scratch.width = 0; // frees the bitmap now rather than at the next collection (Safari)
      }
    };
    draw().catch((error: unknown) => {
      const cancelled = error instanceof Error && error.name === 'RenderingCancelledException';
      if (live && !cancelled) setFailedDoc(doc);
    });
    return () => {
      live = false;
      for (const task of tasks) task.cancel();
    };
  }, [doc, width]);

  let body;
  if (!hasData) body = <ErrorState title={unavailableText} />;
  else if (failed) body = <ErrorState title={errorText} />;
  else if (!doc) body = <LoadingState label="Loading PDF…" />;
  else {
    const shown = Math.min(doc.numPages, MAX_PAGES);
    body = (
      <>
        {Array.from({ length: shown }, (_, i) => (
          <canvas
            key={i}
            ref={(el) => {
              canvases.current[i] = el;
            }}
            className={styles.page}
            role="img"
            aria-label={`Page ${i + 1} of ${doc.numPages}`}
          />
        ))}
        {doc.numPages > shown && (
          <p className={styles.note}>
            Showing the first {shown} of {doc.numPages} pages.
          </p>
        )}
      </>
    );
  }

  return (
    <div ref={container} className={styles.viewer} role="group" aria-label={title}>
      {body}
    </div>
  );
}
