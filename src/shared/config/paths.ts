/**
 * Every route of the shop (requirements §1.1, §1.2): its pattern under the language prefix and a builder for
 * links. No other file builds a shop URL by hand.
 */
import type { ProductCategory, Suggestion } from '../api/contract/products';
import { languageOrDefault, type Language } from './languages';

const at = (lang: Language, rest = ''): string => `/${lang}${rest ? `/${rest}` : ''}`;
const slugPath = (slug: string): string => slug.split('/').map(encodeURIComponent).join('/');

/** A page at a fixed path. */
const page = <P extends string>(path: P) => ({ path, getHref: (lang: Language) => at(lang, path) });

/** A login or sign-up page, which may carry where to go afterwards (`?returnTo=`). */
const authPage = <P extends string>(path: P) => ({
  path,
  getHref: (lang: Language, returnTo?: string) => withReturnTo(at(lang, path), returnTo),
});

export const infoPages = [
  'safebuy',
  'shippingcosts',
  'large-buyers',
  'business-buyers',
  'help-contact',
  'about-us',
  'privacy',
  'terms-conditions',
] as const;
export type InfoPage = (typeof infoPages)[number];

/** Sections `/{lang}/home/:id` may point at; anything else fails the route check (404). */
export const homeSections = ['search', 'all-offers', 'new', 'top-offers', 'country'] as const;

/** The results page's parameter for typed text (the header search's field sends it by this name). */
export const SEARCH_TEXT_PARAM = 'q';
/** The contract's limit on a search text: the header's field takes no more, a longer `?q=` is cut. */
export const SEARCH_TEXT_MAX = 200;
/** The results page's parameter for one product type (the finder's links and form send it). */
export const CATEGORY_PARAM = 'category';

/**
 * The history state of a link to a product page from something that shows one of its packagings (a
 * card showing the 10-piece box, a cart or order line): the page opens on that packaging.
 */
export interface DetailLinkState {
  packagingId: string;
}

export const detailLinkState = (packagingId: string): DetailLinkState => ({ packagingId });

/** The packaging a product page was opened on, from its history state (anything may be there). */
export function packagingIdOf(state: unknown): string | null {
  const packagingId = (state as Partial<DetailLinkState> | null)?.packagingId;
  return typeof packagingId === 'string' ? packagingId : null;
}

export const paths = {
  home: { path: '', getHref: (lang: Language) => at(lang) },
  homeChild: {
    path: 'home/:id',
    getHref: (lang: Language, id: string) => at(lang, `home/${encodeURIComponent(id)}`),
  },
  info: { getHref: (lang: Language, page: InfoPage) => at(lang, page) },
  detail: {
    path: 'detail/*',
    getHref: (lang: Language, slug: string) => at(lang, `detail/${slugPath(slug)}`),
  },
  results: {
    path: 'results/*',
    getHref: (lang: Language, ...segments: string[]) =>
      at(lang, ['results', ...segments.filter(Boolean).map(encodeURIComponent)].join('/')),
  },
  /** Results for an add-on and optionally one of its variants: `/results/addons/{addonUrl}/{variantUrl}`. */
  addonResults: {
    getHref: (lang: Language, addonUrl: string, variantUrl?: string) =>
      paths.results.getHref(lang, 'addons', addonUrl, ...(variantUrl ? [variantUrl] : [])),
  },
  /**
   * One product category's results, for a machine when segments are given:
   * `/results[/{brandUrl}[/{typeUrl}]]?category=…`. The category is in the URL (not only in a
   * store) so a reload, a shared link and a language switch keep it.
   */
  categoryResults: {
    getHref: (lang: Language, category: ProductCategory, ...segments: string[]) =>
      `${paths.results.getHref(lang, ...segments)}?${CATEGORY_PARAM}=${category}`,
  },
  /** Results for typed text (the header search's Enter without a suggestion). */
  textResults: {
    getHref: (lang: Language, query: string) =>
      `${at(lang, 'results')}?${SEARCH_TEXT_PARAM}=${encodeURIComponent(query)}`,
  },
  /** The sale, remaining-stock (outlet) and new contexts behind the menu items: results filtered. */
  resultsContext: {
    getHref: (lang: Language, context: 'sale' | 'outlet' | 'new') =>
      `${at(lang, 'results')}?context=${context}`,
  },
  orderComplete: page('order-complete'),
  orderAnonymous: page('order-anonymous'),
  /** A guest's order by number and e-mail address; `?order=N` fills in the number. */
  orderLookup: page('order-lookup'),
  passwordReset: page('password-reset'),
  login: authPage('auth/login'),
  signup: authPage('auth/_signup'),
  magicLink: page('auth/_magic-link'),
  passwordForgot: page('auth/password-forgot'),
  registerCompany: authPage('auth/register-company'),
  registerPersonal: authPage('auth/register-personal'),
  registerCompanyId: authPage('auth/register-company-id'),
  cart: page('dashboard/cart'),
  checkout: page('dashboard/checkout'),
  contact: page('dashboard/contact'),
  profile: page('dashboard/profile'),
  favorites: page('dashboard/favorites'),
  machines: page('dashboard/machines'),
  orders: page('dashboard/orders'),
  orderDetail: {
    path: 'dashboard/orders/:orderId',
    getHref: (lang: Language, orderId: string) =>
      at(lang, `dashboard/orders/${encodeURIComponent(orderId)}`),
  },
} as const;

/**
 * Where an API suggestion leads (its path has no language: `results/nilfisk/attix-30`,
 * `detail/…`). The header search's suggestions and the results page's "did you mean" both link
 * with it, so this lives beside the routes rather than in either of them.
 */
export function suggestionHref(lang: Language, suggestion: Pick<Suggestion, 'path'>): string {
  const [root, ...rest] = suggestion.path.split('/');
  return root === 'detail'
    ? paths.detail.getHref(lang, rest.join('/'))
    : paths.results.getHref(lang, ...rest);
}

function withReturnTo(href: string, returnTo?: string): string {
  return returnTo ? `${href}?returnTo=${encodeURIComponent(returnTo)}` : href;
}

/**
 * A return-to path is followed only when it is a same-origin language path: never an absolute
 * URL, a protocol-relative `//host` or a backslash trick (no open redirect). Also refused, plain
 * or percent-encoded: `//` and dot segments in the path (the browser would resolve them into
 * another path than the one shown) and whitespace or control characters (browsers drop tabs and
 * newlines inside URLs, so the path checked would not be the one followed).
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!/^\/(nl|en|de|fr)(\/|$|\?|#)/.test(value)) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return null;
  let path: string;
  try {
    path = decodeURIComponent(value.split(/[?#]/)[0] ?? '');
  } catch {
    return null; // broken percent-encoding
  }
  if (/\/\/|\\|(^|\/)\.\.?(\/|$)/.test(path)) return null;
  return value;
}

/** The language of a shop path (`/de/…` → de); the default language for any other path. */
export function languageOfPath(pathname: string): Language {
  return languageOrDefault(pathname.split('/')[1]);
}

/** The same page in another language: swaps the first path segment and keeps the rest. */
export function switchLanguagePath(pathname: string, lang: Language): string {
  const rest = pathname.replace(/^\/(nl|en|de|fr)(?=\/|$)/, '');
  return `/${lang}${rest === '/' ? '' : rest}`;
}
