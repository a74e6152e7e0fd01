import { useMemo } from 'react';
import { cx } from '../../../components';
import { sanitizeHtml } from '../../../lib/sanitizeHtml';
import styles from './ResumeThumbnail.module.css';

/**
 * The class names of the server's thumbnail markup (PREVIEW_CLASSES in
 * src/modules/resumes/render/preview-html.ts): the only ones the sanitiser keeps, and the only ones
 * ResumeThumbnail.module.css styles. A name missing here loses its look, never its text.
 */
export const THUMBNAIL_CLASSES: ReadonlySet<string> = new Set([
  'rp',
  'rp-template-modern',
  'rp-template-classic',
  'rp-template-creative',
  'rp-template-minimal',
  'rp-name',
  'rp-contact',
  'rp-contact-item',
  'rp-sep',
  'rp-section',
  'rp-summary',
  'rp-summary-text',
  'rp-experience',
  'rp-education',
  'rp-skills',
  'rp-skills-list',
  'rp-heading',
  'rp-entries',
  'rp-entry',
  'rp-entry-title',
  'rp-position',
  'rp-company',
  'rp-degree',
  'rp-school',
  'rp-dates',
]);

/** A thumbnail's HTML as it may go into the page: sanitised, keeping only the thumbnail's own class names. */
export const sanitizeThumbnailHtml = (html: string): string => sanitizeHtml(html, { keepClasses: THUMBNAIL_CLASSES });

export interface ResumeThumbnailProps {
  /** `previewHtml` of GET /api/resumes/{id}/thumbnail; undefined while it loads or when there is none. */
  previewHtml: string | undefined;
  /** Shows "…" instead of "No preview" while the thumbnail loads. */
  loading?: boolean;
  className?: string;
}

/**
 * A resume's first page in miniature, in its template's look (part 2 §7 thumbnail): the server's
 * markup, sanitised, laid out at page width and shrunk to a quarter. A glance for picking a resume,
 * not a read, so it is hidden from assistive technology: put the resume's name next to it.
 * Phrasing content only at the top (spans), so it can sit inside a label or a button.
 */
export function ResumeThumbnail({ previewHtml, loading = false, className }: ResumeThumbnailProps) {
  const html = useMemo(() => (previewHtml ? sanitizeThumbnailHtml(previewHtml) : ''), [previewHtml]);
  return (
    <span className={cx(styles.thumb, className)} aria-hidden="true">
      {html.trim() ? <span className={styles.page} dangerouslySetInnerHTML={{ __html: html }} /> : <span className={styles.empty}>{loading ? '…' : 'No preview'}</span>}
    </span>
  );
}
