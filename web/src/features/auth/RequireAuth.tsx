import { useEffect } from 'react';
import { useGetAccountQuery } from '../../api/account';
import { LOGIN_PATH, useGetAuthStatusQuery } from '../../api/auth';
import { useGetSettingsQuery } from '../../api/settings';
import { Delayed, SectionSpinner } from '../../components/Loading';
import { Shell } from '../shell/Shell';
import { BootShell } from './BootShell';
import { onboardingRedirect } from './onboardingGate';

/** Guarded routes: a spinner while loading, /login when signed out, the onboarding gate, then the shell. */
export function RequireAuth() {
  const { data, isLoading, isError } = useGetAuthStatusQuery();
  const signedIn = Boolean(data?.authenticated && data.user);
  const { data: account } = useGetAccountQuery(undefined, { skip: !signedIn });
  const { data: settings } = useGetSettingsQuery();
  const gate = onboardingRedirect(account, settings?.app.onboarding_url);

  useEffect(() => {
    if (gate) window.location.assign(gate);
  }, [gate]);

  if (isLoading) return <Waiting />;
  if (isError || !signedIn || !data?.user) return <GoTo url={LOGIN_PATH} />;
  if (gate) return <Waiting />;
  return <Shell user={data.user} />;
}

/** The page's frame (as index.html paints it), with a spinner once the wait is long enough to notice. */
function Waiting() {
  return (
    <BootShell>
      <Delayed>
        <SectionSpinner />
      </Delayed>
    </BootShell>
  );
}

/** Leaves the React app for a page of its own (the login screen is web/login.html). */
function GoTo({ url }: { url: string }) {
  useEffect(() => {
    window.location.replace(url);
  }, [url]);
  return <Waiting />;
}
