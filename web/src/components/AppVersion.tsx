import { useGetSettingsQuery } from '../api/settings';

/** The running version and a link to the source, from GET /api/settings. */
export function AppVersion() {
  const { data, isLoading, isError } = useGetSettingsQuery();
  if (isLoading) return <span className="app-version muted">Loading version…</span>;
  if (isError || !data) return <span className="app-version muted">Version unavailable</span>;
  return (
    <a className="app-version" href={data.app.repo} target="_blank" rel="noreferrer" title="Source repository">
      Waypoint v{data.app.version}
    </a>
  );
}
