const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const MONTH_NAME =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
/**
 * One date as resumes write it: Jan 2020, January 2020, 01/2020, 2020-01, 2020, Summer 2019, and a day's
 * full date (01.06.2019, 06/01/2019, 2019-06-01) read to its month (years 1950–2099, so `4000 requests` is no date).
 */
const YEAR = '(?:19[5-9]\\d|20\\d\\d)';
const FULL_DATE = `(?:\\d{1,2}[./]\\d{1,2}[./]${YEAR}|${YEAR}-\\d{2}-\\d{2})`;
/** A month as a number: `03` in `2019/03` and `03.2019`. */
const MONTH_NUMBER = '(?:0?[1-9]|1[0-2])';
// (`June, 2019`, `Jun’19`, `Jun'2019`, `08/ 2019` as people type them too.)
export const DATE = `(?:${FULL_DATE}|${MONTH_NAME},?\\s+${YEAR}|${MONTH_NAME}\\s*['’](?:\\d{2}|${YEAR})(?!\\d)|\\d{1,2}\\s?/\\s?${YEAR}|${MONTH_NUMBER}\\.${YEAR}|(?:0[1-9]|1[0-2])-${YEAR}|${YEAR}-\\d{2}|${YEAR}[/.]${MONTH_NUMBER}(?![\\d/.])|(?:spring|summer|fall|autumn|winter)\\s+${YEAR}|Q[1-4]\\s+${YEAR}|${YEAR})`;
/** `Present`, `to date` and `Till Date` (as Indian résumés write it). */
const OPEN_END = '(?:present|current|now|today|ongoing|(?:to |till )?date|till now)';
/**
 * A range: `Jan 2020 – Present`, `2018-2021`, `03/2019 to 06/2021`, `2019/03 – 2021/03`. A month and a
 * year of two digits (`06/21 – 08/23`) count only as a range: alone they are as often a ratio or a score.
 */
const SHORT_MONTH_YEAR = `${MONTH_NUMBER}/\\d{2}(?![\\d/])`;
export const DATE_RANGE = new RegExp(
  // (`--` is LaTeX's en dash, as pdftotext or a .tex source gives it back.)
  `(?<![\\d/.])(${DATE}|${SHORT_MONTH_YEAR})\\s*(?:--?|–|—|to|until)\\s*(${DATE}|${SHORT_MONTH_YEAR}|${OPEN_END})`,
  'i',
);
/**
 * Two dates with only spaces between: a range whose dash the PDF did not give back. LaTeX résumés
 * (Awesome-CV) draw the dash with a glyph that has no text, so pdf.js reads `Sep. 2023 Mar. 2024`.
 * It counts when the second is a month date or an open end no earlier than the first (`2019 2021` alone is too loose).
 */
const SPACED_RANGE = new RegExp(`(?<![\\d/])(${DATE})\\s+(${MONTH_NAME}\\s+${YEAR}|\\d{1,2}/${YEAR}|${OPEN_END})(?![\\d/-])`, 'i');
const SINGLE_DATE = new RegExp(`(?<![\\d/])(${DATE})(?![\\d/-])`, 'i');
/** `Since 2022`, `since March 2021`: a role still held. */
const SINCE = new RegExp(`\\bsince\\s+(${DATE})(?![\\d/-])`, 'i');
/** `2016–17`: the end year written with its last two digits. */
// A hyphen only with spaces around it: `2010-11` is November 2010.
const SHORT_RANGE = new RegExp(`(?<![\\d/])(${YEAR})(?:\\s*[–—]\\s*|\\s+-\\s+)(\\d{2})(?![\\d/])`);

