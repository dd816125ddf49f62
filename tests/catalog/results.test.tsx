import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../msw-server';
import { renderApp } from '../render-app';

// The search store is module state: every test starts from no search at all.

const cards = () => within(screen.getByRole('list', { name: /for Nilfisk|All products/ }));
const cardCount = () => cards().getAllByRole('article').length;
/** The price each card shows (its smallest packaging, incl. VAT for a private buyer), in cents. */
const shownPrices = () =>
  cards()
    .getAllByRole('article')
    .map((card) =>
      Number(card.querySelector('div > p:first-child > [data-cents]')?.getAttribute('data-cents')),
    );

describe('the results page', () => {
  it('shows a brand: heading, count and a card per product', async () => {
    await renderApp('/en/results/nilfisk');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bags, filters and parts for Nilfisk' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('20 products')).toBeInTheDocument();
    expect(cardCount()).toBe(20);
    expect(cards().getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en\/detail\//),
    );
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      'Showing 20 of 20 products',
    );
    expect(screen.getByText('You have seen all products.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('sorts by price ascending: the URL keeps the sort and the order follows', async () => {
    const { router } = await renderApp('/en/results/nilfisk');
    await screen.findByText('20 products');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Price: low to high',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price-asc'));
    await waitFor(() => {
      const prices = shownPrices();
      expect(prices).toHaveLength(20);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
  });

  it('load more appends the next page', async () => {
    await renderApp('/en/results');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'All products' }),
    ).toBeInTheDocument();
    await screen.findByText('237 products');
    expect(cardCount()).toBe(24);
    const first = cards().getAllByRole('article')[0]!.textContent;

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardCount()).toBe(48));
    expect(cards().getAllByRole('article')[0]!.textContent).toBe(first);
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      'Showing 48 of 237 products',
    );
  });

  it('an unknown brand, type or add-on is the route check 404', async () => {
    await renderApp('/en/results/no-such-brand');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Page Not Found: /en/results/no-such-brand',
      }),
    ).toBeInTheDocument();
  });

  it('a failing page shows the error, and retry loads it', async () => {
    server.use(
      http.post('*/api/products', () => HttpResponse.json({ message: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
    await renderApp('/en/results/nilfisk');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The products could not be loaded');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('20 products')).toBeInTheDocument();
    // The grid renders a new list as a deferred value, a moment after the count.
    await waitFor(() => expect(cardCount()).toBe(20));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a card showing the pack size filtered for opens its product on that pack', async () => {
    const user = userEvent.setup();
    await renderApp('/en/results/nilfisk/attix-30?pack=10');
    const card = (await screen.findAllByRole('article'))[0]!;
    expect(card).toHaveTextContent('10 pieces');
    await user.click(within(card).getByRole('link'));

    const packs = await screen.findByRole(
      'group',
      { name: 'Choose your pack size' },
      { timeout: 5000 },
    );
    expect(within(packs).getByRole('radio', { name: /^10 pieces/ })).toBeChecked();
  });
});
