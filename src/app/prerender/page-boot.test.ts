import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import bootScript from './page-boot-script.js?raw';
import {
  ACCOUNT_TYPE_COOKIE_NAME,
  APP_CHUNKS_META,
  APP_ENTRY_META,
  compactBootScript,
  DELIVERY_TARGET_KEY,
  isPrerenderedAddress,
  PAGE_PENDING_ATTRIBUTE,
  PRICES_PENDING_ATTRIBUTE,
} from './page-boot';
import { replayEarlyPress } from './early-interaction';
import { adoptEarlyFormState } from './adopt-early-form-state';
import { ACCOUNT_TYPE_COOKIE } from '@/shared/shopper/account-type-cookie';
import { useDeliveryTargetStore } from '@/shared/shopper/delivery-target-store';

const ENTRY = '/assets/index-test.js';
let readyState: DocumentReadyState;
let removeListeners: Array<() => void> = [];

/**
 * Runs the inline script the way the browser does, on this test's document, in the given ready
 * state; its window listeners are removed after the test.
 */
function runScript(state: DocumentReadyState = 'loading') {
  readyState = state;
  const add = window.addEventListener.bind(window);
  const spy = vi
    .spyOn(window, 'addEventListener')
    .mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options) => {
      add(type, listener, options);
      removeListeners.push(() => window.removeEventListener(type, listener, options));
    });
  new Function(compactBootScript(bootScript))();
  spy.mockRestore();
}

const entryScripts = () => [
  ...document.head.querySelectorAll<HTMLScriptElement>(`script[type="module"][src="${ENTRY}"]`),
];
const pricesPending = () => document.documentElement.hasAttribute(PRICES_PENDING_ATTRIBUTE);

beforeEach(() => {
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  const meta = document.createElement('meta');
  meta.name = APP_ENTRY_META;
  meta.content = ENTRY;
  document.head.append(meta);
});

afterEach(() => {
  removeListeners.forEach((remove) => remove());
  removeListeners = [];
  vi.restoreAllMocks();
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.documentElement.removeAttribute(PRICES_PENDING_ATTRIBUTE);
  document.documentElement.removeAttribute('data-app');
  document.cookie = `${ACCOUNT_TYPE_COOKIE}=; max-age=0; path=/`;
  localStorage.clear();
  delete window.__shopEarlyPresses;
});

describe('the inline script of prerendered pages', () => {
  // That the CSP allows it: scripts/prerender/page-html.test.ts.
  it('reads the names the shopper stores write', () => {
    expect(ACCOUNT_TYPE_COOKIE_NAME).toBe(ACCOUNT_TYPE_COOKIE);
    expect(DELIVERY_TARGET_KEY).toBe(useDeliveryTargetStore.persist.getOptions().name);
    expect(bootScript).toContain(`/(?:^|; )${ACCOUNT_TYPE_COOKIE_NAME}=([^;]*)/`);
    expect(bootScript).toContain(`localStorage.getItem('${DELIVERY_TARGET_KEY}')`);
    expect(bootScript).toContain(`setAttribute('${PRICES_PENDING_ATTRIBUTE}'`);
    expect(bootScript).toContain(`meta[name="${APP_ENTRY_META}"]`);
    expect(bootScript).toContain(`meta[name="${APP_CHUNKS_META}"]`);
  });
});

describe('prices of another visitor', () => {
  it('are left alone for the prerendered visitor (personal, no country)', () => {
    runScript();
    expect(pricesPending()).toBe(false);
    document.cookie = `${ACCOUNT_TYPE_COOKIE}=personal; path=/`;
    localStorage.setItem(DELIVERY_TARGET_KEY, JSON.stringify({ state: { countryId: null } }));
    runScript();
    expect(pricesPending()).toBe(false);
  });

  it('are hidden for a business buyer or a chosen country', () => {
    document.cookie = `${ACCOUNT_TYPE_COOKIE}=business; path=/`;
    runScript();
    expect(pricesPending()).toBe(true);
    document.documentElement.removeAttribute(PRICES_PENDING_ATTRIBUTE);
    document.cookie = `${ACCOUNT_TYPE_COOKIE}=personal; path=/`;
    localStorage.setItem(
      DELIVERY_TARGET_KEY,
      JSON.stringify({ state: { countryId: 'BE', addressId: null }, version: 1 }),
    );
    runScript();
    expect(pricesPending()).toBe(true);
  });

  it('are shown when storage cannot be read', () => {
    localStorage.setItem(DELIVERY_TARGET_KEY, '{not json');
    runScript();
    expect(pricesPending()).toBe(false);
  });
});

