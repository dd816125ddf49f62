import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSentryClient } from '@/app/monitoring/sentry-handle';
import type { Language } from '@/shared/config/languages';
import { renderApp } from '../render-app';

/** Languages whose next load fails, as a lost or blocked chunk does in the browser. */
const failing = vi.hoisted(() => new Set<string>());

vi.mock('@/features/locale/lib/load-messages', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/locale/lib/load-messages')>();
  return {
    ...actual,
    loadMessages: async (language: Language) => {
      if (failing.delete(language))
        throw new TypeError(`Failed to fetch dynamically imported module: /assets/${language}.js`);
      return actual.loadMessages(language);
    },
  };
});

const captured: unknown[] = [];

beforeEach(() => {
  failing.clear();
  captured.length = 0;
  setSentryClient({
    captureException: (error) => {
      captured.push(error);
      return 'event-1';
    },
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  document.cookie = 'lang=;expires=Thu, 01 Jan 1970 00:00:00 GMT;path=/';
});

/** The header has the language choice twice (bar and phone menu); jsdom shows both. */
async function chooseLanguage(current: string, next: Language) {
  const [select] = await screen.findAllByRole('combobox', { name: current });
  await userEvent.selectOptions(select!, next);
}

describe('a language whose messages cannot load', () => {
  it('leaves the page in the language it had, reports the failure, and loads on the next try', async () => {
    const { router } = await renderApp('/nl/shippingcosts');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verzendkosten' }),
    ).toBeInTheDocument();
    failing.add('de');

    await chooseLanguage('Taal', 'de');

    // The shop's own error toast names the report; the page is still the Dutch one.
    expect(await screen.findByText('Fout')).toBeInTheDocument();
    expect(captured).toEqual([expect.objectContaining({ name: 'TypeError' })]);
    expect(router.state.location.pathname).toBe('/nl/shippingcosts');
    expect(screen.getByRole('heading', { level: 1, name: 'Verzendkosten' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/error\.server|\b[a-z]+\.[a-z]+\.title\b/);
    expect(screen.queryByText('500')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Verzendkosten | BagDirect'));
    expect(document.documentElement.lang).toBe('nl');
    // The cookie names only a language the shop could show.
    expect(document.cookie).not.toContain('lang=de');

    await chooseLanguage('Taal', 'de');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Versandkosten' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/de/shippingcosts');
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(document.cookie).toContain('lang=de');
  });

  it('keeps the history as it was: Back leaves the page, not a failed address', async () => {
    const { router } = await renderApp('/nl');
    await screen.findByRole('heading', { level: 1 });
    await act(() => router.navigate('/nl/shippingcosts'));
    await screen.findByRole('heading', { level: 1, name: 'Verzendkosten' });
    failing.add('de');

    await chooseLanguage('Taal', 'de');
    await screen.findByText('Fout');
    expect(router.state.location.pathname).toBe('/nl/shippingcosts');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/nl'));
  });
});
