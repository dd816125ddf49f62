import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { scopeOf, type ShopperContext } from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';
import { fetchOrderStatus } from '../api/place-order';
import { forgetAnonymousOrder } from './anonymous-order-values';
import { readPendingOrder, settlePendingOrder, type PendingOrder } from './checkout-storage';

/**
 * - confirmed: this tab placed the order and it is paid or on invoice; the cart was emptied;
 * - checking: asking the API about this tab's order;
 * - awaiting / cancelled: this tab's order, not (yet) paid; the cart stays;
 * - unmatched: not an order this tab placed (an opened link, a reload after confirming): the page
 *   shows, the cart is left alone.
 */
export type Confirmation = 'confirmed' | 'checking' | 'awaiting' | 'cancelled' | 'unmatched';

export const orderStatusKey = (context: ShopperContext, orderNumber: string) =>
  ['orders', 'status', ...scopeOf(context).key, orderNumber] as const;

interface ConfirmationInput {
  orderNumber: string | null;
  session: 'unknown' | 'present' | 'absent';
  /** The cart is restored from storage: clearing earlier would be undone by the restore. */
  cartReady: boolean;
  onConfirmed: () => void;
}

/**
 * The cart is cleared here only, and only for a confirmed order (issue 6: the cart never vanishes
 * for an order that was not placed): the number must match the pending order of this tab, and a
 * logged-in buyer's order must be paid or invoiced according to the API (GET orders/{N}). A
 * guest cannot read orders, so for them the match with this tab's pending order is the proof.
 */
export function useOrderConfirmation(input: ConfirmationInput): Confirmation {
  const { orderNumber, session, cartReady, onConfirmed } = input;
  const context = useShopperContext();
  const [pending] = useState<PendingOrder | null>(() => readPendingOrder());
  const matched = pending !== null && orderNumber !== null && pending.orderNumber === orderNumber;
  const checkApi = matched && pending.kind === 'account' && session === 'present';
  const status = useQuery({
    queryKey: orderStatusKey(context, orderNumber ?? ''),
    queryFn: ({ signal }) => fetchOrderStatus(context, orderNumber ?? '', signal),
    enabled: checkApi,
    // Always the API's word now: a status read before the payment says nothing about after it.
    staleTime: 0,
    retry: 2,
    // The bank may confirm a moment later: ask again while the order awaits its payment.
    refetchInterval: (query) => (query.state.data === 'awaiting_payment' ? 5000 : false),
  });
  const done = useRef(false);
  const [confirmed, setConfirmed] = useState(false);

  const proven =
    matched &&
    (pending.kind === 'anonymous' ||
      (checkApi && (status.data === 'paid' || status.data === 'invoiced')));

  useEffect(() => {
    if (!proven || !cartReady || done.current) return;
    done.current = true;
    onConfirmed();
    settlePendingOrder();
    forgetAnonymousOrder();
    setConfirmed(true);
  }, [proven, cartReady, onConfirmed]);

  if (confirmed || proven) return 'confirmed';
  if (!matched) return 'unmatched';
  if (pending.kind === 'account' && session === 'absent') return 'unmatched';
  if (status.data === 'cancelled') return 'cancelled';
  if (status.data || status.isError) return 'awaiting';
  return 'checking';
}
