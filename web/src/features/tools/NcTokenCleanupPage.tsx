import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, Card, EmptyState, PageHeader, Stack } from '../../components';
import { BackToApiTests } from '../admin-tools/components/BackToApiTests';
import { clearedNames, cloudCookieNames, expireCloudCookies, SERVER_CLEANUP_PATH } from './lib/cloudCookies';
import styles from './NcTokenCleanupPage.module.css';

const TITLE_ID = 'nc-token-cleanup-title';

/**
 * Token cleanup (part 3 §2.15; no login guard, part 1 §2.1): lists the cloud-storage (Nextcloud)
 * cookie names this browser holds, never their values, and clears them: the visible ones here,
 * then the HttpOnly ones on the server route, which sends the browser back with ?cleared=.
 */
export function NcTokenCleanupPage({ standalone = false }: { standalone?: boolean }) {
  const { search } = useLocation();
  const [visible, setVisible] = useState(() => cloudCookieNames(document.cookie));
  const [leaving, setLeaving] = useState(false);
  const cleared = clearedNames(search);

  const clear = () => {
    expireCloudCookies(document);
    setVisible(cloudCookieNames(document.cookie));
    setLeaving(true);
    window.location.assign(SERVER_CLEANUP_PATH);
  };

  return (
    <section aria-labelledby={TITLE_ID} className={`tool-page ${styles.page}`}>
      <PageHeader
        id={TITLE_ID}
        title="NC Token Cleanup"
        subtitle="Stale cloud-storage (Nextcloud) cookies can keep a member in a sign-in loop. This page shows their names, never their values, and clears them."
        actions={<BackToApiTests standalone={standalone} />}
      />
      <Stack gap={4}>
        {cleared !== null && (
          <Card title="Cleared by the server">
            {cleared.length ? (
              <NameList names={cleared} label="Cookies cleared by the server" />
            ) : (
              <p className={styles.flat}>The server found no cloud-storage cookies to clear.</p>
            )}
          </Card>
        )}
        <Card
          title="In this browser"
          actions={
            <Button size="sm" disabled={leaving} onClick={() => setVisible(cloudCookieNames(document.cookie))}>
              Check again
            </Button>
          }
        >
          <Stack gap={3}>
            {visible.length ? (
              <NameList names={visible} label="Cloud-storage cookies in this browser" />
            ) : (
              <EmptyState title="No cloud-storage cookies found in this browser." />
            )}
            <p className={styles.hint}>Cookies the cloud marks HttpOnly are not visible to this page; the server clears those.</p>
          </Stack>
        </Card>
        <div className={styles.actions}>
          <Button variant="primary" loading={leaving} onClick={clear}>
            Clear cloud cookies
          </Button>
        </div>
      </Stack>
    </section>
  );
}

function NameList({ names, label }: { names: string[]; label: string }) {
  return (
    <ul className={styles.names} aria-label={label}>
      {names.map((name) => (
        <li key={name}>
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}
