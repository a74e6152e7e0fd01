import porter2 from 'wink-eng-lite-web-model/dist/porter-stemmer.js';

/**
 * How skill names and resume text are compared: words reduced to their stems (Porter2), so
 * `reconciled accounts`, `account reconciliations` and `reconcile account` meet. Shared by the
 * vocabulary build (`npm run build:skills`) and the matcher, so both sides are reduced the same way.
 */

/** Little words that do not change a skill: `design of experiments` = `designed experiments`. */
const STOPWORDS = new Set(['a', 'an', 'and', 'the', 'of', 'for', 'in', 'on', 'to', 'with', 'by', '&', 'at', 'as', 'via', 'using', 'use']);

/**
 * Word tokens of a text with their offsets. A token keeps the marks that belong to names (`C++`,
 * `C#`, `Node.js`, `ASP.NET`, `GD&T`, `ISO 13485` is two tokens); a slash joins short parts
 * (`CI/CD`, `TCP/IP`, `A/B`) and separates longer ones (`Figma/Sketch`).
 */
export interface Token {
  text: string;
  start: number;
  end: number;
}

const TOKEN = /[A-Za-z0-9](?:[A-Za-z0-9'’]|[.&+#-](?=[A-Za-z0-9+#])|[+#]+)*[+#]*/g;

export function tokenize(text: string): Token[] {
  const raw: Token[] = [];
  for (const m of text.matchAll(TOKEN)) raw.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  // Join `CI` `/` `CD` when both sides are short (acronym pairs), never `Figma/Sketch`.
  const out: Token[] = [];
  for (const t of raw) {
    const prev = out[out.length - 1];
    if (prev && text.slice(prev.end, t.start) === '/' && prev.text.length <= 3 && t.text.length <= 3 && !prev.text.includes('/')) {
      out[out.length - 1] = { text: `${prev.text}/${t.text}`, start: prev.start, end: t.end };
    } else out.push(t);
  }
  return out;
}

const stemCache = new Map<string, string>();

/**
 * British spellings in their American form, so `haematology` meets `hematology`, `colour grading`
 * `color grading`, `utilisation review` `utilization review` and `modelling` `modeling`. ESCO writes
 * British English, O*NET and most of our members American. Only patterns with no false friends:
 * word roots listed by name, and `-ise` forms unless the word is an `-ise` word in American English too
 * (`advise`, `enterprise`, `exercise`, `franchise`, `merchandise`, `supervise`…).
 */
const BRITISH: [RegExp, string][] = [
  [/(^h|^immunoh|^an|^p|orthop|gyn|leuk|^arch|^pal|encyclop)ae(?=m|s|d|c|o)/, '$1e'],
  [/^oe(?=(?:dem|soph|strog|stradi))/, 'e'],
  [/(diarrh|gonorrh|homo|man)oe/, '$1e'],
  [/(col|behavi|lab|flav|harb|hum|hon|fav|endeav|neighb|tum|vap|arm|sav|rum|od|vig|val|parl|savi)our/, '$1or'],
  [/(cent|theat|lit|met|fib|calib|lust|sab|manoeuv|maneuv)re(s|d)?$/, '$1er$2'],
  [/(catal|dial|anal|prol|epil|monol)ogue(s|d)?$/, '$1og$2'],
  [/(model|label|counsel|signal|level|fuel|travel|cancel|channel|tunnel|enamel|bevel|marshal|dial|total|equal|pedal|shovel|funnel|panel|jewel|barrel)l(ed|ing|er|ers|or|ors)$/, '$1$2'],
  [/(defen|licen|offen|preten)ce(s|d)?$/, '$1se$2'],
  [/^programme(s|d)?$/, 'program$1'],
  [/^(m|sm)ould/, '$1old'],
  [/^cheque/, 'check'],
  [/^aluminium/, 'aluminum'],
  [/^sulph/, 'sulf'],
  [/^enrolment/, 'enrollment'],
];
const ISE = /^([a-z]{3,})is(e|es|ed|ing|er|ers|ation|ations)$/;
/** `-ise` words that stay `-ise` in American English. */
const ISE_WORDS =
  /(?:vise|cise|guise|prise|wise|raise|uise|chise|^(?:arise|sunrise|uprise|comprise|compromise|demise|despise|premise|promise|surmise|advertise|expertise|chastise|mortise|treatise|merchandise|paradise|noise|poise|anise|porpoise|tortoise|valise|practise|otherwise|elise|denise|reprise))$/;

export function americanSpelling(word: string): string {
  let w = word;
  for (const [pattern, replacement] of BRITISH) w = w.replace(pattern, replacement);
  const ise = ISE.exec(w);
  if (ise && !ISE_WORDS.test(`${ise[1]}ise`)) w = `${ise[1]}iz${ise[2]}`;
  return w;
}

/** The comparison form of one word: lowercase stem for plain words, the lowercase word for names with marks or digits. */
/**
 * Words Porter2 gives another word's stem, that résumés use often in another sense: `experience` is
 * `exper` as `experiment` is (`product design experience` read as Design of Experiments),
 * `organization` is `organ`, `policy` is `police`, `animation` is `animal`, `securities` is `security`.
 */
const STEM_APART: Record<string, string> = {
  experience: 'experienc',
  experiences: 'experienc',
  university: 'universit',
  universities: 'universit',
  organization: 'organiz',
  organizations: 'organiz',
  organisation: 'organiz',
  organisations: 'organiz',
  policy: 'polici',
  policies: 'polici',
  animation: 'animat',
  animations: 'animat',
  securities: 'securiti',
};

export function stem(word: string): string {
  const lower = word.toLowerCase().replace(/’/g, "'");
  let s = stemCache.get(lower);
  if (s !== undefined) return s;
  if (/^[a-z]+$/.test(lower) && lower.length > 3) {
    s = porter2(americanSpelling(lower));
    // Porter2 leaves `reconcili` (reconciliation) beside `reconcil` (reconciled), `analysi` beside `analys`.
    if (s.length > 4 && s.endsWith('i')) s = s.slice(0, -1);
    s = STEM_APART[lower] ?? s;
  } else s = lower.replace(/'s$/, '');
  if (stemCache.size < 50_000) stemCache.set(lower, s);
  return s;
}

export const isStopword = (word: string) => STOPWORDS.has(word.toLowerCase());

/** The key of a phrase: stems of its content words in order. `Design of Experiments` → `design experi`. */
export function phraseKey(phrase: string): string {
  return tokenize(phrase)
    .filter((t) => !isStopword(t.text))
    .map((t) => stem(t.text))
    .join(' ');
}

/** The same words in any order: `account reconcil` = `reconcil account`. */
export const bagKey = (key: string) => key.split(' ').sort().join(' ');
