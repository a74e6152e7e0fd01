import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { Delayed, PageSpinner } from '../components/Loading';
import { ToolRoutePage } from '../features/tools/ToolRoutePage';
import { areas, lazyScreen } from './lazyScreen';

// The signed-in application (guard, shell, screens) loads lazily; the login screen is its own page
// (web/login.html), so the entry holds only the router and the store.
const RequireAuth = lazyScreen(areas.shell, 'RequireAuth');
const CreditsPage = lazy(() => import('../features/credits/CreditsPage').then((m) => ({ default: m.CreditsPage })));

const guarded = (
  <Suspense
    fallback={
      <Delayed>
        <PageSpinner />
      </Delayed>
    }
  >
    <RequireAuth />
  </Suspense>
);

/** Unguarded, as the spec's route list has them (part 1 §2.1); /login is its own page. */
const TOOL_ROUTES = [
  { path: '/oauth2-mail-test', title: 'OAuth2 Mail Test' },
  { path: '/oauth/callback', title: 'OAuth2 Mail Test' },
  { path: '/nc-token-cleanup', title: 'NC Token Cleanup' },
];
export const UNGUARDED_PATHS = [...TOOL_ROUTES.map((r) => r.path), '/credits'];

export const routes = [
  ...TOOL_ROUTES.map(({ path, title }) => ({ path, element: <ToolRoutePage title={title} /> })),
  {
    path: '/credits',
    element: (
      <Suspense fallback={<PageSpinner />}>
        <CreditsPage />
      </Suspense>
    ),
  },
  { path: '/', element: guarded },
  { path: '/:tab', element: guarded },
  { path: '*', element: guarded },
];

export const createRouter = () => createBrowserRouter(routes);
