import { load, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { CollectQuery, CollectedJob, JobSource, JobSourceResult, SourceHttpOptions } from './job-source';
import { eachTarget, httpOptions, sourceRequest, type TargetFailure } from './source-http';
import { extractSalary, filterJobs, htmlToText, jobTypeFromText, looksLikeHtml, looksRemote, normaliseJobType, toDate } from './text';

/** A feed to read (part 3 §3 Feed config). */
export interface FeedConfig {
  name: string;
  url: string;
}

/** One feed item as the admin feed tools show it (part 3 §3 RSS item); strings, '' when absent. */
export interface RssItem {
  title: string;
  company: string;
  location: string;
  /** ISO 8601 when the feed's date could be read, else as written. */
  pubDate: string;
  /** The feed's job-type words as written ("Full-Time"). */
  type: string;
  category: string;
  /** guid (RSS) or id (Atom), else the link. */
  jobId: string;
  /** The item's HTML as the feed gives it (not sanitised). */
  description: string;
  link: string;
  feedTitle: string;
}

/**
 * The built-in feed list (RSS_FEEDS=default). We Work Remotely's programming feed is the spec's
 * remote-jobs feed (part 3 §7, the ticker's default source), so it comes first.
 */
export const DEFAULT_FEEDS: readonly FeedConfig[] = [
  { name: 'We Work Remotely – Programming', url: 'https://weworkremotely.com/categories/remote-programming-jobs.rss' },
  { name: 'Remotive', url: 'https://remotive.com/remote-jobs/feed' },
  { name: 'Himalayas', url: 'https://himalayas.app/jobs/rss' },
  { name: 'Jobicy', url: 'https://jobicy.com/?feed=job_feed' },
];

export interface RssSourceOptions {
  feeds: FeedConfig[];
  /** Defaults: public addresses only (AddressPolicy.Member), 15 s, 5 MB per feed. */
  http?: Partial<SourceHttpOptions>;
}

const ACCEPT = 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';

/**
 * Job feeds (RSS 2.0, RSS 1.0 and Atom), read one after another. Items become jobs; the query's
 * search term and age filter them (the feeds cannot be asked), newest first, at most
 * resultsWanted. A feed that fails does not lose the other feeds' jobs (it is listed in the
 * result's `failed`); when every feed fails, the first error is thrown.
 */
export class RssSource implements JobSource {
  readonly name = 'rss';
  private readonly http: SourceHttpOptions;

  constructor(private readonly options: RssSourceOptions) {
    this.http = httpOptions(options.http, { maxBytes: 5 * 1024 * 1024 });
  }

  configured(): boolean {
    return this.options.feeds.length > 0;
  }

  async collect(query: CollectQuery, signal?: AbortSignal): Promise<JobSourceResult & { failed: TargetFailure[] }> {
    const { results, failed } = await eachTarget(
      this.options.feeds,
      signal,
      async (feed) => {
        const res = await sourceRequest(this.name, `The feed "${feed.name}"`, this.http, { url: feed.url, headers: { accept: ACCEPT } });
        return readFeed(res.text(), feed);
      },
      (feed) => feed.name,
    );
    const parsed = results.flatMap((r) => r.parsed);
    const failures = results.reduce((n, r) => n + r.failures, 0);
    return {
      jobs: filterJobs(parsed.map(toCollectedJob), query),
      itemsSeen: parsed.length + failures,
      parseFailures: failures,
      failed,
    };
  }
}

/**
 * A feed's items (RSS 2.0, RSS 1.0/RDF or Atom). Items without a title or a link are not items:
 * they are counted in `failures`. Malformed XML, or XML that is no feed, throws an Error saying so.
 */
export function parseFeed(xml: string, feed: FeedConfig): { items: RssItem[]; failures: number } {
  const { parsed, failures } = readFeed(xml, feed);
  return { items: parsed.map((p) => p.item), failures };
}

interface ParsedItem {
  item: RssItem;
  /** A salary element's text, when the feed has one. */
  salary: string;
}

function readFeed(xml: string, feed: FeedConfig): { parsed: ParsedItem[]; failures: number } {
  const text = xml.replace(/^\uFEFF/, '');
  const problem = xmlProblem(text);
  if (problem) throw new Error(`The feed is not valid RSS or Atom: ${problem}.`);
  const $ = load(text, { xml: true });
  const root = $.root().children().first()[0] as Element | undefined;
  const rootName = root?.name.toLowerCase() ?? '';
  let entries: Element[];
  let feedTitle: string;
  let atom = false;
  if (rootName === 'rss') {
    const channel = childElements(root as Element).find((c) => c.name.toLowerCase() === 'channel');
    if (!channel) throw new Error('The feed is not valid RSS or Atom: the <rss> element has no <channel>.');
    entries = childElements(channel).filter((c) => c.name.toLowerCase() === 'item');
    feedTitle = childText($, channel, ['title']);
  } else if (rootName === 'rdf:rdf') {
    const channel = childElements(root as Element).find((c) => c.name.toLowerCase() === 'channel');
    entries = childElements(root as Element).filter((c) => c.name.toLowerCase() === 'item');
    feedTitle = channel ? childText($, channel, ['title']) : '';
  } else if (rootName === 'feed') {
    atom = true;
    entries = childElements(root as Element).filter((c) => c.name.toLowerCase() === 'entry');
    feedTitle = atomText($, childElements(root as Element).find((c) => c.name.toLowerCase() === 'title'));
  } else {
    throw new Error(`The feed is not valid RSS or Atom: its root element is <${root?.name ?? '?'}>, not <rss>, <rdf:RDF> or <feed>.`);
  }
  feedTitle = feedTitle || feed.name;
  const base = feedBase($, root as Element, atom, feed.url);
  const parsed: ParsedItem[] = [];
  let failures = 0;
  for (const entry of entries) {
    const item = atom ? atomItem($, entry, feedTitle) : rssItem($, entry, feedTitle);
    item.item.link = absoluteLink(item.item.link, entry.attribs['xml:base'] ?? base);
    if (!item.item.title || !item.item.link) failures++;
    else parsed.push(item);
  }
  return { parsed, failures };
}

/**
 * What an item's relative link is relative to: the feed's `xml:base`, else the site the feed names
 * (Atom's alternate link, RSS's channel link), else the feed's own address. GitHub's release feeds
 * write `/gulpjs/gulp/releases/tag/v3.9.0`.
 */
function feedBase($: CheerioAPI, root: Element, atom: boolean, feedUrl: string): string {
  const own = root.attribs['xml:base'];
  if (own) return absoluteLink(own, feedUrl) || feedUrl;
  const kids = childElements(root);
  const site = atom
    ? kids.find((c) => c.name.toLowerCase() === 'link' && (!c.attribs.rel || c.attribs.rel === 'alternate'))?.attribs.href
    : childText($, kids.find((c) => c.name.toLowerCase() === 'channel') ?? root, ['link']);
  return absoluteLink(site ?? '', feedUrl) || feedUrl;
}

/** A link made absolute against `base`; only an http(s) address is a link (not `javascript:` or `mailto:`). */
function absoluteLink(link: string, base: string): string {
  const trimmed = link.trim();
  if (!trimmed) return '';
  try {
    const url = new URL(trimmed, /^https?:\/\//i.test(base) ? base : undefined);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : '';
  } catch {
    return '';
  }
}

function childElements(el: Element): Element[] {
  return el.children.filter((c): c is Element => c.type === 'tag');
}

/** "job_listing:company", "company-name", "companyName" → "companyname". */
const localName = (name: string) => name.toLowerCase().replace(/^.*:/, '').replace(/[-_]/g, '');

/** The text of the first child with one of these names (tried in order): full names or local names. */
function childText($: CheerioAPI, el: Element, names: string[]): string {
  const kids = childElements(el);
  for (const name of names) {
    const wanted = name.toLowerCase();
    const hit = wanted.includes(':') ? kids.find((c) => c.name.toLowerCase() === wanted) : kids.find((c) => localName(c.name) === wanted);
    if (hit) {
      const value = $(hit).text().trim();
      if (value) return value;
    }
  }
  return '';
}

const COMPANY = ['company', 'companyname', 'employer', 'hiringorganization', 'organization'];
const LOCATION = ['location', 'joblocation', 'region', 'candidatelocationrestriction', 'country'];
const TYPE = ['type', 'jobtype', 'employmenttype'];
const SALARY = ['salary', 'salaryrange', 'compensation'];
/** Leading words that are labels, not companies ("Remote: Senior Engineer"). */
const NOT_A_COMPANY = /^(?:remote|urgent|hiring|new|now hiring|job|jobs|featured|updated|closed|re|fw|wanted)$/i;

/**
 * A title with the company in it, when the feed has no company field: "Acme: Senior Engineer"
 * (We Work Remotely), "Senior Engineer at Acme" or "Senior Engineer @ Acme".
 */
export function splitTitle(raw: string): { title: string; company: string } {
  const title = raw.replace(/\s+/g, ' ').trim();
  const colon = /^([^:]{1,80}?):\s+(.+)$/.exec(title);
  if (colon && !NOT_A_COMPANY.test(colon[1].trim())) return { company: colon[1].trim(), title: colon[2].trim() };
  const at = /^(.+?)\s+(?:at|@)\s+(.{1,80})$/.exec(title);
  if (at) return { title: at[1].trim(), company: at[2].replace(/\s*\((?:remote|hybrid|on-?site)[^)]*\)\s*$/i, '').trim() };
  return { title, company: '' };
}

function isoDate(raw: string): string {
  const date = toDate(raw);
  return date ? date.toISOString() : raw;
}

/** The type words and the category among <category> elements: one may be "Full-Time". */
function typeAndCategory(categories: string[], typeText: string): { type: string; category: string } {
  const type = typeText || categories.find((c) => normaliseJobType(c) && !/^remote$/i.test(c)) || '';
  const category = categories.find((c) => !normaliseJobType(c)) ?? '';
  return { type, category };
}

function rssItem($: CheerioAPI, el: Element, feedTitle: string): ParsedItem {
  const rawTitle = childText($, el, ['title', 'dc:title']);
  const companyField = childText($, el, COMPANY);
  const split = companyField ? { title: rawTitle.replace(/\s+/g, ' ').trim(), company: companyField } : splitTitle(rawTitle);
  const guid = childText($, el, ['guid']);
  let link = childText($, el, ['link']);
  const about = el.attribs['rdf:about'] ?? '';
  if (!link && /^https?:\/\//i.test(guid)) link = guid; // a permalink guid is the item's address
  if (!link && /^https?:\/\//i.test(about)) link = about;
  const description = childText($, el, ['content:encoded', 'description', 'summary']);
  const categories = childElements(el)
    .filter((c) => localName(c.name) === 'category')
    .map((c) => $(c).text().trim())
    .filter(Boolean);
  const { type, category } = typeAndCategory(categories, childText($, el, TYPE));
  return {
    item: {
      title: split.title,
      company: split.company,
      location: childText($, el, LOCATION),
      pubDate: isoDate(childText($, el, ['pubDate', 'dc:date', 'published', 'updated', 'date'])),
      type,
      category,
      jobId: guid || about || link,
      description,
      link,
      feedTitle,
    },
    salary: childText($, el, SALARY),
  };
}

/** Atom text constructs: type="xhtml" holds markup in a <div>; text and html are text. */
function atomText($: CheerioAPI, el: Element | undefined): string {
  if (!el) return '';
  if ((el.attribs.type ?? '').toLowerCase() === 'xhtml') {
    const div = childElements(el)[0];
    return (div ? $(div).html() : $(el).html())?.trim() ?? '';
  }
  return $(el).text().trim();
}

function atomItem($: CheerioAPI, el: Element, feedTitle: string): ParsedItem {
  const kids = childElements(el);
  const named = (name: string) => kids.find((c) => c.name.toLowerCase() === name);
  const rawTitle = atomText($, named('title'));
  const companyField = childText($, el, COMPANY);
  const split = companyField ? { title: rawTitle.replace(/\s+/g, ' ').trim(), company: companyField } : splitTitle(looksLikeHtml(rawTitle) ? htmlToText(rawTitle) : rawTitle);
  const links = kids.filter((c) => c.name.toLowerCase() === 'link');
  const alternate = links.find((l) => !l.attribs.rel || l.attribs.rel === 'alternate') ?? links[0];
  const link = alternate?.attribs.href?.trim() ?? '';
  const id = childText($, el, ['id']);
  const categories = kids
    .filter((c) => c.name.toLowerCase() === 'category')
    .map((c) => (c.attribs.label ?? c.attribs.term ?? $(c).text()).trim())
    .filter(Boolean);
  const { type, category } = typeAndCategory(categories, childText($, el, TYPE));
  return {
    item: {
      title: split.title,
      company: split.company,
      location: childText($, el, LOCATION),
      pubDate: isoDate(childText($, el, ['published', 'updated'])),
      type,
      category,
      jobId: id || link,
      description: atomText($, named('content')) || atomText($, named('summary')),
      link,
      feedTitle,
    },
    salary: childText($, el, SALARY),
  };
}

function toCollectedJob({ item, salary: salaryField }: ParsedItem): CollectedJob {
  const description = htmlToText(item.description);
  const salary = (salaryField && extractSalary(salaryField)) || extractSalary(description);
  const remote = looksRemote(item.location, item.title, item.type);
  const jobType = normaliseJobType(item.type) ?? jobTypeFromText(item.title, description) ?? (remote ? 'remote' : null);
  return {
    source: 'rss',
    sourceId: item.jobId || item.link,
    title: item.title,
    company: item.company,
    location: item.location,
    jobType,
    remote,
    description,
    descriptionHtml: looksLikeHtml(item.description) ? item.description : null,
    url: item.link,
    postedAt: toDate(item.pubDate),
    salaryMin: salary?.min ?? null,
    salaryMax: salary?.max ?? null,
    salaryCurrency: salary?.currency ?? null,
    category: item.category || null,
    companyWebsite: null,
    contactEmail: null,
    feedTitle: item.feedTitle || null,
  };
}

/**
 * Why a document is not well-formed XML, or null. The checks a feed needs (cheerio's parser is
 * lenient and would read a truncated or broken feed without a word): tags balanced and properly
 * nested, one root element, no text outside it, comments, CDATA sections and processing
 * instructions closed. Undeclared entities are let through, as many real feeds have a stray "&".
 */
export function xmlProblem(xml: string): string | null {
  const stack: string[] = [];
  let roots = 0;
  let i = 0;
  const lineAt = (pos: number) => xml.slice(0, pos).split('\n').length;
  const OPEN = /<([A-Za-z_][\w.:-]*)((?:\s+[^\s=<>/]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
  const CLOSE = /<\/([A-Za-z_][\w.:-]*)\s*>/y;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const textEnd = lt === -1 ? xml.length : lt;
    if (!stack.length && xml.slice(i, textEnd).trim()) {
      return roots ? `text after the root element (line ${lineAt(i)})` : 'the document does not start with an XML element';
    }
    if (lt === -1) break;
    const ahead = xml.slice(lt, lt + 9);
    const skipTo = (end: string, what: string): number | string => {
      const at = xml.indexOf(end, lt + 2);
      return at === -1 ? `${what} that is never closed (line ${lineAt(lt)})` : at + end.length;
    };
    let next: number | string;
    if (ahead.startsWith('<!--')) next = skipTo('-->', 'a comment');
    else if (ahead === '<![CDATA[') {
      if (!stack.length) return `a CDATA section outside the root element (line ${lineAt(lt)})`;
      next = skipTo(']]>', 'a CDATA section');
    } else if (ahead.startsWith('<?')) next = skipTo('?>', 'a processing instruction');
    else if (ahead.startsWith('<!')) {
      const bracket = xml.indexOf('[', lt);
      const close = xml.indexOf('>', lt);
      next = bracket !== -1 && bracket < close ? skipTo(']>', 'a DOCTYPE') : close === -1 ? `a declaration that is never closed (line ${lineAt(lt)})` : close + 1;
    } else if (xml[lt + 1] === '/') {
      CLOSE.lastIndex = lt;
      const m = CLOSE.exec(xml);
      if (!m) return `a broken closing tag (line ${lineAt(lt)})`;
      const open = stack.pop();
      if (open !== m[1]) return open ? `</${m[1]}> closes <${open}> (line ${lineAt(lt)})` : `</${m[1]}> closes nothing (line ${lineAt(lt)})`;
      next = lt + m[0].length;
    } else {
      OPEN.lastIndex = lt;
      const m = OPEN.exec(xml);
      if (!m) return `a broken tag or a bare "<" (line ${lineAt(lt)})`;
      if (!stack.length && roots++) return `a second root element <${m[1]}> (line ${lineAt(lt)})`;
      if (!m[3]) stack.push(m[1]);
      next = lt + m[0].length;
    }
    if (typeof next === 'string') return next;
    i = next;
  }
  if (stack.length) return `the document ends before </${stack[stack.length - 1]}> (it may be cut short)`;
  if (!roots) return xml.trim() ? 'it has no XML element' : 'it is empty';
  return null;
}
