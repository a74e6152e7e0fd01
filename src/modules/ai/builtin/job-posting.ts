import { load } from 'cheerio';
import type { ParsedJobPosting } from '../ai.types';
import { boundedLines, plainText, sentences } from './text';

/** A tag's opening and a `>` after it. (One pattern for both scanned to the end from every `<`.) */
const looksLikeHtml = (s: string) => {
  const open = s.search(/<\/?[a-z]/i);
  return open >= 0 && s.indexOf('>', open) > open;
};

/** Visible text of an HTML fragment, one block per line. Plain text passes through. */
export function htmlToText(source: string): string {
  const html = plainText(source);
  if (!looksLikeHtml(html)) return html.trim();
  const $ = load(html);
  $('script, style, noscript').remove();
  // Source line breaks inside a paragraph are just spaces; only blocks and <br> break lines.
  $('*')
    .contents()
    .each((_, node) => {
      if (node.type === 'text') node.data = node.data.replace(/\s+/g, ' ');
    });
  $('br').replaceWith('\n');
  $('p, li, h1, h2, h3, h4, h5, h6, div, tr').each((_, el) => {
    $(el).append('\n');
  });
  // A paragraph's own line may run past MAX_LINE once its source lines are joined.
  return boundedLines(
    $.root()
      .text()
      .split('\n')
      .map((l) => l.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n'),
  );
}

/** Salary: the first dollar amount or range (per hour or year), or a `salary:` / `pay:` phrase (part 3 §5). */
const SALARY = [
  /\$\s?\d[\d,.]*(?:\s?[kK])?\s*(?:-|–|—|to)\s*\$?\s?\d[\d,.]*(?:\s?[kK])?(?:\s*(?:per|\/|an?)\s*(?:hour|hr|year|yr|annum))?/,
  /\$\s?\d[\d,.]*(?:\s?[kK])?\s*(?:per|\/|an?)\s*(?:hour|hr|year|yr|annum)/i,
  /\$\s?\d[\d,.]*(?:\s?[kK])?/,
  /\b(?:salary|pay)\s*(?:range)?\s*:\s*([^\n.]+)/i,
];
const REQUIREMENT = /\b(required|requirements?|experience|degree|skills?|certification|certified|bachelor|master|years?)\b/i;
const COMPANY = /\b(about|company|who we are|our mission)\b/i;
const BENEFIT_KEYWORDS = ['health', 'dental', 'vision', '401k', 'pto', 'vacation', 'remote', 'flexible', 'insurance', 'perks', 'benefits'];

/** The hand-coded job-posting parser of part 3 §5. */
export function parseJobPosting(description: string): ParsedJobPosting {
  const html = looksLikeHtml(description);
  const text = htmlToText(description);
  const $ = html ? load(description) : null;

  let salary: string | null = null;
  for (const pattern of SALARY) {
    const m = pattern.exec(text);
    if (m) {
      salary = (m[1] ?? m[0]).trim();
      break;
    }
  }

  const listItems = $
    ? $('li')
        .toArray()
        .map((el) => $(el).text().replace(/\s+/g, ' ').trim())
    : text
        .split('\n')
        .filter((l) => /^\s*[-•*]\s+/.test(l))
        .map((l) => l.replace(/^\s*[-•*]\s+/, '').trim());
  const requirements = listItems.filter((l) => l && REQUIREMENT.test(l)).slice(0, 10);

  const paragraphs = $
    ? $('p')
        .toArray()
        .map((el) => $(el).text().replace(/\s+/g, ' ').trim())
    : text.split(/\n{2,}|\n/).map((p) => p.trim());
  const companyInfo = paragraphs.filter((p) => COMPANY.test(p)).sort((a, b) => b.length - a.length)[0] ?? '';

  const headings = $
    ? $('h1, h2, h3, h4, h5, h6')
        .toArray()
        .map((el) => $(el).text().replace(/\s+/g, ' ').trim())
    : text
        .split('\n')
        .filter((l, i, all) => l.length < 60 && !/[.,;:!?]$/.test(l) && !/^\s*[-•*]/.test(l) && /^\s*[-•*]/.test(all[i + 1] ?? ''));
  const jobDetails = headings.filter((h) => h && h.length < 100).slice(0, 5);

  const benefits: string[] = [];
  const perKeyword = new Map<string, number>();
  for (const sentence of sentences(text)) {
    if (benefits.length >= 5) break;
    if (sentence.split(/\s+/).length < 4) continue; // a heading such as "Benefits" is not a benefit
    const lower = sentence.toLowerCase();
    const keyword = BENEFIT_KEYWORDS.find((k) => new RegExp(`\\b${k}\\b`).test(lower) && (perKeyword.get(k) ?? 0) < 2);
    if (!keyword || benefits.includes(sentence)) continue;
    perKeyword.set(keyword, (perKeyword.get(keyword) ?? 0) + 1);
    benefits.push(sentence);
  }

  return {
    salary,
    requirements,
    companyInfo,
    jobDetails,
    benefits,
    rawDescription: text,
  };
}
