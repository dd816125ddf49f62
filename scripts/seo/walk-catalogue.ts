/**
 * Walks the public catalogue through the shop's own API calls (requirements §14.1): GET brands and each
 * brand's types, GET addons and each add-on's variants, and POST products page by page for every
 * product family. Answers are checked with the contract's schemas, as the shop does.
 */
import type * as z from 'zod/mini';
import { endpoints, fillPath, type Endpoint } from '../../src/shared/api/contract/endpoints';
import type { SitemapCatalogue } from '../../src/shared/seo/sitemap';

/** An anonymous Dutch visitor, the default request context of the shop. */
const headers = {
  'content-type': 'application/json',
  accept: 'application/json',
  'x-account-type': 'personal',
  'x-locale': 'nl',
  'x-country-code': 'null',
};

type Answer<E extends Endpoint> = E['response'] extends z.ZodMiniType
  ? z.infer<E['response']>
  : never;

async function call<E extends Endpoint>(
  apiBase: string,
  endpoint: E,
  params: Record<string, string> = {},
  body?: unknown,
): Promise<Answer<E>> {
  const url = `${apiBase.replace(/\/+$/, '')}/${fillPath(endpoint.path, params)}`;
  const response = await fetch(url, {
    method: endpoint.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${endpoint.method} ${url} answered ${response.status}`);
  const json: unknown = await response.json();
  if (!endpoint.response) throw new Error(`${endpoint.path} has no JSON answer`);
  const parsed = endpoint.response.safeParse(json);
  if (!parsed.success) throw new Error(`${endpoint.method} ${url}: unexpected answer`);
  return parsed.data as Answer<E>;
}

/** Names that are empty are not shown by the shop (requirements §5.4), so they get no page either. */
const named = <T extends { name: string }>(list: readonly T[]): T[] =>
  list.filter((item) => item.name.trim() !== '');

/** Slugs are the same in every language (the language switcher keeps the path), so nl suffices. */
export async function walkCatalogue(apiBase: string): Promise<SitemapCatalogue> {
  const brands = [];
  for (const brand of named(await call(apiBase, endpoints.brands))) {
    const types = await call(apiBase, endpoints.brandTypes, { brandId: brand.id });
    brands.push({ url: brand.url, types: named(types).map((type) => ({ url: type.url })) });
  }
  const addons = [];
  for (const addon of named(await call(apiBase, endpoints.addons))) {
    const variants = await call(apiBase, endpoints.addonVariants, { addonId: addon.id });
    addons.push({ url: addon.url, variants: named(variants).map((v) => ({ url: v.url })) });
  }
  const productSlugs = new Set<string>();
  let next: string | null = null;
  let total = 0;
  do {
    const page: Answer<typeof endpoints.searchProducts> = await call(
      apiBase,
      endpoints.searchProducts,
      {},
      { sort: 'standard', ...(next ? { next } : {}) },
    );
    for (const result of page.results) productSlugs.add(result.slug);
    total = page.total;
    next = page.next;
  } while (next);
  if (productSlugs.size !== total)
    throw new Error(`Product search listed ${productSlugs.size} of ${total} products`);
  return { brands, addons, productSlugs: [...productSlugs] };
}
