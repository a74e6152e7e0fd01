import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, renderWithStore } from '../../test/render';
import { NcTokenCleanupPage } from './NcTokenCleanupPage';

const expire = (name: string) => {
  document.cookie = `${name}=; Max-Age=0; Path=/`;
};
const ALL = ['nc_session_id', 'oc_sessionPassphrase', 'oc1a2b3c4d5e6f', 'theme', 'waypoint_pref'];

beforeEach(() => {
  document.cookie = 'nc_session_id=secret-session; Path=/';
  document.cookie = 'oc_sessionPassphrase=secret-pass; Path=/';
  document.cookie = 'oc1a2b3c4d5e6f=secret-instance; Path=/';
  document.cookie = 'theme=dark; Path=/';
  document.cookie = 'waypoint_pref=1; Path=/';
});
afterEach(() => {
  ALL.forEach(expire);
  vi.unstubAllGlobals();
});

describe('NcTokenCleanupPage', () => {
  it('lists only the cloud cookies of this browser and the names the server cleared, never values', async () => {
    renderRoute('/nc-token-cleanup?cleared=nc_token,__Host-nc_sameSiteCookielax');
    expect(await screen.findByRole('heading', { level: 1, name: 'NC Token Cleanup' })).toBeInTheDocument();
    const visible = screen.getByRole('list', { name: 'Cloud-storage cookies in this browser' });
    expect(within(visible).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['nc_session_id', 'oc_sessionPassphrase', 'oc1a2b3c4d5e6f']);
    const cleared = screen.getByRole('list', { name: 'Cookies cleared by the server' });
    expect(within(cleared).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['nc_token', '__Host-nc_sameSiteCookielax']);
    expect(document.body).not.toHaveTextContent('theme');
    expect(document.body).not.toHaveTextContent('secret');
    expect(screen.getByRole('link', { name: '← Back to Waypoint' })).toHaveAttribute('href', '/');
  });

  it('clears the visible cloud cookies, then goes to the server route', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderWithStore(<MemoryRouter><NcTokenCleanupPage /></MemoryRouter>);
    await userEvent.click(screen.getByRole('button', { name: 'Clear cloud cookies' }));
    expect(document.cookie).toBe('theme=dark; waypoint_pref=1');
    expect(assign).toHaveBeenCalledWith('/auth/nc-token-cleanup');
    expect(screen.getByText('No cloud-storage cookies found in this browser.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '← Back to API Tests' })).toBeInTheDocument();
  });

  it('says when there are none', () => {
    ALL.forEach(expire);
    renderWithStore(<MemoryRouter initialEntries={['/?cleared=']}><NcTokenCleanupPage standalone /></MemoryRouter>);
    expect(screen.getByText('No cloud-storage cookies found in this browser.')).toBeInTheDocument();
    expect(screen.getByText('The server found no cloud-storage cookies to clear.')).toBeInTheDocument();
  });
});
