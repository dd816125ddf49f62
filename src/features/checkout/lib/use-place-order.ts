import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { IDEMPOTENCY_KEY_REUSED, type OrderCreated } from '@/shared/api/contract/orders';
import { paths } from '@/shared/config/paths';
import type { Language } from '@/shared/config/languages';
import type { ShopperContext } from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';
import {
  forgetIdempotencyKey,
  idempotencyKeyFor,
  orderSnapshot,
  savePendingOrder,
  type OrderKind,
} from './checkout-storage';
import { isPaymentUrl, paymentRedirect } from './payment-redirect';

/** Why placing failed, each with its own message: the cart stays as it was in every case. */
export type PlaceFailure = 'rejected' | 'timeout' | 'session' | 'tooMany' | 'error';

export type PlaceState =
  | { status: 'idle' | 'placing' }
  | { status: 'failed'; failure: PlaceFailure; fieldErrors: Record<string, string> };

/**
 * The API refused the key itself: it was first sent with another order. Nothing in this order is
 * for the shopper to correct, so the key is dropped and trying again places it under a new one.
 */
const isKeyReused = (cause: unknown): boolean =>
  isApiError(cause) && cause.code === IDEMPOTENCY_KEY_REUSED;

function failureOf(cause: unknown): PlaceFailure {
  if (!isApiError(cause)) return 'error';
  if (isKeyReused(cause)) return 'error';
  if (cause.status === 422) return 'rejected';
  if (cause.status === 401 || cause.status === 403) return 'session';
  // A guest may place only so many orders from one connection.
  if (cause.status === 429) return 'tooMany';
  if (cause.kind === 'timeout' || cause.status === 504) return 'timeout';
  return 'error';
}

export const orderCompleteHref = (language: Language, orderNumber: string): string =>
  `${paths.orderComplete.getHref(language)}?order=${encodeURIComponent(orderNumber)}`;

/**
 * Places one order per checkout, as a mutation that carries its idempotency key. The key belongs
 * to the order's content and lives in session storage, so a double click (also blocked by the
 * lock), a retry after a failure and a reload all send the same key and the API answers the same
 * order. After the answer the shopper goes to the bank (`paymentUrl`), or straight to
 * order-complete (on invoice).
 */
export function usePlaceOrder<
  Request extends { items: { id: string; amount: number }[]; idempotencyKey: string },
>(
  kind: OrderKind,
  language: Language,
  send: (context: ShopperContext, body: Request) => Promise<OrderCreated>,
) {
  const context = useShopperContext();
  const navigate = useNavigate();
  const lock = useRef(false);
  const [leaving, setLeaving] = useState(false);
  const mutation = useMutation({
    mutationKey: ['orders', 'place', kind],
    mutationFn: (body: Request) => send(context, body),
    onSuccess: (created, body) => {
      savePendingOrder(created.orderNumber, body.idempotencyKey, kind, created.statusToken);
      if (created.paymentUrl === null) {
        void navigate(orderCompleteHref(language, created.orderNumber));
        return;
      }
      if (!isPaymentUrl(created.paymentUrl)) throw new Error('Not a payment address');
      // The lock stays: the page is about to be left for the bank.
      setLeaving(true);
      paymentRedirect.go(created.paymentUrl);
    },
    onError: (cause) => {
      if (isKeyReused(cause)) forgetIdempotencyKey();
      lock.current = false;
    },
  });
  const { reset } = mutation;

  // Back from the bank through the browser's page cache: the page is as it was left, placing.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      lock.current = false;
      setLeaving(false);
      reset();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset]);

  const place = (body: Omit<Request, 'idempotencyKey'>): void => {
    if (lock.current) return;
    lock.current = true;
    const idempotencyKey = idempotencyKeyFor(orderSnapshot(body));
    mutation.mutate({ ...body, idempotencyKey } as Request, {
      // An answer without a usable payment address is a failure like any other: unlock.
      onError: () => {
        lock.current = false;
      },
    });
  };

  const state: PlaceState =
    mutation.isPending || leaving
      ? { status: 'placing' }
      : mutation.isError
        ? {
            status: 'failed',
            failure: failureOf(mutation.error),
            fieldErrors: isApiError(mutation.error) ? mutation.error.fieldErrors : {},
          }
        : { status: 'idle' };
  return { state, place };
}
