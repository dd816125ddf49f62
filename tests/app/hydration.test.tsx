/**
 * A page rendered by the server entry is hydrated by the app without a single mismatch, checked
 * with React's development build (the production build stays silent about attributes, e.g. ids
 * from useId that differ, and keeps the server's).
 */
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountApp } from '@/app/mount-app';
import { renderPage } from '@/entry-server';

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
});

describe('hydrating a page rendered in Node', () => {
  for (const path of pages)
    it(`${path}: keeps the server's markup, with no mismatch`, async () => {
      const page = await renderPage(path, window.location.origin);
      window.history.replaceState(null, '', path);
      document.documentElement.lang = page.language;
      document.body.innerHTML = page.body;
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
