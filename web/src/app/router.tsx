import { createBrowserRouter } from 'react-router-dom';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { RequireAuth } from '../features/auth/RequireAuth';
import { ToolRoutePage } from '../features/tools/ToolRoutePage';

export const routes = [
  { path: '/login', element: <LoginPage /> },
  // Unguarded, as the spec's route list has them (part 1 §2.1).
  { path: '/oauth2-mail-test', element: <ToolRoutePage title="OAuth2 Mail Test" /> },
  { path: '/oauth/callback', element: <ToolRoutePage title="OAuth2 Mail Test" /> },
  { path: '/nc-token-cleanup', element: <ToolRoutePage title="NC Token Cleanup" /> },
  { path: '/', element: <RequireAuth /> },
  { path: '/:tab', element: <RequireAuth /> },
  { path: '*', element: <RequireAuth /> },
];

export const createRouter = () => createBrowserRouter(routes);
