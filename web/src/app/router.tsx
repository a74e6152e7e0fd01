import { createBrowserRouter, Navigate } from 'react-router-dom';
import { LoginPage } from '../features/auth/pages/LoginPage';

export const routes = [
  { path: '/login', element: <LoginPage /> },
  // The guarded shell arrives with sign-in; until then every other route leads to the login screen.
  { path: '*', element: <Navigate to="/login" replace /> },
];

export const createRouter = () => createBrowserRouter(routes);
