import { sanitizeHtml } from '../../../lib/sanitizeHtml';

/** A job feed's description (third-party HTML), safe for innerHTML. */
export const sanitizeFeedHtml = (html: string): string => sanitizeHtml(html);
