import { type Acknowledgements, type Notice, type ServiceState, chooseNotice, shouldShowMailError } from './serviceNotice';
import { MAIL_PAUSE_MS, MAIL_VERIFY_WAIT_MS, TOAST_AUTO_DISMISS_MS } from './timing';

export interface NoticeEffects {
  /** Opens the service in a 1200x800 popup. */
  open(kind: 'mail' | 'cloud'): void;
  /** Pauses the unseen-mail notifier. */
  pauseMailNotifier(ms: number): void;
  /** Verifies the mailbox (POST /api/mailcow/verify-only, falling back to /verify on 404). */
  verifyMail(): Promise<boolean>;
  /** Records the mail flag on the account and announces that mail is enabled. */
  mailEnabled(): void;
  /** The notice to render changed. */
  render(notice: Notice): void;
}

/**
 * The service-setup notice's behaviour (spec part 1 §4, §9): which notice shows, auto-dismiss
 * after 10 s, 6-minute suppression once clicked, and the mail flow (pause 60 s, wait 60 s, verify).
 */
export class NoticeController {
  private acks: Acknowledgements = {};
  private current: Notice = null;
  private dismissTimer?: ReturnType<typeof setTimeout>;
  private verifyTimer?: ReturnType<typeof setTimeout>;
  private state: ServiceState = { mailVerified: false, cloudLastLogin: 0 };

  constructor(
    private readonly effects: NoticeEffects,
    private readonly now: () => number = Date.now,
  ) {}

  get notice(): Notice {
    return this.current;
  }

  /** New service state from a poll. */
  update(state: ServiceState): void {
    this.state = state;
    this.show(chooseNotice(state, this.acks, this.now()));
  }

  click(): void {
    const kind = this.current;
    if (!kind) return;
    this.acks[kind] = this.now();
    this.effects.open(kind);
    this.show(null);
    if (kind === 'mail') {
      this.effects.pauseMailNotifier(MAIL_PAUSE_MS);
      clearTimeout(this.verifyTimer);
      this.verifyTimer = setTimeout(() => void this.verifyMail(), MAIL_VERIFY_WAIT_MS);
    }
  }

  /** The mail client reported success: clear any mail notice and mark mail enabled. */
  mailOk(): void {
    const wasVerified = this.state.mailVerified;
    this.state = { ...this.state, mailVerified: true };
    if (this.current === 'mail') this.show(null);
    if (!wasVerified) this.effects.mailEnabled();
  }

  /** The mail client reported an error. */
  mailError(mailWindowOpen: boolean): void {
    if (!shouldShowMailError(this.acks, this.now(), mailWindowOpen)) return;
    this.state = { ...this.state, mailVerified: false };
    this.show('mail');
  }

  dispose(): void {
    clearTimeout(this.dismissTimer);
    clearTimeout(this.verifyTimer);
  }

  private async verifyMail(): Promise<void> {
    try {
      if (await this.effects.verifyMail()) this.mailOk();
    } catch {
      // Verification failures leave the state as it was; the next poll tells.
    }
  }

  private show(notice: Notice): void {
    clearTimeout(this.dismissTimer);
    if (notice !== this.current) {
      this.current = notice;
      this.effects.render(notice);
    }
    if (notice) this.dismissTimer = setTimeout(() => this.show(null), TOAST_AUTO_DISMISS_MS);
  }
}
