import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/**
 * A screen from a lazily loaded area module (`features/areas/*`): every screen of an area shares
 * one chunk, fetched the first time any of them is shown.
 */
export function lazyScreen<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
}

/** The feature areas, each its own chunk. Calling one early starts the download (import() caches). */
export const areas = {
  member: () => import('../features/areas/member'),
  admin: () => import('../features/areas/admin'),
  adminTools: () => import('../features/areas/adminTools'),
  shell: () => import('../features/auth/RequireAuth'),
};
