/** Orders: placing them (logged in or as a guest), order history, order detail and invoice PDFs. */
import type { RequestHandler } from 'msw';
import { orderCreateHandlers } from './order-create';
import { orderQueryHandlers } from './order-queries';

export const orderHandlers: RequestHandler[] = [...orderCreateHandlers, ...orderQueryHandlers];
