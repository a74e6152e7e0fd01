/** Admin mode is remembered per username (spec part 1 §4); the old global key is dropped. */
export const ADMIN_MODE_PREFIX = 'waypoint:admin-mode';
export const LEGACY_ADMIN_MODE_KEY = ADMIN_MODE_PREFIX;

export const adminModeKey = (username: string) => `${ADMIN_MODE_PREFIX}:${username}`;

/** On for admins unless they switched it off; always off for everyone else. */
export function readAdminMode(storage: Storage, username: string, isAdmin: boolean): boolean {
  storage.removeItem(LEGACY_ADMIN_MODE_KEY);
  if (!isAdmin) {
    storage.removeItem(adminModeKey(username));
    return false;
  }
  return storage.getItem(adminModeKey(username)) !== 'false';
}

export function writeAdminMode(storage: Storage, username: string, on: boolean): void {
  storage.setItem(adminModeKey(username), on ? 'true' : 'false');
}

/** At logout: every admin-mode key, the legacy one included. */
export function clearAdminModeKeys(storage: Storage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key === ADMIN_MODE_PREFIX || key?.startsWith(`${ADMIN_MODE_PREFIX}:`)) keys.push(key);
  }
  keys.forEach((k) => storage.removeItem(k));
}

/** The tab a mode starts on. */
export const defaultTab = (adminMode: boolean) => (adminMode ? 'admin-dashboard' : 'dashboard');
