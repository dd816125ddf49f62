import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { IntlProvider } from 'react-intl';
import { beforeEach, describe, expect, it } from 'vitest';
import messages from '../../../../locales/en.json?compiled';
import { api } from '@/shared/api/api';
import type { ProductResult } from '@/shared/api/contract/products';
import { useModalStore } from '@/shared/ui/modal-store';
import { useToastStore } from '@/shared/ui/toast/toast-store';
import { server } from '../../../../tests/msw-server';
import { takePendingFavorite } from '../stores/pending-favorite';
import { FavoriteToggle } from './favorite-toggle';

/** A logged-in user's favourites, kept by a stand-in for the API's favourites endpoints. */
let saved: ProductResult[] = [];
const calls: string[] = [];

function favouritesApi(
  family: ProductResult,
  put: () => Response = () => new HttpResponse(null, { status: 204 }),
) {
  server.use(
    http.get('*/api/favorites', () => HttpResponse.json(saved)),
    http.put('*/api/favorites/:id', () => {
      calls.push('PUT');
      const response = put();
      if (response.ok) saved = [family];
      return response;
    }),
    http.delete('*/api/favorites/:id', () => {
      calls.push('DELETE');
      saved = [];
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

async function renderToggle(session: 'present' | 'absent' = 'present') {
  const family = await api
    .call('productResult', {
      context: { accountType: 'personal', locale: 'nl', countryId: null },
      params: { id: 'p-nilfisk-attix-30-synthetic-5-5' },
    })
    .catch(
      async () =>
        (
          await api.call('searchProducts', {
            context: { accountType: 'personal', locale: 'nl', countryId: null },
            body: { query: 'attix' },
          })
        ).results[0]!,
    );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <IntlProvider locale="en-US" messages={messages}>
        <FavoriteToggle family={family} session={session} />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return family;
}

beforeEach(() => {
  saved = [];
  calls.length = 0;
  useToastStore.getState().clear();
  useModalStore.setState({ loginModalOpen: false });
  sessionStorage.clear();
});

describe('FavoriteToggle for a logged-in user', () => {
  it('marks and unmarks a favourite at once, and the server agrees', async () => {
    const family = await renderToggle();
    favouritesApi(family);
    const button = screen.getByRole('button', { name: 'Favourite' });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calls).toEqual(['PUT']));
    expect(saved.map((f) => f.id)).toEqual([family.id]);
    await userEvent.click(button);
    await waitFor(() => expect(calls).toEqual(['PUT', 'DELETE']));
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
  });

  it('puts the list back and says so when the server refuses', async () => {
    const family = await renderToggle();
    favouritesApi(family, () => HttpResponse.json({ message: 'down' }, { status: 500 }));
    const button = screen.getByRole('button', { name: 'Favourite' });
    await userEvent.click(button);
    await waitFor(() => expect(calls).toEqual(['PUT']));
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      tone: 'error',
      title: { id: 'favorites.error' },
    });
  });
});

describe('FavoriteToggle for a guest', () => {
  it('opens the login dialog and keeps the wish for after the login, without a call', async () => {
    const family = await renderToggle('absent');
    favouritesApi(family);
    const button = screen.getByRole('button', { name: 'Favourite' });
    await userEvent.click(button);
    expect(useModalStore.getState().loginModalOpen).toBe(true);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(takePendingFavorite()).toBe(family.id);
    expect(calls).toEqual([]);
  });
});
