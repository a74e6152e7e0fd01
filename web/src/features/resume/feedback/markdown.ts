import { Marked } from 'marked';
import { sanitizeHtml } from '../../../lib/sanitizeHtml';

/**
 * Markdown → safe HTML, shared by the sandboxed viewer page (web/src/viewer) and the in-page
 * MarkdownView. The text comes from a language model, so it is treated as hostile: marked turns it
 * into HTML (raw HTML in the markdown passes through marked untouched) and DOMPurify then removes
 * scripts, event-handler attributes, javascript: and other unsafe URLs, SVG/MathML, forms and
 * style attributes (the CSP forbids them; they would only log violations).
 */

// Our own marked instance, so its options never leak into other users of marked.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** Renders markdown to sanitised HTML, ready for innerHTML. */
export function renderMarkdown(md: string): string {
  const html = markdown.parse(md, { async: false });
  return sanitizeHtml(html);
}

/**
 * The messages between FeedbackMarkdownFrame (the app) and the viewer page (web/src/viewer):
 * viewer → app `viewer-ready` once it listens; app → viewer `render-feedback` with the markdown;
 * viewer → app `feedback-rendered` with the document height once the HTML is in place.
 */
export const VIEWER_MESSAGE = {
  ready: 'waypoint:viewer-ready',
  render: 'waypoint:render-feedback',
  rendered: 'waypoint:feedback-rendered',
} as const;

export type ViewerReadyMessage = { type: typeof VIEWER_MESSAGE.ready };
export type RenderFeedbackMessage = { type: typeof VIEWER_MESSAGE.render; markdown: string };
export type FeedbackRenderedMessage = { type: typeof VIEWER_MESSAGE.rendered; height: number };

/** The `type` of a message's data, or undefined when it is not one of ours in shape. */
export function messageType(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const type = (data as { type?: unknown }).type;
  return typeof type === 'string' ? type : undefined;
}
