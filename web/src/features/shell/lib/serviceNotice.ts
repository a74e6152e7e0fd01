import { MAIL_ERROR_SUPPRESS_MS, TOAST_ACK_SUPPRESS_MS } from './timing';

export type Notice = 'mail' | 'cloud' | null;

export interface ServiceState {
  mailVerified: boolean;
  /** The cloud's last-login value; cloud counts as verified only when it is above 0. */
  cloudLastLogin: number;
}

export interface Acknowledgements {
  mail?: number;
  cloud?: number;
}

export const cloudVerified = (state: ServiceState) => state.cloudLastLogin > 0;

/**
 * Which setup notice to show (spec part 1 §4): mail first when neither is verified; the one that
 * is not verified otherwise; none when both are. A notice clicked within 6 minutes stays hidden.
 */
export function chooseNotice(state: ServiceState, acks: Acknowledgements, now: number): Notice {
  const cloud = cloudVerified(state);
  const wanted: Notice = !state.mailVerified ? 'mail' : !cloud ? 'cloud' : null;
  if (!wanted) return null;
  const ackAt = acks[wanted];
  return ackAt !== undefined && now - ackAt < TOAST_ACK_SUPPRESS_MS ? null : wanted;
}

/** Both verified: polling stops and the notice clears. */
export const allVerified = (state: ServiceState) => state.mailVerified && cloudVerified(state);

/** A mail-error event is ignored within 5 minutes of the mail notice being clicked, or while the mail window is open. */
export function shouldShowMailError(acks: Acknowledgements, now: number, mailWindowOpen: boolean): boolean {
  if (mailWindowOpen) return false;
  return acks.mail === undefined || now - acks.mail >= MAIL_ERROR_SUPPRESS_MS;
}

/** The one-shot cloud migration runs when mail works, cloud does not, and cloud's last login is 0. */
export const needsCloudMigration = (state: ServiceState) => state.mailVerified && state.cloudLastLogin === 0;