describe("loading the app's script", () => {
  it('waits for the page to have loaded and been painted', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    runScript('loading');
    window.dispatchEvent(new Event('DOMContentLoaded'));
    window.dispatchEvent(new Event('load'));
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersToNextFrame();
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersToNextFrame();
    expect(entryScripts()).toHaveLength(1);
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(entryScripts()).toHaveLength(1);
    vi.useRealTimers();
  });

  it('waits for the first contentful paint, then draws one more frame', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    let report: ((names: string[]) => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(
        callback: (list: { getEntriesByName(name: string): unknown[] }, o: unknown) => void,
      ) {
        report = (names) =>
          callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, this);
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    runScript('complete');
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(entryScripts()).toHaveLength(0);
    report?.(['first-paint']);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(entryScripts()).toHaveLength(0);
    report?.(['first-contentful-paint']);
    vi.advanceTimersToNextFrame();
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersToNextFrame();
    expect(entryScripts()).toHaveLength(1);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('starts after 3 s when nothing is painted (a hidden tab)', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint'];
        observe() {}
      },
    );
    runScript('complete');
    vi.advanceTimersByTime(2900);
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersByTime(100);
    expect(entryScripts()).toHaveLength(1);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('starts after the next paint on a page that has loaded already', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    runScript('complete');
    expect(entryScripts()).toHaveLength(0);
    vi.runAllTimers();
    expect(entryScripts()).toHaveLength(1);
    vi.useRealTimers();
  });

  it('fetches the chunks the page names with the entry, not before it', () => {
    const meta = document.createElement('meta');
    meta.name = APP_CHUNKS_META;
    meta.content = '/assets/detail-test.js /assets/nl-test.js';
    document.head.append(meta);
    const preloads = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => link.getAttribute('href'),
      );
    runScript('loading');
    expect(preloads()).toEqual([]);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(entryScripts()).toHaveLength(1);
    expect(preloads()).toEqual(['/assets/detail-test.js', '/assets/nl-test.js']);
  });

  it('starts as soon as the shopper touches or tabs into the page', () => {
    for (const event of [
      new PointerEvent('pointerdown'),
      new KeyboardEvent('keydown', { key: 'Tab' }),
      new FocusEvent('focusin'),
    ]) {
      runScript('loading');
      document.body.dispatchEvent(new Event(event.type, { bubbles: true }));
      expect(entryScripts()).toHaveLength(1);
      removeListeners.forEach((remove) => remove());
      document.head.querySelectorAll('script').forEach((script) => script.remove());
    }
  });

  it('starts once the document is parsed when the prices are not the visitor’s', () => {
    document.cookie = `${ACCOUNT_TYPE_COOKIE}=business; path=/`;
    runScript('loading');
    expect(entryScripts()).toHaveLength(0);
    window.dispatchEvent(new Event('DOMContentLoaded'));
    expect(entryScripts()).toHaveLength(1);
  });
});

