/**
 * The cart's recalculation (spec §4): every change to the items, the delivery address or the
 * request context (country, account type, locale) sends POST cart/calculate. The latest change
 * wins: the previous request is aborted and any answer that is not the latest one's is ignored
 * (a sequence check, for answers that arrive although their request was aborted).
 *
 * Loaded lazily by the cart and checkout pages (through useCartCalculation): the cart store itself
 * is on the first paint and must stay small.
 */
import { api } from '@/shared/api/api';
import type { CartCalculateRequest, CartCalculation } from '@/shared/api/contract/cart';
import { getRequestContext, useRequestContextStore } from '@/shared/api/request-context';
import { useCartStore } from '../stores/cart-store';

export type Calculate = (
  body: CartCalculateRequest,
  signal: AbortSignal,
) => Promise<CartCalculation>;

const callApi: Calculate = (body, signal) => api.call('calculateCart', { body, signal });

export interface CartCalculator {
  /** Recalculates when the inputs changed since the last request, or always when forced (retry). */
  run: (force?: boolean) => void;
  /** Subscribes to the cart and the request context; answers the unsubscribe. */
  start: () => () => void;
}

export function createCartCalculator(calculate: Calculate = callApi): CartCalculator {
  let sequence = 0;
  let controller: AbortController | null = null;
  let lastKey: string | null = null;

  function run(force = false) {
    // Before the stored cart is restored the items are not known yet; and any write to the store
    // then would be persisted over the stored cart (zustand's persist writes on every change).
    if (!useCartStore.persist.hasHydrated()) return;
    const { items, address, calculation, calculationStatus } = useCartStore.getState();
    const body: CartCalculateRequest = {
      products: items.map((item) => ({ id: item.productId, amount: item.amount })),
      deliveryAddress: address,
    };
    const key = JSON.stringify([body, getRequestContext()]);
    if (!force && key === lastKey) return;
    lastKey = key;
    controller?.abort();
    controller = null;
    const current = ++sequence;
    if (items.length === 0) {
      if (calculation !== null || calculationStatus !== 'idle')
        useCartStore.setState({ calculation: null, calculationStatus: 'idle' });
      return;
    }
    const request = new AbortController();
    controller = request;
    // The previous result stays visible while loading (no layout jump); the page marks it busy.
    useCartStore.setState({ calculationStatus: 'loading' });
    calculate(body, request.signal).then(
      (calculation) => {
        if (current !== sequence) return;
        controller = null;
        useCartStore.setState({ calculation, calculationStatus: 'ready' });
      },
      (error: unknown) => {
        if (current !== sequence) return;
        controller = null;
        console.error('Cart calculation failed', error);
        // Never show totals that may be wrong: the page says they are unavailable.
        useCartStore.setState({ calculation: null, calculationStatus: 'error' });
      },
    );
  }

  function start() {
    const stopCart = useCartStore.subscribe((state, previous) => {
      if (state.items !== previous.items || state.address !== previous.address) run();
    });
    const stopContext = useRequestContextStore.subscribe(() => run());
    const stopHydration = useCartStore.persist.onFinishHydration(() => run());
    run();
    return () => {
      stopCart();
      stopContext();
      stopHydration();
      // An unanswered request is dropped; the next start asks again.
      controller?.abort();
      controller = null;
      sequence++;
      lastKey = null;
      if (useCartStore.getState().calculationStatus === 'loading')
        useCartStore.setState({ calculationStatus: 'idle' });
    };
  }

  return { run, start };
}

let shared: CartCalculator | null = null;
let users = 0;
let stopShared: (() => void) | null = null;

/** One calculator for the page, started while at least one screen uses it. */
export function sharedCalculator(): { acquire: () => () => void; retry: () => void } {
  shared ??= createCartCalculator();
  const calculator = shared;
  return {
    acquire: () => {
      users++;
      if (users === 1) stopShared = calculator.start();
      return () => {
        users--;
        if (users === 0) {
          stopShared?.();
          stopShared = null;
        }
      };
    },
    retry: () => calculator.run(true),
  };
}
