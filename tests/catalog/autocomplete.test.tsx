import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
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
});
