/**
 * Order completion follows the API (GET orders/{orderNumber}/status), not the address bar: 'Order
 * successful' and an emptied cart only for an order the API reports paid or on invoice; an order
 * awaiting payment, a cancelled one and an order the API will not name each say so in their own
 * heading, and the cart stays. A guest proves the order is theirs with the status token this tab
 * keeps in session storage, never with the order number alone.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '@/shared/cart/cart-store';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { clearBrowserState } from '../auth/sdk-harness';
import {
  answerBank,
  BAGS,
  cartProductIds,
  FILTER,
  fillCart,
  fillInGuest,
  leaveFor,
  orderNumberOf,
  spyOnBank,
} from './checkout-support';

beforeEach(() => clearBrowserState());
afterEach(() => {
  server.events.removeAllListeners();
  clearBrowserState();
});

/** A guest orders the bags and is sent to the bank (which the test answers, or not). */
async function placeGuestOrder() {
  const bank = spyOnBank();
  const view = await renderApp('/en/order-anonymous');
  await fillCart(BAGS);
  await fillInGuest();
  await userEvent.click(await screen.findByRole('button', { name: 'Order and Pay' }));
  await waitFor(() => expect(bank).toHaveBeenCalledTimes(1));
  const paymentUrl = bank.mock.calls[0]?.[0] ?? '';
  return { ...view, paymentUrl, orderNumber: orderNumberOf(paymentUrl) };
}

/** Every status question the shop asked the API: the order number and the token it sent. */
function recordStatusCalls(): { orderNumber: string; token: string | null }[] {
  const calls: { orderNumber: string; token: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const match = /^\/api\/orders\/([^/]+)\/status$/.exec(url.pathname);
    if (match?.[1])
      calls.push({
        orderNumber: decodeURIComponent(match[1]),
        token: url.searchParams.get('token'),
      });
  });
  return calls;
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const noSuccess = () =>
  expect(screen.queryByRole('heading', { name: 'Order successful' })).toBeNull();

describe('order-complete for a guest', () => {
  it('opened by hand before paying: awaiting payment, a way to pay, the cart kept', async () => {
    const { router, orderNumber, paymentUrl } = await placeGuestOrder();
    await leaveFor(router, `/en/order-complete?order=${orderNumber}`);

    expect(await heading('Awaiting your payment')).toBeInTheDocument();
    noSuccess();
    expect(screen.getByText(/not yet received the confirmation/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', paymentUrl);
    expect(cartProductIds()).toEqual([BAGS]);
    expect(sessionStorage.getItem('shop-anonymous-order')).toContain('Dorpsstraat 1');
  });

  it('paid at the bank: order successful and the cart emptied once; a reload still says so', async () => {
    const statusCalls = recordStatusCalls();
    const { router, orderNumber } = await placeGuestOrder();
    const back = await answerBank(orderNumber, 'pay');
    await leaveFor(router, back);

    expect(await heading('Order successful')).toBeInTheDocument();
    await waitFor(() => expect(cartProductIds()).toEqual([]));
    expect(sessionStorage.getItem('shop-anonymous-order')).toBeNull();
    // The proof was the token this tab kept, sent to the API; never part of any address.
    const stored = JSON.parse(sessionStorage.getItem('shop-pending-order') ?? '{}') as {
      statusToken?: string;
    };
    expect(stored.statusToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statusCalls).toContainEqual({ orderNumber, token: stored.statusToken });
    expect(router.state.location.search).toBe(`?order=${orderNumber}`);

    // Shopping on, then a reload of the success page: still successful, the new cart stays.
    act(() => useCartStore.getState().add(FILTER));
    await leaveFor(router, back);
    expect(await heading('Order successful')).toBeInTheDocument();
    expect(cartProductIds()).toEqual([FILTER]);
  });

  it('keeps asking while the payment is on its way, and confirms once the bank has', async () => {
    const { router, orderNumber } = await placeGuestOrder();
    await leaveFor(router, `/en/order-complete?order=${orderNumber}`);
    expect(await heading('Awaiting your payment')).toBeInTheDocument();

    await answerBank(orderNumber, 'pay');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order successful' }, { timeout: 9000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(cartProductIds()).toEqual([]));
  }, 15_000);

  it('cancelled at the bank: not successful, the way back to the order form, the cart kept', async () => {
    const { router, orderNumber } = await placeGuestOrder();
    await answerBank(orderNumber, 'cancel');
    await leaveFor(router, `/en/order-complete?order=${orderNumber}`);

    expect(await heading('Order cancelled')).toBeInTheDocument();
    noSuccess();
    expect(screen.getByText(/This order was cancelled/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your order details' })).toHaveAttribute(
      'href',
      '/en/order-anonymous',
    );
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
    expect(cartProductIds()).toEqual([BAGS]);
    // The cancelled order is done with: the next attempt is a new order.
    await waitFor(() => expect(sessionStorage.getItem('shop-checkout-key')).toBeNull());
  });
});

describe('order-complete without proof', () => {
  it('without an order number: a notice, never "Order successful", the cart untouched', async () => {
    await renderApp('/en/order-complete');
    await fillCart(BAGS);
    expect(await heading('Order not found')).toBeInTheDocument();
    noSuccess();
    expect(screen.getByText(/We cannot show this order here/)).toBeInTheDocument();
    expect(cartProductIds()).toEqual([BAGS]);
  });

  it('an order number alone (another tab, a stranger, a made-up one) learns nothing', async () => {
    const statusCalls = recordStatusCalls();
    const { router, orderNumber } = await placeGuestOrder();
    await answerBank(orderNumber, 'pay');
    // Another tab of the same browser: the same order number, but not this tab's order.
    sessionStorage.removeItem('shop-pending-order');
    await leaveFor(router, `/en/order-complete?order=${orderNumber}`);
    expect(await heading('Order not found')).toBeInTheDocument();
    noSuccess();
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
    expect(cartProductIds()).toEqual([BAGS]);
    expect(statusCalls).toContainEqual({ orderNumber, token: null });

    await leaveFor(router, '/en/order-complete?order=VS-2099-999999');
    expect(await heading('Order not found')).toBeInTheDocument();
    expect(cartProductIds()).toEqual([BAGS]);
  });

  it("a failing status call says so and offers a retry; it is not 'Order successful'", async () => {
    const { router, orderNumber } = await placeGuestOrder();
    await answerBank(orderNumber, 'pay');
    server.use(
      http.get('*/api/orders/:orderNumber/status', () =>
        HttpResponse.json({ message: 'Down' }, { status: 500 }),
      ),
    );
    await leaveFor(router, `/en/order-complete?order=${orderNumber}`);
    // Asked again once (a second later) before it says so.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Order status unavailable' },
        { timeout: 6000 },
      ),
    ).toBeInTheDocument();
    noSuccess();
    expect(cartProductIds()).toEqual([BAGS]);

    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await heading('Order successful')).toBeInTheDocument();
    await waitFor(() => expect(cartProductIds()).toEqual([]));
  });
});
