/**
 * `/{lang}/order-lookup`: a guest finds an order by its number and e-mail address (POST
 * orders/lookup against the demo API). The order mail's link fills in the number; the order
 * shows with status, lines, totals and address; a pair that does not match, too many wrong pairs
 * and a failing API each say so; a visitor who is not logged in is offered an account with the
 * e-mail address filled in.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCents } from '@/shared/api/contract/formats';
import { OrderCreatedSchema } from '@/shared/api/contract/orders';
import { mailbox } from '../../demo-api/db/mailbox';
import { orders } from '../../demo-api/db/orders';
import { guestOrderRequest } from '../../demo-api/testing/order-fixtures';
import { clearBrowserState, url } from '../auth/sdk-harness';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import {
  answerBank,
  BAGS,
  fillCart,
  fillInGuest,
  leaveFor,
  orderNumberOf,
  spyOnBank,
} from '../checkout/checkout-support';

const EMAIL = 'guest@example.nl';

/** A guest's order placed in English, as order-anonymous places it. */
async function placeGuestOrder(): Promise<string> {
  const response = await fetch(url('/api/orders/anonymous'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-locale': 'en' },
    body: JSON.stringify({
      ...guestOrderRequest(BAGS, 'lookup-ui-key'),
      items: [{ id: BAGS, amount: 2 }],
    }),
  });
  return OrderCreatedSchema.parse(await response.json()).orderNumber;
}

/** Every lookup the page sent: what it asked for. */
function recordLookups(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/orders/lookup')
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
  });
  return bodies;
}

const orderNumberField = () => screen.findByLabelText(/^Order number/);
const emailField = () => screen.getByLabelText('E-mail address');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Find order' }));

async function lookUp(email: string) {
  await userEvent.type(emailField(), email);
  await submit();
}

beforeEach(() => {
  clearBrowserState();
  vi.spyOn(console, 'info').mockImplementation(() => undefined); // the demo mailbox
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
  clearBrowserState();
});

