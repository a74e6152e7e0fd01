/**
 * The token cleanup page's pure pieces (part 3 §2.15): which of this browser's cookies belong to
 * the cloud storage (Nextcloud), and how to expire them. Cookie values are never read.
 */

/**
 * Nextcloud's cookies: nc_* and oc_* (session, remember-me token, user name, passphrase, same-site
 * markers), their __Host- forms, and the instance session cookie `oc` + 10 or more letters and
 * digits. The same pattern as the server route /auth/nc-token-cleanup (CLOUD_COOKIE).
 */
export const CLOUD_COOKIE = /^(__Host-)?(nc_|oc_)|^oc[a-z0-9]{10,}$/i;

/** Where the server expires the HttpOnly ones, then sends the browser back here with ?cleared=. */
export const SERVER_CLEANUP_PATH = '/auth/nc-token-cleanup';

/** The most names the page lists from a ?cleared= parameter. */
const MAX_CLEARED = 50;
/** A cookie name: an RFC 6265 token. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]{1,128}$/;

export const isCloudCookie = (name: string): boolean => CLOUD_COOKIE.test(name);

/** The names in a `document.cookie` string, once each, in order. */
export function cookieNames(cookie: string): string[] {
  const names = cookie
    .split(';')
    .map((part) => part.split('=')[0].trim())
    .filter(Boolean);
  return [...new Set(names)];
}

/** The cloud-storage cookie names this page can see. */
export const cloudCookieNames = (cookie: string): string[] => cookieNames(cookie).filter(isCloudCookie);

/** The names the server cleared, from `?cleared=a,b` (null when the page was not sent back by the server). */
export function clearedNames(search: string): string[] | null {
  const raw = new URLSearchParams(search).get('cleared');
  if (raw === null) return null;
  const names = raw
    .split(',')
    .map((n) => n.trim())
    .filter((n) => TOKEN.test(n));
  return [...new Set(names)].slice(0, MAX_CLEARED);
}

/**
 * A `document.cookie` assignment that expires `name` on this host at path /. __Host- and __Secure-
 * cookies are only accepted with Secure, so they get it (and only clear over https).
 */
export function expiryFor(name: string): string {
  const secure = /^__(Host|Secure)-/.test(name) ? '; Secure' : '';
  return `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/${secure}`;
}

/** Expires every visible cloud cookie; answers the names it tried. */
export function expireCloudCookies(doc: Pick<Document, 'cookie'>): string[] {
  const names = cloudCookieNames(doc.cookie);
  for (const name of names) doc.cookie = expiryFor(name);
  return names;
}
