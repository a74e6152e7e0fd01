import { useGetAccountStatusQuery } from '../../../api/account';
import { useGetSettingsQuery } from '../../../api/settings';
import { POPUP_FEATURES } from '../lib/timing';
import { unseenBadge } from '../lib/unseenBadge';
import { useCloudMigration } from '../useCloudMigration';
import { useUnseenMail } from '../useUnseenMail';

/**
 * Cloud, Mail and Calendar (spec part 1 §2.3): blue when registered, grey when not; Mail and
 * Calendar follow mailcow_enabled, Cloud follows nextcloud_enabled (polled every 5 minutes).
 * Cloud and Mail open in a 1200x800 window, Calendar in a new tab. Unconfigured services are disabled.
 * Opening an unregistered cloud schedules the cloud registration migration.
 */
export function ServiceIcons({ username }: { username: string }) {
  const { data } = useGetAccountStatusQuery(undefined, { pollingInterval: 300_000 });
  const { data: settings } = useGetSettingsQuery();
  const mail = Boolean(data?.mailcow_enabled);
  const cloud = Boolean(data?.nextcloud_enabled);
  const mailUrl = settings?.app.mail_url;
  const cloudMigration = useCloudMigration();
  const badge = unseenBadge(useUnseenMail(username, Boolean(mailUrl) && mail));
  const icons = [
    {
      name: 'Cloud',
      on: cloud,
      available: Boolean(settings?.app.cloud_configured),
      open: () => {
        window.open('/auth/nextcloud', 'waypoint-cloud', POPUP_FEATURES);
        cloudMigration.afterOpening(cloud);
      },
      path: 'M7 18a5 5 0 0 1-.6-9.96A6 6 0 0 1 18 8.5a4.75 4.75 0 0 1-.5 9.5H7z',
    },
    {
      name: 'Mail',
      on: mail,
      badge,
      available: Boolean(mailUrl),
      open: () => window.open(`${mailUrl}/?iam_sso=1`, 'waypoint-mail', POPUP_FEATURES),
      path: 'M3 6h18v12H3V6zm2 2v.5l7 4.5 7-4.5V8l-7 4.5L5 8z',
    },
    {
      name: 'Calendar',
      on: mail,
      available: Boolean(mailUrl),
      open: () => window.open('/auth/calendar', '_blank', 'noopener'),
      path: 'M7 2h2v2h6V2h2v2h3v16H4V4h3V2zm-1 8v8h12v-8H6z',
    },
  ];
  return (
    <ul className="service-icons" aria-label="Services">
      {icons.map((i) => {
        const state = !i.available ? 'not configured' : i.on ? 'registered' : 'not registered';
        return (
          <li key={i.name}>
            <button
              type="button"
              className={i.on ? 'on' : 'off'}
              title={`${i.name}: ${state}`}
              aria-label={`${i.name}: ${state}`}
              disabled={!i.available}
              onClick={i.open}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d={i.path} fill="currentColor" />
              </svg>
              {'badge' in i && i.badge ? (
                <span className="unseen" aria-label={`${i.badge} unseen`}>
                  {i.badge}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
