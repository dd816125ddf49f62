/**
 * One test per cart rule of spec §4: the store's rules, and the recalculation against the demo
 * API's handler (msw) for the request body, the latest-wins rule and the empty cart.
 */
import { http, HttpResponse, delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartCalculator } from '@/features/cart/calculation/calculator';
import { useCartStore } from '@/features/cart/stores/cart-store';
import type { AddressInput } from '@/shared/api/contract/account';
import type { CartCalculateRequest, CartCalculation } from '@/shared/api/contract/cart';
import { setRequestContext } from '@/shared/api/request-context';
import { server } from '../msw-server';

const address: AddressInput = {
  name: 'Anna de Vries',
  address: 'Hoofdstraat 1',
  postalcode: '1011 AA',
  city: 'Amsterdam',
  country: 'DE',
  telephone: '+31 20 123 4567',
  isDefaultDelivery: true,
};

/** A valid answer of the contract's shape, marked with a total so tests can tell answers apart. */
function answer(totalInclVat: number): CartCalculation {
  return {
    countryId: 'NL',
    lines: [],
    subtotalExclVat: 0,
    subtotalInclVat: 0,
    discounts: [],
    shippingExclVat: 0,
    shippingInclVat: 0,
    customsExclVat: 0,
    vatRate: 21,
    vat: 0,
    reverseCharge: false,
    totalExclVat: 0,
    totalInclVat,
    boxes: 1,
    freeShipping: false,
    leftForFreeShippingExclVat: null,
  };
}

let stop: (() => void) | null = null;
const start = () => {
  stop = createCartCalculator().start();
};

beforeEach(async () => {
  sessionStorage.clear();
  // As at startup: the calculator waits for the stored cart to be restored.
  await useCartStore.persist.rehydrate();
  useCartStore.setState(useCartStore.getInitialState());
  setRequestContext({ accountType: 'personal', locale: 'nl', countryId: null });
});
afterEach(() => {
  stop?.();
  stop = null;
});