describe('a button pressed before the app is there', () => {
  function page() {
    document.body.innerHTML =
      '<form><input name="q"><button type="submit"><span>Zoek</span></button></form><a href="#x">Link</a>';
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    document.querySelector('form')?.addEventListener('submit', submitted);
    return { button: document.querySelector('button') as HTMLButtonElement, submitted };
  }

  it('does nothing then, and is pressed again once the app is there', () => {
    runScript();
    const { button, submitted } = page();
    document.querySelector('span')?.click();
    expect(submitted).not.toHaveBeenCalled();
    expect(window.__shopEarlyPresses).toEqual([button]);

    document.documentElement.setAttribute('data-app', '');
    replayEarlyPress();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(window.__shopEarlyPresses).toBeUndefined();
  });

  it('is not kept once the app is there, and a link stays a link', () => {
    runScript();
    const { submitted } = page();
    const link = document.querySelector('a') as HTMLAnchorElement;
    const followed = vi.fn();
    link.addEventListener('click', (event) => followed(event.defaultPrevented));
    link.click();
    expect(followed).toHaveBeenCalledWith(false);
    document.documentElement.setAttribute('data-app', '');
    document.querySelector('button')?.click();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(window.__shopEarlyPresses).toBeUndefined();
  });

  it('opens and closes a disclosure drawn by data-open at once, and keeps each press', () => {
    runScript();
    document.body.innerHTML =
      '<button type="button" aria-expanded="false" aria-controls="menu">Menu</button>' +
      '<nav id="menu" data-open="false"></nav>' +
      '<button type="button" aria-expanded="false" aria-controls="specs">Specs</button>' +
      '<div id="specs" hidden></div>';
    const [menu, specs] = document.querySelectorAll('button');
    const nav = document.getElementById('menu');
    menu?.click();
    expect(menu?.getAttribute('aria-expanded')).toBe('true');
    expect(nav?.dataset.open).toBe('true');
    menu?.click();
    expect(menu?.getAttribute('aria-expanded')).toBe('false');
    expect(nav?.dataset.open).toBe('false');
    // A disclosure the script cannot draw is left to the app.
    specs?.click();
    expect(specs?.getAttribute('aria-expanded')).toBe('false');
    expect(window.__shopEarlyPresses).toEqual([menu, menu, specs]);
    // Once the app is there, the app alone opens it.
    document.documentElement.setAttribute('data-app', '');
    menu?.click();
    expect(nav?.dataset.open).toBe('false');
  });

  it('steps a stepper’s field at once, within its limits, without keeping the press', () => {
    runScript();
    document.body.innerHTML =
      '<button type="button" data-step="-1" aria-controls="q" disabled>−</button>' +
      '<input id="q" value="1" data-min="1" data-max="3">' +
      '<button type="button" data-step="1" aria-controls="q">+</button>';
    const [less, more] = document.querySelectorAll('button');
    const field = document.getElementById('q') as HTMLInputElement;
    more?.click();
    expect(field.value).toBe('2');
    expect(less?.disabled).toBe(false);
    more?.click();
    expect(field.value).toBe('3');
    expect(more?.disabled).toBe(true);
    less?.click();
    expect(field.value).toBe('2');
    field.value = 'x';
    more?.click();
    expect(field.value).toBe('1');
    expect(window.__shopEarlyPresses).toBeUndefined();
  });

  it('is dropped when its button has left the page meanwhile', () => {
    runScript();
    const { button } = page();
    button.click();
    const clicked = vi.spyOn(button, 'click');
    document.body.replaceChildren();
    replayEarlyPress();
    expect(clicked).not.toHaveBeenCalled();
  });
});

describe('an address with parameters', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(PAGE_PENDING_ATTRIBUTE);
    window.history.replaceState(null, '', '/');
  });

  it('hides the main content of the page rendered without them and starts the app at once', () => {
    window.history.replaceState(null, '', '/nl/results/nilfisk?sort=price-desc');
    expect(isPrerenderedAddress(window.location.search)).toBe(false);
    runScript('loading');
    expect(document.documentElement.hasAttribute(PAGE_PENDING_ATTRIBUTE)).toBe(true);
    window.dispatchEvent(new Event('DOMContentLoaded'));
    expect(entryScripts()).toHaveLength(1);
  });

  it('is the page when its parameters only track a campaign', () => {
    window.history.replaceState(null, '', '/nl/detail/x?utm_source=news&utm_medium=mail&gclid=1');
    expect(isPrerenderedAddress(window.location.search)).toBe(true);
    runScript('loading');
    expect(document.documentElement.hasAttribute(PAGE_PENDING_ATTRIBUTE)).toBe(false);
    window.dispatchEvent(new Event('DOMContentLoaded'));
    expect(entryScripts()).toHaveLength(0);
  });

  it('is judged the same way by the script and the app', () => {
    for (const search of [
      '',
      '?q=nilfisk',
      '?utm_campaign=x',
      '?utm_campaign=x&page=2',
      '?fbclid=1',
    ]) {
      window.history.replaceState(null, '', `/nl/results${search}`);
      document.documentElement.removeAttribute(PAGE_PENDING_ATTRIBUTE);
      runScript('loading');
      expect(document.documentElement.hasAttribute(PAGE_PENDING_ATTRIBUTE), search).toBe(
        !isPrerenderedAddress(search),
      );
    }
  });
});

