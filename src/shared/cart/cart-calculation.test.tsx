/**
 * The cart calculation as a query (requirements §6.2): every change of lines, delivery target or shopper
 * context asks again; the previous totals stay while the new ones load; an answer for older inputs
 * is never shown for newer ones; an empty cart asks nothing; a failure shows no totals.
 */
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '@/shared/api/contract/account';
import type { CartCalculateRequest, CartCalculation } from '@/shared/api/contract/cart';
import { useDeliveryTargetStore } from '@/shared/shopper/delivery-target-store';
import { server } from '../../../tests/msw-server';
import { routeWrapper } from '../../../tests/route-wrapper';
import { useCartCalculation } from './cart-calculation';
import { useCartStore } from './cart-store';

const anna: Address = {
  id: 'addr-1',
  name: 'Anna de Vries',
  address: 'Hauptstraße 1',
  postalcode: '10115',
  city: 'Berlin',
  country: 'DE',
  telephone: '+49 30 123 4567',
  isDefaultDelivery: true,
};

/** A valid answer of the contract's shape, marked with a total so tests can tell answers apart. */
function answer(totalInclVat: number, countryId = 'NL'): CartCalculation {
  return {
    countryId,
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

function renderCalculation(path = '/nl/dashboard/cart') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = routeWrapper(path, queryClient);
  return renderHook(() => useCartCalculation(), { wrapper });
}

beforeEach(async () => {
  sessionStorage.clear();
  localStorage.clear();
  await useCartStore.persist.rehydrate();
  await useDeliveryTargetStore.persist.rehydrate();
  useCartStore.setState({ items: [], lastAddedProductId: null });
  useDeliveryTargetStore.setState({ countryId: 'NL', addressId: null, address: null });
});
afterEach(() => vi.restoreAllMocks());

describe('the cart calculation', () => {
  it('asks again for every change of lines, address and country, with each in the request', async () => {
    const bodies: CartCalculateRequest[] = [];
    const countries: (string | null)[] = [];
    server.use(
      http.post('*/api/cart/calculate', async ({ request }) => {
        bodies.push((await request.json()) as CartCalculateRequest);
        countries.push(request.headers.get('x-country-code'));
        return HttpResponse.json(answer(bodies.length, request.headers.get('x-country-code')!));
      }),
    );
    act(() => useCartStore.getState().add('p-1'));
    const { result } = renderCalculation();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(bodies[0]).toEqual({ products: [{ id: 'p-1', amount: 1 }], deliveryAddress: null });

    act(() => useCartStore.getState().setAmount('p-1', 5));
    await waitFor(() => expect(bodies).toHaveLength(2));
    // An address moves the delivery country with it: both go with the request.
    act(() => useDeliveryTargetStore.getState().chooseAddress(anna));
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(countries[2]).toBe('DE');
    expect(bodies[2]?.deliveryAddress).toMatchObject({ name: 'Anna de Vries', country: 'DE' });
    // Another country forgets the address: it is never sent for the wrong country.
    act(() => useDeliveryTargetStore.getState().setCountry('BE'));
    await waitFor(() => expect(bodies).toHaveLength(4));
    expect(countries[3]).toBe('BE');
    expect(bodies[3]?.deliveryAddress).toBeNull();
    await waitFor(() => expect(result.current.calculation?.totalInclVat).toBe(4));
  });

  it('keeps the previous totals while new ones load, marked as loading', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/cart/calculate', async () => {
        calls++;
        if (calls > 1) await delay(200);
        return HttpResponse.json(answer(calls * 100));
      }),
    );
    act(() => useCartStore.getState().add('p-1'));
    const { result } = renderCalculation();
    await waitFor(() => expect(result.current.calculation?.totalInclVat).toBe(100));
    act(() => useCartStore.getState().add('p-1'));
    await waitFor(() => expect(result.current.status).toBe('loading'));
    expect(result.current.calculation?.totalInclVat).toBe(100);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.calculation?.totalInclVat).toBe(200);
  });

  it('never shows a stale answer: a slow answer for older lines does not replace a newer one', async () => {
    server.use(
      http.post('*/api/cart/calculate', async ({ request }) => {
        const body = (await request.json()) as CartCalculateRequest;
        const amount = body.products[0]?.amount ?? 0;
        // The first request (amount 1) answers long after the second (amount 2).
        await delay(amount === 1 ? 300 : 10);
        return HttpResponse.json(answer(amount * 111));
      }),
    );
    act(() => useCartStore.getState().add('p-1'));
    const { result } = renderCalculation();
    act(() => useCartStore.getState().add('p-1'));
    await waitFor(() => expect(result.current.calculation?.totalInclVat).toBe(222));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(result.current.calculation?.totalInclVat).toBe(222);
    expect(result.current.status).toBe('ready');
  });

  it('asks nothing for an empty cart and shows no totals', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/cart/calculate', () => {
        calls++;
        return HttpResponse.json(answer(500));
      }),
    );
    const { result } = renderCalculation();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toBe(0);
    expect(result.current).toMatchObject({ status: 'idle', calculation: null });
    act(() => useCartStore.getState().add('p-1'));
    await waitFor(() => expect(result.current.calculation?.totalInclVat).toBe(500));
    act(() => useCartStore.getState().remove('p-1'));
    expect(result.current).toMatchObject({ status: 'idle', calculation: null });
    expect(calls).toBe(1);
  });

  it('shows no totals when the calculation fails, keeps the lines, and asks again on retry', async () => {
    let fail = true;
    server.use(
      http.post('*/api/cart/calculate', () =>
        fail
          ? HttpResponse.json({ message: 'boom', code: 'INTERNAL' }, { status: 500 })
          : HttpResponse.json(answer(700)),
      ),
    );
    act(() => useCartStore.getState().add('p-1'));
    const { result } = renderCalculation();
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.calculation).toBeNull();
    expect(useCartStore.getState().items).toHaveLength(1);
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.calculation?.totalInclVat).toBe(700));
  });

  it('names the country the API calculated for when none was chosen, without choosing it', async () => {
    useDeliveryTargetStore.setState({ countryId: null });
    server.use(http.post('*/api/cart/calculate', () => HttpResponse.json(answer(1, 'NL'))));
    act(() => useCartStore.getState().add('p-1'));
    const { result } = renderCalculation();
    await waitFor(() => expect(result.current.countryId).toBe('NL'));
    expect(useDeliveryTargetStore.getState().countryId).toBeNull();
  });
});
