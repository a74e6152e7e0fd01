import { useEffect, useState } from 'react';
import { apiBaseUrl } from '../../../api/base-api';

export const PDF_LOAD_FAILED = 'Failed to load PDF';

/** The bytes of a PDF export; a refusal becomes an Error carrying the server's `detail`. */
async function fetchPdf(url: string, signal: AbortSignal): Promise<Uint8Array> {
  const res = await fetch(new URL(url, apiBaseUrl()).href, { credentials: 'include', signal });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { detail?: unknown } | null;
    throw new Error(typeof body?.detail === 'string' && body.detail ? body.detail : PDF_LOAD_FAILED);
  }
  return new Uint8Array(await res.arrayBuffer());
}

interface Loaded {
  key: string;
  bytes: Uint8Array | null;
  error: string | null;
}

export interface ExportedPdf {
  /** The PDF, the same array until the URL changes or a retry (PdfViewer reopens a new one). */
  bytes: Uint8Array | null;
  /** The sentence to show when it could not be fetched. */
  error: string | null;
  loading: boolean;
  retry: () => void;
}

/**
 * A PDF export fetched as bytes for PdfViewer (the export endpoint answers a file, not JSON, so it
 * is not an RTK Query call): fetched while `url` is set, again after `retry`, and dropped when it
 * changes. Nothing is cached: each preview shows the resume as it is saved now.
 */
export function useExportedPdf(url: string | null): ExportedPdf {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = url === null ? null : `${attempt} ${url}`;

  useEffect(() => {
    if (url === null || key === null) return;
    const controller = new AbortController();
    fetchPdf(url, controller.signal).then(
      (bytes) => setLoaded({ key, bytes, error: null }),
      (err: unknown) => {
        if (!controller.signal.aborted) setLoaded({ key, bytes: null, error: err instanceof Error && err.message ? err.message : PDF_LOAD_FAILED });
      },
    );
    return () => controller.abort();
  }, [url, key]);

  const current = key !== null && loaded?.key === key ? loaded : null;
  return { bytes: current?.bytes ?? null, error: current?.error ?? null, loading: key !== null && current === null, retry: () => setAttempt((n) => n + 1) };
}
