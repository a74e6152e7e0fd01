import { SIGN_OUT_PATH } from '../../api/auth';
import { clearAdminModeKeys } from './lib/adminMode';

/** Logout clears the admin-mode keys and session storage, then ends the session on the server. */
export function signOut(): void {
  clearAdminModeKeys(localStorage);
  sessionStorage.clear();
  window.location.assign(SIGN_OUT_PATH);
}
