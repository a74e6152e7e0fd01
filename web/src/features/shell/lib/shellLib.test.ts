import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminModeKey, clearAdminModeKeys, defaultTab, readAdminMode, writeAdminMode } from './adminMode';
import { NoticeController, type NoticeEffects } from './noticeController';
import { AccountStatusPoller, UnseenMailPoller } from './pollers';
import { chooseNotice, needsCloudMigration, shouldShowMailError } from './serviceNotice';
import { unseenBadge } from './unseenBadge';

const MIN = 60_000;

describe('admin mode storage', () => {
  beforeEach(() => localStorage.clear());

  it('is on by default for admins and remembered per username', () => {
    expect(readAdminMode(localStorage, 'sysadmin', true)).toBe(true);
    writeAdminMode(localStorage, 'sysadmin', false);
    expect(readAdminMode(localStorage, 'sysadmin', true)).toBe(false);
    expect(localStorage.getItem(adminModeKey('sysadmin'))).toBe('false');
  });

  it('is forced off for members, whatever is stored', () => {
    localStorage.setItem(adminModeKey('member'), 'true');
    expect(readAdminMode(localStorage, 'member', false)).toBe(false);
    expect(localStorage.getItem(adminModeKey('member'))).toBeNull();
  });

  it('removes the legacy global key', () => {
    localStorage.setItem('waypoint:admin-mode', 'true');
    readAdminMode(localStorage, 'sysadmin', true);
    expect(localStorage.getItem('waypoint:admin-mode')).toBeNull();
  });

  it('clears every admin-mode key at logout and nothing else', () => {
    localStorage.setItem('waypoint:admin-mode', 'x');
    localStorage.setItem(adminModeKey('a'), 'true');
    localStorage.setItem(adminModeKey('b'), 'false');
    localStorage.setItem('other', 'keep');
    clearAdminModeKeys(localStorage);
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('other')).toBe('keep');
  });

  it('starts each mode on its default tab', () => {
    expect(defaultTab(true)).toBe('admin-dashboard');
    expect(defaultTab(false)).toBe('dashboard');
  });
});

describe('unseen badge', () => {
  it.each([
    [0, ''],
    [undefined, ''],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
  ])('shows %s as "%s"', (count, text) => expect(unseenBadge(count)).toBe(text));
});

describe('choosing the setup notice', () => {
  const none = { mailVerified: false, cloudLastLogin: 0 };
  it('shows mail when neither is verified, cloud when only mail is, mail when only cloud is, none when both', () => {
    expect(chooseNotice(none, {}, 0)).toBe('mail');
    expect(chooseNotice({ mailVerified: true, cloudLastLogin: 0 }, {}, 0)).toBe('cloud');
    expect(chooseNotice({ mailVerified: false, cloudLastLogin: 1 }, {}, 0)).toBe('mail');
    expect(chooseNotice({ mailVerified: true, cloudLastLogin: 1 }, {}, 0)).toBeNull();
  });
  it('keeps a clicked notice hidden for 6 minutes', () => {
    expect(chooseNotice(none, { mail: 0 }, 6 * MIN - 1)).toBeNull();
    expect(chooseNotice(none, { mail: 0 }, 6 * MIN)).toBe('mail');
  });
  it('ignores mail errors within 5 minutes of a click or while the mail window is open', () => {
    expect(shouldShowMailError({ mail: 0 }, 5 * MIN - 1, false)).toBe(false);
    expect(shouldShowMailError({ mail: 0 }, 5 * MIN, false)).toBe(true);
    expect(shouldShowMailError({}, 0, true)).toBe(false);
  });
  it('asks for the cloud migration only when mail works and cloud never logged in', () => {
    expect(needsCloudMigration({ mailVerified: true, cloudLastLogin: 0 })).toBe(true);
    expect(needsCloudMigration({ mailVerified: false, cloudLastLogin: 0 })).toBe(false);
    expect(needsCloudMigration({ mailVerified: true, cloudLastLogin: 5 })).toBe(false);
  });
});

describe('with fake timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function controller(verify = true) {
    const effects: NoticeEffects = {
      open: vi.fn(),
      pauseMailNotifier: vi.fn(),
      verifyMail: vi.fn(async () => verify),
      mailEnabled: vi.fn(),
      render: vi.fn(),
    };
    return { effects, c: new NoticeController(effects, () => Date.now()) };
  }

  it('dismisses a notice by itself after 10 s', () => {
    const { c } = controller();
    c.update({ mailVerified: false, cloudLastLogin: 0 });
    expect(c.notice).toBe('mail');
    vi.advanceTimersByTime(9_999);
    expect(c.notice).toBe('mail');
    vi.advanceTimersByTime(1);
    expect(c.notice).toBeNull();
  });

  it('on a mail click: opens mail, pauses the notifier 60 s, verifies after 60 s and enables mail', async () => {
    const { c, effects } = controller(true);
    c.update({ mailVerified: false, cloudLastLogin: 0 });
    c.click();
    expect(effects.open).toHaveBeenCalledWith('mail');
    expect(effects.pauseMailNotifier).toHaveBeenCalledWith(60_000);
    expect(c.notice).toBeNull();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(effects.verifyMail).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(effects.verifyMail).toHaveBeenCalledTimes(1);
    expect(effects.mailEnabled).toHaveBeenCalledTimes(1);
  });

  it('does not show a clicked notice again for 6 minutes', () => {
    const { c } = controller(false);
    const state = { mailVerified: false, cloudLastLogin: 0 };
    c.update(state);
    c.click();
    vi.advanceTimersByTime(5 * MIN);
    c.update(state);
    expect(c.notice).toBeNull();
    vi.advanceTimersByTime(MIN);
    c.update(state);
    expect(c.notice).toBe('mail');
  });

  it('clears the mail notice on mail-ok', () => {
    const { c, effects } = controller();
    c.update({ mailVerified: false, cloudLastLogin: 0 });
    c.mailOk();
    expect(c.notice).toBeNull();
    expect(effects.mailEnabled).toHaveBeenCalled();
  });

  it('polls the account every 5 minutes, never twice within 5 s, and stops when all is verified', async () => {
    let done = false;
    const poll = vi.fn(async () => done);
    const poller = new AccountStatusPoller(poll, () => Date.now());
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(1);
    poller.request();
    poller.request();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5 * MIN);
    expect(poll).toHaveBeenCalledTimes(3);
    done = true;
    await vi.advanceTimersByTimeAsync(5 * MIN);
    expect(poll).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(20 * MIN);
    expect(poll).toHaveBeenCalledTimes(4);
  });

  it('polls unseen mail every 120 s, skipping while paused or while the mail window is open', async () => {
    let windowOpen = false;
    const poll = vi.fn(async () => undefined);
    const poller = new UnseenMailPoller(poll, () => windowOpen, () => Date.now());
    poller.start();
    expect(poll).toHaveBeenCalledTimes(1);
    poller.pause();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(poll).toHaveBeenCalledTimes(1); // paused (180 s)
    await vi.advanceTimersByTimeAsync(120_000);
    expect(poll).toHaveBeenCalledTimes(2);
    windowOpen = true;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(poll).toHaveBeenCalledTimes(2);
    poller.stop();
  });
});
