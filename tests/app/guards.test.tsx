import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/features/account/session/session-store';
import { renderApp } from '../render-app';

describe('route guards', () => {
  it('auth: a guest is sent to login and comes back to the page they wanted', async () => {
    const { router } = await renderApp('/en/dashboard/orders?year=2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/auth/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/en/dashboard/orders?year=2026',
    );

    // Logging in ends in a session; the guest-only login page then sends the user on.
    act(() => useSessionStore.getState().setPresent('user-anna'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/dashboard/orders'));
    expect(router.state.location.search).toBe('?year=2026');
    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
  });

  it('guest: a logged-in user is sent away from login', async () => {
    const { router } = await renderApp('/nl/auth/register-personal');
    await waitFor(() => expect(useSessionStore.getState().status).toBe('absent'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registreren voor mezelf' }),
    ).toBeInTheDocument();
    act(() => useSessionStore.getState().setPresent('user-anna'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/nl'));
  });

  it('ignores a return path to another site', async () => {
    const { router } = await renderApp('/en/auth/login?returnTo=https%3A%2F%2Fevil.example%2Fen');
    await waitFor(() => expect(useSessionStore.getState().status).toBe('absent'));
    act(() => useSessionStore.getState().setPresent('user-anna'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });
});
