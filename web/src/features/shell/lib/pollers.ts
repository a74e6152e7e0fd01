import { ACCOUNT_POLL_MIN_GAP_MS, ACCOUNT_POLL_MS, UNSEEN_DEFAULT_PAUSE_MS, UNSEEN_POLL_MS } from './timing';

/**
 * Polls the account status every 5 minutes; extra requests (focus, events) are debounced so two
 * polls are never closer than 5 s. `poll` resolves true when nothing is left to wait for.
 */
export class AccountStatusPoller {
  private timer?: ReturnType<typeof setInterval>;
  private pending?: ReturnType<typeof setTimeout>;
  private lastRun = -Infinity;
  private stopped = false;

  constructor(
    private readonly poll: () => Promise<boolean>,
    private readonly now: () => number = Date.now,
  ) {}

  start(): void {
    this.stopped = false;
    this.request();
    this.timer = setInterval(() => this.request(), ACCOUNT_POLL_MS);
  }

  /** Asks for a poll now; it runs at once or as soon as 5 s have passed since the last one. */
  request(): void {
    if (this.stopped || this.pending) return;
    const wait = Math.max(0, this.lastRun + ACCOUNT_POLL_MIN_GAP_MS - this.now());
    this.pending = setTimeout(() => void this.run(), wait);
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.pending);
    this.pending = undefined;
  }

  private async run(): Promise<void> {
    this.pending = undefined;
    this.lastRun = this.now();
    try {
      if (await this.poll()) this.stop();
    } catch {
      // Account polling failures are logged by the caller and ignored (spec part 1 §8).
    }
  }
}

/**
 * Polls the unseen-mail count every 120 s, skipping while a pause is active (default 180 s) or
 * while the mail window is open.
 */
export class UnseenMailPoller {
  private timer?: ReturnType<typeof setInterval>;
  private pausedUntil = 0;

  constructor(
    private readonly poll: () => Promise<void>,
    private readonly mailWindowOpen: () => boolean,
    private readonly now: () => number = Date.now,
  ) {}

  start(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), UNSEEN_POLL_MS);
  }

  pause(ms = UNSEEN_DEFAULT_PAUSE_MS): void {
    this.pausedUntil = Math.max(this.pausedUntil, this.now() + ms);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private tick(): void {
    if (this.now() < this.pausedUntil || this.mailWindowOpen()) return;
    void this.poll().catch(() => undefined);
  }
}
