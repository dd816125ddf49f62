/**
 * Order history (docs/api-contract.md): GET orders (search by order number, the buyer's purchase-order
 * reference or product name, brand and year; newest first; 10 per page with an opaque cursor),
 * GET orders/{orderNumber} and its invoice PDF, and GET orders/{orderNumber}/status (this
 * project's extension, docs/api-contract.md).
 * A user sees their own orders and, for a business, the company's; any other number is a 404.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  OrderSearchParamsSchema,
  OrderStatusParamsSchema,
  type OrderSearchParams,
} from '../../../src/shared/api/contract/endpoints';
import type { OrderSearchResponse } from '../../../src/shared/api/contract/orders';
import { searchKey } from '../../db/catalog/slug';
import { canSee, orders, type OrderRecord } from '../../db/orders';
import type { UserRecord } from '../../db/users';
import { readSession } from '../../auth/sessions';
import { renderInvoicePdf } from '../../pdf/invoice-pdf';
import { apiPath } from '../paths';
import { errorResponse, notFound, optionalUser, requireUser, shopContext } from '../http';
import {
  localizedLines,
  searchText,
  toOrderDetail,
  toOrderStatus,
  toOrderSummary,
} from './order-view';

/** A status changes with the payment: never cached, by the browser or on the way. */
const PRIVATE = { 'Cache-Control': 'private, no-store' };

const PAGE_SIZE = 10;

// The cursor is the offset of the next page, wrapped so clients treat it as opaque.
const encodeCursor = (offset: number): string => btoa(`orders:${offset}`).replace(/=+$/, '');
function decodeCursor(cursor: string): number | null {
  try {
    const match = /^orders:(\d+)$/.exec(atob(cursor));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

const yearFormat = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  timeZone: 'Europe/Amsterdam',
});

function matches(order: OrderRecord, params: OrderSearchParams): boolean {
  if (params.brandId && !order.lines.some((line) => line.brandId === params.brandId)) return false;
  // The shop's year: an order at 23:30 UTC on 31 December is already next year in Amsterdam.
  if (
    params.year !== undefined &&
    Number(yearFormat.format(new Date(order.orderedOn))) !== params.year
  )
    return false;
  const query = searchKey(params.query ?? '');
  return query === '' || searchText(order).includes(query);
}

function validationError(fieldErrors: Record<string, string>): Response {
  return errorResponse(422, {
    message: 'Some fields are invalid',
    code: 'VALIDATION_ERROR',
    fieldErrors,
  });
}

/** The order when this user may see it; otherwise null (answered as 404, not 403, to hide it). */
function visibleOrder(user: UserRecord, orderNumber: unknown): OrderRecord | null {
  const order = orders.byNumber(String(orderNumber ?? ''));
  return order && canSee(user, order) ? order : null;
}

export const orderQueryHandlers: RequestHandler[] = [
  http.get(apiPath('orders'), ({ request }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    // Empty parameters (`?query=&year=`) mean "any", as a search form sends them.
    const raw = Object.fromEntries(
      [...new URL(request.url).searchParams].filter(([, value]) => value.trim() !== ''),
    );
    const parsed = OrderSearchParamsSchema.safeParse(raw);
    if (!parsed.success) {
      return validationError(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path.join('.') || '_', issue.message]),
        ),
      );
    }
    const offset = parsed.data.next === undefined ? 0 : decodeCursor(parsed.data.next);
    if (offset === null) return validationError({ next: 'This page cursor is not valid' });

    const found = orders.visibleTo(auth.user).filter((order) => matches(order, parsed.data));
    const page = found.slice(offset, offset + PAGE_SIZE);
    const body: OrderSearchResponse = {
      results: page.map(toOrderSummary),
      total: found.length,
      next: offset + PAGE_SIZE < found.length ? encodeCursor(offset + PAGE_SIZE) : null,
    };
    return HttpResponse.json(body);
  }),

  http.get(apiPath('orders/:orderNumber'), ({ request, params }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    const order = visibleOrder(auth.user, params.orderNumber);
    if (!order) return notFound('Order');
    return HttpResponse.json(toOrderDetail(order, shopContext(request).locale));
  }),

  // Where an order stands, for order-complete: with the status token handed out when it was
  // placed (no login needed), or for a session that may see it. Everything else is the same 404,
  // so an order number alone tells a stranger nothing, not even that the order exists.
  http.get(apiPath('orders/:orderNumber/status'), ({ request, params }) => {
    const parsed = OrderStatusParamsSchema.safeParse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    const token = parsed.success ? parsed.data.token : undefined;
    const order = orders.byNumber(String(params.orderNumber ?? ''));
    if (order && token && orders.hasStatusToken(order.orderNumber, token))
      return HttpResponse.json(toOrderStatus(order), { headers: PRIVATE });
    // An expired access token: the SDK refreshes it and asks again.
    if (readSession(request).status === 'invalid')
      return errorResponse(401, { message: 'try refresh token' });
    const user = optionalUser(request);
    if (!order || !user || !canSee(user, order)) return notFound('Order');
    return HttpResponse.json(toOrderStatus(order), { headers: PRIVATE });
  }),

  http.get(apiPath('orders/:orderNumber/invoice'), async ({ request, params }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    const order = visibleOrder(auth.user, params.orderNumber);
    if (!order) return notFound('Order');
    const locale = shopContext(request).locale;
    const pdf = await renderInvoicePdf({ ...order, lines: localizedLines(order, locale) }, locale);
    return new HttpResponse(pdf, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(pdf.byteLength),
        'Content-Disposition': `attachment; filename="invoice-${order.orderNumber}.pdf"`,
        'Cache-Control': 'private, no-store',
      },
    });
  }),
];
