/**
 * A business ordering on invoice (docs/api-contract.md, extension): its own reference (PO number)
 * and an invoice address other than the delivery address go with the order; checked in the
 * browser with the messages of requirements §10.1, kept across a reload, never sent with a bank payment, and
 * forgotten once the order is confirmed.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers/app-providers';
import { createQueryClient } from '@/app/providers/query-client';
import { createRoutes } from '@/app/router/routes';
import { signIn } from '@/features/account/login/sign-in';
import { useDeliveryTargetStore } from '@/shared/shopper/delivery-target-store';
import { orders as demoOrders } from '../../demo-api/db/orders';
import { DEMO_PASSWORD } from '../../demo-api/db/users';
import { clearBrowserState } from '../auth/sdk-harness';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { BAGS, cartProductIds, fillCart, recordOrderCalls, spyOnBank } from './checkout-support';

const DEKKER = 'inkoop@dekker-bouw.example.nl';
const STORAGE = 'shop-checkout-invoice';
const NOTE_STORAGE = 'shop-checkout-note';
const NOTE = 'Note for your order (optional)';

beforeEach(() => clearBrowserState());
afterEach(() => {
  server.events.removeAllListeners();
  clearBrowserState();
});

/** Checkout with a cart, in the Netherlands, logged in as Dekker Bouw's buyer (on invoice). */
async function checkoutAsBusiness() {
  const view = await renderApp('/en/dashboard/checkout');
  await fillCart(BAGS);
  useDeliveryTargetStore.setState({ countryId: 'NL' });
  expect(await signIn({ email: DEKKER, password: DEMO_PASSWORD })).toEqual({ kind: 'ok' });
  await screen.findByRole('group', { name: 'Deliver to' });
  expect(await screen.findByRole('radio', { name: /On invoice/ })).toBeChecked();
  return view;
}

const invoiceStep = () => within(screen.getByRole('region', { name: 'Invoice' }));
const invoiceAddress = () => within(invoiceStep().getByRole('group', { name: 'Invoice address' }));

/** Unticks "same as delivery" and types another invoice address, in Belgium. */
async function typeInvoiceAddress(user: ReturnType<typeof userEvent.setup>) {
  const box = invoiceAddress().getByRole('checkbox', { name: 'Same as the delivery address' });
  expect(box).toBeChecked();
  await user.click(box);
  await user.type(invoiceAddress().getByLabelText('Company or name'), 'Dekker Bouw - boekhouding');
  await user.type(invoiceAddress().getByLabelText('Street and house number'), 'Postbus 77');
  await user.type(invoiceAddress().getByLabelText('Postal code'), '3760');
  await user.type(invoiceAddress().getByLabelText('City'), 'Soest');
  const country = invoiceAddress().getByLabelText('Country');
  await waitFor(() =>
    expect(within(country).getByRole('option', { name: 'Belgium' })).toBeInTheDocument(),
  );
  await user.selectOptions(country, 'BE');
}

