import { useCallback, useState } from 'react';
import { readAdminMode, writeAdminMode } from './lib/adminMode';

/** Admin mode, remembered per username; always off for members (spec part 1 §4). */
export function useAdminMode(username: string, isAdmin: boolean): [boolean, (on: boolean) => void] {
  const [adminMode, setState] = useState(() => readAdminMode(localStorage, username, isAdmin));
  const set = useCallback(
    (on: boolean) => {
      const value = isAdmin && on;
      writeAdminMode(localStorage, username, value);
      setState(value);
    },
    [username, isAdmin],
  );
  return [isAdmin && adminMode, set];
}
