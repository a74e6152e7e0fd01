/** Window events between the shell's background parts. */
export const MAIL_ENABLED_EVENT = 'waypoint:mail-enabled';
/** detail: milliseconds to pause the unseen-mail poll. */
export const MAIL_PAUSE_EVENT = 'waypoint:mail-pause';
/** The unseen-mail poll succeeded (the mailbox is reachable). */
export const MAIL_OK_EVENT = 'waypoint:mail-ok';
/** The unseen-mail poll failed. */
export const MAIL_ERROR_EVENT = 'waypoint:mail-error';