describe('cart store (spec §4)', () => {
  it('adds: +1, a new item starts at 0 and gets dateAdded', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    useCartStore.getState().add('p-1', now);
    expect(useCartStore.getState().items).toEqual([
      { productId: 'p-1', amount: 1, dateAdded: now.toISOString() },
    ]);
    useCartStore.getState().add('p-1', new Date('2026-11-22T10:00:00Z'));
    // The date of the first add stays.
    expect(useCartStore.getState().items).toEqual([
      { productId: 'p-1', amount: 2, dateAdded: now.toISOString() },
    ]);
    expect(useCartStore.getState().lastAddedProductId).toBe('p-1');
  });

  it('removes: −1, and drops the item at 0 or less', () => {
    useCartStore.getState().add('p-1');
    useCartStore.getState().add('p-1');
    useCartStore.getState().add('p-2');
    useCartStore.getState().remove('p-1');
    expect(useCartStore.getState().items.map((i) => [i.productId, i.amount])).toEqual([
      ['p-1', 1],
      ['p-2', 1],
    ]);
    useCartStore.getState().remove('p-1');
    expect(useCartStore.getState().items.map((i) => i.productId)).toEqual(['p-2']);
  });

  it('takes a typed amount: clamped to 9999, dropped at 0 or less, unknown ids ignored', () => {
    useCartStore.getState().add('p-1');
    useCartStore.getState().add('p-2');
    useCartStore.getState().setAmount('p-1', 12);
    expect(useCartStore.getState().items[0]?.amount).toBe(12);
    useCartStore.getState().setAmount('p-1', 123456);
    expect(useCartStore.getState().items[0]?.amount).toBe(9999);
    useCartStore.getState().setAmount('p-1', Number.NaN);
    expect(useCartStore.getState().items[0]?.amount).toBe(9999);
    useCartStore.getState().setAmount('p-x', 3);
    expect(useCartStore.getState().items.map((i) => i.productId)).toEqual(['p-1', 'p-2']);
    useCartStore.getState().setAmount('p-1', 0);
    useCartStore.getState().setAmount('p-2', -4);
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('recalculates on every change, with each product id and amount and the address or null', async () => {
    const bodies: CartCalculateRequest[] = [];
    const headers: (string | null)[] = [];
    server.use(
      http.post('*/api/cart/calculate', async ({ request }) => {
        bodies.push((await request.json()) as CartCalculateRequest);
        headers.push(request.headers.get('x-country-code'));
        return HttpResponse.json(answer(bodies.length));
      }),
    );
    useCartStore.getState().add('p-1');
    start();
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ products: [{ id: 'p-1', amount: 1 }], deliveryAddress: null });

    useCartStore.getState().add('p-2');
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    useCartStore.getState().setAmount('p-1', 5);
    await vi.waitFor(() => expect(bodies).toHaveLength(3));
    useCartStore.getState().setAddress(address);
    await vi.waitFor(() => expect(bodies).toHaveLength(4));
    expect(bodies[3]).toEqual({
      products: [
        { id: 'p-1', amount: 5 },
        { id: 'p-2', amount: 1 },
      ],
      deliveryAddress: address,
    });
    // The shop's country is part of the request context: changing it recalculates too.
    setRequestContext({ countryId: 'BE' });
    await vi.waitFor(() => expect(bodies).toHaveLength(5));
    expect(headers[4]).toBe('BE');
    await vi.waitFor(() => expect(useCartStore.getState().calculationStatus).toBe('ready'));
    expect(useCartStore.getState().calculation?.totalInclVat).toBe(5);

    // Something that is not an input (the last added item alone) asks nothing.
    useCartStore.setState({ lastAddedProductId: null });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(bodies).toHaveLength(5);
  });

  it('lets the latest change win: an earlier, slower answer is ignored', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/cart/calculate', async () => {
        calls++;
        // The first request answers long after the second one.
        if (calls === 1) {
          await delay(150);
          return HttpResponse.json(answer(111));
        }
        await delay(10);
        return HttpResponse.json(answer(222));
      }),
    );
    // A calculator whose first answer ignores the abort, as a server that answers anyway would.
    const seen: number[] = [];
    const calculator = createCartCalculator(async (body) => {
      const response = await fetch('http://shop.test/api/cart/calculate', {
        method: 'POST',
        body: JSON.stringify(body),
      });
      const calculation = (await response.json()) as CartCalculation;
      seen.push(calculation.totalInclVat);
      return calculation;
    });
    useCartStore.getState().add('p-1');
    stop = calculator.start();
    useCartStore.getState().add('p-1');
    await vi.waitFor(() => expect(seen).toEqual([222, 111]), { timeout: 2000 });
    expect(useCartStore.getState().calculation?.totalInclVat).toBe(222);
    expect(useCartStore.getState().calculationStatus).toBe('ready');
  });

  it('aborts the previous request when a newer change comes', async () => {
    const signals: AbortSignal[] = [];
    const calculator = createCartCalculator((_body, signal) => {
      signals.push(signal);
      return new Promise(() => undefined);
    });
    useCartStore.getState().add('p-1');
    stop = calculator.start();
    useCartStore.getState().add('p-2');
    expect(signals).toHaveLength(2);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('clears the result of an empty cart and makes no call', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/cart/calculate', () => {
        calls++;
        return HttpResponse.json(answer(500));
      }),
    );
    start();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toBe(0);

    useCartStore.getState().add('p-1');
    await vi.waitFor(() => expect(useCartStore.getState().calculation?.totalInclVat).toBe(500));
    useCartStore.getState().remove('p-1');
    expect(useCartStore.getState().calculation).toBeNull();
    expect(useCartStore.getState().calculationStatus).toBe('idle');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toBe(1);
  });

  it('keeps the lines and says the totals are unavailable when the calculation fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post('*/api/cart/calculate', () =>
        HttpResponse.json({ message: 'boom', code: 'INTERNAL' }, { status: 500 }),
      ),
    );
    useCartStore.getState().add('p-1');
    start();
    await vi.waitFor(() => expect(useCartStore.getState().calculationStatus).toBe('error'));
    expect(useCartStore.getState().calculation).toBeNull();
    expect(useCartStore.getState().items).toHaveLength(1);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('clearCart empties the items, the result and the last added item', () => {
    useCartStore.getState().add('p-1');
    useCartStore.setState({ calculation: answer(10), calculationStatus: 'ready' });
    useCartStore.getState().clear();
    const state = useCartStore.getState();
    expect(state.items).toEqual([]);
    expect(state.calculation).toBeNull();
    expect(state.calculationStatus).toBe('idle');
    expect(state.lastAddedProductId).toBeNull();
  });

  it('is restored from session storage after a reload, with its delivery address', async () => {
    useCartStore.getState().add('p-9', new Date('2026-01-01T00:00:00.000Z'));
    useCartStore.getState().setAmount('p-9', 3);
    useCartStore.getState().setAddress(address);
    // A reload: the in-memory state is gone, session storage is not.
    useCartStore.setState({ items: [], address: null });
    sessionStorage.setItem(
      'shop-cart',
      JSON.stringify({
        state: {
          items: [{ productId: 'p-9', amount: 3, dateAdded: '2026-01-01T00:00:00.000Z' }],
          address,
        },
        version: 1,
      }),
    );
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().items).toEqual([
      { productId: 'p-9', amount: 3, dateAdded: '2026-01-01T00:00:00.000Z' },
    ]);
    expect(useCartStore.getState().address).toEqual(address);
  });

  it('writes what it restores: a change is in session storage at once', () => {
    useCartStore.getState().add('p-4', new Date('2026-02-02T00:00:00.000Z'));
    const stored = JSON.parse(sessionStorage.getItem('shop-cart') ?? '{}') as {
      state: unknown;
      version: number;
    };
    expect(stored.version).toBe(1);
    expect(stored.state).toEqual({
      items: [{ productId: 'p-4', amount: 1, dateAdded: '2026-02-02T00:00:00.000Z' }],
      address: null,
    });
  });

  it('discards a corrupt stored cart with nothing thrown', async () => {
    const corrupt = [
      'not json at all',
      '{"state":{"items":[{"productId":42,"amount":"lots"}]},"version":1}',
      '{"state":{"items":[{"productId":"p-1","amount":0,"dateAdded":"2026-01-01"}]},"version":1}',
      '{"state":{"items":[{"productId":"p-1","amount":1,"dateAdded":"yesterday"}]},"version":1}',
      '{"state":{"items":[],"address":{"name":""}},"version":1}',
      '{"state":null,"version":1}',
      '[]',
    ];
    for (const text of corrupt) {
      useCartStore.setState({ items: [], address: null });
      sessionStorage.setItem('shop-cart', text);
      await expect(useCartStore.persist.rehydrate()).resolves.toBeUndefined();
      expect(useCartStore.getState().items).toEqual([]);
      expect(useCartStore.getState().address).toBeNull();
    }
  });
});
