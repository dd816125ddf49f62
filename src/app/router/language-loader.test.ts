import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useI18nStore } from '@/features/locale/stores/i18n-store';
import type { Language } from '@/shared/config/languages';
import { languageLoader } from './language-loader';

/** Languages whose loads fail, as a lost or blocked chunk does in the browser. */
const failing = vi.hoisted(() => new Set<string>());

vi.mock('@/features/locale/lib/load-messages', () => ({
  loadMessages: async (language: Language) => {
    if (failing.has(language)) throw new TypeError(`Failed to fetch /assets/${language}.js`);
    return { 'app.name': [] };
  },
}));

const load = (path: string) =>
  languageLoader({
    params: { lang: path.split('/')[1] },
    request: new Request(`http://shop.test${path}`),
  } as unknown as LoaderFunctionArgs);

/** What the loader threw: a redirect is a Response, anything else the error itself. */
async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the loader should have thrown'),
    (thrown: unknown) => thrown,
  );
}

beforeEach(() => {
  failing.clear();
  // A first load: nothing is on screen yet.
  useI18nStore.setState({ language: 'nl', messages: {} });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  document.cookie = 'lang=;expires=Thu, 01 Jan 1970 00:00:00 GMT;path=/';
});

describe('languageLoader for an address pasted with doubled slashes', () => {
  it('replaces it with the address as the shop writes it, keeping the query', async () => {
    for (const [typed, tidy] of [
      ['//nl//results/nilfisk', '/nl/results/nilfisk'],
      ['/nl/results///nilfisk?sort=price-asc', '/nl/results/nilfisk?sort=price-asc'],
    ]) {
      const response = (await thrownBy(load(typed!))) as Response;
      expect(response.headers.get('Location'), typed).toBe(tidy);
      expect(response.headers.get('X-Remix-Replace')).toBe('true');
    }
  });

  it('leaves an address as the shop writes it alone', async () => {
    await expect(load('/nl/dashboard/orders/VS-2026-000120')).resolves.toBeNull();
    expect(useI18nStore.getState().language).toBe('nl');
  });
});

describe('languageLoader when the messages cannot load', () => {
  it('on a first load, replaces the address with the detected language that loads', async () => {
    failing.add('de');
    const thrown = await thrownBy(load('/de/privacy?ref=mail'));
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    // jsdom's browser speaks en-US.
    expect(response.headers.get('Location')).toBe('/en/privacy?ref=mail');
    expect(response.headers.get('X-Remix-Replace')).toBe('true');
    expect(useI18nStore.getState().language).toBe('en');
    expect(console.error).toHaveBeenCalledWith(expect.any(TypeError));
  });

  it('skips a detected language that is the one failing, for Dutch', async () => {
    document.cookie = 'lang=de;path=/';
    failing.add('de');
    const response = (await thrownBy(load('/de'))) as Response;
    expect(response.headers.get('Location')).toBe('/nl');
    expect(useI18nStore.getState().language).toBe('nl');
  });

  it('fails with the original error when no language loads', async () => {
    for (const language of ['de', 'en', 'nl']) failing.add(language);
    const thrown = await thrownBy(load('/de/privacy'));
    expect(thrown).toEqual(new TypeError('Failed to fetch /assets/de.js'));
  });
});
