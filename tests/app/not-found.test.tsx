import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render-app';

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
