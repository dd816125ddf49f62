/**
 * The three calls `npm run load` puts under load, as the shop sends them (src/shared/api/client.ts:
 * its headers and JSON bodies; paths from src/shared/api/contract/endpoints.ts):
 *
 * - GET brands: the finder's first list, on almost every page.
 * - POST products: a results page (brand and machine type, as the finder opens it).
 * - POST cart/calculate: an anonymous shopper's cart of a few packagings, no address yet.
 *
 * The ids come from the running server's own catalogue (a first discovery pass), so the calls
 * stay valid when the seed changes and also against a server started elsewhere (`--port`).
 */
import type { Brand, BrandType } from '../../src/shared/api/contract/catalog';
import type { CartCalculateRequest, CartCalculation } from '../../src/shared/api/contract/cart';
import type {
  ProductSearchQuery,
  ProductSearchResponse,
} from '../../src/shared/api/contract/products';

/** The headers of an anonymous Dutch shopper (ShopperContext's `headers`, requirements §14.2). */
export const SHOP_HEADERS: Readonly<Record<string, string>> = {
  accept: 'application/json',
  'x-account-type': 'personal',
  'x-locale': 'nl',
  'x-country-code': 'NL',
};

export interface Scenario {
  /** Short label for the report, e.g. `GET brands`. */
  name: string;
  method: 'GET' | 'POST';
  /** Path below the server's origin, e.g. `/api/brands`. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const get = (path: string): Scenario => ({
  name: `GET ${path}`,
  method: 'GET',
  path: `/api/${path}`,
  headers: { ...SHOP_HEADERS },
});

const post = (path: string, body: unknown, label = path): Scenario => ({
  name: `POST ${label}`,
  method: 'POST',
  path: `/api/${path}`,
  headers: { ...SHOP_HEADERS, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function call<T>(baseUrl: string, scenario: Scenario): Promise<T> {
  const response = await fetch(`${baseUrl}${scenario.path}`, {
    method: scenario.method,
    headers: scenario.headers,
    body: scenario.body,
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${scenario.name} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return JSON.parse(text) as T;
}

/** How many brands discovery tries before giving up on finding a type with results. */
const BRANDS_TRIED = 5;
/** Amounts of the cart's lines: two of the first packaging, one of the next ones. */
const CART_AMOUNTS = [2, 1, 1];

/**
 * Finds a brand and type whose results page has products and builds the three scenarios from
 * them; each is called once here, so a request the server refuses fails before the load starts.
 */
export async function discoverScenarios(baseUrl: string): Promise<Scenario[]> {
  const brandsCall = get('brands');
  const brands = await call<Brand[]>(baseUrl, brandsCall);

  for (const brand of brands.slice(0, BRANDS_TRIED)) {
    const types = await call<BrandType[]>(
      baseUrl,
      get(`brands/${encodeURIComponent(brand.id)}/types`),
    );
    for (const type of types.slice(0, 3)) {
      const query: ProductSearchQuery = {
        brandId: brand.id,
        brandTypeId: type.id,
        sort: 'standard',
        accountType: 'personal',
      };
      const searchCall = post('products', query, 'products (results)');
      const page = await call<ProductSearchResponse>(baseUrl, searchCall);
      if (page.results.length === 0) continue;

      const cart: CartCalculateRequest = {
        products: page.results
          .slice(0, CART_AMOUNTS.length)
          .map((result, i) => ({ id: result.product.id, amount: CART_AMOUNTS[i] ?? 1 })),
        deliveryAddress: null,
      };
      const cartCall = post('cart/calculate', cart);
      const calculation = await call<CartCalculation>(baseUrl, cartCall);
      if (calculation.lines.length !== cart.products.length) {
        throw new Error(
          `cart/calculate priced ${calculation.lines.length} of ${cart.products.length} lines`,
        );
      }
      return [brandsCall, searchCall, cartCall];
    }
  }
  throw new Error(`No results page with products among the first ${BRANDS_TRIED} brands`);
}
