/**
 * What the app and the build share with the inline script of prerendered pages (page-boot-script.js):
 * the context the pages are rendered for, the names the script reads, the meta tag naming the
 * app's entry, and the press it keeps for the app.
 *
 * Pages are prerendered for an anonymous personal visitor with no delivery country chosen (the
 * API's default country). The script hides their prices from anyone else until the app has
 * rendered the page in that visitor's context (src/app/mount-app.tsx).
 */
export const PRERENDER_CONTEXT = { accountType: 'personal', countryId: null } as const;

export const ACCOUNT_TYPE_COOKIE_NAME = 'accountType';
export const DELIVERY_TARGET_KEY = 'shop-delivery-target';

/** Set on `<html>` while the page shows prerendered prices that may not be the visitor's. */
export const PRICES_PENDING_ATTRIBUTE = 'data-prices-pending';

/** Set on `<html>` while a prerendered page stands at an address with parameters it was not
 * rendered with (page-boot-script.js): its main content is hidden until the app's first commit. */
export const PAGE_PENDING_ATTRIBUTE = 'data-page-pending';

/** URL parameters that do not change a page (the inline script holds the same list). */
const TRACKING_PARAMETER = /^(utm_\w+|gclid|gbraid|wbraid|fbclid|msclkid)$/;

/** Whether a prerendered page, rendered for its path alone, is the page of this address. */
export function isPrerenderedAddress(search: string): boolean {
  return [...new URLSearchParams(search).keys()].every((key) => TRACKING_PARAMETER.test(key));
}

/** `<meta name="app-entry" content="/assets/index-….js">`: the script the page loads once loaded. */
export const APP_ENTRY_META = 'app-entry';

/**
 * The inline script as pages carry it and the CSP hashes it: page-boot-script.js without its
 * comment lines and indentation (it is on every page). Its code has no `//` inside a line.
 */
export function compactBootScript(source: string): string {
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n');
}

declare global {
  interface Window {
    /** A button pressed or a form sent before the app was there (page-boot-script.js). */
    __shopEarlyPress?: HTMLButtonElement | HTMLFormElement;
  }
}

const TYPED = ['input:not([type])', 'text', 'search', 'email', 'tel', 'number']
  .map((type) => (type.startsWith('input') ? type : `input[type="${type}"]`))
  .concat('textarea')
  .join(', ');

/** The value setter of the element's class, which React's tracker does not see. */
const nativeValueSetter = (field: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;

/**
 * Hands what the shopper typed before the app was there to the app. Hydration keeps a field's
 * text but not the app's state of it, so the app would send an empty search. The field is set
 * back to the app's value through its own setter (React's tracker learns it) and to the typed
 * text through the native one, and an `input` event makes the app's onChange see the change.
 */
function replayEarlyInput(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED)) {
    const typed = field.value;
    const setter = nativeValueSetter(field);
    if (typed === field.defaultValue || !setter) continue;
    field.value = field.defaultValue;
    setter.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** The field the shopper went into before the app was there: the app hears of it now. */
function replayEarlyFocus(root: ParentNode): void {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body && root.contains(focused))
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}

/**
 * At the app's first commit: the field the shopper is in and what was typed before reach the
 * app, then the button pressed or the form sent before is pressed or sent again, if it is still
 * on the page.
 */
export function replayEarlyPress(root: ParentNode = document): void {
  replayEarlyFocus(root);
  replayEarlyInput(root);
  const element = window.__shopEarlyPress;
  delete window.__shopEarlyPress;
  if (!element?.isConnected) return;
  if (element instanceof HTMLFormElement) element.requestSubmit();
  else if (!element.disabled) element.click();
}
