/**
 * A guest with a full cart who chooses "Register" at checkout (requirements §7.1) signs up with the real
 * SDK against the demo FDI and comes back to checkout, logged in, with the same cart: the return
 * path rides in the URL through both registration steps, for a private buyer and for a company.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/features/account/session/session-store';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { clearBrowserState, STRONG_PASSWORD } from '../auth/sdk-harness';
import { BAGS, cartProductIds, fillCart } from './checkout-support';

type User = ReturnType<typeof userEvent.setup>;

const CHECKOUT = '/en/dashboard/checkout';
const RETURN_TO = `?returnTo=${encodeURIComponent(CHECKOUT)}`;
/** A whole sign-up with the real SDK takes a few seconds on a busy 2-core machine. */
const slow = { timeout: 30_000 };
const patient = { timeout: 10_000 };

beforeEach(() => clearBrowserState());
afterEach(() => {
  server.events.removeAllListeners();
  clearBrowserState();
});

/** Checkout as a guest with bags in the cart, then "Register" and the choice of step 1. */
async function registerFromCheckout(user: User, choice: 'For myself' | 'For my company') {
  const view = await renderApp(CHECKOUT);
  await fillCart(BAGS);
  const who = await screen.findByRole('region', { name: 'Who is ordering?' }, patient);
  await user.click(within(who).getByRole('link', { name: 'Register' }));
  await screen.findByRole('heading', { level: 1, name: 'Create an account' }, patient);
  expect(view.router.state.location.search).toBe(RETURN_TO);
  await user.click(screen.getByRole('radio', { name: choice }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  // Step 2 keeps the return path in its own URL, so a reload there keeps it too.
  await waitFor(() => expect(view.router.state.location.search).toBe(RETURN_TO), patient);
  return view;
}

async function fillLoginData(user: User, email: string) {
  await user.type(screen.getByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), STRONG_PASSWORD);
  await user.type(screen.getByLabelText('Password again'), STRONG_PASSWORD);
}

/** Back at checkout as a logged-in user: no "who is ordering", the cart as it was. */
async function expectBackAtCheckout(router: { state: { location: { pathname: string } } }) {
  await waitFor(() => expect(router.state.location.pathname).toBe(CHECKOUT), patient);
  expect(useSessionStore.getState().status).toBe('present');
  await screen.findByRole('heading', { level: 1, name: 'Checkout' }, patient);
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'Who is ordering?' })).toBeNull(),
  );
  expect(cartProductIds()).toEqual([BAGS]);
}

describe('registering from checkout', slow, () => {
  it('a private buyer comes back to checkout, logged in, with the cart', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await registerFromCheckout(user, 'For myself');
    await screen.findByRole('heading', { level: 1, name: 'Register for myself' }, patient);
    await user.click(screen.getByRole('radio', { name: 'Ms' }));
    await user.type(screen.getByLabelText('First name'), 'Fleur');
    await user.type(screen.getByLabelText('Last name'), 'van Dijk');
    await fillLoginData(user, `checkout-${Date.now()}@example.nl`);
    await user.click(screen.getByRole('button', { name: 'Finish registration' }));
    await expectBackAtCheckout(router);
  });

  it('a company comes back to checkout, logged in, with the cart', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await registerFromCheckout(user, 'For my company');
    await user.type(await screen.findByLabelText('Company name', {}, patient), 'Zuiver BV');
    await user.type(screen.getByLabelText(/KvK number/), '24681357');
    await user.type(screen.getByLabelText("Contact person's first name"), 'Bram');
    await user.type(screen.getByLabelText("Contact person's last name"), 'Kok');
    await fillLoginData(user, `checkout-company-${Date.now()}@example.nl`);
    await user.click(screen.getByRole('button', { name: 'Finish registration' }));
    await expectBackAtCheckout(router);
  });
});
