/**
 * Shared set-up of the checkout tests: the order calls the shop made (with their bodies), the
 * bank the shop would have sent the shopper to, and the demo bank's answer to pay or cancel.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, vi } from 'vitest';
import { useCartStore } from '@/shared/cart/cart-store';
import { paymentRedirect } from '@/features/checkout/lib/payment-redirect';
import { server } from '../msw-server';

export const BAGS = 'p-nilfisk-attix-30-synthetic-dust-bags-5-layer-5';
export const FILTER = 'p-bosch-gas-25-l-sfc-cartridge-filter-1';

export interface OrderCall {
  path: string;
  body: { idempotencyKey: string; items: { id: string; amount: number }[] } & Record<
    string,
    unknown
  >;
}

/** Every POST orders / orders/anonymous the page sent, in order. */
export function recordOrderCalls(): { calls: () => Promise<OrderCall[]> } {
  const pending: Promise<OrderCall>[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method !== 'POST' || !/^\/api\/orders(\/anonymous)?$/.test(path)) return;
    pending.push(
      request
        .clone()
        .json()
        .then((body) => ({ path, body: body as OrderCall['body'] })),
    );
  });
  return { calls: () => Promise.all(pending) };
}

/** The next order call fails with a 500 (then the demo API answers again). */
export function failNextOrder(path: 'orders' | 'orders/anonymous'): void {
  server.use(
    http.post(
      `*/api/${path}`,
      () => HttpResponse.json({ message: 'Something broke' }, { status: 500 }),
      { once: true },
    ),
  );
}

/** Where the shop sent the shopper to pay (jsdom cannot leave the page). */
export function spyOnBank() {
  return vi.spyOn(paymentRedirect, 'go').mockImplementation(() => undefined);
}

/** Puts products in the cart once the stored cart has been restored. */
export async function fillCart(...productIds: string[]): Promise<void> {
  await waitFor(() => expect(useCartStore.persist.hasHydrated()).toBe(true));
  act(() => {
    for (const id of productIds) useCartStore.getState().add(id);
  });
}

export const cartProductIds = () => useCartStore.getState().items.map((item) => item.productId);

/**
 * The demo bank's pay or cancel button, as the bank page's form posts it, on the link the shop
 * sent the shopper to for this order (spyOnBank saw it): the bank needs that link's token.
 */
export async function answerBank(orderNumber: string, action: 'pay' | 'cancel'): Promise<string> {
  const link = (vi.mocked(paymentRedirect.go).mock?.calls ?? [])
    .map(([url]) => new URL(url, window.location.origin).searchParams)
    .find((params) => params.get('order') === orderNumber);
  if (!link) throw new Error(`The shop sent nobody to the bank for ${orderNumber}`);
  const token = link.get('token') ?? '';
  const response = await fetch(`${window.location.origin}/__demo/bank/complete`, {
    method: 'POST',
    body: new URLSearchParams({ order: orderNumber, token, lang: 'en', bank: 'ING', action }),
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  if (!location) throw new Error(`The bank answered ${response.status}`);
  return location;
}

export const orderNumberOf = (paymentUrl: string): string =>
  new URL(paymentUrl, window.location.origin).searchParams.get('order') ?? '';

/** The guest's form on order-anonymous, filled in as a shopper types it. */
export async function fillInGuest(): Promise<void> {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email address'), 'guest@example.nl');
  await user.type(screen.getByLabelText('Name'), 'Gast Tester');
  await user.type(screen.getByLabelText('Telephone'), '+31 6 1234 5678');
  await user.type(screen.getByLabelText('Street and house number'), 'Dorpsstraat 1');
  await user.type(screen.getByLabelText('Postal code'), '1234 AB');
  await user.type(screen.getByLabelText('City'), 'Utrecht');
  // The choices come from the shop's country list, which may still be on its way.
  const country = screen.getByLabelText('Country');
  await within(country).findByRole('option', { name: 'Netherlands' });
  await user.selectOptions(country, 'NL');
}

type Router = { navigate: (to: string) => Promise<void> };

/** A new page load at `url`: the page left behind unmounts first (as leaving for the bank does). */
export async function leaveFor(router: Router, url: string): Promise<void> {
  await router.navigate('/en/privacy');
  await screen.findByRole('heading', { level: 1, name: 'Privacy' });
  await router.navigate(url);
}
