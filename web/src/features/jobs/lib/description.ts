import DOMPurify, { type Config } from 'dompurify';

/**
 * A job's description for display. The server already sanitises `description_html`; it is cleaned
 * again here before it reaches innerHTML, because a posting is third-party content.
 */

// Our own instance, so the options and the link hook never leak into other users of DOMPurify.
const purify = DOMPurify(window);

const PURIFY_CONFIG: Config = {
  USE_PROFILES: { html: true },
  // No forms or styles (the CSP forbids style attributes), and no images: a remote image in a
  // posting would tell its host who is reading it.
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'dialog', 'img', 'picture', 'video', 'audio', 'iframe'],
  // Classes would pick up the app's own styles; ids are prefixed by SANITIZE_NAMED_PROPS.
  FORBID_ATTR: ['style', 'class'],
  SANITIZE_NAMED_PROPS: true,
};

// Links leave for a new tab with no handle back to this page; in-page anchors lose their target.
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  const href = node.getAttribute('href');
  if (href === null || href.startsWith('#')) {
    node.removeAttribute('target');
    return;
  }
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});

/** Sanitised HTML, ready for innerHTML. */
export const sanitizeJobHtml = (html: string): string => purify.sanitize(html, PURIFY_CONFIG);

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
