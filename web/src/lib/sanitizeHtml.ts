import DOMPurify, { type Config } from 'dompurify';

// Our own instance, so the options and the link hook never leak into other users of DOMPurify.
const purify = DOMPurify(window);

/**
 * HTML from outside (job postings, feed items, a language model's markdown) for innerHTML. The
 * server sanitises what it stores too; this is the second layer. Scripts, event handlers, unsafe
 * URLs, SVG/MathML, forms and style attributes go (the CSP forbids them anyway); so do images and
 * media (a remote image would tell its host who is reading) and classes (they would pick up the
 * app's own styles); ids and names are prefixed so they cannot clobber the page's globals.
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'dialog', 'img', 'picture', 'video', 'audio', 'iframe'],
  FORBID_ATTR: ['style', 'class'],
  SANITIZE_NAMED_PROPS: true,
};

// Links leave for a new tab with no handle back to this page; in-page anchors (#…) stay in place.
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
export const sanitizeHtml = (html: string): string => purify.sanitize(html, CONFIG);
