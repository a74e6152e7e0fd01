export const WEBSITE_ERROR = 'Enter a valid http(s) URL';

/** Host names with at least two non-empty labels (a trailing root dot allowed), or localhost. */
const HOST = /^[^.]+(\.[^.]+)+\.?$/;

/**
 * The personal website rule (part 3 §5): blank is allowed; otherwise an http:// or https:// URL
 * with a host that has a dot, or localhost. Judged trimmed, so send the trimmed text.
 */
export function isValidWebsite(url: string): boolean {
  const text = url.trim();
  if (!text) return true;
  // new URL alone would accept 'https:example.com' and inner spaces; insist on the written form.
  if (!/^https?:\/\/\S+$/i.test(text)) return false;
  try {
    const parsed = new URL(text);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
    return parsed.hostname === 'localhost' || HOST.test(parsed.hostname);
  } catch {
    return false;
  }
}

/** The website field's error, or null. */
export const websiteError = (url: string): string | null => (isValidWebsite(url) ? null : WEBSITE_ERROR);

/** The packet preparation pane's choices and state. */
export interface PacketChoice {
  useResume: boolean;
  resumeId: string | null | undefined;
  useCover: boolean;
  coverText: string;
  useWebsite: boolean;
  website: string;
  saving: boolean;
  saved: boolean;
}

/**
 * Whether Save is enabled (part 3 §5): at least one of resume, cover letter and website chosen; a
 * resume picked if resume is chosen; the cover letter non-empty after trimming if chosen; the
 * website valid if chosen; and not already saving or saved.
 *
 * A chosen website must also be non-blank. Blank passes the field rule (no error is shown), but
 * ticking the website and leaving it empty would save a packet without one, and with the website
 * as the only choice an empty packet; so Save waits for an address.
 */
export function canSavePacket(choice: PacketChoice): boolean {
  const { useResume, resumeId, useCover, coverText, useWebsite, website, saving, saved } = choice;
  if (saving || saved) return false;
  if (!useResume && !useCover && !useWebsite) return false;
  if (useResume && !resumeId) return false;
  if (useCover && !coverText.trim()) return false;
  if (useWebsite && (!website.trim() || !isValidWebsite(website))) return false;
  return true;
}

/** The server's limit for the details sent with POST /applications/initiate (§9). */
export const APPLICATION_DETAILS_MAX = 300;

/** '{title} at {company}', cut to at most 300 characters without splitting a surrogate pair. */
export function applicationDetails(title: string, company: string): string {
  const text = `${title} at ${company}`;
  if (text.length <= APPLICATION_DETAILS_MAX) return text;
  const cut = text.slice(0, APPLICATION_DETAILS_MAX);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** The email modal's subject to start from (§2.3, §9). */
export const defaultSubject = (jobTitle: string, companyName: string): string => `Application for ${jobTitle} position at ${companyName}`;

export const DEFAULT_EMAIL_TO = 'Hiring Manager';

/** How long Saved! shows before the job modal closes, the sent confirmation before the email modal closes, and a connection test result (§9). */
export const PACKET_CLOSE_MS = 1500;
export const EMAIL_CLOSE_MS = 2000;
export const CONNECTION_MESSAGE_MS = 3000;

/** An error message without its HTML tags. */
export const stripTags = (text: string): string => text.replace(/<[^>]*>/g, '');

export const DRAFT_FAILED = 'Failed to draft cover letter';

/** The cover letter draft's error (§8): the message with HTML tags stripped, or the fallback. */
export function draftErrorText(message: string | null | undefined): string {
  return stripTags(message ?? '').replace(/\s+/g, ' ').trim() || DRAFT_FAILED;
}
