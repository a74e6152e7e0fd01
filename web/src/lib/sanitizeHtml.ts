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

export interface SanitizeOptions {
  /**
   * Class names that stay (every other one goes), for our own server's markup whose look is its
   * class names, such as the resume thumbnail's `rp-*`. Links go too: such markup has none, and
   * it is shown inside other controls. Without it, every class goes.
   */
  keepClasses?: ReadonlySet<string>;
}

// The class-keeping variant: its own instance, so the default one never lets a class through.
const classPurify = DOMPurify(window);
const CLASS_CONFIG: Config = { ...CONFIG, FORBID_TAGS: [...(CONFIG.FORBID_TAGS as string[]), 'a'], FORBID_ATTR: ['style'] };
let keptClasses: ReadonlySet<string> = new Set();
classPurify.addHook('afterSanitizeAttributes', (node) => {
  const kept = (node.getAttribute('class') ?? '').split(/\s+/).filter((name) => keptClasses.has(name));
  if (kept.length) node.setAttribute('class', kept.join(' '));
  else node.removeAttribute('class');
});

/** Sanitised HTML, ready for innerHTML. */
export const sanitizeHtml = (html: string, options: SanitizeOptions = {}): string => {
  if (!options.keepClasses) return purify.sanitize(html, CONFIG);
  // sanitize() runs its hooks synchronously, so the set is the caller's for exactly this call.
  keptClasses = options.keepClasses;
  try {
    return classPurify.sanitize(html, CLASS_CONFIG);
  } finally {
    keptClasses = new Set();
  }
};

// Quiz markdown may show the quiz repository's own images, served by us under /quiz-assets/.
const quizPurify = DOMPurify(window);
const QUIZ_CONFIG: Config = { ...CONFIG, FORBID_TAGS: (CONFIG.FORBID_TAGS as string[]).filter((t) => t !== 'img'), ADD_ATTR: ['loading'] };
quizPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'IMG') {
    const src = node.getAttribute('src') ?? '';
    // Only our own quiz assets: a remote image would tell its host who is taking the quiz.
    if (!src.startsWith('/quiz-assets/')) node.remove();
    else node.setAttribute('loading', 'lazy');
    return;
  }
  if (node.nodeName === 'A' && node.getAttribute('href') && !node.getAttribute('href')!.startsWith('#')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Sanitised quiz HTML: as sanitizeHtml, plus images from /quiz-assets/ only. */
export const sanitizeQuizHtml = (html: string): string => quizPurify.sanitize(html, QUIZ_CONFIG);
