import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAs, memberUser } from '../test/handlers';
import { server } from '../test/server';
import { startLoginPage } from './login';
import markup from '../../login.html?raw';

/** The login page as the browser gets it (web/login.html), at `search`, with location spied on. */
function openLoginPage(search = '') {
  document.documentElement.innerHTML = new DOMParser().parseFromString(markup, 'text/html').documentElement.innerHTML;
  const location = { origin: window.location.origin, search, assign: vi.fn(), replace: vi.fn() };
  const win = { location, fetch: window.fetch.bind(window) } as unknown as Window;
  return { location, started: startLoginPage(document, win) };
}

const byText = (text: string) => [...document.querySelectorAll('body *')].findLast((e) => e.textContent?.trim() === text);

describe('the login page', () => {
  beforeEach(() => server.use(http.get('*/auth/status', () => HttpResponse.json({ authenticated: false, user: null }))));
  afterEach(() => {
    document.documentElement.innerHTML = '';
  });

  it('welcomes the visitor, explains secure accounts and shows the version from the server', async () => {
    const { started } = openLoginPage();
    expect(document.querySelector('h1')?.textContent).toBe('Welcome to Waypoint');
    expect(document.body.textContent).toMatch(/secured by single sign-on/i);
    await started;
    const version = byText('Waypoint v9.8.7');
    expect(version?.tagName).toBe('A');
    expect(version?.getAttribute('href')).toBe('https://example.org/waypoint');
  });

  it('starts single sign-on when the button is pressed', async () => {
    const { location, started } = openLoginPage();
    await started;
    (byText('Sign in or Register') as HTMLButtonElement).click();
    expect(location.assign).toHaveBeenCalledWith('/auth/keycloak');
  });

  it('says the version is unavailable when the settings call fails', async () => {
    server.use(http.get('*/api/settings', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    const { started } = openLoginPage();
    await started;
    expect(byText('Version unavailable')).toBeDefined();
  });

  it('says a sign-in did not complete only when sent back with an error', async () => {
    openLoginPage();
    expect((document.querySelector('[role="alert"]') as HTMLElement).hidden).toBe(true);
    const { started } = openLoginPage('?error=signin_failed');
    await started;
    const alert = document.querySelector('[role="alert"]') as HTMLElement;
    expect(alert.hidden).toBe(false);
    expect(alert.textContent).toBe('Sign-in did not complete. Please try again.');
  });

  it('proceeds to the app by itself when already signed in', async () => {
    server.use(http.get('*/auth/status', () => HttpResponse.json(signedInAs(memberUser))));
    const { location, started } = openLoginPage();
    await started;
    expect(location.replace).toHaveBeenCalledWith('/');
  });

  it('stays when the sign-in state cannot be read', async () => {
    server.use(http.get('*/auth/status', () => HttpResponse.error()));
    const { location, started } = openLoginPage();
    await started;
    expect(location.replace).not.toHaveBeenCalled();
  });
});
