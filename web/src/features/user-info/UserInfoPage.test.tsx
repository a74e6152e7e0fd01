import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { UserInfoDto } from '../../api/admin';
import { makeStore } from '../../app/store';
import { server } from '../../test/server';
import { UserInfoPage } from './UserInfoPage';

const GB = 1024 ** 3;
// 2024-01-15 10:30:00 UTC
const SECONDS = 1_705_314_600;
const MS = SECONDS * 1000;

function userInfo(overrides: Partial<UserInfoDto> = {}): UserInfoDto {
  return {
    account: {
      id: 'u-member',
      username: 'member',
      email: 'member@mail.waypoint.test',
      personal_email: 'alex@example.org',
      keycloak_id: 'sub-member',
      nextcloud_uid: 'nc-member',
      name: 'Alex Morgan',
      first_name: 'Alex',
      last_name: 'Morgan',
      title: 'Data Analyst',
      location: 'Lisbon',
      created_at: '2024-01-15T10:30:00.000Z',
      last_login: null,
      signature: 'Best regards,\nAlex',
      cloud_storage_opt_in: true,
      email_opt_in: false,
      resume_uploaded: true,
      member_access_enabled: true,
      nextcloud_enabled: true,
      mailcow_enabled: false,
    },
    keycloak: {
      success: true,
      error: null,
      data: {
        id: 'sub-member',
        username: 'member',
        email: 'alex@example.org',
        firstName: 'Alex',
        lastName: 'Morgan',
        enabled: true,
        emailVerified: false,
        createdTimestamp: MS,
        sessions: [{ id: '3f2a9c1e-77b0-4d2e-9a11-5c0de0f1b2a3', ipAddress: '203.0.113.7', start: MS, lastAccess: MS + 60_000, clients: { c1: 'waypoint-web' } }],
      },
    },
    nextcloud: {
      success: true,
      error: null,
      data: {
        uid: 'nc-member',
        displayname: 'Alex Morgan',
        email: 'alex@example.org',
        quota: { used: 2 * GB, free: 8 * GB, total: 10 * GB, relative: 20.04 },
        firstLoginTimestamp: MS,
        lastLoginTimestamp: 0,
        backend: 'Database',
        organisation: 'Acme',
        phone: '',
        profile_enabled: '1',
      },
    },
    mailcow: {
      success: true,
      error: null,
      mailbox: {
        username: 'member@mail.waypoint.test',
        domain: 'mail.waypoint.test',
        name: 'Alex Morgan',
        active: true,
        quota: 2 * GB,
        maxNewQuota: 10 * GB,
        quotaUsed: 1.5 * GB,
        percentClass: 'warning',
        messages: 1234,
        lastImapLogin: SECONDS,
        created: '2024-01-15 10:30:00',
        modified: null,
        tags: ['vip'],
      },
      bccMap: [],
      recipientMap: [{ id: 3, recipient_map_old: 'old@mail.waypoint.test', recipient_map_new: 'member@mail.waypoint.test', active: true }],
    },
    ...overrides,
  };
}

/** Answers the lookup with `reply` and records each identifier sent. */
function serveLookup(reply: () => Response) {
  const sent: string[] = [];
  server.use(
    http.post('*/api/admin/user-info', async ({ request }) => {
      sent.push(((await request.json()) as { identifier: string }).identifier);
      return reply();
    }),
  );
  return sent;
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/user-info', element: <UserInfoPage /> },
      { path: '/api-test', element: <p>API test hub</p> },
    ],
    { initialEntries: ['/user-info'] },
  );
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router };
}

const region = (name: string) => screen.getByRole('region', { name });

async function searchFor(identifier: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'User identifier' }), identifier);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
}

