import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/server';
import { renderRoute } from '../../../test/render';

describe('LoginPage', () => {
  it('welcomes the visitor, explains secure accounts and shows the version from the server', async () => {
    renderRoute('/login');
    expect(screen.getByRole('heading', { name: 'Welcome to Waypoint' })).toBeInTheDocument();
    expect(screen.getByText(/secured by single sign-on/i)).toBeInTheDocument();
    expect(await screen.findByText('Waypoint v9.8.7')).toHaveAttribute('href', 'https://example.org/waypoint');
  });

  it('starts single sign-on when the button is pressed', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    renderRoute('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in or Register' }));
    expect(assign).toHaveBeenCalledWith('/auth/keycloak');
    vi.unstubAllGlobals();
  });

  it('says the version is unavailable when the settings call fails', async () => {
    server.use(http.get('*/api/settings', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    renderRoute('/login');
    expect(await screen.findByText('Version unavailable')).toBeInTheDocument();
  });

  it('sends unknown client routes to the login screen', async () => {
    const { router } = renderRoute('/somewhere/else');
    expect(await screen.findByRole('button', { name: 'Sign in or Register' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
