import { needsCloudMigration, type ServiceState } from './serviceNotice';
import { CLOUD_MIGRATION_DELAY_MS } from './timing';

/**
 * The cloud registration migration (spec part 1 §4, part 3 §4): a fire-and-forget call that links a
 * cloud account created at the member's first single-sign-on visit. It runs 30 s after the member
 * opens the cloud while it is not registered (one call pending at a time), and once per page when
 * polling finds mail working and the cloud never signed in. Its errors are ignored.
 */
export class CloudMigration {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private ranForState = false;

  constructor(
    private readonly run: () => Promise<unknown>,
    private readonly delayMs = CLOUD_MIGRATION_DELAY_MS,
  ) {}

  afterOpening(registered: boolean): void {
    if (registered || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.fire();
    }, this.delayMs);
  }

  whenNeeded(state: ServiceState): void {
    if (this.ranForState || !needsCloudMigration(state)) return;
    this.ranForState = true;
    this.fire();
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private fire(): void {
    this.run().catch(() => undefined);
  }
}
