import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { browserTimeZone } from './api/activity';
import { auth } from './api/auth';
import { memberScreenFor } from './app/lazyScreen';
import { createRouter, UNGUARDED_PATHS } from './app/router';
import { makeStore } from './app/store';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const store = makeStore();
if (!UNGUARDED_PATHS.includes(window.location.pathname)) {
  // Start what a signed-in page needs at once, side by side, instead of one after another:
  // the sign-in state and the chunk of the screen the path shows (the dashboard is in the entry).
  const status = store.dispatch(auth.endpoints.getAuthStatus.initiate());
  void status.then(() => status.unsubscribe());
  void memberScreenFor(window.location.pathname)?.();
  // Read the time zone while the page waits for the network, as a task of its own: its first Intl
  // formatter costs a phone ~60 ms, which would otherwise lengthen the script's first task or the
  // dashboard's first render (each a long task that blocks input).
  setTimeout(browserTimeZone, 0);
}

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={createRouter()} />
    </Provider>
  </StrictMode>,
);
