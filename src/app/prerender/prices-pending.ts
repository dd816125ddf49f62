/**
 * The visitor pages are prerendered for at build time: anonymous, personal, no delivery country
 * chosen (the API's default country). A visitor in another context (a business account type, a
 * chosen country) must not see the prerendered prices: the inline script below, in the head of
 * every prerendered page (the only inline script, allowed by its hash in the CSP), marks such a
 * visit before the first paint, and every amount (`[data-cents]`, src/shared/ui/price.tsx) and
 * VAT label (`[data-vat]`) stays hidden until the app has rendered the page in the visitor's own
 * context (src/main.tsx).
 *
 * No imports: vite/csp-policy.ts hashes the script from here. The names are those the shopper
 * stores read at start (prices-pending.test.ts holds them to it).
 */
export const PRERENDER_CONTEXT = { accountType: 'personal', countryId: null } as const;

export const ACCOUNT_TYPE_COOKIE_NAME = 'accountType';
export const DELIVERY_TARGET_KEY = 'shop-delivery-target';

/** Set on `<html>` while the page shows prerendered prices that may not be the visitor's. */
export const PRICES_PENDING_ATTRIBUTE = 'data-prices-pending';

/** Any account type other than personal, or any stored country, differs from the prerender's. */
export const PRICES_PENDING_SCRIPT =
  `try{var c=/(?:^|; )${ACCOUNT_TYPE_COOKIE_NAME}=([^;]*)/.exec(document.cookie),` +
  `t=JSON.parse(localStorage.getItem('${DELIVERY_TARGET_KEY}')||'null');` +
  `if((c&&c[1]!=='${PRERENDER_CONTEXT.accountType}')||(t&&t.state&&t.state.countryId!=null))` +
  `document.documentElement.setAttribute('${PRICES_PENDING_ATTRIBUTE}','')}catch(e){}`;
