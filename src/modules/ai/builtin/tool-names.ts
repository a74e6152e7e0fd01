import { skillMatcher } from './skills';
import { isEnglishWord, itemIs, linesAt, type ListItem, listsAt, type NamedSpan } from './text';

/**
 * Names of tools, systems and methods the vocabulary does not know, read where a sentence says it
 * works with one: `caries risk assessment using CAMBRA`, `GPS data collection with a Trimble R10`,
 * `Airflow DAGs on MWAA`, `fire alarm devices on Notifier systems`. O*NET lists a trade's best-known
 * products; people name the one their shop ran, and most of those are missing.
 *
 * A name follows `using`, `with`, `via`, `through`, `in`, `into`, `on`, `per`, `against` or
 * `following` (and `the`, `a`), is written in capitals and runs to the clause's end or the first
 * lowercase word. Capitalised words after such
 * a preposition are as often a place, a person or an employer (`in Pune`, `with Priya Raman`,
 * `with Deloitte`), so a name only counts when its shape says product:
 * - one word: capitals only, four letters or more and no English word (`FAISS`, `CBORD`; not `FAST`,
 *   nor an acronym of two or three letters; `the NICU` is a ward, so never after `the`);
 * - one word in title case: only when a kind of system follows it (`Dexis sensors`, `Notifier systems`)
 *   or it follows `in` after what is kept in a system (`findings in Dentrix`; a place there, other
 *   than a state, is misread);
 * - two to four words: one of them capitals (no English word: `WEB DEVELOPMENT` is shouted), digits
 *   or a capital inside (`Opera PMS`, `RSLogix 5000`, `NVIDIA Triton Inference Server`).
 * Never a language, a month or a year, an organisation (`… Hospital`, `… Group`), a title (`Dr`),
 * or what the vocabulary already decides (a soft skill, a field or a known name).
 */

