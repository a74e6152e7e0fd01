import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useGetAccountQuery } from '../../api/account';
import { useGetAuthStatusQuery } from '../../api/auth';
import { useGetSettingsQuery } from '../../api/settings';
import { Shell } from '../shell/Shell';
import { onboardingRedirect } from './onboardingGate';

function Spinner() {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" /> Loading…
    </div>
  );
}

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

  if (isLoading) return <Spinner />;
  if (isError || !signedIn || !data?.user) return <Navigate to="/login" replace />;
  if (gate) return <Spinner />;
  return <Shell user={data.user} />;
}
