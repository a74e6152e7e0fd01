/** Window events between the shell's background parts. */
export const MAIL_ENABLED_EVENT = 'waypoint:mail-enabled';
/** detail: milliseconds to pause the unseen-mail poll. */
export const MAIL_PAUSE_EVENT = 'waypoint:mail-pause';
