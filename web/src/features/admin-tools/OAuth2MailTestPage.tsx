import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_PATH, useGetAuthStatusQuery } from '../../api/auth';
import { type OAuth2TestResultDto, type TestOAuth2Dto, useGetOAuth2MailConfigQuery, useTestOAuth2MailMutation } from '../../api/emails';
import { errorMessage } from '../../api/errors';
import { Button, Card, ErrorState, Field, Grid, LoadingState, PageHeader, Stack, TextInput } from '../../components';
import { BackToApiTests } from './components/BackToApiTests';
import {
  accessTokenOf,
  authorizeRequestUrl,
  CALLBACK_PATH,
  callbackRequest,
  type ClientKind,
  isFailedResult,
  lacksOAuth2Mechanism,
  mailtoUrl,
  OAUTH2_MECHANISMS,
  PENDING_KEY,
  randomState,
  readCallback,
  readMailTestConfig,
  savePending,
  sogoBase,
  sogoComposeUrl,
  stripCallbackParams,
  takePending,
} from './lib/oauth2MailTest';
import styles from './OAuth2MailTestPage.module.css';

const TITLE_ID = 'oauth2-mail-test-title';
const DEFAULT_SUBJECT = 'Waypoint OAuth2 mail test';
const DEFAULT_BODY = 'This message was composed from the Waypoint OAuth2 mail test page.';
const POPUP = 'noopener,noreferrer,width=1200,height=800';

type RequestError = FetchBaseQueryError | SerializedError;

/**
 * OAuth2 mail test (admin), part 3 §2.10. Shown inside the shell (tab oauth2-mail-test) and on the
 * unguarded routes /oauth2-mail-test and /oauth/callback, so it checks who is signed in itself.
 */
export function OAuth2MailTestPage({ standalone = false }: { standalone?: boolean }) {
  const { data: status, isLoading, isError, error, refetch } = useGetAuthStatusQuery();
  const isAdmin = !!status?.authenticated && !!status.user?.is_admin;

  // A sign-in record left in this tab by someone who may not use the page is dropped, secret and all.
  useEffect(() => {
    if (status && !isAdmin) sessionStorage.removeItem(PENDING_KEY);
  }, [status, isAdmin]);

  let body: ReactNode;
  if (isLoading) body = <LoadingState label="Checking sign-in…" />;
  else if (isError) body = <ErrorState title="Could not check who is signed in" message={errorMessage(error)} onRetry={() => void refetch()} />;
  else if (!status?.authenticated)
    body = (
      <Card>
        <p className={styles.denied}>Admin only</p>
        <p className={styles.flat}>
          <a href={LOGIN_PATH}>Sign in</a> with an administrator account to use this page.
        </p>
      </Card>
    );
  else if (!isAdmin)
    body = (
      <Card>
        <p className={styles.denied}>Admin only</p>
      </Card>
    );
  else body = <MailTestTool username={status.user?.username ?? ''} />;

  return (
    <section aria-labelledby={TITLE_ID} className={`tool-page ${styles.page}`}>
      <PageHeader
        id={TITLE_ID}
        title="OAuth2 Mail Test"
        subtitle="Sign in to the mail server with OAuth2, read the profile and check that SMTP offers token sign-in."
        actions={<BackToApiTests standalone={standalone} />}
      />
      {body}
    </section>
  );
}

interface Problem {
  title: string;
  message: string;
}

