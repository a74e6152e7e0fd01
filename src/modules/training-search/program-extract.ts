import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { htmlToText, looksLikeHtml } from '../jobs/sources/text';

/**
 * Training programs out of one fetched HTML page, with no network and no state:
 * (a) schema.org JSON-LD (`Course`, `EducationalOccupationalProgram`, in arrays, `@graph`,
 *     `mainEntity`, or an `ItemList` of `ListItem`s);
 * (b) failing that, microdata (`itemtype="https://schema.org/Course"`);
 * (c) failing that, a plain-HTML heuristic for a single program page (a heading, a course-like
 *     title or `og:type` course, and a description), which listing pages never pass.
 * Alongside, the same-host links that look like program pages, for a crawler to follow.
 * Never throws: garbage in, `{ programs: [], links: [] }` out.
 */

export interface ExtractedProgram {
  url: string; // absolute, fragment removed
  title: string;
  description: string; // plain text, ≤ 4000 chars
  provider: string | null;
  isFree: boolean | null;
  price: number | null;
  currency: string | null;
  difficultyLevel: 'beginner' | 'intermediate' | 'advanced' | null;
  durationText: string | null; // human text, e.g. '6 weeks', '10 hours'
  skills: string[]; // from teaches/keywords/about, ≤ 20
  source: 'json-ld' | 'microdata' | 'html';
}

export interface PageExtraction {
  programs: ExtractedProgram[];
  /** Absolute http(s) links on the same host that look like program pages (path segments such as course, courses, learn, program, programs, specialization, certificate, certificates, training, class, classes, bootcamp), not the page itself, deduplicated, fragment removed, at most 50, in page order. */
  links: string[];
}

type Level = ExtractedProgram['difficultyLevel'];
type Json = Record<string, unknown>;

/** Pages beyond this many characters are read only this far (parsing cost stays bounded). */
const MAX_HTML = 5 * 1024 * 1024;
const MAX_SCRIPT = 1024 * 1024;
const MAX_NODES = 200;
const MAX_DEPTH = 12;
const MAX_DESCRIPTION = 4000;
const MAX_TITLE = 300;
const MAX_SKILLS = 20;
const MAX_LINKS = 50;
/** Text searched by the HTML heuristics (duration, level, free). */
const MAX_TEXT = 200_000;

const PROGRAM_TYPES = new Set(['course', 'educationaloccupationalprogram', 'workbasedprogram']);
const PROGRAM_SEGMENTS = new Set([
  'course', 'courses', 'learn', 'program', 'programs', 'programme', 'programmes', 'specialization', 'specializations',
  'specialisation', 'specialisations', 'certificate', 'certificates', 'certification', 'certifications', 'training',
  'trainings', 'class', 'classes', 'bootcamp', 'bootcamps',
]);
/** Links to these are files, not program pages. */
const FILE_EXTENSION = /\.(?:pdf|jpe?g|png|gif|webp|svg|ico|zip|gz|tgz|rar|7z|mp[34]|m4a|mov|avi|webm|docx?|xlsx?|pptx?|csv|json|xml|rss|atom|css|js|txt|ics|woff2?|ttf|eot)$/i;

/** A heading that names one program. */
const SINGLE_WORD = /\b(?:course|program|programme|certificate|bootcamp|specialization|specialisation|class|training)\b/i;
/** A heading that names many. */
const LISTING_TITLE = /\b(?:courses|programs|programmes|certificates|bootcamps|specializations|specialisations|classes|trainings|catalog|catalogue|browse|search results|directory)\b/i;
const ENROLL = /\b(?:enrol+(?:ing)?|enrol+ment|register(?: now)?|sign up|apply now|add to cart|buy now|start learning|join now)\b/i;

// ---- Small helpers --------------------------------------------------------------------------

