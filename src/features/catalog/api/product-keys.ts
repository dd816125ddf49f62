import type { RequestContext } from '@/shared/api/client';
import type { ProductSearchQuery } from '@/shared/api/contract/products';

/**
 * Query keys of everything product-shaped. Prices depend on account type and country and names on
 * the language, so the whole request context is part of every key.
 */
export const productKeys = {
  all: () => ['products'] as const,
  lists: () => [...productKeys.all(), 'list'] as const,
  /** One page of a search (the first when `next` is absent). */
  search: (context: RequestContext, query: ProductSearchQuery) =>
    [...productKeys.lists(), 'search', context, query] as const,
  newest: (context: RequestContext) => [...productKeys.lists(), 'new', context] as const,
  detail: (context: RequestContext, slug: string) =>
    [...productKeys.all(), 'detail', context, slug] as const,
  result: (context: RequestContext, productId: string) =>
    [...productKeys.all(), 'result', context, productId] as const,
  autocomplete: (locale: string, query: string) =>
    [...productKeys.all(), 'autocomplete', locale, query] as const,
};
