/**
 * What the order detail route loads before it shows (src/app/routes/order-detail.tsx), with a
 * session the app already knows: the order and the country list that names its addresses.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo-api/db/users';
import { clearBrowserState } from '../auth/sdk-harness';
import { server } from '../msw-server';
import { renderApp } from '../render-app';

beforeEach(() => clearBrowserState());
afterEach(() => clearBrowserState());

describe('the order detail route', { timeout: 25_000 }, () => {
  it('names the delivery country in the first paint of the page, never the bare id first', async () => {
    const view = await renderApp('/en/dashboard/orders');
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email address', {}, { timeout: 10_000 });
    await user.type(email, 'anna@example.nl');
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { level: 1, name: 'My orders' }, { timeout: 10_000 });
    // As after a reload or a language switch: no country list in the cache yet, and it is slower
    // to come than the order.
    view.queryClient.removeQueries({ queryKey: ['countries'] });
    server.use(
      http.get('*/api/countries', async () => {
        await delay(400); // then on to the demo API's own handler
      }),
    );

    await view.router.navigate('/en/dashboard/orders/VS-2025-000101');
    await screen.findByRole('heading', { level: 1, name: 'Order VS-2025-000101' });
    // Synchronously: the loader waited for the list, so no render shows "NL" before the name.
    const address = within(screen.getByRole('region', { name: 'Delivery address' }));
    expect(address.getByText(/Netherlands/)).toBeInTheDocument();
    expect(address.queryByText(/\bNL\b/)).not.toBeInTheDocument();
  });
});
