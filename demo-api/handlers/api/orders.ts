/**
 * Orders: placing them (logged in or as a guest), order history, order detail and invoice PDFs,
 * and a guest's order lookup.
 */
import type { RequestHandler } from 'msw';
import { orderCreateHandlers } from './order-create';
import { orderLookupHandlers } from './order-lookup';
import { orderQueryHandlers } from './order-queries';

export const orderHandlers: RequestHandler[] = [
  ...orderCreateHandlers,
  ...orderQueryHandlers,
  ...orderLookupHandlers,
];
