import { sanitizeHtml } from '../../../lib/sanitizeHtml';

/** A job's description_html for display: sanitised again here, a posting being third-party content. */
export const sanitizeJobHtml = (html: string): string => sanitizeHtml(html);

export type TextBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const BULLET = /^\s*(?:[-•*]|\u2013)\s+/;

/**
 * Plain text as paragraphs and lists: blank lines end a paragraph, and runs of lines that start
 * with "- " (or "• ", "* ") become a list.
 */
export function textBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    paragraph = [];
  };
  const flushList = () => {
    if (list.length) blocks.push({ kind: 'list', items: list });
    list = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      flushParagraph();
      flushList();
    } else if (BULLET.test(raw)) {
      flushParagraph();
      const item = raw.replace(BULLET, '').trim();
      if (item) list.push(item);
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

/** Only http(s) addresses become links (never javascript: or data:). */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
