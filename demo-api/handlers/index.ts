/**
 * Every request handler of the demo API, in matching order. Tests (msw/node) and the Node server
 * (demo-api/server.ts) both use this list; nothing in src/ imports it.
 */
import type { RequestHandler } from 'msw';
import { apiHandlers } from './api/index';
import { authHandlers } from './auth/index';
import { demoHandlers } from './demo/index';

export const handlers: RequestHandler[] = [...demoHandlers, ...authHandlers, ...apiHandlers];