describe('user information dashboard', () => {
  it('keeps Search disabled while the identifier is blank', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'User Information' })).toBeInTheDocument();
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'User identifier' }), '   ');
    expect(search).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'User identifier' }), 'x');
    expect(search).toBeEnabled();
  });

  it('looks up the trimmed identifier and shows all four blocks', async () => {
    const sent = serveLookup(() => HttpResponse.json(userInfo()));
    renderPage();
    await searchFor('  member  ');
    const account = await screen.findByRole('region', { name: 'Account' });
    expect(sent).toEqual(['member']);

    expect(account).toHaveTextContent('u-member');
    expect(account).toHaveTextContent('alex@example.org');
    expect(account).toHaveTextContent('nc-member');
    expect(account).toHaveTextContent('member@mail.waypoint.test');
    expect(account).toHaveTextContent('Lisbon');
    const flags = within(account).getAllByRole('listitem');
    expect(flags.map((f) => f.textContent)).toEqual([
      'Cloud storageON',
      'Email opt-inOFF',
      'Resume uploadedON',
      'Member accessON',
      'Cloud storage enabledON',
      'Mail enabledOFF',
    ]);
    expect(within(account).getByText('Raw JSON')).toBeInTheDocument();
    expect(within(account).getByText(/"personal_email": "alex@example.org"/)).toBeInTheDocument();

    const idp = region('Identity Provider');
    expect(within(idp).getByText('Enabled')).toBeInTheDocument();
    expect(within(idp).getByText('Email not verified')).toBeInTheDocument();
    const sessions = within(idp).getByRole('table');
    expect(within(sessions).getByText('3f2a9c1e')).toHaveAttribute('title', '3f2a9c1e-77b0-4d2e-9a11-5c0de0f1b2a3');
    expect(sessions).toHaveTextContent('203.0.113.7');
    expect(sessions).toHaveTextContent('waypoint-web');
    expect(sessions).toHaveTextContent(new Date(MS).toLocaleString());

    const cloud = region('Cloud Storage');
    expect(cloud).toHaveTextContent('2.00 GB / 10.00 GB (20.0%)');
    expect(within(cloud).getByRole('meter', { name: 'Storage quota used' })).toHaveAttribute('aria-valuenow', '20');
    expect(cloud).toHaveTextContent('Acme');
    expect(within(cloud).queryByText('Phone')).toBeNull();
    expect(within(cloud).getByText('Public profile').nextElementSibling).toHaveTextContent('ON');

    const mail = region('Mail');
    expect(mail).toHaveTextContent('1.50 GB / 2.00 GB');
    expect(within(mail).getByRole('meter', { name: 'Mail quota used' })).toHaveAttribute('data-tone', 'warning');
    expect(mail).toHaveTextContent('1,234');
    expect(within(mail).getByText('vip')).toBeInTheDocument();
    expect(within(mail).getByText('No BCC map configured')).toBeInTheDocument();
    expect(within(mail).getByRole('list', { name: 'Recipient map' })).toHaveTextContent('old@mail.waypoint.test → to member@mail.waypoint.test');
  });

  it('switches every timestamp to ISO', async () => {
    serveLookup(() => HttpResponse.json(userInfo()));
    renderPage();
    await searchFor('member');
    await screen.findByRole('region', { name: 'Account' });
    expect(screen.getByRole('radio', { name: 'Local' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'ISO' }));
    // Account created (a date string), identity provider created and session start (ms), cloud first login (ms), last IMAP login (s).
    expect(region('Account')).toHaveTextContent('2024-01-15 10:30:00Z');
    expect(within(region('Identity Provider')).getAllByText('2024-01-15 10:30:00Z')).toHaveLength(2);
    expect(within(region('Identity Provider')).getByText('2024-01-15 10:31:00Z')).toBeInTheDocument();
    expect(region('Cloud Storage')).toHaveTextContent('2024-01-15 10:30:00Z');
    expect(region('Mail')).toHaveTextContent('2024-01-15 10:30:00Z');
  });

  it("shows each provider's own error, or its empty text", async () => {
    serveLookup(() =>
      HttpResponse.json(
        userInfo({
          keycloak: { success: true, error: null, data: null },
          nextcloud: { success: false, error: 'Cloud storage answered 503 Service Unavailable', data: null },
          mailcow: { success: true, error: null, mailbox: null, bccMap: [], recipientMap: [] },
        }),
      ),
    );
    renderPage();
    await searchFor('member');
    await screen.findByRole('region', { name: 'Account' });
    expect(region('Identity Provider')).toHaveTextContent('No identity provider data available');
    expect(within(region('Cloud Storage')).getByRole('alert')).toHaveTextContent('Cloud storage answered 503 Service Unavailable');
    expect(region('Mail')).toHaveTextContent('No mail data available');
  });

  it('shows the server message when no user matches', async () => {
    serveLookup(() =>
      HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'No user matches "ghost".', detail: 'No user matches "ghost".', requestId: 'r' }, { status: 404 }),
    );
    renderPage();
    await searchFor('ghost');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch user information');
    expect(alert).toHaveTextContent('No user matches "ghost".');
    expect(screen.queryByRole('region', { name: 'Account' })).toBeNull();
  });

  it('shows the network error text, or Failed to fetch user information alone', async () => {
    serveLookup(() => HttpResponse.error());
    renderPage();
    await searchFor('member');
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the server. Check your connection and try again.');

    serveLookup(() => new HttpResponse('oops', { status: 500 }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Failed to fetch user information');
    expect(screen.queryByText(/Cannot reach the server/)).toBeNull();
  });

  it('finds a user in the dropdown and looks them up by id', async () => {
    const sent = serveLookup(() => HttpResponse.json(userInfo()));
    renderPage();
    const picker = screen.getByRole('combobox', { name: 'Find a user' });
    await userEvent.type(picker, 'nobody-here');
    expect(await screen.findByText('No users found')).toBeInTheDocument();

    await userEvent.clear(picker);
    await userEvent.type(picker, 'alex');
    const option = await screen.findByRole('option', { name: /Alex Morgan/ });
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(option);
    await screen.findByRole('region', { name: 'Account' });
    expect(sent).toEqual(['u-member']);
    expect(screen.getByRole('textbox', { name: 'User identifier' })).toHaveValue('u-member');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('goes back to the API tests', async () => {
    const { router } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: '← Back to API Tests' }));
    expect(router.state.location.pathname).toBe('/api-test');
  });
});
