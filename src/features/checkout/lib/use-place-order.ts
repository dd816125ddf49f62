import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import type { OrderCreated } from '@/shared/api/contract/orders';
import { paths } from '@/shared/config/paths';
import type { Language } from '@/shared/config/languages';
import {
  idempotencyKeyFor,
  orderSnapshot,
  savePendingOrder,
  type OrderKind,
} from './checkout-storage';
import { isPaymentUrl, paymentRedirect } from './payment-redirect';

/** Why placing failed, each with its own message: the cart stays as it was in every case. */
export type PlaceFailure = 'rejected' | 'timeout' | 'session' | 'error';

export type PlaceState =
  | { status: 'idle' | 'placing' }
  | { status: 'failed'; failure: PlaceFailure; fieldErrors: Record<string, string> };

function failureOf(cause: unknown): PlaceFailure {
  if (!isApiError(cause)) return 'error';
  if (cause.status === 422) return 'rejected';
  if (cause.status === 401 || cause.status === 403) return 'session';
  if (cause.kind === 'timeout' || cause.status === 504) return 'timeout';
  return 'error';
}

export const orderCompleteHref = (language: Language, orderNumber: string): string =>
  `${paths.orderComplete.getHref(language)}?order=${encodeURIComponent(orderNumber)}`;

/**
 * Places one order per checkout. The idempotency key belongs to the order's content and lives in
 * session storage, so a double click (also blocked by the lock), a retry after a failure and a
 * reload all send the same key and the API answers the same order. After the answer the shopper
 * goes to the bank (`paymentUrl`), or straight to order-complete (on invoice).
 */
export function usePlaceOrder<
  Request extends { items: { id: string; amount: number }[]; idempotencyKey: string },
>(kind: OrderKind, language: Language, send: (body: Request) => Promise<OrderCreated>) {
  const navigate = useNavigate();
  const lock = useRef(false);
  const [state, setState] = useState<PlaceState>({ status: 'idle' });

  // Back from the bank through the browser's page cache: the page is as it was left, placing.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      lock.current = false;
      setState({ status: 'idle' });
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const place = async (body: Omit<Request, 'idempotencyKey'>): Promise<void> => {
    if (lock.current) return;
    lock.current = true;
    setState({ status: 'placing' });
    const idempotencyKey = idempotencyKeyFor(orderSnapshot(body));
    let created: OrderCreated;
    try {
      created = await send({ ...body, idempotencyKey } as Request);
    } catch (cause) {
      lock.current = false;
      const fieldErrors = isApiError(cause) ? cause.fieldErrors : {};
      setState({ status: 'failed', failure: failureOf(cause), fieldErrors });
      return;
    }
    savePendingOrder(created.orderNumber, idempotencyKey, kind, created.statusToken);
    if (created.paymentUrl === null) {
      void navigate(orderCompleteHref(language, created.orderNumber));
      return;
    }
    if (!isPaymentUrl(created.paymentUrl)) {
      lock.current = false;
      setState({ status: 'failed', failure: 'error', fieldErrors: {} });
      return;
    }
    // The lock stays: the page is about to be left for the bank.
    paymentRedirect.go(created.paymentUrl);
  };

  return { state, place };
}
