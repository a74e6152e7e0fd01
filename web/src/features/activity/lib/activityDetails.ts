/** What a row shows when its details look like JSON but are not (spec part 1 §8). */
export const INVALID_DETAILS = 'Invalid JSON in activity details';

const MAX_LENGTH = 140;

/** Keys the server's callers use, read first and in this order (spec part 1 §3). */
const KNOWN_KEYS: Record<string, (value: string) => string> = {
  jobId: (v) => `Job ${v}`,
  applicationId: (v) => `Application ${v}`,
  status: (v) => `Status: ${v.replace(/_/g, ' ')}`,
};

/** "jobTitle" / "job_title" → "Job title". */
function keyLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function primitive(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return null;
}

function describeValue(value: unknown): string {
  const plain = primitive(value);
  if (plain !== null) return plain;
  if (Array.isArray(value)) return value.map(describeValue).filter(Boolean).join(', ');
  if (typeof value === 'object' && value !== null) return describeObject(value as Record<string, unknown>);
  return '';
}

function describeObject(object: Record<string, unknown>): string {
  const known = Object.keys(KNOWN_KEYS)
    .filter((key) => key in object)
    .map((key) => {
      const text = describeValue(object[key]);
      return text ? KNOWN_KEYS[key](text) : '';
    });
  const others = Object.entries(object)
    .filter(([key]) => !(key in KNOWN_KEYS))
    .map(([key, value]) => {
      const text = describeValue(value);
      return text ? `${keyLabel(key)}: ${text}` : '';
    });
  return [...known, ...others].filter(Boolean).join(' · ');
}

function shorten(text: string): string {
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1).trimEnd()}…` : text;
}

/**
 * The short detail line under an activity: plain text as it is; a JSON object as a readable line
 * ("Job 42 · Application 7 · Status: applied · Company: Acme"); text that starts like JSON but
 * does not parse as INVALID_DETAILS; nothing for empty details.
 */
export function describeDetails(details: string | null | undefined): string {
  const text = (details ?? '').trim();
  if (!text) return '';
  if (text[0] !== '{' && text[0] !== '[') return shorten(text);
  try {
    return shorten(describeValue(JSON.parse(text)));
  } catch {
    return INVALID_DETAILS;
  }
}
