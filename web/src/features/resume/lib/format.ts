import { format, isValid, parseISO } from 'date-fns';
import type { ProficiencyLevel } from './apiTypes';

/** A last-modified date as "Nov 24, 2026", or "Unknown" when there is none or it cannot be read. */
export function formatModified(value: string | null | undefined): string {
  if (!value) return 'Unknown';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMM d, yyyy') : 'Unknown';
}

/** "2021 – 2023", "2021 – Present" for a current item, or whichever end is known. */
export function dateRange(start: string | undefined, end: string | undefined, current = false): string {
  const from = start?.trim() ?? '';
  const to = current ? 'Present' : (end?.trim() ?? '');
  if (from && to) return `${from} – ${to}`;
  return from || to;
}

/** One achievement per line; blank lines and leading bullets dropped. */
export function descriptionLines(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•·▪–]\s+|[•·▪])/, '').trim())
    .filter(Boolean);
}

/**
 * A link a member typed, made safe to open: http(s) as it is, a bare host gets https://, and
 * anything with another scheme (javascript:, data:…) is not a link at all (null).
 */
export function safeUrl(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (!text) return null;
  if (/^https?:\/\//i.test(text)) return text;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return null;
  return `https://${text.replace(/^\/+/, '')}`;
}

export const PROFICIENCY_LEVELS: readonly ProficiencyLevel[] = ['beginner', 'intermediate', 'advanced', 'expert'];

export const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const yearsText = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;

/** What each template looks like, in a line (part 2 §9 names the four). */
export const TEMPLATE_DESCRIPTIONS: Record<string, string> = {
  modern: 'Clean layout with a coloured accent and clear section headings.',
  classic: 'Traditional serif layout that suits formal industries.',
  creative: 'Bolder headings and colour for design and media roles.',
  minimal: 'Plain, compact and easy for tracking systems to read.',
};

/** The AI summary dialog's hints (part 2 §3): no hint sends none. */
export const SUMMARY_HINTS = [
  { value: '', label: 'No hint' },
  { value: 'more concise', label: 'More concise' },
  { value: 'one sentence', label: 'One sentence' },
] as const;
export type SummaryHint = (typeof SUMMARY_HINTS)[number]['value'];

/** The request body for a hint: none sends no hint at all. */
export const hintBody = (hint: SummaryHint): { hint?: 'more concise' | 'one sentence' } => (hint ? { hint } : {});

export type ExportFormat = 'pdf' | 'docx' | 'jsonresume' | 'json' | 'txt';

/** The Export menu, in order; PDF and DOCX are drawn with the resume's template. */
export const EXPORT_FORMATS: readonly { format: ExportFormat; label: string; usesTemplate: boolean }[] = [
  { format: 'pdf', label: 'PDF', usesTemplate: true },
  { format: 'docx', label: 'Word (DOCX)', usesTemplate: true },
  { format: 'jsonresume', label: 'JSON Resume', usesTemplate: false },
  { format: 'json', label: 'JSON (raw)', usesTemplate: false },
  { format: 'txt', label: 'Plain text', usesTemplate: false },
];
