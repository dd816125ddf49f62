/**
 * Back from the bank at `?payment=cancelled&order=N`: the cancelled message (and a new key for the
 * next attempt) only when the API says this tab's order is cancelled, never on the address alone.
 * Runs against the demo API's handlers (tests/setup.ts).
 */
import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderCreated } from '@/shared/api/contract/orders';
import { routeWrapper } from '../../../../tests/route-wrapper';
import { placeAnonymousOrder } from '../api/place-order';
import { idempotencyKeyFor, savePendingOrder } from './checkout-storage';
import { useCancelledPayment } from './use-cancelled-payment';

const SNAPSHOT = 'the checkout of this tab';
const context = { locale: 'en', accountType: 'personal', countryId: 'NL' } as const;

/** A guest order placed by this tab: its key and pending order are in session storage. */
async function placeInThisTab(): Promise<OrderCreated> {
  const idempotencyKey = idempotencyKeyFor(SNAPSHOT);
  const address = {
    name: 'Gast Tester',
    address: 'Dorpsstraat 1',
    postalcode: '1234 AB',
    city: 'Utrecht',
    country: 'NL',
    telephone: '+31 6 1234 5678',
    isDefaultDelivery: false,
  };
  const created = await placeAnonymousOrder(context, {
    email: 'guest@example.nl',
    name: address.name,
    telephone: address.telephone,
    deliveryAddress: address,
    // A packaging of the demo catalogue (the checkout tests' BAGS).
    items: [{ id: 'p-nilfisk-attix-30-synthetic-dust-bags-5-layer-5', amount: 1 }],
    idempotencyKey,
  });
  savePendingOrder(created.orderNumber, idempotencyKey, 'anonymous', created.statusToken);
  return created;
}

/** The bank's cancel button, on the link the API gave. */
async function cancelAtBank(created: OrderCreated): Promise<void> {
  const link = new URL(created.paymentUrl ?? '', window.location.origin).searchParams;
  const response = await fetch(`${window.location.origin}/__demo/bank/complete`, {
    method: 'POST',
    body: new URLSearchParams({
      order: link.get('order') ?? '',
      token: link.get('token') ?? '',
      lang: 'en',
      action: 'cancel',
    }),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
}

/** The hook on checkout at `search`, once the status call (if any) has been answered. */
async function backAt(search: string) {
  const queryClient = new QueryClient();
  const view = renderHook(() => useCancelledPayment(), {
    wrapper: routeWrapper(`/en/dashboard/checkout${search}`, queryClient),
  });
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return { view, asked: queryClient.getQueryCache().findAll({ queryKey: ['orders', 'status'] }) };
}

const keyKept = (key: string) => idempotencyKeyFor(SNAPSHOT) === key;

beforeEach(() => sessionStorage.clear());

describe('useCancelledPayment', () => {
  it('says cancelled, and drops the key, when the API reports this tab’s order cancelled', async () => {
    const created = await placeInThisTab();
    const key = idempotencyKeyFor(SNAPSHOT);
    await cancelAtBank(created);
    const { view } = await backAt(`?payment=cancelled&order=${created.orderNumber}`);
    await waitFor(() => expect(view.result.current).toBe(true));
    expect(keyKept(key)).toBe(false);
  });

  it('believes no address: an order that still awaits payment is not cancelled', async () => {
    const created = await placeInThisTab();
    const key = idempotencyKeyFor(SNAPSHOT);
    const { view, asked } = await backAt(`?payment=cancelled&order=${created.orderNumber}`);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.state.data).toMatchObject({ status: 'awaiting_payment' });
    expect(view.result.current).toBe(false);
    // The same key still: a retry is the same order, never a second one.
    expect(keyKept(key)).toBe(true);
  });

  it('ignores a cancelled link for an order this tab did not place', async () => {
    await placeInThisTab();
    const key = idempotencyKeyFor(SNAPSHOT);
    // A seeded order: not this tab's, so there is no token to ask with, and nothing is asked.
    const { view, asked } = await backAt('?payment=cancelled&order=VS-2026-000111');
    expect(
      asked.map((query) => query.state.dataUpdateCount + query.state.errorUpdateCount),
    ).toEqual([0]);
    expect(view.result.current).toBe(false);
    expect(keyKept(key)).toBe(true);
  });
});