const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);
const lastSegment = (t: string): string => (t.split(/[/#:]/).pop() ?? '').trim().toLowerCase();

function typesOf(node: Json): string[] {
  return list(node['@type'])
    .filter((t): t is string => typeof t === 'string')
    .map(lastSegment);
}

const isProgram = (node: Json): boolean => typesOf(node).some((t) => PROGRAM_TYPES.has(t));

/** The first string a JSON-LD value holds: a string, a number, `@value`, `name`, or an array's first such. */
function str(v: unknown, depth = 0): string | null {
  if (typeof v === 'string') return v.trim() ? v : null;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (depth > 3) return null;
  if (Array.isArray(v)) {
    for (const x of v.slice(0, 20)) {
      const s = str(x, depth + 1);
      if (s) return s;
    }
    return null;
  }
  if (isObj(v)) return str(v['@value'] ?? v.name ?? v.text, depth + 1);
  return null;
}

function truncate(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.8 ? cut.slice(0, space) : cut).trim();
}

/** Entities decoded (even when escaped twice), tags stripped, whitespace collapsed, at most `max` chars. */
function clean(raw: string | null | undefined, max = MAX_DESCRIPTION): string {
  if (!raw) return '';
  let s = raw.length > 100_000 ? raw.slice(0, 100_000) : raw;
  try {
    if (!looksLikeHtml(s) && /&(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);/i.test(s)) s = load(s, null, false).root().text();
    if (looksLikeHtml(s)) s = htmlToText(s);
  } catch {
    s = s.replace(/<[^>]*>/g, ' ');
  }
  return truncate(s.replace(/\s+/g, ' ').trim(), max);
}

function httpUrl(raw: string, base?: URL): URL | null {
  try {
    const u = new URL(raw.trim(), base);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    u.hash = '';
    return u;
  } catch {
    return null;
  }
}

/** True, false, or null for anything else ("True" and "yes" are true). */
function boolish(v: unknown): boolean | null {
  const x = Array.isArray(v) ? v[0] : v;
  if (typeof x === 'boolean') return x;
  if (typeof x === 'string') {
    if (/^\s*(?:true|yes|1)\s*$/i.test(x)) return true;
    if (/^\s*(?:false|no|0)\s*$/i.test(x)) return false;
  }
  return null;
}

// ---- Field readers --------------------------------------------------------------------------

const SYMBOLS: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₹': 'INR' };

/** A price: a number, "49.00", "$1,299", "49,99 €", or 0 for "Free"; null when unreadable. */
function parsePrice(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) && v >= 0 ? v : null;
  if (typeof v !== 'string') return null;
  if (/\bfree\b/i.test(v)) return 0;
  let s = v.replace(/[^\d.,]/g, '');
  if (!s) return null;
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(s)) s = s.replace(/,/g, '');
  else if (/^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/.test(s)) s = s.replace(/\./g, '').replace(',', '.');
  else if (/^\d+,\d{1,2}$/.test(s)) s = s.replace(',', '.');
  else s = s.replace(/,/g, '');
  const n = Number(s);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

function currencyOf(code: unknown, price: unknown): string | null {
  const c = str(code)?.trim().toUpperCase();
  if (c && /^[A-Z]{3}$/.test(c)) return c;
  if (typeof price === 'string') {
    const symbol = /[$€£¥₹]/.exec(price);
    if (symbol) return SYMBOLS[symbol[0]];
  }
  return null;
}

interface Pricing {
  isFree: boolean | null;
  price: number | null;
  currency: string | null;
}

/** Free when an offer costs 0 or anything says isAccessibleForFree; the price is the lowest stated. */
function pricingOf(node: Json, instances: Json[]): Pricing {
  const offers = [...list(node.offers), ...instances.flatMap((i) => list(i.offers))].filter(isObj).slice(0, 50);
  let isFree = boolish(node.isAccessibleForFree);
  let price: number | null = null;
  let currency: string | null = null;
  for (const offer of offers) {
    if (boolish(offer.isAccessibleForFree) === true || /\bfree\b/i.test(str(offer.category) ?? '')) isFree = true;
    const spec = list(offer.priceSpecification).find(isObj);
    const raw = offer.price ?? offer.lowPrice ?? spec?.price;
    const p = parsePrice(Array.isArray(raw) ? raw[0] : raw);
    const cur = currencyOf(offer.priceCurrency ?? spec?.priceCurrency, raw);
    if (p !== null && (price === null || p < price)) {
      price = p;
      currency = cur ?? currency;
    } else if (!currency && cur) {
      currency = cur;
    }
  }
  if (price === 0) isFree = true;
  else if (price !== null && isFree === null) isFree = false;
  return { isFree, price, currency };
}

const UNITS: Record<string, string> = { Y: 'year', M: 'month', W: 'week', D: 'day', H: 'hour', TM: 'minute', S: 'second' };
const ISO_DURATION = /^P(?!$)(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?=\d)(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

/** "P6W" → "6 weeks", "PT10H" → "10 hours", "P1DT2H" → "1 day 2 hours"; other text passes through cleaned. */
export function durationText(raw: string | null | undefined): string | null {
  const s = clean(raw, 100);
  if (!s) return null;
  const m = ISO_DURATION.exec(s);
  if (!m) return s;
  const parts: string[] = [];
  ['Y', 'M', 'W', 'D', 'H', 'TM', 'S'].forEach((unit, i) => {
    const value = m[i + 1];
    if (!value) return;
    const n = Number(value.replace(',', '.'));
    if (!n) return;
    parts.push(`${n} ${UNITS[unit]}${n === 1 ? '' : 's'}`);
  });
  return parts.length ? parts.join(' ') : null;
}

const LEVEL_WORDS: [Exclude<Level, null>, RegExp][] = [
  ['beginner', /\b(?:beginners?|beginning|introductory|intro|novice|entry[\s-]level|basic|fundamentals?|foundational|elementary)\b/i],
  ['intermediate', /\b(?:intermediate|moderate|mid[\s-]level)\b/i],
  ['advanced', /\b(?:advanced|expert|experienced|mastery)\b/i],
];
const STRICT_LEVEL: [Exclude<Level, null>, RegExp][] = [
  ['beginner', /\bbeginners?\b/i],
  ['intermediate', /\bintermediate\b/i],
  ['advanced', /\badvanced\b/i],
];

/** The level whose keyword comes first in `text` ("Beginner to Intermediate" is beginner). */
function levelIn(text: string, words = LEVEL_WORDS): Level {
  let best: Level = null;
  let at = Infinity;
  for (const [level, re] of words) {
    const m = re.exec(text);
    if (m && m.index < at) {
      at = m.index;
      best = level;
    }
  }
  return best;
}

/** Prerequisites of "None" or "no prior experience" make a beginner program. */
function levelFromPrerequisites(text: string): Level {
  if (!text) return null;
  if (/^\s*(?:none|n\/a)\b|\bno\s+(?:prior\s+|previous\s+)?(?:experience|knowledge|prerequisites?|background)\b|\bnot required\b/i.test(text)) return 'beginner';
  return levelIn(text, STRICT_LEVEL);
}

function strings(v: unknown, depth = 0): string[] {
  if (depth > 3) return [];
  if (typeof v === 'string') return [v];
  if (typeof v === 'number' && Number.isFinite(v)) return [String(v)];
  if (Array.isArray(v)) return v.slice(0, 100).flatMap((x) => strings(x, depth + 1));
  if (isObj(v)) {
    const s = str(v['@value'] ?? v.name ?? v.targetName ?? v.termCode ?? v.text);
    return s ? [s] : [];
  }
  return [];
}

/** Skills from `teaches`, `keywords`, `about` values: comma lists, arrays, DefinedTerms; deduplicated, ≤ 20. */
function skillsOf(...values: unknown[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const value of values) {
    for (const s of strings(value)) {
      for (const part of s.split(/[,;|\n]/)) {
        const skill = clean(part, 200);
        const key = skill.toLowerCase();
        if (!skill || skill.length > 80 || seen.has(key)) continue;
        seen.add(key);
        out.push(skill);
        if (out.length >= MAX_SKILLS) return out;
      }
    }
  }
  return out;
}

function providerOf(...values: unknown[]): string | null {
  for (const value of values) {
    for (const v of list(value).slice(0, 10)) {
      const name = typeof v === 'string' ? v : isObj(v) ? str(v.name ?? v.legalName) : null;
      const cleaned = clean(name, 200);
      if (cleaned && !/^https?:\/\//i.test(cleaned)) return cleaned;
    }
  }
  return null;
}

/** A node's own URL: `url` (relative allowed), else an absolute http(s) `@id`. */
function urlOf(node: Json, base: URL): URL | null {
  for (const v of list(node.url).slice(0, 5)) {
    const raw = typeof v === 'string' ? v : isObj(v) ? str(v['@id'] ?? v.url) : null;
    const u = raw ? httpUrl(raw, base) : null;
    if (u) return u;
  }
  const id = node['@id'];
  if (typeof id === 'string' && /^https?:\/\//i.test(id.trim())) return httpUrl(id);
  return null;
}

// ---- Page context ---------------------------------------------------------------------------

interface Page {
  $: CheerioAPI;
  url: URL;
  base: URL;
  self: string;
  meta: Map<string, string>;
  siteName: string | null;
}

/** A program built from a schema.org node (JSON-LD, or microdata turned into the same shape). */
function programFromNode(node: Json, page: Page, source: ExtractedProgram['source']): ExtractedProgram | null {
  const title = clean(str(node.name) ?? str(node.headline), MAX_TITLE);
  if (!title) return null;
  const instances = list(node.hasCourseInstance).filter(isObj).slice(0, 20);
  const pricing = pricingOf(node, instances);
  const durations = [
    node.timeRequired,
    node.timeToComplete,
    ...instances.map((i) => i.courseWorkload),
    ...instances.map((i) => (isObj(i.courseSchedule) ? i.courseSchedule.duration : undefined)),
  ];
  let duration: string | null = null;
  for (const d of durations) {
    duration = durationText(str(d));
    if (duration) break;
  }
  const level =
    levelIn(strings(node.educationalLevel).join(' ')) ??
    levelFromPrerequisites(strings(node.coursePrerequisites ?? node.programPrerequisites).join(' '));
  return {
    url: (urlOf(node, page.base) ?? page.url).href,
    title,
    description: clean(str(node.description) ?? str(node.abstract)),
    provider: providerOf(node.provider, node.publisher) ?? page.siteName,
    isFree: pricing.isFree,
    price: pricing.price,
    currency: pricing.currency,
    difficultyLevel: level,
    durationText: duration,
    skills: skillsOf(node.teaches, node.keywords, node.about),
    source,
  };
}

class Links {
  readonly urls: string[] = [];
  private readonly seen = new Set<string>();
  /** Program-looking links seen (repeats and those past the cap too): many make a listing. */
  programLinks = 0;

  constructor(private readonly page: Page) {}

  /** Adds a same-host http(s) link; `filter` asks for a program-looking path. */
  add(raw: string, filter: boolean): void {
    const u = httpUrl(raw, this.page.base);
    if (!u || u.host !== this.page.url.host || u.href === this.page.self) return;
    if (FILE_EXTENSION.test(u.pathname)) return;
    if (filter && !looksLikeProgramPath(u.pathname)) return;
    this.programLinks++;
    if (this.seen.has(u.href)) return;
    this.seen.add(u.href);
    if (this.urls.length < MAX_LINKS) this.urls.push(u.href);
  }
}

function looksLikeProgramPath(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // keep it encoded
  }
  return path
    .toLowerCase()
    .split('/')
    .some((segment) => PROGRAM_SEGMENTS.has(segment) || segment.split(/[-_.+]/).some((t) => PROGRAM_SEGMENTS.has(t)));
}

// ---- JSON-LD --------------------------------------------------------------------------------

class JsonLd {
  nodes = 0;
  hasItemList = false;
  readonly programs: Json[] = [];

  constructor(private readonly links: Links) {}

  read(raw: string): void {
    if (raw.length > MAX_SCRIPT || this.nodes >= MAX_NODES) return;
    const text = raw
      .trim()
      .replace(/^(?:\/\/\s*)?(?:\/\*\s*)?<!\[CDATA\[(?:\s*\*\/)?|(?:\/\/\s*)?(?:\/\*\s*)?\]\]>(?:\s*\*\/)?$/g, '')
      .replace(/^<!--|-->$/g, '')
      .trim();
    if (!text) return;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      try {
        // Raw newlines and tabs inside strings are common and invalid JSON.
        // eslint-disable-next-line no-control-regex
        data = JSON.parse(text.replace(/[\u0000-\u001f]+/g, ' '));
      } catch {
        return;
      }
    }
    this.walk(data, 0);
  }

  private walk(v: unknown, depth: number): void {
    if (depth > MAX_DEPTH || this.nodes >= MAX_NODES) return;
    if (Array.isArray(v)) {
      for (const x of v) {
        if (this.nodes >= MAX_NODES) return;
        this.walk(x, depth + 1);
      }
      return;
    }
    if (!isObj(v)) return;
    this.nodes++;
    const types = typesOf(v);
    if (types.some((t) => PROGRAM_TYPES.has(t))) {
      this.programs.push(v);
      return;
    }
    if (types.includes('itemlist')) this.itemList(v, depth);
    for (const key of ['@graph', 'mainEntity', 'hasPart', 'about']) {
      if (key in v) this.walk(v[key], depth + 1);
    }
  }

  private itemList(list_: Json, depth: number): void {
    for (const element of list(list_.itemListElement)) {
      if (this.nodes >= MAX_NODES) return;
      if (typeof element === 'string') {
        this.hasItemList = true;
        this.links.add(element, false);
        continue;
      }
      if (!isObj(element)) continue;
      this.nodes++;
      this.hasItemList = true;
      const item = element.item;
      if (isProgram(element)) {
        this.programs.push(element);
      } else if (isObj(item) && isProgram(item)) {
        this.nodes++;
        this.programs.push(item);
      } else if (isObj(item) && typesOf(item).includes('itemlist')) {
        this.itemList(item, depth + 1);
      } else {
        const raw = typeof item === 'string' ? item : isObj(item) ? str(item.url ?? item['@id']) : null;
        const url = raw ?? str(element.url) ?? str(element['@id']);
        if (url) this.links.add(url, false);
      }
    }
  }
}

// ---- Microdata ------------------------------------------------------------------------------

function itemValue($: CheerioAPI, el: Element): string {
  const node = $(el);
  const tag = el.tagName.toLowerCase();
  if (tag === 'meta') return node.attr('content') ?? '';
  if (tag === 'a' || tag === 'link' || tag === 'area') return node.attr('href') ?? '';
  if (['img', 'audio', 'video', 'source', 'iframe', 'embed', 'track'].includes(tag)) return node.attr('src') ?? '';
  if (tag === 'object') return node.attr('data') ?? '';
  if (tag === 'time') return node.attr('datetime') ?? node.text();
  if (tag === 'data' || tag === 'meter') return node.attr('value') ?? node.text();
  const content = node.attr('content');
  return content ?? clean(node.html() ?? '', 20_000);
}

/** A microdata item as the JSON-LD object it stands for: `{'@type': …, name: …, provider: {…}}`. */
function microdataObject($: CheerioAPI, scope: Element, depth: number): Json {
  const obj: Json = { '@type': ($(scope).attr('itemtype') ?? '').split(/\s+/).filter(Boolean) };
  const id = $(scope).attr('itemid');
  if (id) obj['@id'] = id;
  const props = new Map<string, unknown[]>();
  $(scope)
    .find('[itemprop]')
    .each((_, el) => {
      if ($(el).parent().closest('[itemscope], [itemtype]')[0] !== scope) return;
      const nested = el.attribs.itemscope !== undefined || el.attribs.itemtype !== undefined;
      const value = nested ? (depth < 4 ? microdataObject($, el, depth + 1) : null) : itemValue($, el);
      if (value === null || value === '') return;
      for (const name of (el.attribs.itemprop ?? '').split(/\s+/).filter(Boolean)) {
        const key = name.includes('/') ? (name.split('/').pop() ?? name) : name;
        props.set(key, [...(props.get(key) ?? []), value]);
      }
    });
  for (const [key, values] of props) obj[key] = values.length === 1 ? values[0] : values;
  return obj;
}

// ---- Plain-HTML heuristics ------------------------------------------------------------------

const DURATION = /\b(\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?\s*(weeks?|hours?|hrs?|months?|days?)\b/gi;
const LABELLED_DURATION = /\b(?:duration|length|time to complete|time commitment|course length|takes)\s*:?\s*(?:about\s+|approx(?:imately|\.)?\s+)?(\d+(?:\.\d+)?(?:\s*(?:-|–|to)\s*\d+(?:\.\d+)?)?\s*(?:weeks?|hours?|hrs?|months?|days?))\b/i;
const NOT_A_DURATION = /refund|money[\s-]back|guarantee|support|\bago\b|\bwithin\b|access for|per day|a day\b/i;

function formatDuration(a: string, b: string | undefined, unit: string): string {
  let u = unit.toLowerCase();
  if (u.startsWith('hr')) u = 'hour';
  u = u.replace(/s$/, '');
  const plural = b !== undefined || Number(a) !== 1;
  return `${a}${b !== undefined ? `-${b}` : ''} ${u}${plural ? 's' : ''}`;
}

function durationFromText(text: string, hints: string[]): string | null {
  const labelled = LABELLED_DURATION.exec(text);
  const fromLabel = labelled ? firstDuration(labelled[1], false) : null;
  if (fromLabel) return fromLabel;
  for (const hint of hints) {
    const found = firstDuration(hint, false);
    if (found) return found;
  }
  return firstDuration(text, true);
}

function firstDuration(text: string, careful: boolean): string | null {
  for (const m of text.matchAll(DURATION)) {
    const at = m.index ?? 0;
    if (careful && NOT_A_DURATION.test(text.slice(Math.max(0, at - 30), at + m[0].length + 30))) continue;
    return formatDuration(m[1], m[2], m[3]);
  }
  return null;
}

function levelFromText(text: string, hints: string[]): Level {
  const labelled = /\b(?:level|difficulty)\s*:?\s*(beginner|intermediate|advanced|introductory)\b/i.exec(text);
  if (labelled) return levelIn(labelled[1]);
  const suffixed = /\b(beginner|intermediate|advanced)(?:[\s-]+(?:level|friendly))\b/i.exec(text);
  if (suffixed) return levelIn(suffixed[1]);
  for (const hint of hints) {
    const level = levelIn(hint, STRICT_LEVEL);
    if (level) return level;
  }
  const kinds = STRICT_LEVEL.filter(([, re]) => re.test(text));
  return kinds.length === 1 ? kinds[0][0] : null;
}

const FREE_PHRASE =
  /\b(?:enrol+(?:ment)?|join|sign up|register|start|audit|learn|access|take (?:this|the) course)\b[^.!?\n]{0,20}\bfor free\b|\bfree\s+(?:online\s+)?(?:course|class|program|programme|training|bootcamp|certificate|enrol+ment|access|to (?:enrol+|join|take|audit|access))\b|\bfree of charge\b|\b(?:price|cost|tuition|fee)s?\s*:?\s*free\b|\b100%\s*free\b|\bno cost\b/i;
const PRICE_AMOUNT = /([$€£¥₹])\s?(\d[\d,]*(?:\.\d{1,2})?)|(\d[\d,]*(?:\.\d{1,2})?)\s?(USD|EUR|GBP|CAD|AUD|INR|[$€£])/;

/** Free, a price, or nothing known, from price elements first and then the page's wording. */
function pricingFromText(priceTexts: string[], text: string): Pricing {
  for (const t of priceTexts) {
    if (/\bfree\b(?!\s*trial)/i.test(t)) return { isFree: true, price: 0, currency: null };
    const m = PRICE_AMOUNT.exec(t);
    if (m) {
      const price = parsePrice(m[2] ?? m[3]);
      if (price !== null) {
        const code = m[1] ?? m[4];
        return { isFree: price === 0, price, currency: SYMBOLS[code] ?? code };
      }
    }
  }
  if (FREE_PHRASE.test(text.replace(/\bfree trial\b/gi, ''))) return { isFree: true, price: null, currency: null };
  return { isFree: null, price: null, currency: null };
}

const PRICE_SELECTOR = '[class*="price" i], [id*="price" i], [itemprop="price"], [class*="cost" i], [class*="tuition" i]';
const DURATION_SELECTOR = '[class*="duration" i], [id*="duration" i], [itemprop="timeRequired"]';
const LEVEL_SELECTOR = '[class*="level" i], [class*="difficulty" i], [itemprop="educationalLevel"]';

/**
 * The visible text under `root`, its text nodes joined by spaces ("Beginner</li><li>6 weeks" stays
 * two words), whitespace collapsed, at most MAX_TEXT chars. Iterative: deep pages cannot overflow the stack.
 */
function textOf(root: AnyNode | undefined): string {
  if (!root) return '';
  const parts: string[] = [];
  let length = 0;
  const stack: AnyNode[] = [root];
  while (stack.length && length < MAX_TEXT) {
    const node = stack.pop() as AnyNode;
    if (node.type === 'text') {
      parts.push(node.data);
      length += node.data.length + 1;
    } else if ('children' in node && !(node.type === 'script' || node.type === 'style')) {
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    }
  }
  return truncate(parts.join(' ').replace(/\s+/g, ' ').trim(), MAX_TEXT);
}

/** Texts of `selector` matches inside `scope` (or the whole page), ≤ 20 of them, short ones only. */
function hintTexts($: CheerioAPI, selector: string, scope?: Element): string[] {
  const found = scope ? $(scope).find(selector) : $(selector);
  return found
    .slice(0, 20)
    .toArray()
    .map((el) => clean($(el).attr('content') ?? textOf(el), 300))
    .filter(Boolean);
}

/** Text heuristics filling what a structured program left unsaid (microdata), within its element. */
function fillFromText(program: ExtractedProgram, page: Page, scope: Element): void {
  const { $ } = page;
  const text = textOf(scope);
  program.durationText ??= durationFromText(text, hintTexts($, DURATION_SELECTOR, scope));
  program.difficultyLevel ??= levelFromText(text, hintTexts($, LEVEL_SELECTOR, scope));
  if (program.isFree === null && program.price === null) Object.assign(program, pricingFromText(hintTexts($, PRICE_SELECTOR, scope), text));
}

function htmlProgram(page: Page, links: Links, listingHint: boolean): ExtractedProgram | null {
  const { $, meta } = page;
  const h1 = clean(textOf($('h1')[0]), MAX_TITLE);
  const ogTitle = clean(meta.get('og:title'), MAX_TITLE);
  const docTitle = clean($('title').first().text(), MAX_TITLE);
  const title = h1 || ogTitle;
  if (!title) return null;

  const main = $('main, article, [role="main"]').first();
  let description = clean(meta.get('description')) || clean(meta.get('og:description'));
  if (!description) {
    main.find('p').each((_, p) => {
      const text = clean(textOf(p), MAX_DESCRIPTION);
      if (text.length >= 60) {
        description = text;
        return false;
      }
      return undefined;
    });
  }
  if (!description) return null;

  const ogCourse = /course/i.test(meta.get('og:type') ?? '');
  const named = [h1, ogTitle, docTitle].some((t) => SINGLE_WORD.test(t));
  const enrolls = $('a, button, input[type="submit"]')
    .toArray()
    .filter((el) => ENROLL.test(el.tagName === 'input' ? ($(el).attr('value') ?? '') : textOf(el))).length;
  const listing = listingHint || LISTING_TITLE.test(title) || (links.programLinks >= 6 && enrolls !== 1);
  if (!ogCourse && !(named && !listing)) return null;

  const scopeText = textOf((main.length ? main : $('body'))[0] ?? $.root()[0]);
  const text = `${title}. ${description}. ${scopeText}`;
  const canonical = httpUrl($('link[rel~="canonical" i]').attr('href') ?? '', page.base);
  const pricing = pricingFromText(hintTexts($, PRICE_SELECTOR), text);
  const skillHints = $('[class*="skill" i] li, [id*="skill" i] li')
    .slice(0, 40)
    .toArray()
    .map((el) => textOf(el));
  return {
    url: (canonical && canonical.host === page.url.host ? canonical : page.url).href,
    title,
    description,
    provider: page.siteName,
    ...pricing,
    difficultyLevel: levelFromText(text, hintTexts($, LEVEL_SELECTOR)),
    durationText: durationFromText(text, hintTexts($, DURATION_SELECTOR)),
    skills: skillsOf(meta.get('keywords'), skillHints),
    source: 'html',
  };
}

// ---- Entry point ----------------------------------------------------------------------------

export function extractPrograms(html: string, pageUrl: string): PageExtraction {
  try {
    return extract(html, pageUrl);
  } catch {
    return { programs: [], links: [] };
  }
}

function extract(html: string, pageUrl: string): PageExtraction {
  const url = typeof pageUrl === 'string' ? httpUrl(pageUrl) : null;
  if (!url || typeof html !== 'string' || !html.trim()) return { programs: [], links: [] };
  const $ = load(html.length > MAX_HTML ? html.slice(0, MAX_HTML) : html);

  const meta = new Map<string, string>();
  $('meta').each((_, el) => {
    const key = (el.attribs.property ?? el.attribs.name ?? '').trim().toLowerCase();
    const content = el.attribs.content;
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
  });
  const page: Page = {
    $,
    url,
    base: httpUrl($('base[href]').first().attr('href') ?? '', url) ?? url,
    self: url.href,
    meta,
    siteName: clean(meta.get('og:site_name'), 200) || null,
  };
  const links = new Links(page);
  const jsonLd = new JsonLd(links);

  // JSON-LD scripts and anchors, in document order (links come out in page order).
  $('script, a[href]').each((_, el) => {
    try {
      if (el.tagName.toLowerCase() === 'a') return void links.add(el.attribs.href ?? '', true);
      if (!(el.attribs.type ?? '').trim().toLowerCase().startsWith('application/ld+json')) return;
      jsonLd.read(el.children.map((c: AnyNode) => (c.type === 'text' ? c.data : '')).join(''));
    } catch {
      // one bad script or link never costs the rest of the page
    }
  });
  $('script, style, noscript, template').remove();

  const programs: ExtractedProgram[] = [];
  const seen = new Set<string>();
  const push = (p: ExtractedProgram | null): ExtractedProgram | null => {
    if (!p) return null;
    const key = `${p.url}\n${p.title.toLowerCase()}`;
    if (seen.has(key)) return null;
    seen.add(key);
    programs.push(p);
    return p;
  };

  for (const node of jsonLd.programs) {
    try {
      push(programFromNode(node, page, 'json-ld'));
    } catch {
      // skip the node
    }
  }

  if (!programs.length) {
    try {
      const isProgramScope = (el: Element) => (el.attribs.itemtype ?? '').split(/\s+/).some((t) => PROGRAM_TYPES.has(lastSegment(t)));
      // Programs nested in a program (its parts) are not programs of this page.
      const scopes = $('[itemtype*="schema.org/" i]')
        .toArray()
        .filter((el) => isProgramScope(el) && !$(el).parents('[itemtype]').toArray().some(isProgramScope))
        .slice(0, MAX_NODES);
      for (const scope of scopes) {
        const node = microdataObject($, scope, 0);
        const program = programFromNode(node, page, 'microdata');
        if (program && !program.description && scopes.length === 1) {
          program.description = clean(meta.get('description')) || clean(meta.get('og:description'));
        }
        const added = push(program);
        if (added) fillFromText(added, page, scope);
      }
    } catch {
      // no microdata then
    }
  }

  if (!programs.length) {
    try {
      push(htmlProgram(page, links, jsonLd.hasItemList));
    } catch {
      // no program then
    }
  }

  return { programs, links: links.urls };
}
