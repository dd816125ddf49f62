import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { AutocompleteResponse } from '@/shared/api/contract/products';
import { server } from '../msw-server';
import { renderApp } from '../render-app';

const completeCalls: string[] = [];
const record = async ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname === '/api/products/complete') {
    const body = (await request.clone().json()) as { query: string };
    completeCalls.push(body.query);
  }
};

afterEach(() => {
  server.events.removeAllListeners();
  completeCalls.length = 0;
});

/** The search's live region: what a screen reader hears about the suggestions. */
const searchStatus = () => within(screen.getByRole('search')).getByRole('status');

/** The suggestions' listbox (the finder's <select>s have options too). */
const suggestions = () => within(screen.getByRole('listbox', { name: 'Search' }));

/** The header search: a plain field first, the combobox once it has been focused. */
async function openSearch(url = '/en') {
  const app = await renderApp(url);
  const field = await screen.findByRole('textbox', { name: 'Search' });
  await userEvent.click(field);
  const combobox = await screen.findByRole('combobox', { name: 'Search' }, { timeout: 5000 });
  await waitFor(() => expect(combobox).toHaveFocus());
  return { ...app, combobox };
}

describe('the header search', () => {
  it('suggests brands, models and products from the demo API, grouped by kind', async () => {
    const { combobox } = await openSearch();
    await userEvent.type(combobox, 'nilf');
    const listbox = await screen.findByRole('listbox', { name: 'Search' });
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(0));
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(within(listbox).getByRole('group', { name: 'Brands' })).toHaveTextContent('Nilfisk');
    expect(within(listbox).getByRole('group', { name: 'Models' })).toHaveTextContent(
      'Nilfisk Attix 30',
    );
    expect(searchStatus()).toHaveTextContent(/suggestions/);
  });

  it('arrow down and Enter open the highlighted suggestion', async () => {
    const { combobox, router } = await openSearch();
    await userEvent.type(combobox, 'nilf');
    await suggestions().findByRole('option', { name: 'Nilfisk' });
    await userEvent.keyboard('{ArrowDown}');
    expect(suggestions().getByRole('option', { name: 'Nilfisk' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/results/nilfisk'));
  });

  it('Enter without a highlighted suggestion searches the typed text', async () => {
    const { combobox, router } = await openSearch();
    await userEvent.type(combobox, 'attix bag');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/results'));
    expect(router.state.location.search).toBe('?q=attix%20bag');
  });

  it('takes no more text than a search may hold: a long paste is cut, and still suggests', async () => {
    server.events.on('request:start', record);
    const { combobox } = await openSearch();
    await userEvent.click(combobox);
    await userEvent.paste('nilfisk attix 30 '.repeat(15));
    expect((combobox as HTMLInputElement).value).toHaveLength(200);
    await suggestions().findByRole('option', { name: 'Nilfisk Attix 30' });
    expect(completeCalls.every((query) => query.length <= 200)).toBe(true);
  });

  it('Escape closes the suggestions', async () => {
    const { combobox } = await openSearch();
    await userEvent.type(combobox, 'nilf');
    await suggestions().findByRole('option', { name: 'Nilfisk' });
    await userEvent.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(suggestions().queryByRole('option')).not.toBeInTheDocument();
    expect(combobox).toHaveValue('nilf');
  });

  it('says so when nothing matches', async () => {
    const { combobox } = await openSearch();
    await userEvent.type(combobox, 'zzqx');
    await waitFor(() => expect(searchStatus()).toHaveTextContent('No suggestions for “zzqx”'));
    expect(suggestions().queryByRole('option')).not.toBeInTheDocument();
  });

  it('asks once typing pauses: five quick characters make at most two calls', async () => {
    server.events.on('request:start', record);
    const { combobox } = await openSearch();
    await userEvent.type(combobox, 'attix');
    await suggestions().findByRole('option', { name: 'Nilfisk Attix 30' });
    expect(completeCalls.length).toBeGreaterThan(0);
    expect(completeCalls.length).toBeLessThanOrEqual(2);
    expect(completeCalls.at(-1)).toBe('attix');
  });

  it('what was typed before the combobox loaded stays and is searched', async () => {
    const { router } = await renderApp('/de');
    const field = await screen.findByRole('textbox', { name: 'Suchen' });
    field.focus();
    await userEvent.keyboard('filter{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=filter'));
    expect(router.state.location.pathname).toBe('/de/results');
  });

  it('marks the matched part of a suggestion, and its name stays the whole label', async () => {
    // The demo API does not send `highlight` yet, so this answers as a typo-tolerant one would;
    // the model's ranges are bad data (unsorted, overlapping, past the end) that must not show.
    const answer: AutocompleteResponse = {
      suggestions: [
        {
          kind: 'brand',
          label: 'Nilfisk',
          path: 'results/nilfisk',
          highlight: [{ start: 0, end: 7 }],
        },
        {
          kind: 'type',
          label: 'Nilfisk Attix 30',
          path: 'results/nilfisk/attix-30',
          highlight: [
            { start: 3, end: 7 },
            { start: 0, end: 4 },
            { start: 30, end: 40 },
          ],
        },
      ],
    };
    server.use(http.post('*/api/products/complete', () => HttpResponse.json(answer)));
    const { combobox, router } = await openSearch();
    await userEvent.type(combobox, 'nilfsk');

    const model = await suggestions().findByRole('option', { name: 'Nilfisk Attix 30' });
    expect(model).toHaveTextContent(/^Nilfisk Attix 30$/);
    const marks = model.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['Nilfisk']);
    expect(
      suggestions().getByRole('option', { name: 'Nilfisk' }).querySelector('mark'),
    ).toHaveTextContent('Nilfisk');

    // The arrows and Enter work as before.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(model).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/en/results/nilfisk/attix-30'),
    );
  });
});
