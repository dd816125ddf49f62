import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../render-app';

function setBrowserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

afterEach(() => {
  document.cookie = 'lang=;expires=Thu, 01 Jan 1970 00:00:00 GMT;path=/';
  setBrowserLanguages(['en-US']);
});

describe('language detection on /', () => {
  it('uses the language cookie first', async () => {
    document.cookie = 'lang=de;path=/';
    setBrowserLanguages(['fr-FR']);
    const { router } = await renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/de'));
  });

  it('then the browser languages', async () => {
    setBrowserLanguages(['es-ES', 'fr-BE']);
    const { router } = await renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr'));
  });

  it('else Dutch', async () => {
    setBrowserLanguages(['es-ES']);
    const { router } = await renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/nl'));
  });
});

describe('the language of a route', () => {
  it('sets <html lang> and the document title', async () => {
    await renderApp('/de/shippingcosts');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Versandkosten' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(document.title).toBe('Versandkosten | BagDirect');
  });

  it('switching language keeps the path, stores the cookie and loads the new messages', async () => {
    const { router } = await renderApp('/nl/shippingcosts');
    // The header has the language choice twice (bar and phone menu); jsdom shows both.
    const [select] = await screen.findAllByRole('combobox', { name: 'Taal' });
    const { default: userEvent } = await import('@testing-library/user-event');
    await userEvent.selectOptions(select!, 'en');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/shippingcosts'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shipping costs' }),
    ).toBeInTheDocument();
    expect(document.cookie).toContain('lang=en');
  });

  it('a language stepped to with the arrow keys is taken on Enter or on leaving, not at each key', async () => {
    const { router } = await renderApp('/nl/shippingcosts');
    const [select] = await screen.findAllByRole('combobox', { name: 'Taal' });
    // What Chromium and Firefox do on Windows and Linux: each arrow key on the closed select
    // changes its value and fires `change` in the same task as the keydown.
    const step = (value: string) => {
      fireEvent.keyDown(select!, { key: 'ArrowDown' });
      fireEvent.change(select!, { target: { value } });
    };
    step('en');
    step('de');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/nl/shippingcosts');
    expect(select).toHaveValue('de');
    fireEvent.keyDown(select!, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/shippingcosts'));

    const [german] = await screen.findAllByRole('combobox', { name: 'Sprache' });
    fireEvent.keyDown(german!, { key: 'ArrowDown' });
    fireEvent.change(german!, { target: { value: 'fr' } });
    fireEvent.blur(german!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/shippingcosts'));
  });
});
