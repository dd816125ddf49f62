import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../render-app';

afterEach(() => {
  document.cookie = 'lang=;expires=Thu, 01 Jan 1970 00:00:00 GMT;path=/';
});

/** `<html lang>` and the document title of the page shown. */
async function expectHead(language: string, title: string) {
  await waitFor(() => expect(document.title).toBe(`${title} | BagDirect`));
  expect(document.documentElement.lang).toBe(language);
}

describe('404 pages', () => {
  it('an unmatched route shows the non-fatal 404 inside the shop layout', async () => {
    await renderApp('/en/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found: /en/no-such-page' }),
    ).toBeInTheDocument();
    // Non-fatal: the shop's header and footer stay.
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('a failed route check shows Page Not Found with the path', async () => {
    await renderApp('/en/home/not-a-section');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Page Not Found: /en/home/not-a-section',
      }),
    ).toBeInTheDocument();
  });

  it('an unknown language prefix is a 404 with the default title', async () => {
    await renderApp('/xx/privacy', { language: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument();
  });

  it('is translated', async () => {
    await renderApp('/nl/bestaat-niet');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Pagina niet gevonden: /nl/bestaat-niet',
      }),
    ).toBeInTheDocument();
  });
});

describe('the title of a 404 page', () => {
  it('is its own after a failed route check, not the route title', async () => {
    await renderApp('/en/home/not-a-section');
    await screen.findByRole('heading', {
      level: 1,
      name: 'Page Not Found: /en/home/not-a-section',
    });
    await expectHead('en', 'Page not found');
  });

  it('is its own when the route check fails after a client-side navigation from home', async () => {
    const { router } = await renderApp('/en');
    await expectHead('en', 'Vacuum cleaner bags, filters and parts');
    await act(() => router.navigate('/en/home/xyz'));
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found: /en/home/xyz' });
    await expectHead('en', 'Page not found');
  });

  it('is in the page language for an unknown product', async () => {
    await renderApp('/de/detail/no-such/product');
    await screen.findByRole('heading', {
      level: 1,
      name: 'Seite nicht gefunden: /de/detail/no-such/product',
    });
    await expectHead('de', 'Seite nicht gefunden');
  });

  it('under an unknown language prefix is in the detected language: the browser one', async () => {
    // jsdom's browser speaks en-US.
    await renderApp('/xx/foo');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Back to the home page')).toHaveAttribute('href', '/en');
    await expectHead('en', 'Page not found');
  });

  it('under an unknown language prefix is in the detected language: the cookie first', async () => {
    document.cookie = 'lang=de;path=/';
    const { router } = await renderApp('/nl');
    await expectHead('nl', 'Stofzuigerzakken, filters en onderdelen');
    await act(() => router.navigate('/xx/foo'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument();
    await expectHead('de', 'Seite nicht gefunden');
    await act(() => router.navigate('/nl'));
    await expectHead('nl', 'Stofzuigerzakken, filters en onderdelen');
  });
});
