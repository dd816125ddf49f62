import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/features/account/session/session-store';
import type { UserData } from '@/shared/api/contract/account';
import { server } from '../msw-server';
import { renderApp } from '../render-app';

const anna: UserData = {
  id: 'user-anna',
  email: 'anna@example.nl',
  salutation: 'female',
  firstname: 'Anna',
  lastname: 'Jansen',
  name: 'Anna Jansen',
  accountType: 'personal',
  company: null,
  data: { country: 'NL' },
  discountPercentage: 5,
};

describe('the personal discount on home', () => {
  it('shows a logged-in user their personal percentage, and guests nothing', async () => {
    server.use(http.get('*/api/user/data', () => HttpResponse.json(anna)));
    await renderApp('/en');
    await waitFor(() => expect(useSessionStore.getState().status).toBe('absent'));
    expect(screen.queryByText(/Your personal discount/)).not.toBeInTheDocument();

    act(() => useSessionStore.getState().setPresent('user-anna'));
    expect(
      await screen.findByText('Your personal discount: 5% off every order'),
    ).toBeInTheDocument();
  });
});
