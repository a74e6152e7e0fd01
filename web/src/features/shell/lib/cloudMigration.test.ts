import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CloudMigration } from './cloudMigration';

describe('cloud registration migration', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs 30 s after opening an unregistered cloud, once however often it is opened meanwhile', () => {
    const run = vi.fn().mockResolvedValue({});
    const migration = new CloudMigration(run);
    migration.afterOpening(false);
    vi.advanceTimersByTime(10_000);
    migration.afterOpening(false);
    vi.advanceTimersByTime(19_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    migration.afterOpening(false);
    vi.advanceTimersByTime(30_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('does nothing when the cloud is already registered, or after disposal', () => {
    const run = vi.fn().mockResolvedValue({});
    const migration = new CloudMigration(run);
    migration.afterOpening(true);
    migration.dispose();
    migration.afterOpening(false);
    migration.dispose();
    vi.advanceTimersByTime(60_000);
    expect(run).not.toHaveBeenCalled();
  });

  it('fires once per page when polling finds mail working and the cloud never signed in', () => {
    const run = vi.fn().mockResolvedValue({});
    const migration = new CloudMigration(run);
    migration.whenNeeded({ mailVerified: false, cloudLastLogin: 0 });
    migration.whenNeeded({ mailVerified: true, cloudLastLogin: 7 });
    expect(run).not.toHaveBeenCalled();
    migration.whenNeeded({ mailVerified: true, cloudLastLogin: 0 });
    migration.whenNeeded({ mailVerified: true, cloudLastLogin: 0 });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('ignores a failed call', async () => {
    const run = vi.fn().mockRejectedValue(new Error('503'));
    new CloudMigration(run).whenNeeded({
      mailVerified: true,
      cloudLastLogin: 0,
    });
    await Promise.resolve();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
