import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messages from '../../../locales/nl.json?compiled';
import { Footer } from './footer';

const page = (): ReactNode => (
  <IntlProvider locale="nl-NL" messages={messages}>
    <MemoryRouter initialEntries={['/nl']}>
      <Routes>
        <Route path="/:lang/*" element={<Footer />} />
      </Routes>
    </MemoryRouter>
  </IntlProvider>
);

describe('Footer', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('shows the current year', () => {
    vi.setSystemTime(new Date('2031-03-04T12:00:00Z'));
    render(page());
    expect(screen.getByText(/^© 2031 BagDirect/)).toBeInTheDocument();
  });

  it('hydrates HTML built in an earlier year without a mismatch, then shows this year', async () => {
    vi.setSystemTime(new Date('2030-12-31T12:00:00Z'));
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const legal = container.querySelector('footer [data-year]');
    expect(legal).toHaveTextContent(/^© 2030 BagDirect/);

    vi.setSystemTime(new Date('2031-01-02T12:00:00Z'));
    const errors = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, page(), { onRecoverableError }));

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // Hydrated, not rendered again: the same element, now with this year.
    expect(container.querySelector('footer [data-year]')).toBe(legal);
    expect(legal).toHaveTextContent(/^© 2031 BagDirect/);
    expect(legal).toHaveAttribute('data-year', '2031');
    act(() => root.unmount());
  });
});