/** A preposition of use, then the name: words in capitals, digits or a capital inside, one space apart (a wider gap is a column's). */
const AFTER_PREPOSITION = /\b(using|with|via|through|in|into|on|per|against|following)[ \t]+(?:(the|an?)[ \t]+)?((?:[A-Z][\w+#/&.-]*|[a-z]+[A-Z][\w]*)(?: [A-Z0-9][\w+#/&.-]*)*)/g;
/** What says the title-case word before it names a system: `Dexis sensors`, `Notifier systems`, `Toast POS`. */
const SYSTEM_NOUN = /^[ \t]+(?:systems?|software|sensors?|scanners?|platforms?|app|apps|suite|EHR|EMR|POS|PMS|CRM|ERP|LIS|analy[sz]ers?|portal|dashboards?)\b/;
/**
 * What is kept or done in a system, before `in` or `into`: `record findings in Dentrix`, `charted in
 * Eaglesoft`, `plan travel in Navan`. (Before `in`, a place follows as often: `stores in Pune`.)
 */
const KEPT_IN =
  /\b(?:charted|documented|entered|recorded|logged|tracked|built|created|maintained|scheduled|coded|reconciled|posted|drafted|modell?ed|configured|automated|published|stored|updated|findings|notes|records|charts|reports|dashboards|tickets|entries|documentation|schedules|models|drawings|queries|scripts|workflows|forms|timecards|timesheets|minutes|estimates)$/i;
/** Verbs of working together, whose `with` names a party: a school, a client, a team. */
const WITH_A_PARTY =
  /\b(?:(?:collaborat|cooperat|coordinat|negotiat|communicat|interfac|affiliat)(?:e|es|ed|ing)|liais(?:e|es|ed|ing)|consult(?:s|ed|ing)?|partner(?:s|ed|ing)?|teamed|volunteer(?:s|ed|ing)?)(?:[ \t]+(?:closely|directly|together|regularly))?$|\b(?:work(?:ed|ing|s)?|met|meet(?:s|ing)?)[ \t]+(?:closely|directly|together|regularly)$/i;
/** The states, whose names follow `in` as systems' do (`claims in Iowa`) and which no lexicon of English words holds. */
export const US_STATES =
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|Ohio|Oklahoma|Oregon|Pennsylvania|Tennessee|Texas|Utah|Vermont|Virginia|Washington|Wisconsin|Wyoming';
const US_STATE = new RegExp(`^(?:${US_STATES})$`);
/** An organisation, an event, or an honour or a part a person holds (`HashiCorp Ambassador`): no product. */
const ORGANISATION =
  /\b(?:Inc|LLC|LLP|Ltd|Pvt|Private|Limited|Corp|Co|Group|Hospital|Medical|Center|Centre|University|College|School|Academy|Department|Dept|County|City|State|Clinic|Court|Bank|Company|Associates|Partners|District|Agency|Office|Institute|Foundation|Church|Council|Board|Authority|Services|Health|Dentistry|Ministry|Government|Army|Navy|Ambassador|Champion|Fellow|Fellowship|Scholar|Scholarship|Award|Winner|Member|Volunteer|Hackathon|Competition|Contest|Olympiad|Conference|Summit|Meetup|Expo|GameDay|Championship)\b/i;
const NOT_A_NAME_WORD =
  /^(?:Dr|Mr|Mrs|Ms|Prof|St|B2B|B2C|SaaS|SMB|DTC|D2C|Q[1-4]|H[12]|FY\d*|(?:19|20)\d\ds?|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?|January|February|March|April|June|July|August|September|October|November|December)$/;

const capitals = (w: string) => /^[A-Z][A-Z0-9&/-]+$/.test(w);
/** A word written as a product's name is: capitals that are no English word shouted (`PMS`, not `WEB`), digits, a capital inside. */
const shaped = (w: string) => (capitals(w) && !isEnglishWord(w)) || /\d/.test(w) || /[a-z][A-Z]/.test(w);

/** Tools named after a preposition of use in `text` (see the file's comment), with their offsets. */
export function namedTools(text: string): NamedSpan[] {
  const out: NamedSpan[] = [];
  const organisations = glossedOrganisations(text);
  for (const { line, offset } of linesAt(text)) {
    for (const m of line.matchAll(AFTER_PREPOSITION)) {
      // The name ends where the clause does: `… in Dentrix; update …`, `… using CAMBRA.`
      const words: string[] = [];
      for (const raw of m[3].split(' ')) {
        const word = raw.replace(/[.,;:)!?]+$/, '');
        // An English word shouted after the name starts a heading or the next column: `Empower 3 QUALITY`.
        if (words.length && capitals(word) && word.length >= 4 && isEnglishWord(word)) break;
        if (word) words.push(word);
        if (word !== raw) break;
      }
      const name = words.join(' ');
      const start = m.index + m[0].length - m[3].length;
      const end = start + name.length;
      const after = line.slice(end);
      // More than four words is a title or an employer; a name going on after `and` is cut (`FMCSA Drug and Alcohol Clearinghouse`).
      if (!words.length || words.length > 4 || /^[ \t]+(?:and|&)[ \t]+[A-Z]/.test(after)) continue;
      if (notAName(words) || words.some((w) => US_STATE.test(w) || organisations.has(w))) continue;
      // `with` after working together takes a party, not a tool: `collaborated with POSTECH`, `partnered with NVIDIA`.
      if (m[1] === 'with' && WITH_A_PARTY.test(line.slice(0, m.index).trimEnd())) continue;
      const single = words.length === 1 ? words[0] : null;
      const product = single
        ? (capitals(single) && single.replace(/[^A-Z]/g, '').length >= 4 && !isEnglishWord(single) && !m[2]) ||
          (/^[A-Z][a-z]+$/.test(single) && !isEnglishWord(single) && (SYSTEM_NOUN.test(after) || (/^in/.test(m[1]) && KEPT_IN.test(line.slice(0, m.index).trimEnd()))))
        : words.some(shaped);
      if (!product) continue;
      out.push({ name, start: offset + start, end: offset + end });
    }
  }
  return out;
}

/**
 * Names the text glosses as an organisation: `POSTECH (Pohang University of Science and Technology)`,
 * `KVH (Kessler Valley Hospital)`. Such a name is no product wherever else it stands (`research in POSTECH`).
 */
/** A gloss that names a system, however it mentions a district or a health service: `DHIS2 (District Health Information Software 2)`. */
const NOT_AN_ORGANISATION = /\b(?:System|Systems|Software|Records?|Information|Platform|Application|Database|Standard|Protocol|Tool|Suite)\b/i;

function glossedOrganisations(text: string): Set<string> {
  const out = new Set<string>();
  // One token, then its gloss; the token must hold a second capital (checked in code: a pattern for it backtracks).
  for (const m of text.matchAll(/(?<![\w&-])([A-Z][\w&-]*)[ \t]*\(([^()\n]{3,100})\)/g)) {
    if (/[A-Z]/.test(m[1].slice(1)) && ORGANISATION.test(m[2]) && !NOT_AN_ORGANISATION.test(m[2])) out.add(m[1]);
  }
  return out;
}

/** A name's words after a list mark: capitalised, digits or a capital inside, one space apart, up to three. */
const NEXT_NAME = /^(?:,[ \t]*|[ \t]+(?:or|and|&|\/)[ \t]+|[ \t]*\/[ \t]*)((?:[A-Z][\w+#.&-]*|[a-z]+[A-Z]\w*)(?: [A-Z0-9][\w+#.&-]*){0,2})/;
const PREVIOUS_NAME = /(?:^|[\s(:,])((?:[A-Z][\w+#.&-]*|[a-z]+[A-Z]\w*)(?: [A-Z0-9][\w+#.&-]*){0,2})(?:,[ \t]*|[ \t]+(?:or|and|&)[ \t]+|[ \t]*\/[ \t]*)$/;

/**
 * Names listed beside a tool the text names, that the vocabulary does not know: `MapKit or Mapbox`,
 * `APNs or Firebase Cloud Messaging`, `Sentry, Crashlytics`. A list holds things of one kind, so the
 * name beside a tool is a tool, when it is written as a name is (see `namedTools` for what is not one).
 */
export function coordinatedNames(text: string, tools: { start: number; end: number }[]): NamedSpan[] {
  const out: NamedSpan[] = [];
  for (const tool of tools) {
    const after = NEXT_NAME.exec(text.slice(tool.end, tool.end + 80));
    if (after) {
      // The name ends where the clause does: `GA4. Comfortable …` is GA4.
      const name = after[1].split(/(?<=[.,;:)!?]) /)[0].replace(/[.,;:)!?]+$/, '');
      const start = tool.end + after[0].length - after[1].length;
      out.push({ name, start, end: start + name.length });
    }
    // The window opens at a word's start, never inside one.
    let from = Math.max(0, tool.start - 80);
    if (from > 0 && /\S/.test(text[from - 1])) {
      const space = text.slice(from, tool.start).search(/\s/);
      from = space < 0 ? tool.start + 1 : from + space + 1;
    }
    const before = from <= tool.start ? PREVIOUS_NAME.exec(text.slice(from, tool.start)) : null;
    if (before) {
      let start = tool.start - before[0].length + before[0].indexOf(before[1]);
      let name = before[1];
      // A sentence's first word is capitalised as a name is: `Administer FMLA and ADA …` names FMLA.
      const lead = /^(\S+) /.exec(name);
      const lineBefore = text.slice(text.lastIndexOf('\n', start - 1) + 1, start);
      if (lead && isEnglishWord(lead[1]) && (/^\s*(?:[-•*●▪◦‣]\s*)?$/.test(lineBefore) || /[.!?]\s+$/.test(lineBefore))) {
        start += lead[0].length;
        name = name.slice(lead[0].length);
      }
      out.push({ name, start, end: start + name.length });
    }
  }
  return out.filter((n) => looksLikeName(n.name.split(' ')));
}

/** A list's item that is a name written in title case: up to three words, each capitalised or a number. */
const TITLE_ITEM = /^(?:(?:the|an?)\s+)?((?:[A-Z][\w+#.&'-]*|[a-z]+[A-Z]\w*)(?: (?:[A-Z][\w+#.&'-]*|\d[\w.]*)){0,2})$/;

/**
 * Names in a list of tools, written in title case though they are English words: `Elastic Stack
 * (Filebeat, Heartbeat, Logstash, Kibana)`, `Exchange Online, Teams, SharePoint`. A word
 * capitalised inside a sentence is a name, and a list holds things of one kind: where two of a list's
 * items are tools the text names, a title-case item beside them is one too (lists: `listsAt`). Not
 * a sentence's first word, nor a language, a place or what `notAName` refuses.
 */
export function listedNames(text: string, tools: { start: number; end: number }[]): NamedSpan[] {
  const out: NamedSpan[] = [];
  const toolEnds = new Set(tools.map((t) => t.end));
  for (const { items, start: from, parenthesised } of listsAt(text)) {
    const isTool = (item: ListItem) => itemIs(item, tools);
    // The tool a parenthesised list belongs to counts among its tools: `Kotlin (MVVM, Room, Hilt)`.
    let before = from - 1;
    while (before > 0 && /[ \t]/.test(text[before - 1])) before--;
    const head = parenthesised && toolEnds.has(before);
    if (items.length < (head ? 2 : 3)) continue;
    // Two tools in the list (the one it belongs to among them) say what the list holds.
    // (Counting names shaped as products as tools too read +5 on the development sets, +3 false on the final set.)
    if (items.filter(isTool).length + (head ? 1 : 0) < 2) continue;
    items.forEach((item, i) => {
      const m = TITLE_ITEM.exec(item.text);
      if (!m || isTool(item)) return;
      // A clause's first item carries the sentence's opening words: only a bare name there, after a mark.
      if (i === 0 && !/[(:;]\s*$/.test(text.slice(Math.max(0, item.start - 3), item.start))) return;
      const words = m[1].split(' ');
      if (notAName(words) || words.some((w) => US_STATE.test(w)) || /^[A-Z]{1,2}$/.test(m[1])) return;
      const start = item.start + item.text.length - m[1].length;
      out.push({ name: m[1], start, end: start + m[1].length });
    });
  }
  return out;
}

/**
 * Words that are no product's name whatever their shape: a title, a date, a business term, half a
 * compound (`Spanish-speaking`), an organisation or an honour, or what the vocabulary decides itself
 * (a language, a soft skill, a field or a name it reads).
 */
function notAName(words: string[]): boolean {
  const name = words.join(' ');
  return (
    words.some((w) => NOT_A_NAME_WORD.test(w) || /-\p{Ll}/u.test(w)) ||
    ORGANISATION.test(name) ||
    Boolean(skillMatcher().lookup(name)) ||
    words.some((w) => skillMatcher().lookup(w)?.kind === 'language')
  );
}

/** What `namedTools` asks of a name beside a preposition, less the system noun: its words say product. */
function looksLikeName(words: string[]): boolean {
  if (!words.length || notAName(words)) return false;
  if (words.length > 1) return words.some(shaped) || words.every((w) => !isEnglishWord(w));
  // Two capitals alone are too ambiguous (`QC`, `UI`).
  return (shaped(words[0]) || !isEnglishWord(words[0])) && !/^[A-Z]{1,2}$/.test(words[0]);
}

/** The last word of a named method, instrument or standard: `Page Object Model`, `Braden Scale`. */
const METHOD_HEAD = 'Model|Process|Tool|Method|Scale|Index|Framework|Protocols?|Assessment|Inventory|Test|Standards?|Manual|Technique|Approach|Curriculum|Criteria|System';
/** Two to six words in title case inside a sentence (after a lowercase word or a mark), the last a method's head. */
const METHOD_NAME = new RegExp(`(?<=[a-z,;:] )(?:(?:[A-Z][\\w'’-]*|&) ){1,5}(?:${METHOD_HEAD})\\b`, 'g');

/**
 * Methods, instruments and standards named as proper names are, inside a sentence: `the Page Object
 * Model`, `the Malnutrition Screening Tool`, `the Oswestry Disability Index`. Not at a sentence's
 * start (any word is capitalised there), not the tail of a longer capitalised name, not an
 * organisation's part (`… Hospital`, `… Board`), and not what the vocabulary knows.
 */
export function methodNames(text: string): NamedSpan[] {
  const out: NamedSpan[] = [];
  for (const { line, offset } of linesAt(text)) {
    for (const m of line.matchAll(METHOD_NAME)) {
      const name = m[0];
      if (/\p{Lu}[\w'’-]* $/u.test(line.slice(0, m.index)) || ORGANISATION.test(name) || /\b(?:Committee|Team|Unit|Division)\b/.test(name)) continue;
      if (name.split(' ').some((w) => US_STATE.test(w) || NOT_A_NAME_WORD.test(w)) || skillMatcher().lookup(name)) continue;
      out.push({ name, start: offset + m.index, end: offset + m.index + name.length });
    }
  }
  return out;
}
