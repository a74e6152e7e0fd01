import { Navigate, useSearchParams } from 'react-router-dom';
import { SIGN_IN_PATH, useGetAuthStatusQuery } from '../../../api/auth';
import { AppVersion } from '../../../components/AppVersion';

export { SIGN_IN_PATH };

/** The login screen (spec part 1 §2.4); proceeds by itself when already signed in. */
export function LoginPage() {
  const { data } = useGetAuthStatusQuery();
  const [params] = useSearchParams();
  if (data?.authenticated) return <Navigate to="/" replace />;
  const failed = params.has('error');
  const signIn = () => {
    window.location.assign(SIGN_IN_PATH);
  };
  return (
    <main className="login">
      <section className="login-card" aria-labelledby="login-title">
        <div className="brand" aria-hidden="true">
          <span className="brand-mark">W</span> Waypoint
        </div>
        <h1 id="login-title">Welcome to Waypoint</h1>
        <p className="lead">Your career assistant: keep your resume sharp, find jobs, prepare applications and practise interviews.</p>
        {failed && (
          <p className="error-note" role="alert">
            Sign-in did not complete. Please try again.
          </p>
        )}
        <p className="note">
          <svg className="note-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h1zm2 0h6V7a3 3 0 0 0-6 0v3z" fill="currentColor" />
          </svg>{' '}
          Member accounts are secured by single sign-on. Sign in with your existing account, or register a new one on the
          next page.
        </p>
        <button type="button" className="button primary large" onClick={signIn}>
          Sign in or Register
        </button>
      </section>
      <footer className="login-footer">
        <AppVersion />
      </footer>
    </main>
  );
}
