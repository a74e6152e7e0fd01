import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './app/router';
import { makeStore } from './app/store';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <Provider store={makeStore()}>
      <RouterProvider router={createRouter()} />
    </Provider>
  </StrictMode>,
);
