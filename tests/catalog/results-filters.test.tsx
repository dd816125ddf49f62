import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { callCatalogJson } from '../../demo-api/handlers/api/catalog-test-client';
import {
  ProductSearchResponseSchema,
  type ProductSearchQuery,
} from '@/shared/api/contract/products';
import { useAccountTypeStore } from '@/shared/shopper/account-type-store';
import { server } from '../msw-server';
import { renderApp } from '../render-app';

/** What the demo API answers for a search (the numbers the page must show). */
async function apiSearch(query: ProductSearchQuery) {
  const { json } = await callCatalogJson('products', {
    method: 'POST',
    body: { ...query, withFacets: true },
    headers: { 'x-locale': 'en' },
  });
  return ProductSearchResponseSchema.parse(json);
}

const NILFISK = 'b-nilfisk';
const sidebar = () => screen.getByRole('region', { name: 'Filters' });
const cardCount = () =>
  within(screen.getByRole('list', { name: /for Nilfisk|All products/ })).queryAllByRole('article')
    .length;
const productsText = (count: number) => `${count} product${count === 1 ? '' : 's'}`;

describe('the results page filters', () => {
  it('show each option with the count the API gives, and choosing one narrows the list', async () => {
    const { router } = await renderApp('/en/results/nilfisk');
    await screen.findByText('20 products');
    const { facets } = await apiSearch({ brandId: NILFISK });
    const paper = facets!.material.find((o) => o.value === 'paper')!.count;
    const bags = facets!.type.find((o) => o.value === 'bag')!.count;
    expect(paper).toBeGreaterThan(0);
    expect(paper).toBeLessThan(20);

    const material = within(sidebar()).getByRole('group', { name: 'Material' });
    const paperBox = within(material).getByRole('checkbox', { name: `Paper (${paper})` });
    expect(
      within(sidebar()).getByRole('checkbox', { name: `Vacuum cleaner bags (${bags})` }),
    ).toBeInTheDocument();
    // Every filter is a fieldset with its legend.
    for (const legend of ['Product type', 'Material', 'Layers', 'Pack size', 'Show only'])
      expect(within(sidebar()).getByRole('group', { name: legend })).toBeInTheDocument();

    await userEvent.click(paperBox);
    await waitFor(() => expect(router.state.location.search).toBe('?material=paper'));
    expect(await screen.findByText(productsText(paper))).toBeInTheDocument();
    await waitFor(() => expect(cardCount()).toBe(paper));
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      `Showing ${paper} of ${productsText(paper)}`,
    );

    // The counts follow the answer: another filter's options are now counted among paper ones.
    const narrowed = await apiSearch({ brandId: NILFISK, materials: ['paper'] });
    const stock = narrowed.facets!.inStock;
    expect(
      await within(sidebar()).findByRole('checkbox', { name: `In stock (${stock})` }),
    ).toBeInTheDocument();
    // Choosing paper does not make synthetic 0: it is counted without the material filter.
    const synthetic = narrowed.facets!.material.find((o) => o.value === 'synthetic')!.count;
    expect(synthetic).toBeGreaterThan(0);
    expect(
      within(sidebar()).getByRole('checkbox', { name: `Synthetic (fleece) (${synthetic})` }),
    ).toBeEnabled();
  });

  it('reads the filters from the URL, combines them, and the back button undoes a choice', async () => {
    const { router } = await renderApp('/en/results/nilfisk?type=bag&material=synthetic&stock=1');
    const expected = await apiSearch({
      brandId: NILFISK,
      category: 'bag',
      materials: ['synthetic'],
      inStock: true,
    });
    expect(expected.total).toBeGreaterThan(0);
    expect(await screen.findByText(productsText(expected.total))).toBeInTheDocument();
    expect(within(sidebar()).getByRole('checkbox', { name: /^Vacuum cleaner bags/ })).toBeChecked();
    expect(within(sidebar()).getByRole('checkbox', { name: /^Synthetic/ })).toBeChecked();
    expect(within(sidebar()).getByRole('checkbox', { name: /^In stock/ })).toBeChecked();
    expect(within(sidebar()).getByRole('checkbox', { name: /^Paper/ })).not.toBeChecked();
    // One product type: the heading says it.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Vacuum cleaner bags for Nilfisk' }),
    ).toBeInTheDocument();

    await userEvent.click(within(sidebar()).getByRole('checkbox', { name: /^In stock/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=bag&material=synthetic'));
    const wider = await apiSearch({ brandId: NILFISK, category: 'bag', materials: ['synthetic'] });
    expect(await screen.findByText(productsText(wider.total))).toBeInTheDocument();

    await router.navigate(-1);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?type=bag&material=synthetic&stock=1'),
    );
    expect(await screen.findByText(productsText(expected.total))).toBeInTheDocument();
    await waitFor(() =>
      expect(within(sidebar()).getByRole('checkbox', { name: /^In stock/ })).toBeChecked(),
    );
  });

  it('resets every filter in one press, keeping the sort', async () => {
    const { router } = await renderApp('/en/results/nilfisk?sort=name-asc&layers=5&pack=10');
    await screen.findByText(
      productsText((await apiSearch({ brandId: NILFISK, layers: [5], packSizes: [10] })).total),
    );
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Reset all filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name-asc'));
    expect(await screen.findByText('20 products')).toBeInTheDocument();
    expect(within(sidebar()).getByRole('button', { name: 'Reset all filters' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('says when the filters leave nothing, with a reset', async () => {
    const { router } = await renderApp('/en/results/nilfisk?pack=7');
    expect(
      await screen.findByRole('heading', { name: 'No products match these filters' }),
    ).toBeInTheDocument();
    // The chosen value is still there, at 0, to be undone.
    expect(within(sidebar()).getByRole('checkbox', { name: '7 pieces (0)' })).toBeChecked();
    await userEvent.click(
      within(screen.getByRole('main'))
        .getAllByRole('button', { name: 'Reset all filters' })
        .at(-1)!,
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('20 products')).toBeInTheDocument();
  });

  it('keeps the previous list visible while the filtered one loads', async () => {
    const { router } = await renderApp('/en/results/nilfisk');
    await screen.findByText('20 products');
    await waitFor(() => expect(cardCount()).toBe(20));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Holds the next search, then lets the demo API answer it (a handler that returns nothing).
    server.use(http.post('*/api/products', () => held, { once: true }));

    await userEvent.click(within(sidebar()).getByRole('checkbox', { name: /^Accessories/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=addon'));
    // Still the 20 products, marked busy, no placeholders.
    await waitFor(() =>
      expect(
        screen.getByRole('list', { name: /for Nilfisk/ }).closest('[aria-busy]'),
      ).toHaveAttribute('aria-busy', 'true'),
    );
    expect(cardCount()).toBe(20);
    expect(within(sidebar()).getByRole('checkbox', { name: /^Accessories/ })).toBeChecked();
    release();
    const addons = await apiSearch({ brandId: NILFISK, category: 'addon' });
    expect(await screen.findByText(productsText(addons.total))).toBeInTheDocument();
    await waitFor(() => expect(cardCount()).toBe(addons.total));
  });

  it('does not keep the list when the prices change (account type): placeholders, not old prices', async () => {
    await renderApp('/en/results/nilfisk');
    await waitFor(() => expect(cardCount()).toBe(20));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.post('*/api/products', () => held, { once: true }));
    act(() => useAccountTypeStore.getState().setAccountType('business'));
    // The cards go (placeholders hold the space) until the business prices are in.
    await waitFor(() => expect(screen.queryAllByRole('article')).toHaveLength(0));
    release();
    await waitFor(() => expect(cardCount()).toBe(20));
  });

  it('on a phone: a "Filters (n)" button opens the sheet, and closing it returns focus there', async () => {
    const { router } = await renderApp('/en/results/nilfisk?stock=1');
    await screen.findByText(
      productsText((await apiSearch({ brandId: NILFISK, inStock: true })).total),
    );
    const open = screen.getByRole('button', { name: 'Filters (1)' });
    await userEvent.click(open);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('checkbox', { name: /^In stock/ })).toBeChecked();

    await userEvent.click(within(sheet).getByRole('checkbox', { name: /^Vacuum cleaner bags/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=bag&stock=1'));
    const bags = await apiSearch({ brandId: NILFISK, category: 'bag', inStock: true });
    // The sheet announces the new number itself (the page behind is inert for screen readers).
    await waitFor(() =>
      expect(within(sheet).getByRole('status')).toHaveTextContent(productsText(bags.total)),
    );
    await userEvent.click(
      within(sheet).getByRole('button', { name: `Show ${productsText(bags.total)}` }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toHaveFocus();

    // Its close button does the same.
    await userEvent.click(screen.getByRole('button', { name: 'Filters (2)' }));
    const again = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(again).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toHaveFocus();
  });

  it('keeps the headings in order: h1, then h2 (filters, products), then the cards’ h3', async () => {
    await renderApp('/en/results/nilfisk');
    await screen.findByText('20 products');
    await waitFor(() => expect(cardCount()).toBe(20));
    const levels = within(screen.getByRole('main'))
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.slice(0, 3)).toEqual([1, 2, 2]);
    levels.reduce((previous, level) => {
      expect(level - previous).toBeLessThanOrEqual(1);
      return level;
    });
  });
});
