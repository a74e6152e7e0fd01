import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, memberUser, signedInAs } from '../../test/handlers';
import { renderRoute } from '../../test/render';
import { server } from '../../test/server';

const signIn = (user: typeof memberUser) => server.use(http.get('*/auth/status', () => HttpResponse.json(signedInAs(user))));

describe('the guarded shell', () => {
  beforeEach(() => localStorage.clear());

  it.each(['/dashboard', '/somewhere/else'])('sends a signed-out visitor at %s to the login page', async (path) => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace, origin: window.location.origin });
    renderRoute(path);
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/login'));
    vi.unstubAllGlobals();
  });

  it('shows a member the member menu with name and title, and no mode toggle', async () => {
    signIn(memberUser);
    renderRoute('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByText('Alex Morgan')).toBeInTheDocument();
    expect(within(nav).getByText('Data Analyst')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'User Management' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Mode' })).toBeNull();
  });

  it('sends a member who opens an unknown tab to the dashboard', async () => {
    signIn(memberUser);
    const { router } = renderRoute('/no-such-tab');
    // The member screens load lazily as one chunk; its first transform in the test runner can take seconds.
    await screen.findByRole('heading', { name: 'Welcome back, Alex Morgan!' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows a member Access Denied, with the spec text, on an admin screen opened by URL', async () => {
    signIn(memberUser);
    renderRoute('/admin-dashboard');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('Administrator privileges required to view this dashboard.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'System Performance' })).toBeNull();
  });

  it('shows a member Access Denied on an admin test page opened by URL', async () => {
    signIn(memberUser);
    renderRoute('/ollama-test');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('Administrator access required to view this page.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Host')).toBeNull();
  });

  it('starts an admin in admin mode, and the toggle switches tab sets and remembers the choice', async () => {
    signIn(adminUser);
    const { router } = renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-dashboard');
    expect(await screen.findByRole('group', { name: 'CPU' })).toHaveTextContent('23.4%');
    await userEvent.click(within(screen.getByRole('group', { name: 'Mode' })).getByRole('button', { name: 'User' }));
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('waypoint:admin-mode:sysadmin')).toBe('false');
    expect(screen.queryByRole('button', { name: /Profile shortcut/ })).toBeNull();
  });

  it('gives admins a top-bar profile shortcut to User Management in admin mode', async () => {
    signIn(adminUser);
    const { router } = renderRoute('/api-test');
    expect(await screen.findByRole('heading', { name: 'API Doc and Testing Pages' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Profile shortcut: User Management' }));
    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users');
  });

  it('clears admin-mode keys and session storage at logout', async () => {
    signIn(adminUser);
    localStorage.setItem('waypoint:admin-mode', 'true');
    sessionStorage.setItem('draft', 'x');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    renderRoute('/');
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(assign).toHaveBeenCalledWith('/auth/logout-confirm');
    expect(localStorage.getItem('waypoint:admin-mode:sysadmin')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    vi.unstubAllGlobals();
  });
});
