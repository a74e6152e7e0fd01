import { extname } from 'node:path';
import { BadRequestException, PayloadTooLargeException, ServiceUnavailableException, UnprocessableEntityException } from '@nestjs/common';
import { excerpt } from '../../core/util/excerpt';
import { findInputProblem } from '../../core/validation/hostile-input.pipe';
import { TEXT_MAX_CHARS } from './document-worker';
import { DocumentLimitError, docxText } from './docx-text';
import { PdfLimitError, pdfText } from './pdf-text';

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/** A JSON Resume is about five levels deep; anything past this is refused before conversion. */
export const JSON_MAX_DEPTH = 64;
/** The spec's three (part 2 §5) and Word's .docx, which most resumes people have are. */
export const RESUME_EXTENSIONS = ['.pdf', '.docx', '.json', '.txt'] as const;
export type ResumeFileKind = 'pdf' | 'docx' | 'json' | 'txt';

export interface UploadedResume {
  originalname: string;
  size: number;
  buffer: Buffer;
}

// The spec's sentence, then the truth about .docx.
const invalidType = () => new BadRequestException('Invalid file type. Only PDF, JSON, and TXT files are allowed. Word documents (.docx) are accepted too.');

/**
 * Checks an uploaded resume by size, extension and content (part 2 §5): a .pdf must be a PDF, a .docx
 * a zip (its parts are checked when it is read), a .json must parse, a .txt must be UTF-8 text.
 * Messages are the spec's.
 */
export function checkResumeFile(file: UploadedResume | undefined): ResumeFileKind {
  if (!file) throw new BadRequestException('Please select a file first.');
  if (file.size > RESUME_MAX_BYTES) throw new PayloadTooLargeException('File too large. Maximum size is 5MB.');
  const ext = extname(file.originalname).toLowerCase();
  if (!(RESUME_EXTENSIONS as readonly string[]).includes(ext)) throw invalidType();
  if (file.size === 0) throw new BadRequestException('The file is empty.');
  const kind = ext.slice(1) as ResumeFileKind;
  if (kind === 'pdf' && file.buffer.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new BadRequestException('The file is named .pdf but is not a PDF document.');
  }
  if (kind === 'docx' && file.buffer.subarray(0, 4).toString('latin1') !== 'PK\u0003\u0004') {
    throw new BadRequestException('The file is named .docx but is not a Word document.');
  }
  if (kind === 'json' || kind === 'txt') {
    const text = file.buffer.toString('utf8');
    if (text.includes('\u0000') || text.includes('\uFFFD')) throw new BadRequestException(`The file is named .${kind} but is not UTF-8 text.`);
    if (kind === 'json') {
      let parsed: unknown;
      try {
        parsed = parseJsonFile(file.buffer);
      } catch {
        throw new BadRequestException('The file is named .json but does not contain valid JSON.');
      }
      // Converting it walks it recursively: a JSON Resume is a few levels deep, a bomb thousands.
      if (findInputProblem(parsed, JSON_MAX_DEPTH)?.kind === 'too-deep') {
        throw new UnprocessableEntityException(`This JSON file is nested more than ${JSON_MAX_DEPTH} levels deep.`);
      }
    }
  }
  return kind;
}

/** A checked .json file's value; editors on Windows write a byte-order mark first. */
export const parseJsonFile = (buffer: Buffer): unknown => JSON.parse(buffer.toString('utf8').replace(/^\uFEFF/, ''));

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {});
const arr = (v: unknown): Json[] => (Array.isArray(v) ? v.map(obj) : []);
const s = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/**
 * A JSON Resume (jsonresume.org schema) as headed resume text; other JSON is shown as it is, without
 * indentation (indenting a deeply nested file multiplies its size dozens of times).
 */
