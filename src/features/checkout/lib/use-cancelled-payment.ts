import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';
import { fetchOrderStatus, orderStatusKey } from '../api/place-order';
import { forgetIdempotencyKey, readPendingOrder } from './checkout-storage';

/**
 * `?payment=cancelled&order=N` is where the demo bank sends a shopper who cancelled. The address
 * only says where to look, never what happened: anyone can send a shopper a link like that. So
 * when N is the order this tab placed, the API is asked (with its status token), and only when it
 * answers 'cancelled' is the cancelled message shown and the order's key dropped (the next attempt
 * is a new order with a new key). A link for an order that awaits payment or is paid changes
 * nothing: dropping its key would let the next click place the same cart twice.
 * The pending order itself (with its status token) stays until the next order replaces it, so
 * order-complete can still ask the API and say 'cancelled'. Answers whether to show the message.
 */
export function useCancelledPayment(): boolean {
  const [params] = useSearchParams();
  const context = useShopperContext();
  const [pending] = useState(() => readPendingOrder());
  const orderNumber = params.get('payment') === 'cancelled' ? params.get('order') : null;
  const mine = pending !== null && pending.orderNumber === orderNumber ? pending : null;
  const token = mine?.statusToken ?? null;
  const status = useQuery({
    // The same query as order-complete's for this order and token.
    queryKey: orderStatusKey(context, mine?.orderNumber ?? '', token ? 'token' : 'absent'),
    queryFn: ({ signal }) => fetchOrderStatus(context, mine?.orderNumber ?? '', token, signal),
    enabled: token !== null,
    // The bank has just answered: a status read before it says nothing about now.
    staleTime: 0,
    // A 404 is an answer (the API will not name this order to this tab), not a failure.
    retry: (failures, error) => failures < 1 && !(isApiError(error) && error.isNotFound),
  });
  const cancelled = mine !== null && status.data?.status === 'cancelled';
  useEffect(() => {
    if (cancelled) forgetIdempotencyKey();
  }, [cancelled]);
  return cancelled;
}
