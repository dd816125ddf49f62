/**
 * The favourites page (`/{lang}/dashboard/favorites`) in the whole app: a guest is sent to log
 * in (the real SDK against the demo FDI), comes back, and works with the list against the demo API.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '@/shared/cart/cart-store';
import { useDeliveryTargetStore } from '@/shared/shopper/delivery-target-store';
import { catalog, smallestPackaging } from '../../demo-api/db/catalog/index';
import { favorites } from '../../demo-api/db/favorites';
import { DEMO_PASSWORD } from '../../demo-api/db/users';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { clearBrowserState } from './sdk-harness';

const FAVORITES_URL = '/en/dashboard/favorites';

/** Two families anna marked, the second most recently (the list shows newest first). */
function markTwoFavourites() {
  const [older, newer] = catalog().families.filter((family) => family.names.en);
  favorites.add('user-anna', older!.id);
  favorites.add('user-anna', newer!.id);
  return { older: older!, newer: newer! };
}

beforeEach(() => clearBrowserState());
afterEach(() => clearBrowserState());

/** Opens the page as a guest, logs in on the login page it is sent to, and comes back. */
async function openFavouritesLoggedIn() {
  const view = await renderApp(FAVORITES_URL);
  const user = userEvent.setup();
  // The first test loads the auth SDK and the login route cold: give it time on a busy machine.
  const email = await screen.findByLabelText('Email address', {}, { timeout: 10_000 });
  await user.type(email, 'anna@example.nl');
  await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe(FAVORITES_URL), {
    timeout: 10_000,
  });
  await screen.findByRole('heading', { level: 1, name: 'Favourites' });
  // Logged in, the shop takes anna's country (NL); prices depend on it, so the list is asked
  // for again. Work with the list that follows, not the one it replaces.
  await waitFor(() => expect(useDeliveryTargetStore.getState().countryId).toBe('NL'), {
    timeout: 10_000,
  });
  return view;
}

const item = (name: string) => screen.findByRole('article', { name });

// Each test logs in through the whole app first; on a busy 2-core machine that alone takes seconds.
describe('the favourites page', { timeout: 20_000 }, () => {
  it('lists the favourites, newest first, each with its price and a link to its page', async () => {
    const { older, newer } = markTwoFavourites();
    await openFavouritesLoggedIn();
    expect(await screen.findByText('2 favourites')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const headings = screen
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading').textContent);
    expect(headings).toEqual([newer.names.en, older.names.en]);

    const first = await item(newer.names.en);
    expect(within(first).getByRole('link', { name: newer.names.en })).toHaveAttribute(
      'href',
      `/en/detail/${newer.slug}`,
    );
    // Anna is a private buyer: prices incl. VAT, through the shop's one price component.
    expect(within(first).getByText('incl. VAT')).toBeInTheDocument();
    // The packaging's price (and the one before a sale) and its price per piece.
    expect(
      within(first).getAllByText(/€\s?\d/, { selector: '[data-cents]' }).length,
    ).toBeGreaterThanOrEqual(2);
    expect(within(first).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });

  it('removes a favourite at once, before the server has answered', async () => {
    const { older, newer } = markTwoFavourites();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.delete('*/api/favorites/:id', async ({ params }) => {
        await answered;
        favorites.remove('user-anna', String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await openFavouritesLoggedIn();
    const removed = await item(newer.names.en);
    await userEvent.click(within(removed).getByRole('button', { name: 'Remove from favourites' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: newer.names.en })).toBeNull());
    expect(favorites.list('user-anna')).toContain(newer.id);
    expect(screen.getByText('1 favourite')).toHaveFocus();
    expect(
      screen.getByText(`${newer.names.en} has been removed from your favourites.`),
    ).toBeInTheDocument();

    answer();
    await waitFor(() => expect(favorites.list('user-anna')).toEqual([older.id]));
    expect(await item(older.names.en)).toBeInTheDocument();
  });

  it('puts the favourite back and says so when the server refuses the removal', async () => {
    const { newer } = markTwoFavourites();
    server.use(
      http.delete('*/api/favorites/:id', () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    await openFavouritesLoggedIn();
    const removed = await item(newer.names.en);
    await userEvent.click(within(removed).getByRole('button', { name: 'Remove from favourites' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your favourite could not be saved. Please try again.',
    );
    expect(await item(newer.names.en)).toBeInTheDocument();
    expect(screen.getByText('2 favourites')).toBeInTheDocument();
  });

  it('adds the listed packaging to the cart and confirms it', async () => {
    const { newer } = markTwoFavourites();
    await openFavouritesLoggedIn();
    const listed = await item(newer.names.en);
    await userEvent.click(within(listed).getByRole('button', { name: 'Add to cart' }));

    const dialog = await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(dialog).toHaveTextContent(newer.names.en);
    expect(useCartStore.getState().items).toEqual([
      expect.objectContaining({ productId: smallestPackaging(newer).id, amount: 1 }),
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue shopping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says there are none yet and leads to the search', async () => {
    await openFavouritesLoggedIn();
    expect(await screen.findByRole('heading', { name: 'No favourites yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find your vacuum bag' })).toHaveAttribute(
      'href',
      '/en/home/search',
    );
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    const { newer } = markTwoFavourites();
    // Down until the test says otherwise; then the demo API answers again.
    let down = true;
    server.use(
      http.get('*/api/favorites', () =>
        down ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined,
      ),
    );
    await openFavouritesLoggedIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your favourites could not be loaded');
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await item(newer.names.en)).toBeInTheDocument();
  });
});
