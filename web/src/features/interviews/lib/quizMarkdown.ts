import { Marked, type Tokens } from 'marked';
import { sanitizeQuizHtml } from '../../../lib/sanitizeHtml';

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/|\/)/i;

/**
 * A quiz's markdown (prompt, code, choices, explanation) → safe HTML. Relative image paths in the
 * repository (`images/q3.png`) become the server's `/quiz-assets/{topic}/images/q3.png`; any other
 * image is dropped by the sanitiser.
 */
export function renderQuizMarkdown(md: string, topicSlug: string, inline = false): string {
  const marked = new Marked({
    gfm: true,
    async: false,
    walkTokens(token) {
      if (token.type !== 'image') return;
      const image = token as Tokens.Image;
      if (!EXTERNAL.test(image.href)) image.href = `/quiz-assets/${encodeURIComponent(topicSlug)}/${image.href.replace(/^\.\//, '').split('?')[0]}`;
    },
  });
  const html = inline ? marked.parseInline(md, { async: false }) : marked.parse(md, { async: false });
  return sanitizeQuizHtml(html);
}
