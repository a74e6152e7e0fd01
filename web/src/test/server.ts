import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The network for component tests (MSW): default handlers, overridable per test with server.use(). */
export const server = setupServer(...handlers);
