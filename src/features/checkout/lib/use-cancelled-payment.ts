import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { readPendingOrder, settlePendingOrder } from './checkout-storage';

/**
 * `?payment=cancelled&order=N` is where the bank sends a shopper who cancelled (demo bank). That
 * order is cancelled for good, so when it is the one this tab placed, its key is dropped: the next
 * attempt is a new order with a new key. Answers whether to show the cancelled message.
 */
export function useCancelledPayment(): boolean {
  const [params] = useSearchParams();
  const cancelled = params.get('payment') === 'cancelled';
  const orderNumber = params.get('order');
  useEffect(() => {
    if (!cancelled || !orderNumber) return;
    if (readPendingOrder()?.orderNumber === orderNumber) settlePendingOrder();
  }, [cancelled, orderNumber]);
  return cancelled;
}