describe('order lookup', () => {
  it('opens from the order mail with the number filled in, and shows the order', async () => {
    const orderNumber = await placeGuestOrder();
    const mail = mailbox.list(EMAIL).at(-1);
    expect(mail?.link).toBe(`/en/order-lookup?order=${orderNumber}`);
    await renderApp(mail?.link ?? '');

    expect(await screen.findByRole('heading', { level: 1, name: 'Find your order' })).toBeVisible();
    expect(await orderNumberField()).toHaveValue(orderNumber);
    expect(emailField()).toHaveValue('');
    await lookUp(EMAIL);

    const result = await screen.findByRole('region', { name: `Order ${orderNumber}` });
    const order = orders.byNumber(orderNumber);
    const line = order?.lines[0];
    expect(within(result).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: line?.name })).toBeInTheDocument();
    expect(within(result).getByText('Dorpsstraat 1', { exact: false })).toBeInTheDocument();
    // A guest is a private buyer: the totals incl. VAT, as at checkout.
    const total = within(result)
      .getAllByText('Total incl. VAT')
      .find((label) => label.tagName === 'DT')
      ?.closest('div');
    expect(total).toHaveTextContent(
      formatCents(order?.totals.totalInclVat ?? 0).replace(/\s/g, ' '),
    );
    expect(within(result).queryByText(/Download invoice/)).toBeNull();
    await waitFor(() => expect(result.querySelector('h2')).toHaveFocus());
  });

  it('offers a visitor who is not logged in an account with that e-mail address', async () => {
    const orderNumber = await placeGuestOrder();
    const { router } = await renderApp(`/en/order-lookup?order=${orderNumber}`);
    await orderNumberField();
    await lookUp('Guest@Example.nl');

    const offer = await screen.findByRole('link', {
      name: 'Create an account with Guest@Example.nl',
    });
    expect(offer).toHaveAttribute('href', '/en/auth/register-personal');
    await userEvent.click(offer);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/auth/register-personal'));
    // The address travels in the history entry, never in the URL.
    expect(router.state.location.search).toBe('');
    expect(await screen.findByLabelText('Email address')).toHaveValue('Guest@Example.nl');
  });

  it('says not found for a wrong e-mail address and for an unknown number alike', async () => {
    const orderNumber = await placeGuestOrder();
    await renderApp(`/en/order-lookup?order=${orderNumber}`);
    await orderNumberField();
    await lookUp('someone@example.nl');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Order not found');
    expect(alert).toHaveTextContent('No order matches this order number and e-mail address.');
    expect(within(alert).getByRole('link', { name: 'Log in to see your orders.' })).toHaveAttribute(
      'href',
      `/en/auth/login?returnTo=${encodeURIComponent('/en/dashboard/orders')}`,
    );
    expect(screen.queryByRole('region', { name: /^Order VS-/ })).toBeNull();

    const number = await orderNumberField();
    await userEvent.clear(number);
    await userEvent.type(number, 'VS-2099-000001');
    await userEvent.clear(emailField());
    await lookUp(EMAIL);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Order not found'));
  });

  it('shows the too-many-attempts message once the API refuses', async () => {
    const orderNumber = await placeGuestOrder();
    // Ten wrong pairs from this client already (the demo API counts the unknown client as one).
    for (let i = 0; i < 10; i += 1)
      await fetch(url('/api/orders/lookup'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ orderNumber, email: `guess${i}@example.nl` }),
      });
    await renderApp(`/en/order-lookup?order=${orderNumber}`);
    await orderNumberField();
    await lookUp(EMAIL);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in a minute.',
    );
    expect(screen.queryByRole('region', { name: `Order ${orderNumber}` })).toBeNull();
  });

  it('says when the lookup failed and tries again on request', async () => {
    const orderNumber = await placeGuestOrder();
    const lookups = recordLookups();
    server.use(
      http.post(
        '*/api/orders/lookup',
        () => HttpResponse.json({ message: 'Something broke' }, { status: 500 }),
        { once: true },
      ),
    );
    await renderApp(`/en/order-lookup?order=${orderNumber}`);
    await orderNumberField();
    await lookUp(EMAIL);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your order could not be looked up');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: `Order ${orderNumber}` })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(lookups).toHaveLength(2));
    expect(lookups[1]).toEqual({ orderNumber, email: EMAIL });
  });

  it('checks the fields before asking the API', async () => {
    const lookups = recordLookups();
    await renderApp('/en/order-lookup');
    expect(await orderNumberField()).toHaveValue('');
    await submit();
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(await orderNumberField()).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(await orderNumberField(), 'VS-2026-000112');
    await lookUp('not-an-address');
    expect(await screen.findByText('This is not a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('This field is required')).toBeNull();
    expect(lookups).toEqual([]);
  });

  it('speaks the language of the page and is linked from the footer', async () => {
    await renderApp('/nl/order-lookup');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Uw bestelling opzoeken' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Bestelling opzoeken' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Bestelling opzoeken' })).toHaveAttribute(
      'href',
      '/nl/order-lookup',
    );
  });

  it("is offered on a guest's order-complete page, with the order number filled in", async () => {
    const bank = spyOnBank();
    const { router } = await renderApp('/en/order-anonymous');
    await fillCart(BAGS);
    await fillInGuest();
    await userEvent.click(await screen.findByRole('button', { name: 'Order and Pay' }));
    await waitFor(() => expect(bank).toHaveBeenCalledTimes(1));
    const orderNumber = orderNumberOf(bank.mock.calls[0]?.[0] ?? '');
    await leaveFor(router, await answerBank(orderNumber, 'pay'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order successful' }),
    ).toBeVisible();
    const later = await screen.findByRole('link', { name: 'Find your order later' });
    expect(later).toHaveAttribute('href', `/en/order-lookup?order=${orderNumber}`);
    await userEvent.click(later);
    expect(await orderNumberField()).toHaveValue(orderNumber);
  }, 15_000); // a whole guest checkout and payment first
});
