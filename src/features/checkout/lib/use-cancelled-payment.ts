import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { forgetIdempotencyKey, readPendingOrder } from './checkout-storage';

/**
 * `?payment=cancelled&order=N` is where the bank sends a shopper who cancelled (demo bank). That
 * order is cancelled for good, so when it is the one this tab placed, its key is dropped: the next
 * attempt is a new order with a new key. The pending order itself (with its status token) stays
 * until the next order replaces it, so order-complete can still ask the API and say 'cancelled'.
 * Answers whether to show the cancelled message.
 */
export function useCancelledPayment(): boolean {
  const [params] = useSearchParams();
  const cancelled = params.get('payment') === 'cancelled';
  const orderNumber = params.get('order');
  useEffect(() => {
    if (!cancelled || !orderNumber) return;
    if (readPendingOrder()?.orderNumber === orderNumber) forgetIdempotencyKey();
  }, [cancelled, orderNumber]);
  return cancelled;
}
