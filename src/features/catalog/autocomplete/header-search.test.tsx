/**
 * When the combobox's chunk arrives, the header search swaps it in; it takes the focus where the
 * shopper is at that moment (the field, the Search button, or neither). A keyboard shopper who
 * has tabbed on while the chunk was on its way is not thrown back to the field.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import messages from '../../../../locales/en.json?compiled';
import { HeaderSearch } from './header-search';
import type { SearchComboboxProps } from './search-combobox';

/** Stands in for the combobox: shows where it was told to take the focus. */
function FakeCombobox({ takeFocus }: SearchComboboxProps) {
  return <p data-testid="combobox">{`focus: ${String(takeFocus)}`}</p>;
}

function renderSearch() {
  let arrive: () => void = () => undefined;
  const chunk = new Promise<typeof FakeCombobox>((resolve) => {
    arrive = () => resolve(FakeCombobox);
  });
  const router = createMemoryRouter(
    [
      {
        path: '/:lang',
        element: (
          <>
            <HeaderSearch loadCombobox={() => chunk} />
            <a href="#next">next</a>
          </>
        ),
      },
    ],
    { initialEntries: ['/en'] },
  );
  render(
    <IntlProvider locale="en-GB" messages={messages}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  /** The chunk arrives and its callback runs, before React has rendered the swap. */
  const arrived = async () => {
    arrive();
    await chunk;
    await Promise.resolve();
  };
  return { field: screen.getByRole('textbox', { name: 'Search' }), arrived };
}

describe('the header search when its combobox arrives', () => {
  it('moves the focus to the combobox when the shopper is still in the field', async () => {
    const { field, arrived } = renderSearch();
    await userEvent.click(field);
    await act(arrived);
    expect(screen.getByTestId('combobox')).toHaveTextContent('focus: field');
  });

  it('takes the focus on its button where a Tab took it between the chunk’s arrival and the swap', async () => {
    const { field, arrived } = renderSearch();
    await userEvent.click(field);
    await arrived();
    // The Tab lands before React renders the swap (a task after the chunk's callback).
    screen.getByRole('button', { name: 'Search' }).focus();
    await act(async () => undefined);
    expect(screen.getByTestId('combobox')).toHaveTextContent('focus: button');
  });

  it('leaves the focus alone when the shopper has left the form meanwhile', async () => {
    const { field, arrived } = renderSearch();
    await userEvent.click(field);
    await arrived();
    screen.getByRole('link', { name: 'next' }).focus();
    await act(async () => undefined);
    expect(screen.getByTestId('combobox')).toHaveTextContent('focus: null');
  });
});
