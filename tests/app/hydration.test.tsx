/**
 * A page rendered by the server entry is hydrated by the app without a single mismatch, checked
 * with React's development build (the production build stays silent about attributes, e.g. ids
 * from useId that differ, and keeps the server's).
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountApp } from '@/app/mount-app';
import { renderPage } from '@/entry-server';
import { server } from '../msw-server';

const pages = [
  '/nl',
  '/de/results/nilfisk/attix-30',
  '/fr/detail/nilfisk/attix-30/synthetic-dust-bags-5-layer',
  '/en/shippingcosts',
];

// The app runs as in the browser, on its own schedule (React's act() is for tests that drive it).
beforeEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
});

afterEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-app');
  server.events.removeAllListeners();
});

/** Puts the server's HTML of `path` on the page, as the browser has it before the app runs. */
async function serverPage(path: string) {
  const page = await renderPage(path, window.location.origin);
  window.history.replaceState(null, '', path);
  document.documentElement.lang = page.language;
  document.body.innerHTML = page.body;
}

describe('hydrating a page rendered in Node', () => {
  for (const path of pages)
    it(`${path}: keeps the server's markup, with no mismatch`, async () => {
      await serverPage(path);
      const heading = document.querySelector('main h1');
      expect(heading?.textContent).toBeTruthy();
      const errors = vi.spyOn(console, 'error');

      const mounted = mountApp(document.getElementById('root') as HTMLElement);
      expect(mounted.hydrating).toBe(true);
      const root = await mounted.root;
      await waitFor(() => expect(document.documentElement).toHaveAttribute('data-app'));

      expect(errors).not.toHaveBeenCalled();
      // Hydrated, not rendered again: the heading is the element the server's HTML made.
      expect(document.querySelector('main h1')).toBe(heading);
      root.unmount();
    });
});

describe('the answers a page was rendered from', () => {
  // A store that changes while React hydrates makes it drop the server's HTML and render the page
  // again: a flash, and what the shopper began on the page (focus, typed text) lost.
  it('are asked for again once the page is hydrated, not while it is', async () => {
    const path = '/de/results/nilfisk/attix-30';
    await serverPage(path);
    const heading = document.querySelector('main h1');
    const searches: boolean[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/products')
        searches.push(document.documentElement.hasAttribute('data-app'));
    });
    // The refresh fails: the page says so next to the products it has.
    server.use(http.post('*/api/products', () => HttpResponse.json({}, { status: 500 })));

    const root = await mountApp(document.getElementById('root') as HTMLElement).root;
    // The failure shows after the query's one retry, a second later.
    expect(
      await screen.findByText('Die Produkte konnten nicht geladen werden', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.every((hydrated) => hydrated)).toBe(true);
    expect(document.querySelector('main h1')).toBe(heading);
    root.unmount();
  }, 15_000);
});
