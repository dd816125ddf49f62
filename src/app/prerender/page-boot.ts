/**
 * What the app and the build share with the inline script of prerendered pages (page-boot-script.js):
 * the context the pages are rendered for, the names the script reads, the meta tag naming the
 * app's entry, and the presses it keeps for the app.
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
 * `<meta name="app-chunks" content="/assets/detail-….js /assets/nl-….js">`: what the app loads
 * before it hydrates the page (its route's code, its messages), fetched with the entry.
 */
export const APP_CHUNKS_META = 'app-chunks';

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
    /** The buttons pressed and forms sent before the app was there, in order (page-boot-script.js). */
    __shopEarlyPresses?: (HTMLButtonElement | HTMLFormElement)[];
  }
}
