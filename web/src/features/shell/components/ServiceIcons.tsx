import { useGetAccountStatusQuery } from '../../../api/account';

/**
 * Cloud, Mail and Calendar: blue when linked, grey when not (spec part 1 §2.3). Mail and Calendar
 * follow mailcow_enabled, Cloud follows nextcloud_enabled. Polled every 5 minutes.
 */
export function ServiceIcons() {
  const { data } = useGetAccountStatusQuery(undefined, { pollingInterval: 300_000 });
  const mail = Boolean(data?.mailcow_enabled);
  const cloud = Boolean(data?.nextcloud_enabled);
  const icons = [
    { name: 'Cloud', on: cloud, path: 'M7 18a5 5 0 0 1-.6-9.96A6 6 0 0 1 18 8.5a4.75 4.75 0 0 1-.5 9.5H7z' },
    { name: 'Mail', on: mail, path: 'M3 6h18v12H3V6zm2 2v.5l7 4.5 7-4.5V8l-7 4.5L5 8z' },
    { name: 'Calendar', on: mail, path: 'M7 2h2v2h6V2h2v2h3v16H4V4h3V2zm-1 8v8h12v-8H6z' },
  ];
  return (
    <ul className="service-icons" aria-label="Services">
      {icons.map((i) => (
        <li key={i.name} className={i.on ? 'on' : 'off'} title={`${i.name}: ${i.on ? 'registered' : 'not registered'}`}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d={i.path} fill="currentColor" />
          </svg>
          <span className="visually-hidden">
            {i.name}: {i.on ? 'registered' : 'not registered'}
          </span>
        </li>
      ))}
    </ul>
  );
}
