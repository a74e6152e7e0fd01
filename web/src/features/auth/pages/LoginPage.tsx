import { AppVersion } from '../../../components/AppVersion';

/** Where single sign-on starts (spec part 1 §2.2). */
export const SIGN_IN_PATH = '/auth/keycloak';

/** The login screen (spec part 1 §2.4). */
export function LoginPage() {
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
        <p className="note">
          <svg className="note-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h1zm2 0h6V7a3 3 0 0 0-6 0v3z" fill="currentColor" />
          </svg>{' '}
          Member accounts are secured by single sign-on. Sign in with your existing
          account, or register a new one on the next page.
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