function MailTestTool({ username }: { username: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { data: rawConfig, isLoading: configLoading, isError: configFailed, error: configError, refetch: refetchConfig } = useGetOAuth2MailConfigQuery();
  const config = useMemo(() => readMailTestConfig(rawConfig), [rawConfig]);
  const [runTest, { isLoading: testing }] = useTestOAuth2MailMutation();

  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const [mailbox, setMailbox] = useState('');
  const [to, setTo] = useState('');
  const [subject, setSubject] = useState(DEFAULT_SUBJECT);
  const [result, setResult] = useState<OAuth2TestResultDto | null>(null);
  const [output, setOutput] = useState<unknown>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [accessToken, setAccessToken] = useState<string | null>(null);
  const [checkingAccess, setCheckingAccess] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const busy = testing || checkingAccess || redirecting;

  const frontendRedirectUri = `${window.location.origin}${CALLBACK_PATH}`;
  const backendRedirectUri = config?.backendRedirectUri ?? frontendRedirectUri;
  const mailServerUrl = config?.mailServerUrl ?? null;

  const run = useCallback(
    async (dto: TestOAuth2Dto) => {
      setProblem(null);
      setResult(null);
      try {
        const res = await runTest({ testOAuth2Dto: dto }).unwrap();
        setResult(res);
        setOutput(res);
        const token = accessTokenOf(res);
        if (token) setAccessToken(token);
      } catch (err) {
        const message = errorMessage(err as RequestError);
        setProblem({ title: 'Probe failed', message });
        setOutput({ error: 'Probe failed', message });
      }
    },
    [runTest],
  );

  // The return from the mail server's authorize page: ?code=&state= (or ?error=). Handled once.
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    const callback = readCallback(location.search);
    if (!callback) return;
    handled.current = true;
    const pending = takePending(sessionStorage);
    navigate({ pathname: location.pathname, search: stripCallbackParams(location.search), hash: location.hash }, { replace: true });
    const outcome = callbackRequest(pending, callback);
    if ('refusal' in outcome) {
      setProblem({ title: outcome.refusal.error === 'state_mismatch' ? 'State mismatch' : 'Sign-in refused', message: outcome.refusal.message });
      setOutput(outcome.refusal);
      return;
    }
    void run(outcome.request);
  }, [location.search, location.pathname, location.hash, navigate, run]);

  const startAuthorization = (client: ClientKind) => {
    const authorizeUrl = config?.authorizeUrl;
    const id = client === 'frontend' ? clientId.trim() : config?.backendClientId;
    if (!authorizeUrl || !id) return;
    const redirectUri = client === 'frontend' ? frontendRedirectUri : backendRedirectUri;
    const state = randomState();
    savePending(sessionStorage, { state, client, redirectUri, ...(client === 'frontend' ? { clientId: id, clientSecret } : {}) });
    setRedirecting(true);
    window.location.assign(authorizeRequestUrl(authorizeUrl, { clientId: id, redirectUri, state }));
  };

  const testAccess = async () => {
    if (!mailServerUrl) return;
    const url = sogoBase(mailServerUrl);
    setProblem(null);
    setResult(null);
    setCheckingAccess(true);
    try {
      await fetch(url, { method: 'HEAD', mode: 'no-cors', credentials: 'include' });
      setOutput({ test: 'SOGo access', url, reachable: true, note: 'The browser reached SOGo. In no-cors mode the status cannot be read.' });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      setProblem({ title: 'SOGo access test failed', message });
      setOutput({ test: 'SOGo access', url, reachable: false, error: message });
    } finally {
      setCheckingAccess(false);
    }
  };

  const composeUrl = mailServerUrl && mailbox.trim() ? sogoComposeUrl(mailServerUrl, mailbox) : null;
  const prefilledUrl = mailServerUrl && mailbox.trim() ? sogoComposeUrl(mailServerUrl, mailbox, { to, subject, body: DEFAULT_BODY }) : null;
  const mailto = mailtoUrl({ to, subject, body: DEFAULT_BODY });

  const openWindow = (test: string, url: string | null) => {
    if (!url) return;
    setProblem(null);
    setResult(null);
    window.open(url, '_blank', POPUP);
    setOutput({ test, url });
  };

  const reset = () => {
    sessionStorage.removeItem(PENDING_KEY);
    setClientId('');
    setClientSecret('');
    setMailbox('');
    setTo('');
    setSubject(DEFAULT_SUBJECT);
    setResult(null);
    setOutput(null);
    setProblem(null);
    setAccessToken(null);
  };

  if (configLoading) return <LoadingState label="Loading the mail settings…" />;
  if (configFailed || !config)
    return <ErrorState title="Could not load the mail settings" message={errorMessage(configError)} onRetry={() => void refetchConfig()} />;

  const oauthReady = !!config.authorizeUrl;
  const frontendReady = oauthReady && !!clientId.trim() && !!clientSecret;

  return (
    <Stack gap={4}>
      <Card title="Mail server">
        <dl className={styles.facts}>
          <dt>Mail server</dt>
          <dd>{mailServerUrl ?? 'Not configured'}</dd>
          <dt>Frontend redirect address</dt>
          <dd>{frontendRedirectUri}</dd>
          <dt>Backend redirect address</dt>
          <dd>{backendRedirectUri}</dd>
          <dt>Backend client</dt>
          <dd>{config.backendClientId ?? 'Not set (MAIL_OAUTH2_CLIENT_ID)'}</dd>
          <dt>SMTP server</dt>
          <dd>{config.smtp ? `${config.smtp.host}:${config.smtp.port} (${config.smtp.secure ? 'implicit TLS' : 'STARTTLS when offered'})` : 'Not configured'}</dd>
        </dl>
        {!mailServerUrl && (
          <p className={styles.notice} role="note">
            Mail is not configured on this server (MAILCOW_URL is not set), so the OAuth2 sign-in, the profile read and the webmail tests are unavailable.
            {config.smtp ? ' The SMTP probe still works.' : ' SMTP is not configured either (SMTP_HOST is not set).'}
          </p>
        )}
      </Card>

      <Grid minItemWidth="18rem">
        {mailServerUrl && (
          <Card title="OAuth2 sign-in">
            <Stack gap={3}>
              <Field label="Client ID" hint="The frontend client, registered at the mail server with the frontend redirect address.">
                <TextInput value={clientId} onChange={(e) => setClientId(e.target.value)} autoComplete="off" spellCheck={false} disabled={busy} />
              </Field>
              <Field label="Client secret" hint="Kept in this tab only for the sign-in round trip.">
                <TextInput type="password" value={clientSecret} onChange={(e) => setClientSecret(e.target.value)} autoComplete="off" disabled={busy} />
              </Field>
              <div className={styles.actions}>
                <Button variant="primary" disabled={busy || !frontendReady} onClick={() => startAuthorization('frontend')}>
                  Start OAuth2 (frontend client)
                </Button>
                <Button disabled={busy || !oauthReady || !config.backendClientId} onClick={() => startAuthorization('backend')}>
                  Start OAuth2 (backend client)
                </Button>
              </div>
              {!config.backendClientId && <p className={styles.hint}>The backend client is unavailable: MAIL_OAUTH2_CLIENT_ID is not set on the server.</p>}
              <div className={styles.actions}>
                <Button disabled={busy || !accessToken} onClick={() => void run({ diagnostics: { fetchProfile: true, accessToken: accessToken ?? undefined } })}>
                  Fetch OAuth profile
                </Button>
              </div>
              {!accessToken && <p className={styles.hint}>Reading the profile again needs the access token of a successful code exchange.</p>}
            </Stack>
          </Card>
        )}

        <Card title="SMTP">
          <Stack gap={3}>
            <p className={styles.flat}>Lists the SMTP server's AUTH mechanisms: OAuth2 sign-in needs {OAUTH2_MECHANISMS.join(' or ')}.</p>
            <div className={styles.actions}>
              <Button disabled={busy || !config.smtp} onClick={() => void run({ diagnostics: { listAuth: true } })}>
                Probe SMTP capabilities
              </Button>
            </div>
            {!config.smtp && <p className={styles.hint}>SMTP is not configured on this server (SMTP_HOST).</p>}
          </Stack>
        </Card>
      </Grid>

      {mailServerUrl && (
        <Card title="Webmail compose tests">
          <Stack gap={3}>
            <Grid minItemWidth="14rem" gap={3}>
              <Field label="Mailbox" hint={`SOGo's sign-in, usually an address${username ? ` such as ${username}@…` : ''}.`}>
                <TextInput value={mailbox} onChange={(e) => setMailbox(e.target.value)} autoComplete="off" spellCheck={false} placeholder={username ? `${username}@…` : undefined} />
              </Field>
              <Field label="To">
                <TextInput type="email" value={to} onChange={(e) => setTo(e.target.value)} autoComplete="off" />
              </Field>
              <Field label="Subject">
                <TextInput value={subject} onChange={(e) => setSubject(e.target.value)} autoComplete="off" />
              </Field>
            </Grid>
            <div className={styles.actions}>
              <Button disabled={busy} onClick={() => void testAccess()}>
                Test access
              </Button>
              <Button disabled={busy || !composeUrl} onClick={() => openWindow('Basic compose', composeUrl)}>
                Basic compose
              </Button>
              <Button disabled={busy || !prefilledUrl} onClick={() => openWindow('Pre-filled compose', prefilledUrl)}>
                Pre-filled compose
              </Button>
              {composeUrl ? (
                <a className="button" href={composeUrl} target="_blank" rel="noopener noreferrer" onClick={() => setOutput({ test: 'Direct URL', url: composeUrl })}>
                  Direct URL
                </a>
              ) : (
                <Button disabled>Direct URL</Button>
              )}
              <a className="button" href={mailto} onClick={() => setOutput({ test: 'Standard mailto', url: mailto })}>
                Standard mailto
              </a>
            </div>
            {!composeUrl && <p className={styles.hint}>Enter the mailbox to open SOGo's compose form.</p>}
          </Stack>
        </Card>
      )}

      {busy && <LoadingState label={redirecting ? 'Opening the mail server sign-in…' : 'Running…'} />}
      {problem && (
        <div className={styles.danger} role="alert">
          <p className={styles.flat}>
            <strong>{problem.title}</strong>
            {problem.message ? `: ${problem.message}` : ''}
          </p>
        </div>
      )}
      {result && <ResultBanners result={result} />}

      <Card
        title="Output"
        actions={
          <Button size="sm" disabled={busy} onClick={reset}>
            Reset
          </Button>
        }
      >
        <pre className={styles.output} aria-label="Raw result" tabIndex={0}>
          {output === null ? 'No output yet.' : JSON.stringify(output, null, 2)}
        </pre>
      </Card>
    </Stack>
  );
}