describe('checkout on invoice: reference and invoice address', () => {
  it('sends the reference and another invoice address with the order, then forgets them', async () => {
    const orders = recordOrderCalls();
    const bank = spyOnBank();
    const { router } = await checkoutAsBusiness();
    const user = userEvent.setup();

    const reference = invoiceStep().getByLabelText('Your reference (PO number)');
    expect(reference).toHaveAccessibleDescription(/appears on the invoice/);
    await user.type(reference, '  PO-2026-0077 ');
    await typeInvoiceAddress(user);
    await user.click(screen.getByRole('button', { name: 'Order on invoice' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/order-complete'));
    expect(bank).not.toHaveBeenCalled();
    const [call] = await orders.calls();
    const billingAddress = {
      name: 'Dekker Bouw - boekhouding',
      address: 'Postbus 77',
      postalcode: '3760',
      city: 'Soest',
      country: 'BE',
    };
    expect(call?.body).toMatchObject({
      paymentMethod: 'invoice',
      purchaseOrderReference: 'PO-2026-0077',
      billingAddress,
    });
    const orderNumber = new URLSearchParams(router.state.location.search).get('order') ?? '';
    expect(demoOrders.byNumber(orderNumber)).toMatchObject({
      purchaseOrderReference: 'PO-2026-0077',
      billingAddress,
    });
    // Confirmed: the cart is emptied and the typed details are forgotten with it.
    await waitFor(() => expect(cartProductIds()).toEqual([]));
    expect(sessionStorage.getItem(STORAGE)).toBeNull();
  });

  it('sends no invoice address while it is the delivery address, and no empty reference', async () => {
    const orders = recordOrderCalls();
    const { router } = await checkoutAsBusiness();
    await userEvent.click(screen.getByRole('button', { name: 'Order on invoice' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/order-complete'));
    const [call] = await orders.calls();
    expect(call?.body).not.toHaveProperty('purchaseOrderReference');
    expect(call?.body).not.toHaveProperty('billingAddress');
  });

  it('says a reference is too long, and that an invoice address is missing, and sends nothing', async () => {
    const orders = recordOrderCalls();
    await checkoutAsBusiness();
    const user = userEvent.setup();
    const reference = invoiceStep().getByLabelText('Your reference (PO number)');
    await user.type(reference, 'R'.repeat(36));
    await user.click(
      invoiceAddress().getByRole('checkbox', { name: 'Same as the delivery address' }),
    );
    await user.click(screen.getByRole('button', { name: 'Order on invoice' }));

    await waitFor(() => expect(reference).toHaveAccessibleDescription(/Too big: at most 35/));
    expect(reference).toHaveAttribute('aria-invalid', 'true');
    // The keyboard is taken to the first field to correct.
    expect(reference).toHaveFocus();
    for (const label of ['Company or name', 'Street and house number', 'Postal code', 'City'])
      expect(invoiceAddress().getByLabelText(label)).toHaveAccessibleDescription(
        'This field is required',
      );
    expect(await orders.calls()).toEqual([]);

    // Corrected, the message goes at once.
    await user.clear(reference);
    await user.type(reference, 'R'.repeat(35));
    await waitFor(() => expect(reference).not.toHaveAttribute('aria-invalid'));
  });

  it('shows and sends neither with a bank payment', async () => {
    const orders = recordOrderCalls();
    const bank = spyOnBank();
    await checkoutAsBusiness();
    const user = userEvent.setup();
    await user.type(invoiceStep().getByLabelText('Your reference (PO number)'), 'PO-1');
    await typeInvoiceAddress(user);

    await user.click(screen.getByRole('radio', { name: /Dutch bank/ }));
    expect(screen.queryByRole('region', { name: 'Invoice' })).toBeNull();
    expect(screen.queryByLabelText('Your reference (PO number)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Order and Pay' }));
    await waitFor(() => expect(bank).toHaveBeenCalledTimes(1));
    const [call] = await orders.calls();
    expect(call?.body.paymentMethod).toBe('bank');
    expect(call?.body).not.toHaveProperty('purchaseOrderReference');
    expect(call?.body).not.toHaveProperty('billingAddress');
  });

  it('keeps the reference, the invoice address and the note across a reload', async () => {
    const first = await checkoutAsBusiness();
    const user = userEvent.setup();
    await user.type(invoiceStep().getByLabelText('Your reference (PO number)'), 'PO-2026-0099');
    await user.type(screen.getByLabelText(NOTE), 'Deliver at the back, gate 3');
    await typeInvoiceAddress(user);
    await waitFor(() => expect(sessionStorage.getItem(STORAGE)).toContain('"country":"BE"'));
    first.unmount();

    // A reload: the same tab's storage and session, a new page.
    const router = createMemoryRouter(createRoutes(createQueryClient({ retry: 0 })), {
      initialEntries: ['/en/dashboard/checkout'],
    });
    render(
      <AppProviders queryClient={createQueryClient({ retry: 0 })}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByLabelText('Your reference (PO number)')).toHaveValue('PO-2026-0099');
    expect(
      invoiceAddress().getByRole('checkbox', { name: 'Same as the delivery address' }),
    ).not.toBeChecked();
    expect(invoiceAddress().getByLabelText('Street and house number')).toHaveValue('Postbus 77');
    expect(invoiceAddress().getByLabelText('City')).toHaveValue('Soest');
    // The country shows once the country list (its options) is in.
    await waitFor(() => expect(invoiceAddress().getByLabelText('Country')).toHaveValue('BE'));
    expect(screen.getByLabelText(NOTE)).toHaveValue('Deliver at the back, gate 3');
  });

  it('sends the note trimmed, and forgets the kept note once the order is confirmed', async () => {
    const orders = recordOrderCalls();
    const { router } = await checkoutAsBusiness();
    await userEvent.type(screen.getByLabelText(NOTE), ' Ring twice ');
    await userEvent.click(screen.getByRole('button', { name: 'Order on invoice' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/order-complete'));
    const [call] = await orders.calls();
    expect(call?.body).toMatchObject({ note: 'Ring twice' });
    await waitFor(() => expect(cartProductIds()).toEqual([]));
    expect(sessionStorage.getItem(NOTE_STORAGE)).toBeNull();
  });

  it("says the note's limit, keeps a longer paste whole and says it is too long, and sends nothing", async () => {
    const orders = recordOrderCalls();
    await checkoutAsBusiness();
    const user = userEvent.setup();
    const note = screen.getByLabelText(NOTE);
    expect(note).toHaveAccessibleDescription('At most 500 characters.');
    await user.click(note);
    await user.paste('n'.repeat(600));
    // Never cut short without a word.
    expect(note).toHaveValue('n'.repeat(600));
    await user.click(screen.getByRole('button', { name: 'Order on invoice' }));

    await waitFor(() => expect(note).toHaveAccessibleDescription(/Too big: at most 500/));
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveFocus();
    expect(await orders.calls()).toEqual([]);

    // Shortened to the limit, the message goes at once, and the order goes.
    await user.clear(note);
    await user.paste('n'.repeat(500));
    expect(note).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Order on invoice' }));
    await waitFor(async () => expect(await orders.calls()).toHaveLength(1));
    const [call] = await orders.calls();
    expect(call?.body.note).toBe('n'.repeat(500));
  });
});
