import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fullAccount, memberUser, signedInAs } from '../../test/handlers';
import { renderRoute, renderWithStore } from '../../test/render';
import { server } from '../../test/server';
import { AccountPage } from './AccountPage';

const signIn = (user: typeof memberUser) => server.use(http.get('*/auth/status', () => HttpResponse.json(signedInAs(user))));

/** The value shown for a label in a section's description list. */
const valueOf = (section: string, label: string) => {
  const term = within(screen.getByRole('region', { name: section })).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('Your Account page', () => {
  it('shows the identity, the account details, the opt-ins as ON/OFF and the read-only note', async () => {
    signIn(memberUser);
    server.use(http.get('*/api/account', () => HttpResponse.json({ ...fullAccount, email_opt_in: false, member_access_enabled: false })));
    renderWithStore(<AccountPage />);

    expect(await screen.findByRole('heading', { name: 'Your Account' })).toBeInTheDocument();
    expect(await screen.findByText('You are signed in through single sign-on as member.')).toBeInTheDocument();
    expect(valueOf('Basic Information', 'Username')).toBe('member');
    expect(valueOf('Basic Information', 'Email')).toBe('alex@example.org');
    expect(valueOf('Basic Information', 'First name')).toBe('Alex');
    expect(valueOf('Basic Information', 'Last name')).toBe('Morgan');
    expect(valueOf('Account Details', 'Identity provider ID')).toBe('sub-member');
    expect(valueOf('Account Details', 'Account created')).toBe(new Date(memberUser.created_at).toLocaleDateString(undefined, { dateStyle: 'long' }));
    expect(valueOf('Account Details', 'Last login')).toMatch(/2026/);

    const access = screen.getByRole('region', { name: 'Access & Opt-ins' });
    const badges = await within(access).findAllByRole('listitem');
    expect(badges.map((b) => b.textContent)).toEqual(['Cloud AccessON', 'Email AccessOFF', 'Resume DownloadON', 'Membership AccessOFF']);
    expect(within(badges[0]).getByText('ON')).toHaveAttribute('data-tone', 'success');
    expect(within(badges[1]).getByText('OFF')).toHaveAttribute('data-tone', 'neutral');
    expect(screen.getByText(/To change them, update your account there/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull(); // read-only
  });

  it("falls back to 'Not provided', 'Today' and 'Current session'", async () => {
    signIn({ ...memberUser, first_name: '', last_name: '', keycloak_id: '', created_at: '', last_login: null });
    renderWithStore(<AccountPage />);
    await screen.findByRole('region', { name: 'Basic Information' });
    expect(valueOf('Basic Information', 'First name')).toBe('Not provided');
    expect(valueOf('Basic Information', 'Last name')).toBe('Not provided');
    expect(valueOf('Account Details', 'Identity provider ID')).toBe('Not provided');
    expect(valueOf('Account Details', 'Account created')).toBe('Today');
    expect(valueOf('Account Details', 'Last login')).toBe('Current session');
  });

  it('shows an error in the opt-ins card when the account cannot load', async () => {
    signIn(memberUser);
    server.use(http.get('*/api/account', () => HttpResponse.json({ statusCode: 503, error: 'x', message: 'x', detail: 'The database is restarting.', requestId: 'r' }, { status: 503 })));
    renderWithStore(<AccountPage />);
    const access = await screen.findByRole('region', { name: 'Access & Opt-ins' });
    expect(await within(access).findByRole('alert')).toHaveTextContent('Could not load your accessThe database is restarting.');
    expect(valueOf('Basic Information', 'Username')).toBe('member');
  });

  it('opens from the account tab of the shell', async () => {
    signIn(memberUser);
    renderRoute('/account');
    expect(await screen.findByRole('heading', { name: 'Your Account' })).toBeInTheDocument();
    expect(await screen.findByText('sub-member')).toBeInTheDocument();
  });
});
