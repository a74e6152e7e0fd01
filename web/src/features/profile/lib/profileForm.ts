import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { errorMessage } from '../../../api/errors';
import type { ProfileDto, ProfileLinksDto, SummaryHintDto, UpdateProfileDto, UpdateProfileLinksDto } from '../../../api/profile';

/** The sentence to show for a failed call (`unwrap()` rejects with the RTK Query error). */
export const failureText = (err: unknown): string => errorMessage(err as FetchBaseQueryError | SerializedError);

/** What the Edit Profile form holds; name and email are not in it (the identity provider owns them). */
export interface ProfileDraft {
  title: string;
  location: string;
  phone: string;
  summary: string;
  signature: string;
  locked: boolean;
  website: string;
  linkedin: string;
  github: string;
  /** A new photo to upload on save. */
  avatarFile: File | null;
  /** The current photo is to be removed on save. */
  removeAvatar: boolean;
}

export const LINK_FIELDS = [
  { key: 'website', label: 'Website' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'github', label: 'GitHub' },
] as const;
export type LinkKey = (typeof LINK_FIELDS)[number]['key'];

/** The server's own size limit for a photo (PUT /api/profile/avatar answers 400 above it). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export function draftOf(profile: ProfileDto, links: ProfileLinksDto | undefined, signature: string): ProfileDraft {
  return {
    title: profile.title,
    location: profile.location,
    phone: profile.phone,
    summary: profile.summary,
    signature,
    locked: profile.summary_is_locked === 1,
    website: links?.website ?? '',
    linkedin: links?.linkedin ?? '',
    github: links?.github ?? '',
    avatarFile: null,
    removeAvatar: false,
  };
}

/** Only the profile fields that differ from what the server has, or null when nothing changed. */
export function profileChanges(profile: ProfileDto, draft: ProfileDraft): UpdateProfileDto | null {
  const changes: UpdateProfileDto = {};
  for (const key of ['title', 'location', 'phone', 'summary'] as const) if (draft[key] !== profile[key]) changes[key] = draft[key];
  if (draft.locked !== (profile.summary_is_locked === 1)) changes.summary_is_locked = draft.locked;
  if (draft.removeAvatar && !draft.avatarFile && profile.avatar) changes.avatar = '';
  return Object.keys(changes).length ? changes : null;
}

/** Only the links that differ, trimmed, or null when none changed. */
export function linkChanges(links: ProfileLinksDto | undefined, draft: ProfileDraft): UpdateProfileLinksDto | null {
  const changes: UpdateProfileLinksDto = {};
  for (const { key } of LINK_FIELDS) if (draft[key].trim() !== (links?.[key] ?? '')) changes[key] = draft[key].trim();
  return Object.keys(changes).length ? changes : null;
}

export type LinkErrors = Partial<Record<LinkKey, string>> & { other?: string };

/**
 * Splits a failed links save into messages per field. A 400's `detail` joins one sentence per
 * invalid field ('website must be an http(s) URL or blank; github must be …'), each starting with
 * the field's name; anything else stays a message for the whole form.
 */
export function linkErrors(error: FetchBaseQueryError | SerializedError | undefined): LinkErrors {
  const message = errorMessage(error);
  if (!error || !('status' in error) || error.status !== 400) return { other: message };
  const result: LinkErrors = {};
  const rest: string[] = [];
  for (const part of message.split('; ')) {
    const field = LINK_FIELDS.find(({ key }) => part.toLowerCase().startsWith(key));
    if (field && !result[field.key]) result[field.key] = part;
    else rest.push(part);
  }
  if (rest.length) result.other = rest.join('; ');
  return result;
}

/** The hints the AI summary accepts (part 1 §9), as the server spells them. */
export type SummaryHint = NonNullable<SummaryHintDto['hint']>;
export const SUMMARY_HINTS: { value: SummaryHint; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'more concise', label: 'More concise' },
  { value: 'formal tone', label: 'Formal tone' },
  { value: 'emphasize technical skills', label: 'Emphasize technical skills' },
  { value: 'emphasize leadership', label: 'Emphasize leadership' },
  { value: 'emphasize customer impact', label: 'Emphasize customer impact' },
  { value: 'quantify achievements', label: 'Quantify achievements' },
  { value: 'product-focused', label: 'Product-focused' },
  { value: 'engineering-focused', label: 'Engineering-focused' },
  { value: 'title plus one sentence summary', label: 'Title plus one sentence summary' },
];

/** The request body for a hint: no hint at all for 'none'. */
export const hintBody = (hint: SummaryHint): SummaryHintDto => (hint === 'none' ? {} : { hint });

/** Two letters for a missing photo: first and last initials, else the first letter of the name. */
export function initialsOf(profile: Pick<ProfileDto, 'first_name' | 'last_name' | 'name'>): string {
  const two = `${profile.first_name.trim().charAt(0)}${profile.last_name.trim().charAt(0)}`;
  return (two || profile.name.trim().charAt(0) || '?').toUpperCase();
}
