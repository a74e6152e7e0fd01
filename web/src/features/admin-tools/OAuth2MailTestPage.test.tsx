import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OAuth2TestResultDto } from '../../api/emails';
import { adminUser, memberUser, signedInAs, signedOut } from '../../test/handlers';
import { renderRoute, renderWithStore } from '../../test/render';
import { server } from '../../test/server';
import { PENDING_KEY } from './lib/oauth2MailTest';
import { OAuth2MailTestPage } from './OAuth2MailTestPage';

interface Settings {
  mailServerUrl: string | null;
  authorizeUrl: string | null;
  backendRedirectUri: string;
  backendClientId: string | null;
  smtp: { host: string; port: number; secure: boolean } | null;
}

/** GET /api/emails/oauth2-config as the server answers it (the generated type lacks some of these fields). */
const config: Settings = {
  mailServerUrl: 'https://mail.example.org',
  authorizeUrl: 'https://mail.example.org/oauth/authorize',
  backendRedirectUri: 'https://waypoint.example.org/oauth/callback',
  backendClientId: null,
  smtp: { host: 'smtp.example.org', port: 587, secure: false },
};

/** The admin's server: the mail settings and the test call, with what the page sent. */
function mailServer(answer: () => Response, settings: Partial<Settings> = {}) {
  const sent: unknown[] = [];
  server.use(
    http.get('*/auth/status', () => HttpResponse.json(signedInAs(adminUser))),
    http.get('*/api/emails/oauth2-config', () => HttpResponse.json({ ...config, ...settings })),
    http.post('*/api/emails/test-oauth2', async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

const result = (r: OAuth2TestResultDto) => () => HttpResponse.json(r);
const renderPage = (path = '/') => renderWithStore(<MemoryRouter initialEntries={[path]}><OAuth2MailTestPage /></MemoryRouter>);
const output = () => screen.getByLabelText('Raw result');

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('OAuth2MailTestPage', () => {
  it('shows Admin only to a member and asks for nothing else', async () => {
    let configAsked = false;
    server.use(
      http.get('*/auth/status', () => HttpResponse.json(signedInAs(memberUser))),
      http.get('*/api/emails/oauth2-config', () => {
        configAsked = true;
        return HttpResponse.json(config);
      }),
    );
    renderPage();
    expect(await screen.findByText('Admin only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Probe SMTP capabilities' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '← Back to API Tests' })).toBeInTheDocument();
    expect(configAsked).toBe(false);
  });

  it('on its own route, shows a signed-out visitor Admin only with a sign-in link and a way home', async () => {
    server.use(http.get('*/auth/status', () => HttpResponse.json(signedOut)));
    renderRoute('/oauth2-mail-test');
    expect(await screen.findByText('Admin only')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: '← Back to Waypoint' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: '← Back to API Tests' })).not.toBeInTheDocument();
  });

  it('shows the mail server and both redirect addresses', async () => {
    mailServer(result({ stage: 'profile', status: 200, data: {} }));
    renderPage();
    expect(await screen.findByText('https://mail.example.org')).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/oauth/callback`)).toBeInTheDocument();
    expect(screen.getByText('https://waypoint.example.org/oauth/callback')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start OAuth2 (backend client)' })).toBeDisabled();
    expect(screen.getByText(/MAIL_OAUTH2_CLIENT_ID is not set/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fetch OAuth profile' })).toBeDisabled();
  });

  it('shows the yellow banner when the SMTP server offers no OAuth2 mechanism', async () => {
    const sent = mailServer(
      result({
        stage: 'smtp_capability',
        status: 200,
        data: { oauth2Supported: false },
        capabilities: { auth: ['PLAIN', 'LOGIN'], all: ['PIPELINING', 'STARTTLS', 'AUTH PLAIN LOGIN'], host: 'smtp.example.org', port: 587, secure: true },
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Probe SMTP capabilities' }));
    const banner = await screen.findByText(/does not advertise XOAUTH2\/OAUTHBEARER/);
    const box = banner.closest('div') as HTMLElement;
    expect(box).toHaveTextContent('OAuth2 must be enabled in the mail server');
    expect(box).toHaveTextContent('PLAIN, LOGIN');
    expect(box).toHaveTextContent('PIPELINING, STARTTLS, AUTH PLAIN LOGIN');
    expect(box).toHaveTextContent('smtp.example.org');
    expect(box).toHaveTextContent('587');
    expect(box).toHaveTextContent('TLStrue');
    expect(sent).toEqual([{ diagnostics: { listAuth: true } }]);
    expect(output()).toHaveTextContent('"stage": "smtp_capability"');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the red banner with status, stage and body when the result is 400 or above', async () => {
    mailServer(result({ stage: 'smtp_error', status: 502, data: { message: 'The SMTP server smtp.example.org:587 could not be probed (connect): ECONNREFUSED.' } }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Probe SMTP capabilities' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('status 502');
    expect(alert).toHaveTextContent('smtp_error');
    expect(within(alert).getByLabelText('Response body')).toHaveTextContent('ECONNREFUSED');
  });

  it('says Probe failed with the server message when the request itself fails', async () => {
    mailServer(() => HttpResponse.json({ statusCode: 429, error: 'Too Many Requests', message: 'slow down', detail: 'Too many mail tests; wait a minute.', requestId: 'r' }, { status: 429 }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Probe SMTP capabilities' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Probe failed: Too many mail tests; wait a minute.');
  });

  it('makes no call when the callback state does not match, and cleans the address', async () => {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ state: 'expected', client: 'frontend', redirectUri: 'http://localhost/oauth/callback', clientId: 'id', clientSecret: 'secret' }));
    const sent = mailServer(result({ stage: 'profile', status: 200, data: {} }));
    const { router } = renderRoute('/oauth/callback?code=abc&state=forged');
    expect(await screen.findByRole('alert')).toHaveTextContent('State mismatch');
    expect(output()).toHaveTextContent('state_mismatch');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/oauth/callback');
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
    expect(sent).toEqual([]);
  });

  it('exchanges the code with the frontend client when the state matches', async () => {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ state: 's1', client: 'frontend', redirectUri: 'http://localhost/oauth/callback', clientId: 'web', clientSecret: 'secret' }));
    const sent = mailServer(result({ stage: 'profile', status: 200, data: { username: 'sysadmin@example.org' } }));
    const { router } = renderRoute('/oauth/callback?code=abc&state=s1');
    expect(await screen.findByText('Stage profile, status 200.')).toBeInTheDocument();
    expect(sent).toEqual([
      { oauth2: { authorizationCode: 'abc', redirectUri: 'http://localhost/oauth/callback', clientId: 'web', clientSecret: 'secret' } },
    ]);
    expect(router.state.location.search).toBe('');
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
  });

  it('starts the frontend sign-in with a fresh state kept in this tab only', async () => {
    mailServer(result({ stage: 'profile', status: 200, data: {} }));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
    renderPage();
    const start = await screen.findByRole('button', { name: 'Start OAuth2 (frontend client)' });
    expect(start).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Client ID'), 'web');
    await userEvent.type(screen.getByLabelText('Client secret'), 'secret');
    await userEvent.click(start);
    const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? '{}') as { state: string; clientSecret: string };
    expect(pending.state).toMatch(/^[0-9a-f]{32}$/);
    expect(pending.clientSecret).toBe('secret');
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
    const target = new URL(assign.mock.calls[0][0] as string);
    expect(`${target.origin}${target.pathname}`).toBe('https://mail.example.org/oauth/authorize');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'web',
      redirect_uri: `${window.location.origin}/oauth/callback`,
      state: pending.state,
    });
  });

  it('fetches the profile again with the token of a successful exchange, and Reset clears it', async () => {
    const sent = mailServer(result({ stage: 'token_exchange', status: 200, data: { access_token: 'tok', token_type: 'Bearer' } }), { backendClientId: 'waypoint' });
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ state: 's1', client: 'backend', redirectUri: 'https://waypoint.example.org/oauth/callback' }));
    renderPage('/oauth/callback?code=abc&state=s1');
    const fetchProfile = await screen.findByRole('button', { name: 'Fetch OAuth profile' });
    await waitFor(() => expect(fetchProfile).toBeEnabled());
    await userEvent.click(fetchProfile);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]).toEqual({ oauth2: { authorizationCode: 'abc', redirectUri: 'https://waypoint.example.org/oauth/callback' } });
    expect(sent[1]).toEqual({ diagnostics: { fetchProfile: true, accessToken: 'tok' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reset' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(output()).toHaveTextContent('No output yet.');
    expect(screen.getByRole('button', { name: 'Fetch OAuth profile' })).toBeDisabled();
  });

  it('says so plainly when mail is not configured and keeps the SMTP probe', async () => {
    mailServer(result({ stage: 'profile', status: 200, data: {} }), { mailServerUrl: null, authorizeUrl: null });
    renderPage();
    expect(await screen.findByText(/Mail is not configured on this server/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start OAuth2 (frontend client)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Test access' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Probe SMTP capabilities' })).toBeEnabled();
  });

  it('disables the SMTP probe when SMTP is not configured', async () => {
    mailServer(result({ stage: 'profile', status: 200, data: {} }), { mailServerUrl: null, authorizeUrl: null, smtp: null });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Probe SMTP capabilities' })).toBeDisabled();
  });

  it('runs the webmail tests against SOGo', async () => {
    mailServer(result({ stage: 'profile', status: 200, data: {} }));
    server.use(http.head('https://mail.example.org/SOGo/so/', () => HttpResponse.error()));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPage();
    const mailbox = await screen.findByLabelText('Mailbox');
    expect(mailbox).toHaveAttribute('placeholder', 'sysadmin@…');
    expect(screen.getByRole('button', { name: 'Basic compose' })).toBeDisabled();
    await userEvent.type(mailbox, 'sysadmin@example.org');
    await userEvent.type(screen.getByLabelText('To'), 'hr@acme.example');
    await userEvent.click(screen.getByRole('button', { name: 'Basic compose' }));
    expect(open).toHaveBeenLastCalledWith('https://mail.example.org/SOGo/so/sysadmin@example.org/Mail/compose', '_blank', expect.stringContaining('noopener'));
    await userEvent.click(screen.getByRole('button', { name: 'Pre-filled compose' }));
    expect(open.mock.lastCall?.[0]).toMatch(/^https:\/\/mail\.example\.org\/SOGo\/so\/sysadmin@example\.org\/Mail\/compose\?mailto=hr@acme\.example&subject=Waypoint%20OAuth2/);
    expect(screen.getByRole('link', { name: 'Direct URL' })).toHaveAttribute('href', 'https://mail.example.org/SOGo/so/sysadmin@example.org/Mail/compose');
    expect(screen.getByRole('link', { name: 'Standard mailto' }).getAttribute('href')).toMatch(/^mailto:hr@acme\.example\?subject=/);
    await userEvent.click(screen.getByRole('button', { name: 'Test access' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('SOGo access test failed');
  });
});
