import { Navigate } from 'react-router-dom';
import { useGetAuthStatusQuery } from '../../api/auth';
import { Shell } from '../shell/Shell';

/** Guarded routes: a spinner while loading, /login when signed out, the shell otherwise. */
export function RequireAuth() {
  const { data, isLoading, isError } = useGetAuthStatusQuery();
  if (isLoading) {
    return (
      <div className="page-spinner" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" /> Loading…
      </div>
    );
  }
  if (isError || !data?.authenticated || !data.user) return <Navigate to="/login" replace />;
  return <Shell user={data.user} />;
}
