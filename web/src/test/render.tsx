import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../app/router';
import { makeStore } from '../app/store';
import { ToastProvider } from '../components';

/** Renders the app's routes at a URL, with a fresh store, as a member would land there. */
export function renderRoute(path: string) {
  const store = makeStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { store, router, ...render(<Provider store={store}><RouterProvider router={router} /></Provider>) };
}

/** A screen alone with a fresh store and the toast host the shell provides. */
export function renderWithStore(ui: ReactElement) {
  const store = makeStore();
  return {
    store,
    ...render(
      <Provider store={store}>
        <ToastProvider>{ui}</ToastProvider>
      </Provider>,
    ),
  };
}
