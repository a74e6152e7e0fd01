import { useEffect, useRef, useState } from 'react';
import { useLazyGetAccountStatusQuery, useSetAccountServiceMutation } from '../../../api/account';
import { useLazyGetNextcloudLastLoginQuery, useVerifyMailboxMutation, useVerifyMailboxOnlyMutation } from '../../../api/services';
import { useGetSettingsQuery } from '../../../api/settings';
import { MAIL_ENABLED_EVENT, MAIL_ERROR_EVENT, MAIL_OK_EVENT, MAIL_PAUSE_EVENT } from '../lib/events';
import { NoticeController, type NoticeEffects } from '../lib/noticeController';
import { AccountStatusPoller } from '../lib/pollers';
import { allVerified, type Notice } from '../lib/serviceNotice';
import { POPUP_FEATURES } from '../lib/timing';
import { useCloudMigration } from '../useCloudMigration';

const isOpen = (w: Window | null) => Boolean(w && !w.closed);

const TEXT: Record<'mail' | 'cloud', { title: string; body: string }> = {
  mail: { title: 'Mail Setup Required', body: 'Your internal mailbox is not accessible. Click here to check' },
  cloud: { title: 'Cloud Storage Setup Required', body: 'Complete your cloud storage setup to access Waypoint files' },
};

/**
 * The service-setup toast (spec part 1 §4, §8, §9): polls the account every 5 minutes (and cloud
 * storage's last login), shows the mail or cloud notice by priority, and runs the click flows.
 * Services the server has not configured never prompt.
 */
export function ServiceNotice() {
  const { data: settings } = useGetSettingsQuery();
  const mailConfigured = Boolean(settings?.app.mail_url);
  const cloudConfigured = Boolean(settings?.app.cloud_configured);
  const [notice, setNotice] = useState<Notice>(null);
  const [getStatus] = useLazyGetAccountStatusQuery();
  const [getLastLogin] = useLazyGetNextcloudLastLoginQuery();
  const [verifyOnly] = useVerifyMailboxOnlyMutation();
  const [verify] = useVerifyMailboxMutation();
  const [setService] = useSetAccountServiceMutation();
  const controllerRef = useRef<NoticeController | null>(null);
  const mailWindow = useRef<Window | null>(null);
  const cloudMigration = useCloudMigration();

  useEffect(() => {
    if (!settings || (!mailConfigured && !cloudConfigured)) return;
    const effects: NoticeEffects = {
      open: (kind) => {
        if (kind === 'mail') mailWindow.current = window.open(`${settings.app.mail_url}/?iam_sso=1`, 'waypoint-mail', POPUP_FEATURES);
        else {
          window.open('/auth/nextcloud', 'waypoint-cloud', POPUP_FEATURES);
          cloudMigration.afterOpening(false);
        }
      },
      pauseMailNotifier: (ms) => window.dispatchEvent(new CustomEvent(MAIL_PAUSE_EVENT, { detail: ms })),
      verifyMail: async () => {
        // verify-only first; an older server without it answers 404 and the full verify runs instead.
        const first = await verifyOnly().unwrap().catch((err: { status?: number }) => (err?.status === 404 ? null : Promise.reject(err)));
        const result = first ?? (await verify().unwrap());
        return result.verified;
      },
      mailEnabled: () => {
        void setService({ setServiceFlagDto: { mailcow: true } });
        window.dispatchEvent(new CustomEvent(MAIL_ENABLED_EVENT));
      },
      render: setNotice,
    };
    const controller = new NoticeController(effects);
    controllerRef.current = controller;
    const poller = new AccountStatusPoller(async () => {
      const status = await getStatus().unwrap();
      const cloudLastLogin = cloudConfigured ? (await getLastLogin().unwrap().catch(() => ({ lastLogin: 0 }))).lastLogin : 1;
      // An unconfigured service counts as verified: there is nothing for the member to set up.
      const state = { mailVerified: !mailConfigured || status.mailcow_enabled, cloudLastLogin };
      controller.update(state);
      if (cloudConfigured) cloudMigration.whenNeeded(state);
      return allVerified(state);
    });
    poller.start();
    const onFocus = () => poller.request();
    const onMailOk = () => {
      if (mailConfigured) controller.mailOk();
    };
    const onMailError = () => {
      if (mailConfigured) controller.mailError(isOpen(mailWindow.current));
    };
    window.addEventListener('focus', onFocus);
    window.addEventListener(MAIL_OK_EVENT, onMailOk);
    window.addEventListener(MAIL_ERROR_EVENT, onMailError);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener(MAIL_OK_EVENT, onMailOk);
      window.removeEventListener(MAIL_ERROR_EVENT, onMailError);
      poller.stop();
      controller.dispose();
      controllerRef.current = null;
    };
  }, [settings, mailConfigured, cloudConfigured, getStatus, getLastLogin, verifyOnly, verify, setService, cloudMigration]);

  return (
    <div role="status" aria-live="polite" className="service-toast-region">
      {notice && (
        <button type="button" className="service-toast" onClick={() => controllerRef.current?.click()}>
          <strong>{TEXT[notice].title}</strong>
          <span>{TEXT[notice].body}</span>
        </button>
      )}
    </div>
  );
}
