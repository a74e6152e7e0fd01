import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadingState } from '../../components/LoadingState';
import { Delayed } from '../../components/Loading';
import styles from './ToolRoutePage.module.css';

// The pages load lazily: the router (and so this file) is in the entry chunk.
const OAuth2MailTestPage = lazy(() => import('../admin-tools/OAuth2MailTestPage').then((m) => ({ default: m.OAuth2MailTestPage })));
const NcTokenCleanupPage = lazy(() => import('./NcTokenCleanupPage').then((m) => ({ default: m.NcTokenCleanupPage })));

const OAUTH2_MAIL_TEST_PATHS = ['/oauth2-mail-test', '/oauth/callback'];
const NC_TOKEN_CLEANUP_PATH = '/nc-token-cleanup';

/**
 * The unguarded tool routes of spec part 1 §2.1, outside the shell: the OAuth2 mail test (also the
 * OAuth return address) and the token cleanup. The page is chosen by the path; each checks what it must itself.
 */
export function ToolRoutePage({ title }: { title: string }) {
  const path = useLocation().pathname.replace(/\/+$/, '') || '/';
  const page = OAUTH2_MAIL_TEST_PATHS.includes(path) ? (
    <OAuth2MailTestPage standalone />
  ) : path === NC_TOKEN_CLEANUP_PATH ? (
    <NcTokenCleanupPage standalone />
  ) : null;

  if (!page) {
    return (
      <main className="login">
        <section className="login-card">
          <h1>{title}</h1>
          <p className="lead">This tool is not available in this version of Waypoint yet.</p>
          <a href="/">Back to Waypoint</a>
        </section>
      </main>
    );
  }
  return (
    <main className={styles.main}>
      <Suspense
        fallback={
          <Delayed>
            <LoadingState label={`Loading ${title}…`} />
          </Delayed>
        }
      >
        {page}
      </Suspense>
    </main>
  );
}
