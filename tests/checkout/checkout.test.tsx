/**
 * Checkout with a real session (the shop's own sign-in through the real supertokens-auth-react
 * SDK against the demo FDI under msw): one order per key, the cart kept on failure and on a
 * cancelled payment, emptied only on a confirmed order-complete; a business orders on invoice.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '@/features/account/login/sign-in';
import { CartCalculationSchema } from '@/shared/api/contract/cart';
import { formatCents } from '@/shared/api/contract/formats';
import { useDeliveryTargetStore } from '@/shared/shopper/delivery-target-store';
import { DEMO_PASSWORD, users } from '../../demo-api/db/users';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { clearBrowserState } from '../auth/sdk-harness';
import {
  answerBank,
  BAGS,
  cartProductIds,
  failNextOrder,
  FILTER,
  fillCart,
  leaveFor,
  orderNumberOf,
  recordOrderCalls,
  spyOnBank,
} from './checkout-support';

const ANNA = 'anna@example.nl';
const DEKKER = 'inkoop@dekker-bouw.example.nl';

beforeEach(() => clearBrowserState());
afterEach(() => {
  server.events.removeAllListeners();
  clearBrowserState();
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the API calculates for one of each product for a Dutch business. */
async function calculateAsBusiness(...ids: string[]) {
  const response = await fetch(`${window.location.origin}/api/cart/calculate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-account-type': 'business',
      'x-locale': 'en',
      'x-country-code': 'NL',
    },
    body: JSON.stringify({ products: ids.map((id) => ({ id, amount: 1 })), deliveryAddress: null }),
  });
  return CartCalculationSchema.parse(await response.json());
}

/** Checkout with a cart, in the Netherlands, logged in as that user. */
async function checkoutAs(email: string) {
  const view = await renderApp('/en/dashboard/checkout');
  await fillCart(BAGS, FILTER);
  useDeliveryTargetStore.setState({ countryId: 'NL' });
  expect(await signIn({ email, password: DEMO_PASSWORD })).toEqual({ kind: 'ok' });
  await screen.findByRole('group', { name: 'Deliver to' });
  return view;
}

describe('checkout, logged out', () => {
  it('offers log in, register and guest, and sends an empty cart back to the cart', async () => {
    await renderApp('/en/dashboard/checkout');
    expect(await screen.findByText(/Your cart is empty/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shopping cart' })).toHaveAttribute(
      'href',
      '/en/dashboard/cart',
    );

    await fillCart(BAGS);
    const who = await screen.findByRole('region', { name: 'Who is ordering?' });
    // Registering leads back here (tests/checkout/checkout-register.test.tsx walks it).
    expect(within(who).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      `/en/auth/_signup?returnTo=${encodeURIComponent('/en/dashboard/checkout')}`,
    );
    expect(within(who).getByRole('link', { name: 'Continue as a guest' })).toHaveAttribute(
      'href',
      '/en/order-anonymous',
    );
    expect(within(who).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order and Pay' })).toBeNull();
  });
});

describe('checkout, logged in', () => {
  it('retries a failed order with the same key and places it once', async () => {
    const orders = recordOrderCalls();
    const bank = spyOnBank();
    const { router } = await checkoutAs(ANNA);
    // A private buyer pays through the bank; the main address is chosen.
    expect(screen.getByRole('radio', { name: /Dutch bank/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /On invoice/ })).toBeNull();

    failNextOrder('orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Order and Pay' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your order could not be placed');
    // The keyboard is not dropped to the page's start: it is on the message, just before the button.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(cartProductIds()).toEqual([BAGS, FILTER]);

    await userEvent.dblClick(screen.getByRole('button', { name: 'Order and Pay' }));
    await waitFor(() => expect(bank).toHaveBeenCalledTimes(1));
    const calls = await orders.calls();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toEqual(calls[0]?.body);
    expect(calls[0]?.body).toMatchObject({ paymentMethod: 'bank' });
    expect(calls[0]?.body.deliveryAddressId).toEqual(expect.any(String));

    // Opened before paying: the order awaits payment, so the cart stays.
    const orderNumber = orderNumberOf(bank.mock.calls[0]?.[0] ?? '');
    await router.navigate(`/en/order-complete?order=${orderNumber}`);
    expect(await screen.findByText(/not yet received the confirmation/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Awaiting your payment');
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      bank.mock.calls[0]?.[0],
    );
    expect(cartProductIds()).toEqual([BAGS, FILTER]);

    // Paid: back from the bank (a new page load), order-complete confirms it with the API and
    // empties the cart.
    const back = await answerBank(orderNumber, 'pay');
    await leaveFor(router, back);
    await waitFor(() => expect(cartProductIds()).toEqual([]));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order successful');
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      `/en/dashboard/orders/${orderNumber}`,
    );
  });

  it('comes back from a cancelled payment with the cart and orders anew with a new key', async () => {
    const orders = recordOrderCalls();
    const bank = spyOnBank();
    const { router } = await checkoutAs(ANNA);
    await userEvent.click(await screen.findByRole('button', { name: 'Order and Pay' }));
    await waitFor(() => expect(bank).toHaveBeenCalledTimes(1));
    const orderNumber = orderNumberOf(bank.mock.calls[0]?.[0] ?? '');

    // Back from the bank: a new page load, not the page left behind.
    const back = await answerBank(orderNumber, 'cancel');
    await leaveFor(router, back);
    expect(await screen.findByText('The payment was cancelled')).toBeInTheDocument();
    expect(cartProductIds()).toEqual([BAGS, FILTER]);

    // Order-complete for that order, opened anyway: cancelled, the way back, the cart kept.
    await leaveFor(router, `/en/order-complete?order=${orderNumber}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order cancelled' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute(
      'href',
      '/en/dashboard/checkout',
    );
    expect(cartProductIds()).toEqual([BAGS, FILTER]);

    await router.navigate('/en/dashboard/checkout');
    await userEvent.click(await screen.findByRole('button', { name: 'Order and Pay' }));
    await waitFor(() => expect(bank).toHaveBeenCalledTimes(2));
    const calls = await orders.calls();
    expect(calls[1]?.body.idempotencyKey).not.toBe(calls[0]?.body.idempotencyKey);
    expect(orderNumberOf(bank.mock.calls[1]?.[0] ?? '')).not.toBe(orderNumber);
  });

  it('a business orders on invoice and goes straight to order complete', async () => {
    const orders = recordOrderCalls();
    const bank = spyOnBank();
    const { router } = await checkoutAs(DEKKER);
    expect(await screen.findByRole('radio', { name: /On invoice/ })).toBeChecked();
    // What is ordered: each line's amount, product and packaging, and its price excl. VAT.
    const lines = screen.getByRole('region', { name: 'Your order' });
    const calculated = await calculateAsBusiness(BAGS, FILTER);
    for (const [index, id] of [BAGS, FILTER].entries()) {
      const line = calculated.lines.find((l) => l.productId === id);
      await waitFor(() =>
        expect(within(lines).getAllByRole('listitem')[index]).toHaveTextContent(
          new RegExp(
            `^1 ×.*${escapeRegExp(formatCents(line?.lineTotalExclVat ?? -1)).replace(/\s/g, '\\s')}$`,
          ),
        ),
      );
    }
    await userEvent.type(
      screen.getByLabelText('Note for your order (optional)'),
      'Deliver at the back',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Order on invoice' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/order-complete'));
    expect(bank).not.toHaveBeenCalled();
    const [call] = await orders.calls();
    expect(call?.body).toMatchObject({ paymentMethod: 'invoice', note: 'Deliver at the back' });
    expect(
      await screen.findByText('The invoice comes with or after the delivery.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(cartProductIds()).toEqual([]));
  });
});

describe('checkout, a new address', () => {
  it('starts the address dialog in the country the shop delivers to, with none chosen', async () => {
    // A buyer with no country of their own and no address yet (as a passwordless sign-up is).
    const anna = users.byEmail(ANNA);
    if (!anna) throw new Error('The demo users have no Anna');
    const email = 'no-country@example.nl';
    users.add({ ...anna, id: 'user-no-country', email, country: null });
    await renderApp('/en/dashboard/checkout');
    await fillCart(BAGS);
    expect(await signIn({ email, password: DEMO_PASSWORD })).toEqual({ kind: 'ok' });
    const add = await screen.findByRole('button', { name: 'Add an address' });
    // The header (and the totals) say the Netherlands; so does the new address.
    expect(useDeliveryTargetStore.getState().countryId).toBeNull();
    expect(await screen.findAllByRole('button', { name: /Deliver to\s*Netherlands/ })).not.toEqual(
      [],
    );
    await userEvent.click(add);
    const dialog = await screen.findByRole('dialog');
    const country = await within(dialog).findByLabelText('Country');
    await within(country).findByRole('option', { name: 'Netherlands' });
    expect(country).toHaveValue('NL');
  });
});
