/**
 * A guest's order: the form's messages (requirements §10.1), one order for a double click
 * and a retry (the same idempotency key), the cart kept on failure and emptied on order-complete
 * only for the order this tab placed and paid.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers/app-providers';
import { createQueryClient } from '@/app/providers/query-client';
import { createRoutes } from '@/app/router/routes';
import { useDeliveryTargetStore } from '@/shared/shopper/delivery-target-store';
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
  fillInGuest,
  orderNumberOf,
  recordOrderCalls,
  spyOnBank,
} from './checkout-support';

beforeEach(() => clearBrowserState());
afterEach(() => {
  server.events.removeAllListeners();
  clearBrowserState();
});

/** The page again in the same tab (a reload): nothing of the tab's storage is cleared. */
function reopen(url: string) {
  const router = createMemoryRouter(createRoutes(createQueryClient({ retry: 0 })), {
    initialEntries: [url],
  });
  render(
    <AppProviders queryClient={createQueryClient({ retry: 0 })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const orderButton = () => screen.findByRole('button', { name: 'Order and Pay' });

describe('order-anonymous', () => {
  it('checks every field with the messages of requirements §10.1 before anything is sent', async () => {
    const orders = recordOrderCalls();
    await renderApp('/en/order-anonymous');
    await fillCart(BAGS);
    const user = userEvent.setup();
    await user.click(await orderButton());

    const email = await screen.findByLabelText('Email address');
    await waitFor(() => expect(email).toHaveAccessibleDescription(/This field is required/));
    for (const label of ['Name', 'Street and house number', 'Postal code', 'City'])
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('This field is required');
    // The country is never empty: it starts on the one the shop delivers to (the next test).
    expect(screen.getByLabelText('Country')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Telephone')).toHaveAccessibleDescription(
      /This field is required/,
    );

    await user.type(email, 'guest@');
    await user.type(screen.getByLabelText('Telephone'), 'call me');
    await user.click(await orderButton());
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(/This is not a valid email address/),
    );
    expect(screen.getByLabelText('Telephone')).toHaveAccessibleDescription(/This field is invalid/);
    expect(await orders.calls()).toEqual([]);
  });

  it('starts the country on the one the shop delivers to and prices for, with none chosen', async () => {
    const orders = recordOrderCalls();
    spyOnBank();
    await renderApp('/en/order-anonymous');
    await fillCart(BAGS);
    // No country chosen: the header names the API's default, the Netherlands…
    expect(useDeliveryTargetStore.getState().countryId).toBeNull();
    expect(await screen.findAllByRole('button', { name: /Deliver to\s*Netherlands/ })).not.toEqual(
      [],
    );
    // …and so does the form, once the country list (its options) is in.
    const country = screen.getByLabelText('Country');
    await within(country).findByRole('option', { name: 'Netherlands' });
    expect(country).toHaveValue('NL');
    expect(within(country).getByRole('option', { selected: true })).toHaveTextContent(
      'Netherlands',
    );

    // Everything else typed, Enter in the last field: the order goes, to the Netherlands.
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'guest@example.nl');
    await user.type(screen.getByLabelText('Name'), 'Gast Tester');
    await user.type(screen.getByLabelText('Telephone'), '06 12345678');
    await user.type(screen.getByLabelText('Street and house number'), 'Dorpsstraat 1');
    await user.type(screen.getByLabelText('Postal code'), '1234 AB');
    await user.type(screen.getByLabelText('City'), 'Utrecht{Enter}');
    await waitFor(async () => expect(await orders.calls()).toHaveLength(1));
    const [call] = await orders.calls();
    expect(call?.body).toMatchObject({ deliveryAddress: { country: 'NL', city: 'Utrecht' } });
    expect(screen.queryByText('This field is required')).toBeNull();
    // The default is not stored as the shopper's choice (docs/decisions/0041-delivery-target.md).
    expect(useDeliveryTargetStore.getState().countryId).toBeNull();
  });

  it('takes a number pasted with a non-breaking space, and sends it with a plain one', async () => {
    const orders = recordOrderCalls();
    spyOnBank();
    await renderApp('/en/order-anonymous');
    await fillCart(BAGS);
    await fillInGuest();
    const user = userEvent.setup();
    const telephone = screen.getByLabelText('Telephone');
    await user.clear(telephone);
    // As copied from a web page or a mail signature.
    await user.click(telephone);
    await user.paste('06\u00a012345678');
    await user.click(await orderButton());
    await waitFor(async () => expect(await orders.calls()).toHaveLength(1));
    expect(telephone).not.toHaveAccessibleDescription(/invalid/);
    const [call] = await orders.calls();
    expect(call?.body).toMatchObject({
      telephone: '06 12345678',
      deliveryAddress: { telephone: '06 12345678' },
    });
  });

  it('sends a number written with a slash and dots, as Belgians do, with the spaces they stand for', async () => {
    const orders = recordOrderCalls();
    spyOnBank();
    await renderApp('/en/order-anonymous');
    await fillCart(BAGS);
    await fillInGuest();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Telephone'));
    await user.type(screen.getByLabelText('Telephone'), '0470/12.34.56');
    await user.click(await orderButton());
    await waitFor(async () => expect(await orders.calls()).toHaveLength(1));
    const [call] = await orders.calls();
    expect(JSON.stringify(call?.body)).toContain('"telephone":"0470 12 34 56"');
  });

  it('keeps what was typed across a reload, but never in the address bar', async () => {
    const first = await renderApp('/en/order-anonymous');
    await fillCart(BAGS);
    await fillInGuest();
    expect(first.router.state.location.search).toBe('');
    // Typing settles before it is stored with the cost overview's address.
    await waitFor(() =>
      expect(sessionStorage.getItem('shop-anonymous-order')).toContain('Utrecht'),
    );
    first.unmount();

    // A reload: the same tab's storage, a new page.
    reopen('/en/order-anonymous');
    expect(await screen.findByLabelText('Email address')).toHaveValue('guest@example.nl');
    expect(screen.getByLabelText('City')).toHaveValue('Utrecht');
    // The country shows once the country list (its options) is in.
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveValue('NL'));
    expect(cartProductIds()).toEqual([BAGS]);
  });

  it('places one order for a double click and a retry, and keeps the cart until it is paid', async () => {
    const orders = recordOrderCalls();
    const bank = spyOnBank();
    const { router } = await renderApp('/en/order-anonymous');
    await fillCart(BAGS, FILTER);
    await fillInGuest();

    // The first attempt fails on the server: a clear message, the cart as it was.
    failNextOrder('orders/anonymous');
    await userEvent.click(await orderButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your order could not be placed');
    // The keyboard is not dropped to the page's start: it is on the message, just before the button.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(cartProductIds()).toEqual([BAGS, FILTER]);
    expect(bank).not.toHaveBeenCalled();

    // The retry, clicked twice: one more request, with the same key.
    const button = await orderButton();
    await userEvent.dblClick(button);
    await waitFor(() => expect(bank).toHaveBeenCalledTimes(1));
    const calls = await orders.calls();
    expect(calls).toHaveLength(2);
    expect(new Set(calls.map((call) => call.path))).toEqual(new Set(['/api/orders/anonymous']));
    expect(calls[1]?.body.idempotencyKey).toBe(calls[0]?.body.idempotencyKey);
    expect(calls[1]?.body).toEqual(calls[0]?.body);
    expect(calls[0]?.body.items).toEqual([
      { id: BAGS, amount: 1 },
      { id: FILTER, amount: 1 },
    ]);
    expect(cartProductIds()).toEqual([BAGS, FILTER]);

    // Paid at the bank, back on order-complete: now the cart is emptied.
    const paymentUrl = bank.mock.calls[0]?.[0] ?? '';
    expect(paymentUrl).toMatch(/^\/__demo\/bank\?order=/);
    const orderNumber = orderNumberOf(paymentUrl);
    const back = await answerBank(orderNumber, 'pay');
    expect(back).toBe(`/en/order-complete?order=${orderNumber}`);
    await router.navigate(back);
    expect(await screen.findByRole('heading', { name: 'Order successful' })).toBeInTheDocument();
    expect(await screen.findByText(orderNumber)).toBeInTheDocument();
    await waitFor(() => expect(cartProductIds()).toEqual([]));
    expect(sessionStorage.getItem('shop-anonymous-order')).toBeNull();
  });

  it('a cancelled payment comes back with the cart and a new key for the next attempt', async () => {
    const orders = recordOrderCalls();
    const bank = spyOnBank();
    const { router } = await renderApp('/en/order-anonymous');
    await fillCart(BAGS);
    await fillInGuest();
    await userEvent.click(await orderButton());
    await waitFor(() => expect(bank).toHaveBeenCalledTimes(1));
    const orderNumber = orderNumberOf(bank.mock.calls[0]?.[0] ?? '');

    const back = await answerBank(orderNumber, 'cancel');
    expect(back).toBe(`/en/dashboard/checkout?payment=cancelled&order=${orderNumber}`);
    await router.navigate(back);
    expect(await screen.findByText('The payment was cancelled')).toBeInTheDocument();
    expect(cartProductIds()).toEqual([BAGS]);

    // Opening order-complete by hand for that order empties nothing: the API says cancelled.
    await router.navigate(`/en/order-complete?order=${orderNumber}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order cancelled' }),
    ).toBeInTheDocument();
    expect(screen.getByText(orderNumber)).toBeInTheDocument();
    expect(cartProductIds()).toEqual([BAGS]);

    await router.navigate('/en/order-anonymous');
    await userEvent.click(await orderButton());
    await waitFor(() => expect(bank).toHaveBeenCalledTimes(2));
    const calls = await orders.calls();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body.idempotencyKey).not.toBe(calls[0]?.body.idempotencyKey);
    expect(orderNumberOf(bank.mock.calls[1]?.[0] ?? '')).not.toBe(orderNumber);
  });
});
