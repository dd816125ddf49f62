/**
 * The header menu marks the page being shown (aria-current, which its style follows). The sale,
 * remaining-stock and new items lead to one results path told apart by `?context=`.
 */
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render-app';

const menu = () => within(screen.getByRole('navigation', { name: 'Main menu' }));
const currentItems = () =>
  menu()
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('the header menu', () => {
  it('marks only the results context being shown as the current page', async () => {
    const { router } = await renderApp('/en/results?context=sale');
    await screen.findByRole('heading', { level: 1 });
    expect(currentItems()).toEqual(['Sale']);

    await act(() => router.navigate('/en/results?context=new'));
    expect(currentItems()).toEqual(['New']);
  });

  it('marks none of the contexts on the results without one', async () => {
    await renderApp('/en/results');
    await screen.findByRole('heading', { level: 1 });
    expect(currentItems()).toEqual([]);
  });

  it('still marks an information page by its path', async () => {
    await renderApp('/en/safebuy');
    await screen.findByRole('heading', { level: 1 });
    expect(currentItems()).toEqual(['Safe buying']);
  });
});
