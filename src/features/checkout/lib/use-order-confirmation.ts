import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import type { OrderStatus } from '@/shared/api/contract/orders';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';
import { fetchOrderStatus, orderStatusKey } from '../api/place-order';
import { forgetAnonymousOrder } from './anonymous-order-values';
import { forgetInvoiceDetails } from './invoice-details';
import { forgetOrderNote } from './order-note';
import {
  forgetIdempotencyKey,
  markPendingOrderConfirmed,
  readPendingOrder,
  type PendingOrder,
} from './checkout-storage';
import { isPaymentUrl } from './payment-redirect';

/**
 * What order-complete shows, as the API reports the order (never as the address bar says):
 * - checking: the answer is not in yet;
 * - confirmed: paid, on invoice (or since shipped): 'Order successful';
 * - awaiting: not paid yet; `paymentUrl` is where it still can be;
 * - cancelled: cancelled at the bank; `guest` says where the way back leads;
 * - unknown: no order number, or the API will not name this order to this shopper (not theirs,
 *   not this tab's, or made up): one answer, so a stranger learns nothing;
 * - error: the API could not be asked; `retry` asks again.
 */
export type OrderConfirmation =
  | { state: 'checking' | 'confirmed' | 'unknown' }
  | { state: 'awaiting'; paymentUrl: string | null }
  | { state: 'cancelled'; guest: boolean }
  | { state: 'error'; retry: () => void };

const CONFIRMED: readonly OrderStatus[] = ['paid', 'invoiced', 'shipped'];
/** While the order awaits its payment the bank may confirm any moment: ask again this often… */
export const STATUS_POLL_MS = 5000;
/** …for this long after the page opened; later the shopper reloads (or pays through the link). */
const STATUS_POLL_FOR_MS = 2 * 60_000;

interface ConfirmationInput {
  orderNumber: string | null;
  session: 'unknown' | 'present' | 'absent';
  /** The cart is restored from storage: clearing earlier would be undone by the restore. */
  cartReady: boolean;
  onConfirmed: () => void;
}

/**
 * Asks the API (GET orders/{orderNumber}/status) where the order stands: with the status token
 * when this tab placed it, else as the logged-in user. The cart is cleared here only, once, for
 * this tab's own order and only when the API reports it paid or on invoice (the cart
 * never vanishes for an order that was not placed and paid).
 */
export function useOrderConfirmation(input: ConfirmationInput): OrderConfirmation {
  const { orderNumber, session, cartReady, onConfirmed } = input;
  const context = useShopperContext();
  const [pending] = useState<PendingOrder | null>(() => readPendingOrder());
  const [openedAt] = useState(() => Date.now());
  const mine = pending !== null && pending.orderNumber === orderNumber ? pending : null;
  const token = mine?.statusToken ?? null;
  const status = useQuery({
    queryKey: orderStatusKey(context, orderNumber ?? '', token ? 'token' : session),
    queryFn: ({ signal }) => fetchOrderStatus(context, orderNumber ?? '', token, signal),
    // Without the token only a session can show the order is the shopper's: wait until known.
    enabled: orderNumber !== null && (token !== null || session !== 'unknown'),
    // Always the API's word now: a status read before the payment says nothing about after it.
    staleTime: 0,
    // A 404 is an answer (not this shopper's order), not a failure to ask again.
    retry: (failures, error) => failures < 1 && !(isApiError(error) && error.isNotFound),
    refetchInterval: (query) =>
      query.state.data?.status === 'awaiting_payment' && Date.now() - openedAt < STATUS_POLL_FOR_MS
        ? STATUS_POLL_MS
        : false,
  });
  const answer = status.data;
  const confirmed = answer !== undefined && CONFIRMED.includes(answer.status);
  const cancelled = answer?.status === 'cancelled';

  const done = useRef(false);
  useEffect(() => {
    if (!mine || mine.confirmed || done.current) return;
    if (confirmed && cartReady) {
      done.current = true;
      onConfirmed();
      markPendingOrderConfirmed();
      forgetAnonymousOrder();
      forgetInvoiceDetails();
      forgetOrderNote();
    } else if (cancelled) {
      // Cancelled for good: the next attempt with this cart is a new order with a new key.
      done.current = true;
      forgetIdempotencyKey();
    }
  }, [mine, confirmed, cancelled, cartReady, onConfirmed]);

  if (orderNumber === null) return { state: 'unknown' };
  if (answer) {
    if (confirmed) return { state: 'confirmed' };
    if (cancelled)
      return {
        state: 'cancelled',
        guest: mine ? mine.kind === 'anonymous' : session !== 'present',
      };
    const url = answer.paymentUrl;
    return { state: 'awaiting', paymentUrl: url && isPaymentUrl(url) ? url : null };
  }
  if (status.isError) {
    if (isApiError(status.error) && status.error.isNotFound) return { state: 'unknown' };
    return { state: 'error', retry: () => void status.refetch() };
  }
  return { state: 'checking' };
}