function ResultBanners({ result }: { result: OAuth2TestResultDto }) {
  const caps = result.capabilities;
  return (
    <>
      {lacksOAuth2Mechanism(result) && caps && (
        <div className={styles.warning} role="status">
          <p className={styles.flat}>
            <strong>The SMTP server does not advertise XOAUTH2/OAUTHBEARER.</strong> OAuth2 must be enabled in the mail server before mail can be sent with a
            token.
          </p>
          <dl className={styles.facts}>
            <dt>Auth mechanisms</dt>
            <dd>{caps.auth.length ? caps.auth.join(', ') : 'None'}</dd>
            <dt>All capabilities</dt>
            <dd>{caps.all.length ? caps.all.join(', ') : 'None'}</dd>
            <dt>Host</dt>
            <dd>{caps.host}</dd>
            <dt>Port</dt>
            <dd>{caps.port}</dd>
            <dt>TLS</dt>
            <dd>{caps.secure ? 'true' : 'false'}</dd>
          </dl>
        </div>
      )}
      {isFailedResult(result) && (
        <div className={styles.danger} role="alert">
          <p className={styles.flat}>
            <strong>Request failed with status {result.status}</strong> at stage {result.stage}.
          </p>
          <pre className={styles.body} aria-label="Response body">
            {JSON.stringify(result.data, null, 2)}
          </pre>
        </div>
      )}
      {!isFailedResult(result) && !lacksOAuth2Mechanism(result) && (
        <p className={styles.success} role="status">
          Stage {result.stage}, status {result.status}.
        </p>
      )}
    </>
  );
}
