import { setupServer } from 'msw/node';
import { handlers } from '../demo-api/handlers/index';

/** The demo API's handlers behind msw/node: the same fake the shop runs against locally. */
export const server = setupServer(...handlers);
