import type { ProductSearchQuery } from '@/shared/api/contract/products';
import { scopeOf, type ShopperContext } from '@/shared/shopper/shopper-context';

/**
 * Query keys of everything product-shaped. Prices depend on account type and country and names on
 * the language, so the whole shopper context is part of every key.
 */
export const productKeys = {
  all: () => ['products'] as const,
  lists: () => [...productKeys.all(), 'list'] as const,
  /** A search's pages (an infinite query: the cursor is its page parameter, never in the key). */
  search: (context: ShopperContext, query: Omit<ProductSearchQuery, 'next'>) =>
    [...productKeys.lists(), 'search', ...scopeOf(context).key, query] as const,
  /** The first page of a search alone (home's rows). */
  firstPage: (context: ShopperContext, query: Omit<ProductSearchQuery, 'next'>) =>
    [...productKeys.lists(), 'first-page', ...scopeOf(context).key, query] as const,
  detail: (context: ShopperContext, slug: string) =>
    [...productKeys.all(), 'detail', ...scopeOf(context).key, slug] as const,
  result: (context: ShopperContext, productId: string) =>
    [...productKeys.all(), 'result', ...scopeOf(context).key, productId] as const,
  autocomplete: (context: ShopperContext, query: string) =>
    [...productKeys.all(), 'autocomplete', ...scopeOf(context).key, query] as const,
};