export function jsonResumeToText(json: unknown): string {
  const r = obj(json);
  const basics = obj(r.basics);
  if (!Object.keys(basics).length && !Array.isArray(r.work)) return JSON.stringify(json);
  const location = obj(basics.location);
  const lines: string[] = [s(basics.name), [s(basics.email), s(basics.phone), [s(location.city), s(location.region)].filter(Boolean).join(', '), s(basics.url), ...arr(basics.profiles).map((p) => s(p.url))].filter(Boolean).join(' | ')];
  if (s(basics.summary)) lines.push('', 'Summary', s(basics.summary));
  const work = arr(r.work);
  if (work.length) {
    lines.push('', 'Experience');
    for (const w of work) {
      lines.push(`${[s(w.position), s(w.name ?? w.company)].filter(Boolean).join(' at ')}`, `${s(w.startDate)} - ${s(w.endDate) || 'Present'}`);
      if (s(w.summary)) lines.push(`- ${s(w.summary)}`);
      for (const h of Array.isArray(w.highlights) ? w.highlights : []) lines.push(`- ${s(h)}`);
    }
  }
  const education = arr(r.education);
  if (education.length) {
    lines.push('', 'Education');
    for (const e of education) lines.push([[s(e.studyType), s(e.area)].filter(Boolean).join(' in '), s(e.institution), s(e.endDate)].filter(Boolean).join(', '));
  }
  const skills = arr(r.skills).flatMap((k) => [s(k.name), ...(Array.isArray(k.keywords) ? k.keywords.map(s) : [])]).filter(Boolean);
  if (skills.length) lines.push('', 'Skills', skills.join(', '));
  const certs = arr(r.certificates);
  if (certs.length) {
    lines.push('', 'Certifications');
    for (const c of certs) lines.push([s(c.name), s(c.issuer), s(c.date)].filter(Boolean).join(', '));
  }
  return lines.join('\n').trim();
}

/** "Page 2 of 3", "Maya Okafor · Page 2", "- 2 -": footer lines a PDF repeats on every page, not content. */
const PAGE_FURNITURE = /^\s*(?:(?:.{0,60}?\s[·|•–—-]\s*)?page\s+\d+(?:\s*(?:of|\/)\s*\d+)?|[-–—]?\s*\d{1,3}\s*[-–—]?|\d{1,3}\s*\/\s*\d{1,3})\s*$/i;

/** A line that ends in a page number: `February 10, 2026   Jane Doe · Résumé   2`. */
const NUMBERED_LINE = /^(.*\S)\s+(\d{1,3})\s*$/;

export const withoutPageFurniture = (text: string) => {
  const lines = text.split('\n');
  // A running header or footer: the same words on several lines, each with another page number.
  const pages = new Map<string, Set<string>>();
  for (const line of lines) {
    const m = NUMBERED_LINE.exec(line);
    if (m && /\p{L}{2}/u.test(m[1])) {
      const key = m[1].trim().replace(/\s+/g, ' ');
      pages.set(key, (pages.get(key) ?? new Set()).add(m[2]));
    }
  }
  const running = (line: string) => {
    const m = NUMBERED_LINE.exec(line);
    return m !== null && (pages.get(m[1].trim().replace(/\s+/g, ' '))?.size ?? 0) >= 2;
  };
  return lines.filter((line) => !PAGE_FURNITURE.test(line) && !running(line)).join('\n');
};

/** The text of a checked resume file, within the character cap whatever its kind. */
export async function resumeFileText(file: UploadedResume, kind: ResumeFileKind): Promise<string> {
  const text = await fileText(file, kind);
  if (text.length > TEXT_MAX_CHARS) throw new UnprocessableEntityException(`This file holds more than ${TEXT_MAX_CHARS.toLocaleString('en')} characters of text.`);
  return text;
}

async function fileText(file: UploadedResume, kind: ResumeFileKind): Promise<string> {
  if (kind === 'txt') return file.buffer.toString('utf8');
  if (kind === 'json') return jsonResumeToText(parseJsonFile(file.buffer));
  if (kind === 'docx') {
    try {
      const text = await docxText(file.buffer);
      if (!text.trim()) throw new BadRequestException('The Word document contains no text.');
      return text;
    } catch (err) {
      if (err instanceof DocumentLimitError) {
        if (err.limit === 'busy') throw new ServiceUnavailableException(err.message);
        throw err.limit === 'expands' || err.limit === 'ratio' ? new PayloadTooLargeException(err.message) : new UnprocessableEntityException(err.message);
      }
      throw err;
    }
  }
  try {
    const text = withoutPageFurniture(await pdfText(file.buffer));
    if (!text.trim()) throw new Error('it contains no text (a scanned image?)');
    return text;
  } catch (err) {
    if (err instanceof PdfLimitError) {
      if (err.limit === 'busy') throw new ServiceUnavailableException(err.message);
      throw err.limit === 'decoded' ? new PayloadTooLargeException(err.message) : new UnprocessableEntityException(err.message);
    }
    throw new BadRequestException(`The PDF could not be read: ${excerpt((err as Error).message, 120)}.`);
  }
}
