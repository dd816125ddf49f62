/**
 * What the header search's box holds after a choice: a suggestion opens its page and empties the
 * box; a typed search keeps its text. The combobox stays mounted across the navigation, as the
 * header does on a page change. Suggestions come from the demo API (tests/msw-server).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import messages from '../../../../locales/en.json?compiled';
import { SearchCombobox, type SearchComboboxProps } from './search-combobox';

function renderSearch(takeFocus: SearchComboboxProps['takeFocus'] = null) {
  const router = createMemoryRouter(
    [
      {
        path: '/:lang',
        element: (
          <>
            <SearchCombobox initialValue="" takeFocus={takeFocus} />
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: null }],
      },
    ],
    { initialEntries: ['/en'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale="en-GB" messages={messages}>
        <RouterProvider router={router} />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return { router, box: screen.getByRole('combobox', { name: 'Search' }) };
}

const option = (name: string) =>
  within(screen.getByRole('listbox', { name: 'Search' })).findByRole('option', { name });

describe('the header search box after a choice', () => {
  it('is emptied when a suggestion is clicked, and the suggestion’s page opens', async () => {
    const { router, box } = renderSearch();
    await userEvent.type(box, 'attix');
    await userEvent.click(await option('Nilfisk Attix 30'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/en/results/nilfisk/attix-30'),
    );
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('is emptied when a suggestion is chosen with the arrow keys and Enter', async () => {
    const { router, box } = renderSearch();
    await userEvent.type(box, 'nilf');
    await option('Nilfisk');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/results/nilfisk'));
    expect(box).toHaveValue('');
  });

  it('keeps a typed search’s text, so it can be refined', async () => {
    const { router, box } = renderSearch();
    await userEvent.type(box, 'attix bag{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=attix%20bag'));
    expect(box).toHaveValue('attix bag');
  });
});

describe('the header search swapped in for the plain form', () => {
  it('takes the focus in its field, caret at the end, or on its button, where the shopper was', () => {
    const { box } = renderSearch('field');
    expect(box).toHaveFocus();
    cleanup();
    renderSearch('button');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });
});