/** Months since year 0 (Jan 2020 → 2020*12), or null when the text holds no date. */
export function monthIndex(text: string): number | null {
  // `June, 2019`, `Jun’2019`, `08/ 2019` read as `June 2019` and `08/2019`.
  const t = text
    .trim()
    .toLowerCase()
    .replace(/^([a-z]+\.?),?\s*['’]?(\d{4})$/, '$1 $2')
    .replace(/^([a-z]+\.?)\s*(['’]\d{2})$/, '$1 $2')
    .replace(/^(\d{1,2})\s?\/\s?(\d{4})$/, '$1/$2');
  if (new RegExp(`^${OPEN_END}$`).test(t)) return null;
  // A day's date: `01.06.2019` is day first (as Europe and India write it), `06/01/2019` month first
  // unless its first number cannot be a month (`31/08/2019`).
  let m = /^(\d{1,2})([./])(\d{1,2})[./](\d{4})$/.exec(t);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[3])];
    const month = m[2] === '.' || a > 12 ? b : a;
    return month >= 1 && month <= 12 ? Number(m[4]) * 12 + month - 1 : Number(m[4]) * 12;
  }
  m = /^(\d{4})-(\d{2})-\d{2}$/.exec(t);
  if (m) return Number(m[1]) * 12 + Number(m[2]) - 1;
  m = /^(\d{1,2})[/.](\d{4})$/.exec(t);
  if (m) return Number(m[2]) * 12 + Number(m[1]) - 1;
  m = /^(\d{4})[/.](\d{1,2})$/.exec(t);
  if (m) return Number(m[1]) * 12 + Number(m[2]) - 1;
  m = /^(\d{2})-(\d{4})$/.exec(t);
  if (m) return Number(m[2]) * 12 + Number(m[1]) - 1;
  // Two digits of a year (`06/21`, `Mar '15`): this century up to 50 years on, the last one before.
  m = /^(\d{1,2})\/(\d{2})$/.exec(t);
  if (m) return fullYear(m[2]) * 12 + Number(m[1]) - 1;
  m = /^([a-z]+)\.?\s+['’](\d{2})$/.exec(t);
  if (m && MONTHS.includes(m[1].slice(0, 3))) return fullYear(m[2]) * 12 + MONTHS.indexOf(m[1].slice(0, 3));
  m = /^q([1-4])\s+(\d{4})$/.exec(t);
  if (m) return Number(m[2]) * 12 + (Number(m[1]) - 1) * 3;
  m = /^(\d{4})-(\d{2})$/.exec(t);
  if (m) return Number(m[1]) * 12 + Number(m[2]) - 1;
  m = /^([a-z]+)\.?\s+(\d{4})$/.exec(t);
  if (m) {
    const month = MONTHS.indexOf(m[1].slice(0, 3));
    const season = ['winter', 'spring', 'summer', 'fall', 'autumn'].indexOf(m[1]);
    if (month >= 0) return Number(m[2]) * 12 + month;
    if (season >= 0) return Number(m[2]) * 12 + [0, 3, 6, 9, 9][season];
  }
  m = /(\d{4})/.exec(t);
  return m ? Number(m[1]) * 12 : null;
}

/** Whether a date as written names its month (`Mar 2019`, `03/2019`, `2019.03`), not only its year; a season names none (`Fall 2014`). */
export const namesMonth = (text: string): boolean =>
  /^(?!(?:spring|summer|fall|autumn|winter)\b)[a-z]{3}|\d{1,2}\s?[./-]\s?\d{2,4}|\d{4}[-/.]\d{1,2}/i.test(text.trim());

const fullYear = (yy: string) => (Number(yy) < 50 ? 2000 : 1900) + Number(yy);

export interface DateSpan {
  start: string;
  end: string;
  current: boolean;
  /** The matched text, to remove it from the line. */
  raw: string;
}

/** The date range in a line, or a single date (as the end, e.g. a graduation year). */
export function findDates(line: string): DateSpan | null {
  const since = SINCE.exec(line);
  if (since) return { start: since[1].trim(), end: '', current: true, raw: since[0] };
  const short = SHORT_RANGE.exec(line);
  if (short && !DATE_RANGE.test(line)) {
    const end = Number(short[1].slice(0, 2) + short[2]);
    if (end >= Number(short[1])) return { start: short[1], end: String(end), current: false, raw: short[0] };
  }
  const range = DATE_RANGE.exec(line);
  if (range) {
    const current = new RegExp(`^${OPEN_END}$`, 'i').test(range[2].trim());
    return {
      start: range[1].trim(),
      end: current ? '' : range[2].trim(),
      current,
      raw: range[0],
    };
  }
  const spaced = SPACED_RANGE.exec(line);
  if (spaced) {
    const current = new RegExp(`^${OPEN_END}$`, 'i').test(spaced[2].trim());
    const [from, to] = [monthIndex(spaced[1]), monthIndex(spaced[2])];
    if (current || (from !== null && to !== null && to >= from)) return { start: spaced[1].trim(), end: current ? '' : spaced[2].trim(), current, raw: spaced[0] };
  }
  const single = SINGLE_DATE.exec(line);
  if (single && /\d{4}/.test(single[1])) return { start: '', end: single[1].trim(), current: false, raw: single[0] };
  return null;
}