describe('an entry that cannot be fetched (offline)', () => {
  it('is asked for again once the browser is online', () => {
    runScript('complete');
    window.dispatchEvent(new Event('pointerdown'));
    const [failed] = entryScripts();
    failed?.dispatchEvent(new Event('error'));
    expect(entryScripts()).toHaveLength(0);
    window.dispatchEvent(new Event('online'));
    expect(entryScripts()).toHaveLength(1);
  });
});

describe('what was typed before the app was there', () => {
  it('reaches the app, before the kept press is made again', async () => {
    const { createRoot } = await import('react-dom/client');
    const { act, createElement, useState } = await import('react');
    const sent: string[] = [];
    function Search() {
      const [query, setQuery] = useState('');
      return createElement(
        'form',
        {
          onSubmit: (event: { preventDefault(): void }) => {
            event.preventDefault();
            sent.push(query);
          },
        },
        createElement('input', {
          'aria-label': 'Zoek',
          value: query,
          onChange: (event: { target: { value: string } }) => setQuery(event.target.value),
        }),
        createElement('button', { type: 'submit' }, 'Zoek'),
      );
    }
    const container = document.createElement('div');
    document.body.append(container);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const root = createRoot(container);
    await act(() => root.render(createElement(Search)));
    // As on a page the app has not taken over yet: typed into, and its button pressed.
    runScript();
    const field = container.querySelector('input') as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
      field,
      'nilfisk',
    );
    container.querySelector('button')?.click();
    expect(sent).toEqual([]);

    document.documentElement.setAttribute('data-app', '');
    // The app's first commit adopts the text (src/app/mount-app.tsx), then the press is made.
    await act(() => adoptEarlyFormState(container));
    await act(() => replayEarlyPress());
    expect(sent).toEqual(['nilfisk']);
    expect(field.value).toBe('nilfisk');
    await act(() => root.unmount());
  });

  it('tells the app of the field the shopper went into before', async () => {
    const { hydrateRoot } = await import('react-dom/client');
    const { act, createElement } = await import('react');
    const container = document.createElement('div');
    container.innerHTML = '<input aria-label="Zoek"/>';
    document.body.append(container);
    (container.querySelector('input') as HTMLInputElement).focus();
    const focused = vi.fn();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    let root: { unmount(): void } | undefined;
    await act(() => {
      root = hydrateRoot(
        container,
        createElement('input', { 'aria-label': 'Zoek', onFocus: focused }),
      );
    });
    expect(focused).not.toHaveBeenCalled();
    await act(() => replayEarlyPress());
    expect(focused).toHaveBeenCalledTimes(1);
    await act(() => root?.unmount());
  });

  it('makes every kept press again, in order, each on what the one before changed', async () => {
    const { hydrateRoot } = await import('react-dom/client');
    const { act, createElement, useState } = await import('react');
    const added: number[] = [];
    function Product() {
      const [quantity, setQuantity] = useState(1);
      return createElement(
        'div',
        null,
        createElement('button', { type: 'button', onClick: () => setQuantity(quantity + 1) }, '+'),
        createElement('button', { type: 'button', onClick: () => added.push(quantity) }, 'Add'),
      );
    }
    // The prerendered page: two taps on "one more", then one on "add", before the app.
    const container = document.createElement('div');
    container.innerHTML =
      '<div><button type="button">+</button><button type="button">Add</button></div>';
    document.body.append(container);
    runScript();
    const [more, add] = container.querySelectorAll('button');
    more?.click();
    more?.click();
    add?.click();
    expect(window.__shopEarlyPresses).toEqual([more, more, add]);

    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    let root: { unmount(): void } | undefined;
    await act(() => {
      root = hydrateRoot(container, createElement(Product));
    });
    document.documentElement.setAttribute('data-app', '');
    await act(() => replayEarlyPress());
    await act(() => vi.waitFor(() => expect(added).toEqual([3])));
    await act(() => root?.unmount());
  });

  it('sends a form sent without a button once the app is there', () => {
    runScript();
    document.body.innerHTML = '<form><input name="q"></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    expect(window.__shopEarlyPresses).toEqual([form]);
    form.addEventListener('submit', submitted);
    document.documentElement.setAttribute('data-app', '');
    replayEarlyPress();
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
