/**
 * The shop API's handlers (requirements §14.1 and docs/api-contract.md), by area, then a JSON 404 for any other /api path.
 */
import { http, type RequestHandler } from 'msw';
import { apiPath } from '../paths';
import { errorResponse } from '../http';
import { accountHandlers } from './account';
import { cartHandlers } from './cart';
import { catalogHandlers } from './catalog';
import { orderHandlers } from './orders';

export const apiHandlers: RequestHandler[] = [
  ...catalogHandlers,
  ...cartHandlers,
  ...accountHandlers,
  ...orderHandlers,
  http.all(apiPath('*'), ({ request }) =>
    errorResponse(404, {
      message: `No such API route: ${request.method} ${new URL(request.url).pathname}`,
      code: 'NOT_FOUND',
    }),
  ),
];
