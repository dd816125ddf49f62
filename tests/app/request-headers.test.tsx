import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../msw-server';
import { renderApp } from '../render-app';

const apiRequests: Request[] = [];
const record = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname.startsWith('/api/')) apiRequests.push(request.clone());
};

afterEach(() => {
  server.events.removeAllListeners();
  apiRequests.length = 0;
  document.cookie = 'accountType=;expires=Thu, 01 Jan 1970 00:00:00 GMT;path=/';
  localStorage.clear();
});

describe('the shop headers on API calls', () => {
  it('carry the language of the route, the account type and the chosen country', async () => {
    server.events.on('request:start', record);
    await renderApp('/de');
    await waitFor(() => expect(apiRequests.some((r) => r.url.endsWith('/api/brands'))).toBe(true));
    const first = apiRequests.find((r) => r.url.endsWith('/api/brands'))!;
    expect(first.headers.get('x-locale')).toBe('de');
    expect(first.headers.get('x-account-type')).toBe('personal');
    expect(first.headers.get('x-country-code')).toBe('null');

    // Business prices: the toggle stores the cookie, and the next calls say business.
    await userEvent.click((await screen.findAllByRole('radio', { name: 'Geschäftlich' }))[0]!);
    expect(document.cookie).toContain('accountType=business');

    // Choosing a country in the prompt makes it the x-country-code of every later call.
    // The header has the country button twice (bar and phone menu); jsdom shows both.
    await userEvent.click(screen.getAllByRole('button', { name: /Lieferung nach/ })[0]!);
    await userEvent.click(await screen.findByRole('button', { name: /Belgien/ }));
    // The page's own data follows: it is asked for again in the new context.
    await waitFor(() =>
      expect(
        apiRequests.some(
          (request) =>
            request.headers.get('x-account-type') === 'business' &&
            request.headers.get('x-country-code') === 'BE' &&
            request.headers.get('x-locale') === 'de',
        ),
      ).toBe(true),
    );
  });

  it('an account-type cookie of another value resets to personal', async () => {
    document.cookie = 'accountType=admin;path=/';
    server.events.on('request:start', record);
    await renderApp('/nl');
    await waitFor(() => expect(document.cookie).toContain('accountType=personal'));
  });
});
