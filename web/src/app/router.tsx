import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { Delayed, PageSpinner } from '../components/Loading';
import { RequireAuth } from '../features/auth/RequireAuth';
import { ToolRoutePage } from '../features/tools/ToolRoutePage';

// The guard, the shell and the dashboard (where members land) are in the entry, so a signed-in
// page paints after one script and one status call; every other screen loads lazily. The login
// screen is its own page (web/login.html) and loads none of this.
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
