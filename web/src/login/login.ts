import type { AuthStatusDto } from '../api/generated/auth.gen';
import type { SettingsResponseDto } from '../api/generated/settings.gen';
import { SIGN_IN_PATH } from '../api/paths';

/**
 * The login screen's behaviour (spec part 1 §2.4) over the static markup of web/login.html:
 * proceeds to the app when already signed in, shows why a sign-in failed (`?error=`), starts
 * single sign-on from the button, and shows the running version from GET /api/settings.
 * Plain DOM and fetch on purpose: the page must stay far below the React app's weight.
 */
export function startLoginPage(doc: Document = document, win: Window = window): Promise<void> {
  const $ = <T extends Element>(selector: string) => doc.querySelector<T>(selector);
  const params = new URLSearchParams(win.location.search);
  const error = $<HTMLElement>('[data-login-error]');
  if (error) error.hidden = !params.has('error');
  $<HTMLButtonElement>('[data-sign-in]')?.addEventListener('click', () => win.location.assign(SIGN_IN_PATH));
  return Promise.all([proceedWhenSignedIn(win), showVersion(doc, win)]).then(() => undefined);
}

const getJson = async <T>(win: Window, path: string): Promise<T> => {
  const res = await win.fetch(new URL(path, win.location.origin), { credentials: 'include', headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
};

async function proceedWhenSignedIn(win: Window): Promise<void> {
  const status = await getJson<AuthStatusDto>(win, '/auth/status').catch(() => null);
  if (status?.authenticated) win.location.replace('/');
}

async function showVersion(doc: Document, win: Window): Promise<void> {
  const slot = doc.querySelector<HTMLElement>('[data-app-version]');
  if (!slot) return;
  const settings = await getJson<SettingsResponseDto>(win, '/api/settings').catch(() => null);
  if (!settings) {
    slot.textContent = 'Version unavailable';
    return;
  }
  const link = doc.createElement('a');
  link.className = 'app-version';
  link.href = settings.app.repo;
  link.target = '_blank';
  link.rel = 'noreferrer';
  link.title = 'Source repository';
  link.textContent = `Waypoint v${settings.app.version}`;
  slot.replaceWith(link);
}
