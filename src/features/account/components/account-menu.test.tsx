import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import messages from '../../../../locales/en.json?compiled';
import { useSessionStore } from '../session/session-store';
import { AccountMenu } from './account-menu';

/** The header's dropdown over a page with a field of its own (like the orders search form). */
function renderMenu() {
  const page = (
    <>
      <AccountMenu variant="bar" />
      <label>
        Search orders <input />
      </label>
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/:lang/shippingcosts', element: page },
      { path: '/:lang/dashboard/*', element: page },
    ],
    { initialEntries: ['/en/shippingcosts'] },
  );
  render(
    <IntlProvider locale="en-US" messages={messages}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return { router, user: userEvent.setup() };
}

const summary = () => screen.getByText('My account');
/** The logged-in menu is a lazy island: its summary is there once its code is. */
const menuLoaded = () => screen.findByText('My account');
const ordersLink = () => screen.getByRole('link', { name: 'Orders', hidden: true });

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await menuLoaded());
  expect(ordersLink()).toBeVisible();
}

describe('the account dropdown', () => {
  beforeEach(() => useSessionStore.setState({ status: 'present', userId: 'user-anna' }));

  it('closes once an item is chosen, with focus back on its summary', async () => {
    const { router, user } = renderMenu();
    await openMenu(user);
    await user.click(ordersLink());
    expect(router.state.location.pathname).toBe('/en/dashboard/orders');
    expect(ordersLink()).not.toBeVisible();
    expect(summary()).toHaveFocus();
  });

  it('closes on any navigation, also one it did not start', async () => {
    const { router, user } = renderMenu();
    await openMenu(user);
    await act(() => router.navigate('/en/dashboard/favorites'));
    expect(ordersLink()).not.toBeVisible();
  });

  it('closes on Escape and gives focus back to its summary', async () => {
    const { user } = renderMenu();
    await openMenu(user);
    await user.tab();
    expect(ordersLink()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(ordersLink()).not.toBeVisible();
    expect(summary()).toHaveFocus();
  });

  it('closes on a click outside it', async () => {
    const { user } = renderMenu();
    await openMenu(user);
    await user.click(screen.getByLabelText('Search orders'));
    expect(ordersLink()).not.toBeVisible();
    expect(screen.getByLabelText('Search orders')).toHaveFocus();
  });

  it('lays a clear layer over the page while open, which a click closes it through', async () => {
    const { user } = renderMenu();
    expect(screen.queryByTestId('menu-backdrop')).not.toBeInTheDocument();
    await openMenu(user);
    const backdrop = screen.getByTestId('menu-backdrop');
    expect(backdrop).toHaveAttribute('aria-hidden', 'true');
    await user.click(backdrop);
    expect(ordersLink()).not.toBeVisible();
    expect(screen.queryByTestId('menu-backdrop')).not.toBeInTheDocument();
  });

  it('closes when the keyboard leaves it past its last item', async () => {
    const { user } = renderMenu();
    await openMenu(user);
    // Orders, favourites, machines, account details, contact details, log out, then out of the menu.
    for (let press = 0; press < 7; press++) await user.tab();
    expect(screen.getByLabelText('Search orders')).toHaveFocus();
    expect(ordersLink()).not.toBeVisible();
  });
});
