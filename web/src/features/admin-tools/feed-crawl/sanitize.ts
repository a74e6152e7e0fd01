import DOMPurify, { type Config } from 'dompurify';

// Its own instance, so the link hook below never reaches other users of DOMPurify.
const purify = DOMPurify(window);

/**
 * A job feed's description is third-party HTML: the server sanitises it, and this page does again
 * before it reaches the DOM. Scripts, event handlers, unsafe URLs, forms, SVG/MathML and style
 * attributes (the CSP forbids them) go; ids and names are prefixed so they cannot clobber globals.
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'dialog', 'iframe', 'img'],
  FORBID_ATTR: ['style'],
  SANITIZE_NAMED_PROPS: true,
};

// Links leave the page in a new tab, without a handle back to it.
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

/** Feed HTML, safe for innerHTML. */
export function sanitizeFeedHtml(html: string): string {
  return purify.sanitize(html, CONFIG);
}
