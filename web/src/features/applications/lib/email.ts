import type { PacketDto } from '../../../api/applications';
import type { BadgeTone } from '../../../components/Badge';

export type PacketEmail = NonNullable<PacketDto['lastEmail']>;

export interface EmailBadge {
  label: string;
  tone: BadgeTone;
  /** The tooltip: why it failed, is held or is being retried; when it went. Null when there is nothing to add. */
  detail: string | null;
}

/**
 * The badge of a packet's last e-mail (part 3 §2.3; the outbox's states, DESIGN.md §6): queued and
 * sending are on their way, a queued one with an error is waiting for a retry after a temporary
 * refusal, sent went to the SMTP server, failed was refused for good or ran out of attempts, held
 * was kept because this Waypoint has no mail server.
 */
export function emailBadge(email: PacketEmail): EmailBadge {
  switch (email.status) {
    case 'sent':
      return { label: 'Email sent', tone: 'success', detail: null };
    case 'failed':
      return { label: 'Email failed', tone: 'danger', detail: email.error ?? 'The mail server refused the e-mail.' };
    case 'held':
      return { label: 'Email held', tone: 'warning', detail: email.error ?? 'Kept, not sent: this Waypoint has no mail server.' };
    case 'sending':
      return { label: 'Email sending', tone: 'info', detail: null };
    case 'queued':
    default:
      return { label: 'Email queued', tone: 'neutral', detail: email.error ? `Will try again: ${email.error}` : null };
  }
}

/** Whether the last e-mail may still change state (the tracker refreshes until it settles). */
export const emailPending = (email: PacketDto['lastEmail']): boolean => email?.status === 'queued' || email?.status === 'sending';
