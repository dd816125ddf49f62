/**
 * The products ordered before for a machine (docs/decisions/0079-reorder-per-machine.md) in the
 * whole app, logged in through the real SDK against the demo API's seeded orders: one click puts
 * the last pack and amount in the cart, a pack the shop withdrew is shown without a button, and a
 * guest (who has no order history) neither sees nor asks for any of it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '@/shared/cart/cart-store';
import { useGuestMachinesStore } from '@/features/machines/stores/guest-machines-store';
import { machines } from '../../demo-api/db/machines';
import { orders } from '../../demo-api/db/orders';
import { DEMO_PASSWORD } from '../../demo-api/db/users';
import { clearBrowserState } from '../auth/sdk-harness';
import { server } from '../msw-server';
import { renderApp } from '../render-app';

const patient = { timeout: 10_000 };
const MIELE_10 = 'p-miele-s5000-paper-dust-bags-3-layer-10';

beforeEach(() => clearBrowserState());
afterEach(() => {
  server.events.removeAllListeners();
  clearBrowserState();
});

async function openAsAnna(url: string) {
  const view = await renderApp(url);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email address', {}, patient), 'anna@example.nl');
  await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe(url), patient);
  return { ...view, user };
}

describe('re-order per machine', { timeout: 30_000 }, () => {
  it('adds the last pack and amount with one click; a withdrawn pack is shown without a button', async () => {
    machines.create('user:user-anna', { brandId: 'b-miele', typeId: 't-miele-s5000' });
    machines.create('user:user-anna', { brandId: 'b-vorwerk', typeId: 't-vorwerk-kobold-vk130' });
    // Anna's Vorwerk order (3 × 5 bags): the shop has since stopped selling that pack.
    const vorwerk = orders.all().find((o) => o.orderNumber === 'VS-2025-000105')?.lines[0];
    if (!vorwerk) throw new Error('The seeded Vorwerk order is missing');
    vorwerk.productId = 'p-vorwerk-withdrawn-5';

    const { user } = await openAsAnna('/en/dashboard/machines');
    const miele = await screen.findByRole(
      'region',
      { name: 'Ordered before for Miele S5000' },
      patient,
    );
    expect(within(miele).getByRole('link', { name: /10 pieces × 1$/ })).toBeInTheDocument();
    await user.click(within(miele).getByRole('button', { name: 'Add to cart' }));
    expect(useCartStore.getState().items.map((i) => [i.productId, i.amount])).toEqual([
      [MIELE_10, 1],
    ]);

    const gone = screen.getByRole('region', { name: 'Ordered before for Vorwerk Kobold VK130' });
    expect(within(gone).getByText('No longer available')).toBeInTheDocument();
    expect(within(gone).getByText(/5 pieces × 3$/)).toBeInTheDocument();
    expect(within(gone).queryByRole('button')).toBeNull();
    expect(within(gone).queryByRole('link')).toBeNull();
  });

  it('shows a guest nothing of it and never asks the API', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path.startsWith('/api/machines')) asked.push(path);
    });
    useGuestMachinesStore.getState().add({
      brand: { id: 'b-miele', name: 'Miele', url: 'miele' },
      type: { id: 't-miele-s5000', name: 'S5000', url: 's5000' },
    });
    await renderApp('/en');
    const home = await screen.findByRole('region', { name: 'Your machines' }, patient);
    expect(within(home).getByRole('link', { name: 'Miele S5000' })).toBeInTheDocument();
    expect(within(home).queryByText(/Last ordered/)).toBeNull();
    expect(within(home).queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(asked).toEqual([]);
  });
});
