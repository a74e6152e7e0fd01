/** Timings of the shell's background behaviour (spec part 1 §9). */
export const ACCOUNT_POLL_MS = 300_000;
export const ACCOUNT_POLL_MIN_GAP_MS = 5_000;
export const TOAST_AUTO_DISMISS_MS = 10_000;
export const TOAST_ACK_SUPPRESS_MS = 360_000;
export const MAIL_ERROR_SUPPRESS_MS = 300_000;
export const MAIL_PAUSE_MS = 60_000;
export const MAIL_VERIFY_WAIT_MS = 60_000;
export const UNSEEN_POLL_MS = 120_000;
export const UNSEEN_DEFAULT_PAUSE_MS = 180_000;
export const CLOUD_MIGRATION_DELAY_MS = 30_000;
export const POPUP_FEATURES = 'width=1200,height=800';
