/**
 * A text search that finds nothing offers the nearest brand or model the API names
 * (`didYouMean`). The search for the misspelling is answered here, so the page is held to the
 * contract whatever the demo API's index offers; every other search (the model's own page) still
 * goes to the demo API.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  ProductSearchQuery,
  ProductSearchResponse,
  Suggestion,
} from '@/shared/api/contract/products';
import { server } from '../msw-server';
import { renderApp } from '../render-app';

const misspelt = 'nilfsk atix';
const attix: Suggestion = {
  kind: 'type',
  label: 'Nilfisk Attix 30',
  path: 'results/nilfisk/attix-30',
};

/** Nothing found for the misspelling, with a suggestion (or none); other searches pass on. */
function answerMisspelling(didYouMean?: Suggestion) {
  server.use(
    http.post('*/api/products', async ({ request }) => {
      const body = (await request.clone().json()) as ProductSearchQuery;
      if (body.query !== misspelt) return undefined;
      const page: ProductSearchResponse = { results: [], total: 0, next: null, didYouMean };
      return HttpResponse.json(page);
    }),
  );
}

const emptyState = async (title: string) =>
  (await screen.findByRole('heading', { level: 2, name: title })).parentElement!;

describe('the empty results of a misspelt search', () => {
  it.each([
    {
      lang: 'nl',
      title: 'Geen producten gevonden',
      sentence: 'Bedoelde u Nilfisk Attix 30?',
      heading: 'Zakken, filters en onderdelen voor Nilfisk Attix 30',
    },
    {
      lang: 'en',
      title: 'No products found',
      sentence: 'Did you mean Nilfisk Attix 30?',
      heading: 'Bags, filters and parts for Nilfisk Attix 30',
    },
  ])('$lang: names the nearest model as a link to its results', async (texts) => {
    answerMisspelling(attix);
    const { router } = await renderApp(`/${texts.lang}/results?q=${encodeURIComponent(misspelt)}`);
    const empty = await emptyState(texts.title);
    const link = within(empty).getByRole('link', { name: 'Nilfisk Attix 30' });
    expect(link).toHaveAttribute('href', `/${texts.lang}/results/nilfisk/attix-30`);
    // One sentence with the link inside it, first of the ways on; the others stay.
    expect(link.closest('p')).toHaveTextContent(texts.sentence);
    const links = within(empty).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toBe(link);

    await userEvent.click(link);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/${texts.lang}/results/nilfisk/attix-30`),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: texts.heading }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: texts.heading });
    await waitFor(() => expect(within(list).getAllByRole('article').length).toBeGreaterThan(0));
    expect(screen.queryByRole('heading', { level: 2, name: texts.title })).not.toBeInTheDocument();
  });

  it('offers only the usual ways on when no model is near', async () => {
    answerMisspelling();
    await renderApp(`/en/results?q=${encodeURIComponent(misspelt)}`);
    const empty = await emptyState('No products found');
    expect(within(empty).queryByText(/Did you mean/)).not.toBeInTheDocument();
    expect(
      within(empty)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Browse all products', 'Find by brand and model']);
  });
});
